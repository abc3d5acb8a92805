import { formatRupiah } from '@meja/shared/money';
import type { QueueItem, QueueKind } from '../offline/pos-db';
import { shellMessages } from './shell-messages';

type ShellTexts = ReturnType<typeof shellMessages.get>;

function kindLabels(t: ShellTexts): Record<QueueKind, string> {
  return {
    order: t.kindOrder,
    payIntent: t.kindPayIntent,
    payConfirm: t.kindPayConfirm,
    menuItem: t.kindMenuItem,
    cashier: t.kindCashier,
    shiftOpen: t.kindShiftOpen,
    shiftClose: t.kindShiftClose,
  };
}

/** What a queued write was, in the cashier's words: 'Pembayaran QRIS Rp 27.750', 'Tambah menu ES JERUK'. */
export function queuedActionText(item: QueueItem, t: ShellTexts = shellMessages.get()): string {
  const { meta } = item;
  const label = kindLabels(t)[meta.kind];
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
      return `${label} ${t.openingCash({ amount: formatRupiah(meta.local.openingCash) })}`;
    case 'shiftClose':
      return `${label} ${t.closingCash({ amount: formatRupiah(meta.local.closingCash ?? 0) })}`;
  }
}
