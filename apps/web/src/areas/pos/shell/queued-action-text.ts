import { formatRupiah } from '@meja/shared/money';
import type { QueueItem, QueueKind } from '../offline/pos-db';

const KIND_LABELS: Record<QueueKind, string> = {
  order: 'Pesanan',
  payIntent: 'Pembayaran',
  payConfirm: 'Konfirmasi pembayaran',
  menuItem: 'Tambah menu',
  cashier: 'Tambah kasir',
  shiftOpen: 'Buka shift',
  shiftClose: 'Tutup shift',
};

/** What a queued write was, in the cashier's words: 'Pembayaran QRIS Rp 27.750', 'Tambah menu ES JERUK'. */
export function queuedActionText(item: QueueItem): string {
  const { meta } = item;
  const label = KIND_LABELS[meta.kind];
  switch (meta.kind) {
    case 'order':
      return `${label} ${formatRupiah(meta.local.grandTotal)}`;
    case 'payIntent':
    case 'payConfirm':
      return `${label} ${meta.local.payment.method} ${formatRupiah(meta.local.payment.amount)}`;
    case 'menuItem':
      return `${label} ${meta.local.name}`;
    case 'cashier':
      return `${label} ${meta.local.email}`;
    case 'shiftOpen':
      return `${label} (kas awal ${formatRupiah(meta.local.openingCash)})`;
    case 'shiftClose':
      return `${label} (kas akhir ${formatRupiah(meta.local.closingCash ?? 0)})`;
  }
}
