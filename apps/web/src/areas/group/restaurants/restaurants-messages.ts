import { params } from '@nanostores/i18n';
import { i18n } from '../../../i18n/i18n';

/* SPEC §2 Group area 'Restaurants', §5, §8 (issue 16): the texts of /group/{groupSlug}/restaurants. */
export const restaurantsMessages = i18n('group/restaurants', {
  title: 'Restoran',
  description:
    'Cabang-cabang grup ini. Buka resto baru dengan pengaturan dan menu dari resto yang sudah berjalan, lalu berikan admin-nya password sementara.',
  // the create form
  addTitle: 'Buka resto baru',
  addDescription: 'Resto baru langsung memakai paket grup (ENTERPRISE).',
  name: 'Nama resto',
  slug: 'Slug',
  slugHint: 'Alamat menu: /{slug}/menu. Diisi dari nama, boleh diubah.',
  city: 'Kota',
  phone: 'Telepon',
  copySettings: 'Salin pengaturan',
  copySettingsHint: 'Tema, pajak, opt-in WhatsApp dan pengaturan operasional.',
  copyMenu: 'Salin menu',
  copyMenuHint: 'Kategori, harga, gambar dan resep (bahan yang belum ada dibuat dengan stok 0).',
  source: 'Resto sumber',
  oldestSource: 'Resto tertua (bawaan)',
  adminName: 'Nama admin',
  adminEmail: 'Email admin',
  adminHint: 'Kosongkan jika admin ditambahkan nanti di halaman Users.',
  create: 'Buka resto',
  creating: 'Membuka resto...',
  createFailed: 'Gagal membuka resto',
  created: params('Resto {name} dibuka.'),
  createdMenu: params('{count} menu disalin.'),
  createdNoAdmin: 'Resto ini belum punya admin: tambahkan di halaman Users.',
  // the list
  listTitle: 'Daftar resto',
  loading: 'Memuat resto...',
  empty: 'Belum ada resto di grup ini.',
  package: 'Paket',
  admins: 'Admin',
  adminCount: params('{count} admin'),
  inactive: 'Nonaktif',
  actions: 'Aksi',
  publicMenu: 'Lihat menu',
  publicMenuOf: params('Menu publik {name} (tab baru)'),
  // per row
  copySettingsAction: 'Salin pengaturan',
  copyMenuAction: 'Salin menu',
  resetAdmin: 'Reset password admin',
  resetting: 'Mereset...',
  copySettingsTitle: params('Salin pengaturan ke {name}'),
  copySettingsBody:
    'Tema, pajak, opt-in WhatsApp dan pengaturan operasional resto sumber menggantikan milik resto ini. Nama, slug, alamat dan telepon tetap.',
  copyMenuTitle: params('Salin menu ke {name}'),
  copyMenuBody:
    'Menu, kategori, harga, gambar dan resep disalin. Bahan resep dicocokkan dengan SKU atau nama; yang belum ada dibuat dengan stok 0.',
  overwrite: 'Timpa menu yang ada',
  overwriteHint:
    'Menu resto ini diarsipkan dulu, lalu diganti menu resto sumber. Tanpa pilihan ini, menu yang namanya sudah ada dilewati.',
  overwriteConfirm: params(
    'Menu {target} akan diarsipkan lalu diganti menu {source}. Pesanan lama tetap tersimpan. Lanjutkan?',
  ),
  overwriteYes: 'Ya, timpa menu',
  noOtherBranch: 'Belum ada resto lain di grup ini untuk dijadikan sumber.',
  copy: 'Salin',
  copying: 'Menyalin...',
  back: 'Kembali',
  cancel: 'Batal',
  settingsCopied: params('Pengaturan {source} disalin ke {target}.'),
  menuCopied: params('{count} menu disalin ke {target}.'),
  ingredientsCreated: params('{count} bahan baru dibuat dengan stok 0.'),
  dishesSkipped: params('{count} menu sudah ada di resto ini, dilewati.'),
  resetTitle: 'Reset password admin?',
  resetBody: params(
    'Admin {name} mendapat password sementara baru dan sesi login-nya diakhiri. Password lama tidak berlaku lagi.',
  ),
  actionFailed: 'Gagal memproses resto',
  adminOf: params('admin {name}'),
});
