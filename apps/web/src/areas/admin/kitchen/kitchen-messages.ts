import { COUNTER_TABLE, type Order } from '@meja/shared/contracts/orders';
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
  /** A takeaway, called by the name or number it was ordered under ('atas nama'). */
  pickup: params('a.n. {name}'),
  takeaway: 'BAWA PULANG',
  paid: 'Lunas',
  bumpHint: 'Tombol 1–9 pada keyboard atau bump bar: tandai READY kartu nomor itu.',
  soundContext: 'pesanan baru',
  soundNotArmed: 'Ketuk layar sekali agar pesanan baru berbunyi.',
  newOrder: 'BARU',
  amber: ' · SEGERA',
  red: ' · TERLAMBAT',
});

/** A card's heading: the table, a takeaway's name, or the counter for a POS sale without one. */
export function kitchenTitle(order: Pick<Order, 'source' | 'table' | 'type'>): string {
  const texts = kitchenMessages.get();
  if (order.source === 'POS' && order.table === COUNTER_TABLE) return texts.counter;
  return order.type === 'TAKEAWAY'
    ? texts.pickup({ name: order.table })
    : texts.table({ table: order.table });
}
