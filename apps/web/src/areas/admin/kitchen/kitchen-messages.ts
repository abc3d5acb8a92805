/** The kitchen screen's words (SPEC §2 Admin kitchen, issue 12). */
export const KITCHEN_MESSAGES = {
  queueLabel: 'Antrian dapur',
  empty: 'Tidak ada pesanan terkonfirmasi yang belum READY.',
  waitingBanner: (count: number) => `⚠ ${count} pesanan menunggu konfirmasi kasir.`,
  recentTitle: 'Baru saja READY',
  recentHint: 'Salah tekan? Kembalikan ke antrian dengan Undo READY.',
  readyAt: (time: string) => `READY ${time}`,
  undo: 'Undo READY',
  saveFailed: 'Gagal menyimpan.',
  counter: 'Kasir (POS)',
  table: (table: string) => `Meja ${table}`,
  paid: 'Lunas',
} as const;

/** A card's heading: the table, or the counter for a POS sale. */
export function kitchenTitle(order: { source: string; table: string }): string {
  return order.source === 'POS' ? KITCHEN_MESSAGES.counter : KITCHEN_MESSAGES.table(order.table);
}
