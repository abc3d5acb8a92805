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
} as const;

export const MOVEMENT_LABELS = {
  OPENING: 'Stok awal',
  PURCHASE: 'Belanja',
  ADJUSTMENT: 'Penyesuaian',
  SALE: 'Penjualan',
  REVERSAL: 'Pembatalan',
} as const;
