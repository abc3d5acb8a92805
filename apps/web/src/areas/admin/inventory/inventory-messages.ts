import { params } from '@nanostores/i18n';
import { i18n } from '../../../i18n/i18n';

/* Texts of the admin inventory screen (SPEC §2, §5, §8). */
export const inventoryMessages = i18n('admin/inventory', {
  title: 'Inventory',
  saved: 'Tersimpan',
  empty: 'Belum ada bahan.',
  emptyMenu: 'Belum ada menu.',
  confirmDelete: 'Hapus item ini?',
  deleted: params('{name} dihapus.'),
  belowMin: params('{count} bahan di bawah stok minimum'),
  belowMinRow: 'Di bawah minimum',
  purchaseTitle: 'Input Belanja Bahan',
  noPurchases: 'Belum ada belanja dalam 30 hari terakhir.',
  /** `unit` comes with its leading space, or empty. */
  purchaseSaved: params('Tersimpan. Stok {name} sekarang {stock}{unit}.'),
  stockAdjustHint: 'Perubahan stok dicatat sebagai penyesuaian.',
  noMovements: 'Belum ada riwayat stok.',
  negative: params('{count} bahan stok minus'),
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
  countProgress: params('{counted} dari {total} bahan dihitung'),
  countSubmit: 'Simpan opname',
  countCancel: 'Batal',
  countFailed: 'Gagal menyimpan stok opname',
  countInvalid: params('{count} isian bukan angka ≥ 0. Perbaiki atau kosongkan bahan yang ditandai merah.'),
  /** `unchanged` is countDoneUnchanged's text, or empty when every counted ingredient was adjusted. */
  countDone: params('{adjusted} bahan disesuaikan{unchanged}.'),
  countDoneUnchanged: params(', {unchanged} sudah sesuai catatan'),
  countLeave: 'Hasil stok opname belum disimpan. Tinggalkan halaman dan buang hitungan ini?',
  countDiscard: 'Buang hitungan stok opname yang belum disimpan?',
  countNoMatch: 'Tidak ada bahan yang cocok.',
  countMovement: params('Opname: dihitung {counted}, seharusnya {expected}'),
});

/** The ledger's movement types, by their contract name. */
export const movementLabelMessages = i18n('admin/inventory/movements', {
  OPENING: 'Stok awal',
  PURCHASE: 'Belanja',
  ADJUSTMENT: 'Penyesuaian',
  SALE: 'Penjualan',
  REVERSAL: 'Pembatalan',
});
