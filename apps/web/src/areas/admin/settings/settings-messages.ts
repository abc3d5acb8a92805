import { params } from '@nanostores/i18n';
import { i18n } from '../../../i18n/i18n';
/* Texts of the admin settings screen (SPEC §2 Admin settings, §8). */
export const settingsMessages = i18n('admin/settings', {
  title: 'Pengaturan',
  description: 'Atur cara restoran Anda bekerja. Setiap kartu disimpan sendiri-sendiri.',
  saved: 'Pengaturan disimpan',
  saveFailed: 'Gagal menyimpan pengaturan',
  save: 'Simpan',
  operationsTitle: 'Operasional',
  operationsDescription: 'Alur pesanan kasir dan apa yang terjadi saat bahan baku habis.',
  posToKitchen: 'Pesanan POS ke dapur',
  posToKitchenHint:
    'Penjualan di kasir (POS) muncul di layar dapur untuk dimasak. Matikan bila kasir langsung menyerahkan pesanan.',
  posToKitchenUnavailable:
    'Paket Anda tidak memiliki layar dapur, jadi penjualan POS langsung selesai tanpa dimasak.',
  stockPolicyLegend: 'Saat stok bahan habis',
  stockPolicyAllowLabel: 'Izinkan dan tandai (stok boleh minus)',
  stockPolicyAllowHint:
    'Penjualan tetap jalan walau bahan kurang; stok menjadi minus dan ditandai merah di Inventory.',
  stockPolicyBlockLabel: 'Blokir penjualan (menu jadi Habis)',
  stockPolicyBlockHint:
    'Menu yang bahannya tidak cukup tampil Habis bagi tamu dan di kasir sampai stok diisi lagi.',

  restaurantTitle: 'Profil restoran',
  restaurantDescription: 'Nama, alamat dan kontak yang tampil di menu tamu, struk dan kasir.',
  name: 'Nama restoran',
  address: 'Alamat',
  phone: 'Telepon',
  phoneHint: 'Contoh: 022-1234567',
  reservationWhatsApp: 'WhatsApp reservasi',
  reservationWhatsAppHint:
    'Tombol "Reservasi Hub" di menu tamu membuka chat ke nomor ini. Contoh: 0812xxxxxxxx',
  timezone: 'Zona waktu',
  timezoneHint: 'Menentukan "hari ini" untuk laporan, shift dan menu spesial.',
  timezoneJakarta: 'WIB — Asia/Jakarta',
  timezoneMakassar: 'WITA — Asia/Makassar',
  timezoneJayapura: 'WIT — Asia/Jayapura',
  theme: 'Tema menu tamu',
  themeClassic: 'Klasik',
  themeDark: 'Gelap',
  themeEmerald: 'Zamrud',
  themeSunset: 'Senja',
  themeOcean: 'Samudra',

  taxTitle: 'Pajak & biaya layanan',
  taxDescription:
    'Dipakai di keranjang tamu, kasir, pembayaran dan struk. Biaya layanan dihitung dari harga menu, lalu pajak dari menu + biaya layanan.',
  taxType: 'Jenis pajak',
  taxTypeHint: 'Nama pajak yang tampil di keranjang, kasir dan struk.',
  taxTypePPN: 'PPN — pajak pertambahan nilai',
  taxTypePB1: 'PB1 — pajak restoran daerah',
  taxPercent: 'Tarif pajak (%)',
  taxHint: params('0 = tanpa {type} · 10 = {type} 10% ditambahkan · 110 = harga sudah termasuk {type} 10%.'),
  serviceChargePercent: 'Biaya layanan (%)',
  serviceChargeHint: params('0–{max}, bilangan bulat. 0 = tanpa biaya layanan.'),
  exampleAdded: params('Contoh: {parts} = {total}'),
  exampleIncluded: params('Contoh: {parts} = {total}, sudah termasuk {tax} {amount}'),
  exampleNoTax: params('Contoh: {parts} = {total}, tanpa {type}'),
  exampleServiceCharge: params('biaya layanan {amount}'),
  exampleTaxAdded: params('{tax} {amount}'),
  exampleTaxName: params('{type} {rate}%'),

  waOptinTitle: 'WhatsApp opt-in',
  waOptinDescription: 'Ajak tamu meninggalkan nomor WhatsApp dari menu untuk promo dan souvenir.',
  waOptinEnabled: 'Tampilkan ajakan di menu tamu',
  waOptinEnabledHint: 'Banner muncul di menu sampai tamu menutupnya.',
  waOptinText: 'Teks ajakan',
  waOptinMode: 'Cara tamu mendaftar',
  waOptinModeChat: 'CHAT — tamu mengirim chat WhatsApp ke restoran',
  waOptinModeForm: 'FORM — tamu mengisi nomornya di menu',
  waReadyNotice: "Kirim 'Pesanan Anda siap' lewat WhatsApp",
  waReadyNoticeHint:
    'Sampai ke tamu yang meninggalkan nomornya untuk pesanan itu, dalam 24 jam sejak pesan WhatsApp terakhirnya, kecuali platform punya template yang disetujui.',

  qrTitle: 'QR menu',
  qrDescription: 'Tempel di meja atau pintu: tamu memindai lalu memesan dari menu online.',
  qrSize: 'Ukuran QR',
  qrSizeOption: params('{size} px'),
  qrAlt: params('Kode QR menu {url}'),
  qrMaking: 'Membuat kode QR...',
  qrFailed: 'Kode QR gagal dibuat. Muat ulang halaman.',
  downloadPng: 'Unduh PNG',
  downloadSvg: 'Unduh SVG',
  menuLink: 'Buka menu tamu',

  cardsTitle: 'Kartu QR per meja',
  cardsDescription:
    'Cetak kartu A4 berisi nama restoran, nomor meja dan QR yang membuka menu dengan nomor meja terisi.',
  cardsTables: 'Nomor meja',
  cardsTablesHint: 'Pisahkan dengan koma; rentang pakai tanda hubung. Maksimal 200 meja.',
  cardsOpen: 'Siapkan kartu cetak',
  cardsPlaceholder: 'A1-A12, B1, B2',

  posTitle: 'Kasir (POS)',
  posDescription: 'Buka aplikasi kasir di tablet atau HP kasir. Bisa dipasang dan tetap jalan saat offline.',
  posOpen: 'Buka POS',
});

/** Why a typed list of tables was refused (parseTableList). */
export const tableListMessages = i18n('admin/settings/table-list', {
  empty: 'Isi nomor meja, mis. A1-A12, B1, B2.',
  tooMany: params('Maksimal {max} meja sekali cetak.'),
  reversed: params('Rentang {item} terbalik: tulis dari nomor kecil ke besar, mis. A1-A12.'),
  mixedPrefix: params('Rentang {item} harus berawalan huruf yang sama, mis. A1-A12.'),
  oddCharacters: params('"{item}" berisi karakter yang tidak didukung. Pakai huruf, angka, - . / _'),
  tooLong: params('"{item}" terlalu panjang: nomor meja maksimal {max} karakter.'),
});

/** Texts of the printable sheet of QR table cards. */
export const tableCardsMessages = i18n('admin/settings/table-cards', {
  title: 'Kartu QR meja',
  description: 'Pratinjau kartu. Tekan Cetak dan pilih kertas A4; garis putus-putus adalah garis potong.',
  summary: params('{cards} kartu · {pages} halaman A4'),
  print: 'Cetak',
  back: 'Kembali ke Pengaturan',
  change: 'Ubah daftar meja',
  table: 'Meja',
  scan: 'Pindai untuk lihat menu & pesan',
  qrAlt: params('Kode QR meja {table}'),
  drawing: 'Membuat kode QR...',
  failed: 'Kode QR gagal dibuat. Muat ulang halaman.',
});
