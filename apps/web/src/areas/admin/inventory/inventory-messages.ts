/* Texts of the admin inventory screen (SPEC §2, §5, §8). */
export const INVENTORY_MESSAGES = {
  title: 'Inventory',
  saved: 'Tersimpan',
  empty: 'Belum ada bahan.',
  emptyMenu: 'Belum ada menu.',
  confirmDelete: 'Hapus item ini?',
  deleted: (name: string) => `${name} dihapus.`,
  belowMin: (count: number) => `${count} bahan di bawah stok minimum`,
  belowMinRow: 'Di bawah minimum',
  purchaseTitle: 'Input Belanja Bahan',
  noPurchases: 'Belum ada belanja dalam 30 hari terakhir.',
  purchaseSaved: (name: string, stock: string, unit: string) =>
    `Tersimpan. Stok ${name} sekarang ${stock}${unit ? ` ${unit}` : ''}.`,
  stockAdjustHint: 'Perubahan stok dicatat sebagai penyesuaian.',
  noMovements: 'Belum ada riwayat stok.',
  negative: (count: number) => `${count} bahan stok minus`,
  negativeRow: 'Stok minus',
  countTitle: 'Stok opname',
  countStart: 'Stok opname',
  countIntro:
    'Isi jumlah hasil hitung fisik. Kosongkan bahan yang tidak dihitung. Selisihnya dicatat sebagai penyesuaian atas nama Anda.',
  countSearch: 'Cari bahan',
  countIngredient: 'Bahan',
  countExpected: 'Stok tercatat',
  countCounted: 'Hasil hitung',
  countDifference: 'Selisih',
  countMatches: 'Sesuai',
  countNotCounted: 'Belum dihitung',
  countInvalidShort: 'Bukan angka ≥ 0',
  countNote: 'Catatan (opsional)',
  countNotePlaceholder: 'Contoh: opname akhir bulan, gudang belakang',
  countProgress: (counted: number, total: number) => `${counted} dari ${total} bahan dihitung`,
  countSubmit: 'Simpan opname',
  countCancel: 'Batal',
  countFailed: 'Gagal menyimpan stok opname',
  countInvalid: (count: number) =>
    `${count} isian bukan angka ≥ 0. Perbaiki atau kosongkan bahan yang ditandai merah.`,
  countDone: (adjusted: number, unchanged: number) =>
    `${adjusted} bahan disesuaikan${unchanged > 0 ? `, ${unchanged} sudah sesuai catatan` : ''}.`,
  countLeave: 'Hasil stok opname belum disimpan. Tinggalkan halaman dan buang hitungan ini?',
  countDiscard: 'Buang hitungan stok opname yang belum disimpan?',
  countNoMatch: 'Tidak ada bahan yang cocok.',
  countMovement: (counted: string, expected: string) => `Opname: dihitung ${counted}, seharusnya ${expected}`,
} as const;

export const MOVEMENT_LABELS = {
  OPENING: 'Stok awal',
  PURCHASE: 'Belanja',
  ADJUSTMENT: 'Penyesuaian',
  SALE: 'Penjualan',
  REVERSAL: 'Pembatalan',
} as const;
