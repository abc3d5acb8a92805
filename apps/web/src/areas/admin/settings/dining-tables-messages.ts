import { params } from '@nanostores/i18n';
import { i18n } from '../../../i18n/i18n';

/* The settings' 'Daftar meja' (issue 20): the restaurant's tables for the floor screen 'Meja'. */
export const diningTablesMessages = i18n('admin/settings/dining-tables', {
  title: 'Daftar meja',
  description:
    'Meja restoran untuk layar Meja: keadaan tiap meja, pindah dan gabung pesanan, panggilan tamu.',
  tables: 'Nomor meja',
  tablesHint: 'Pisahkan dengan koma; rentang pakai tanda hubung, mis. A1-A12.',
  tablesPlaceholder: 'A1-A12',
  area: 'Area',
  areaHint: 'Mis. Lantai 2, Teras. Meja dikelompokkan per area di layar Meja.',
  areaPlaceholder: 'Lantai 2',
  add: 'Tambah meja',
  adding: 'Menambahkan...',
  willAdd: params('{count} meja: {first}{rest}'),
  willAddRest: params(' … {last}'),
  added: params('{count} meja ditambahkan.'),
  addedSkipped: params('{count} meja ditambahkan; {skipped} sudah ada dan tidak diubah.'),
  addFailed: 'Gagal menambahkan meja.',
  tooMany: params('Maksimal {max} meja sekali tambah.'),
  listLabel: 'Meja restoran',
  loadFailed: 'Gagal memuat daftar meja.',
  empty: 'Belum ada meja. Tambahkan di atas, mis. A1-A12.',
  count: params('{count} meja'),
  noArea: 'Tanpa area',
  edit: 'Ubah',
  editContext: params('meja {table}'),
  name: 'Nama meja',
  save: 'Simpan',
  cancel: 'Batal',
  saveFailed: 'Gagal menyimpan meja.',
  remove: 'Hapus',
  removeTitle: params('Hapus meja {table}?'),
  removeBody:
    'Meja hilang dari daftar dan kartu QR-nya tidak lagi dikenali sebagai meja daftar. Pesanan yang masih berjalan di meja ini tetap tampil di layar Meja sampai selesai.',
  removing: 'Menghapus...',
  removeFailed: 'Gagal menghapus meja.',
  printCards: 'Cetak kartu QR semua meja',
  openFloor: 'Buka layar Meja',
});
