/*
 * The POS screen texts that are not in the shared POS_MESSAGES (those are the SPEC §8 texts and are
 * used as they are). DESIGN §4: one messages module per area.
 */
export const POS_TEXTS = {
  offlineSaved: 'Disimpan offline — akan disinkronkan',
  offline: 'Offline',
  unsynced: (count: number) => `${count} belum tersinkron`,
  logoutBlocked: (count: number) =>
    `Masih ada ${count} aksi yang belum tersinkron. Aksi itu dikirim atas nama Anda, jadi tunggu sampai internet tersambung dan semuanya tersinkron (atau buang aksi yang gagal), lalu keluar.`,
  failedCount: (count: number) => `${count} gagal sinkron`,
  discardConfirm: 'Buang aksi ini? Data ini tidak akan pernah dikirim ke server.',
  cashierNoReports: 'Laporan hanya untuk admin restoran. Kasir tidak dapat membuka halaman ini.',
  menuFromCache: 'Menu dari cache (offline).',
  menuEmpty: 'Belum ada menu aktif.',
  menuNoMatch: 'Tidak ada menu yang cocok.',
  /** Read after a sold-out tile's name and price (the visible label is 'Habis'). */
  soldOutTile: 'Habis, tidak bisa ditambahkan',
  cartEmpty: 'Keranjang kosong. Ketuk menu untuk menambahkan.',
  noOpenShift: 'Belum ada shift yang terbuka.',
  transactionsOffline:
    'Transaksi dari server tidak dapat dimuat (offline). Yang tampil: transaksi di perangkat ini.',
  openShiftHint: 'Isi uang tunai di laci sekarang, lalu buka shift. Tombol bayar aktif setelah shift dibuka.',
  payNeedsShift: 'Buka shift dulu untuk menerima pembayaran.',
  cashTitle: 'Bayar tunai',
  cashConfirm: 'Bayar tunai',
  lastSale: 'Transaksi terakhir',
  printReceipt: 'Cetak struk',
  shareReceipt: 'Bagikan',
  showReceipt: 'Lihat struk',
  paper: 'Kertas',
  receiptCopied: 'Struk disalin. Tempel di chat, atau kirim lewat WhatsApp:',
  receiptShareWhatsApp: 'Kirim lewat WhatsApp',
  receiptShareFailed: 'Struk tidak dapat dibagikan otomatis. Kirim lewat WhatsApp:',
  shiftExpected: 'Seharusnya',
  shiftCounted: 'Dihitung',
  shiftDifference: 'Selisih',
  qrisConfirm: 'Pembayaran diterima',
  cardConfirm: 'Konfirmasi slip EDC',
  loadFailed: 'Failed to load',
} as const;
