import { params } from '@nanostores/i18n';
import { i18n } from '../../../i18n/i18n';
/** The kitchen screen's words (SPEC §2 Admin kitchen, issue 12). */
export const kitchenMessages = i18n('admin/kitchen', {
  queueLabel: 'Antrian dapur',
  empty: 'Tidak ada pesanan terkonfirmasi yang belum READY.',
  waitingBanner: params('⚠ {count} pesanan menunggu konfirmasi kasir.'),
  recentTitle: 'Baru saja READY',
  recentHint: 'Salah tekan? Kembalikan ke antrian dengan Undo READY.',
  readyAt: params('READY {time}'),
  undo: 'Undo READY',
  saveFailed: 'Gagal menyimpan.',
  counter: 'Kasir (POS)',
  table: params('Meja {table}'),
  paid: 'Lunas',
});

/** A card's heading: the table, or the counter for a POS sale. */
export function kitchenTitle(order: { source: string; table: string }): string {
  const texts = kitchenMessages.get();
  return order.source === 'POS' ? texts.counter : texts.table({ table: order.table });
}
