import { shareOut } from '@meja/shared/bill-split';
import type { BillSplit } from '@meja/shared/contracts/bill-split';
import type { Order } from '@meja/shared/contracts/orders';
import { discountedLineAmounts } from '@meja/shared/discounts';
import { params } from '@nanostores/i18n';
import { i18n } from '../../i18n/i18n';
import type { Receipt, ReceiptLine } from './receipt-model';

/** The words of a split part's receipt (issue 21). */
export const splitReceiptMessages = i18n('admin/split-receipt', {
  title: params('Bagian {part} dari {of}'),
  equalShare: params('{part} dari {of} bagian tagihan'),
  charges: 'Biaya layanan & pajak (bagian)',
});

/**
 * The receipt of one part of a split bill (issue 21), as a receipt like any other so the screen,
 * the browser print and the thermal printer print it the same way: its dishes at their share of
 * each line's amount after the discounts (or, split equally, its share of the bill), the part's
 * share of the service charge and tax, its amount and how it was paid.
 */
export function splitPartReceipt(input: {
  split: Pick<BillSplit, '_id' | 'mode' | 'table' | 'createdAt' | 'parts'>;
  part: number;
  orders: readonly Pick<Order, '_id' | 'items' | 'discounts' | 'type'>[];
  restaurant: { name: string; address: string };
  printedAt: Date;
  texts?: ReturnType<typeof splitReceiptMessages.get>;
}): Receipt | null {
  const t = input.texts ?? splitReceiptMessages.get();
  const part = input.split.parts.find((candidate) => candidate.part === input.part);
  if (!part) return null;
  const of = input.split.parts.length;
  const byId = new Map(input.orders.map((order) => [order._id, order]));
  const lines: ReceiptLine[] =
    input.split.mode === 'EQUAL'
      ? [equalLine(t.equalShare({ part: String(part.part), of: String(of) }), part.amount)]
      : part.items.map((pick) => {
          const order = byId.get(pick.orderId);
          const item = order?.items[pick.line];
          const net = order
            ? discountedLineAmounts(
                order.items.map((line) => line.price * line.qty),
                order.discounts,
                shareOut,
              )[pick.line]
            : undefined;
          const amount =
            item && net !== undefined
              ? (shareOut(net, [pick.qty, Math.max(0, item.qty - pick.qty)])[0] ?? 0)
              : 0;
          return { name: pick.name, qty: pick.qty, amount, note: '', options: '', discount: null };
        });
  const subtotal = lines.reduce((sum, line) => sum + line.amount, 0);
  const charges = part.amount - subtotal;
  return {
    title: t.title({ part: String(part.part), of: String(of) }),
    restaurant: { name: input.restaurant.name.trim(), address: input.restaurant.address.trim() },
    printedAt: input.printedAt.toISOString(),
    orders: [
      {
        id: input.split._id,
        // The bill's (first) order, as its other receipts name it.
        shortId: (input.orders[0]?._id ?? input.split._id).slice(-8).toUpperCase(),
        table: input.split.table,
        type: input.orders[0]?.type ?? 'DINE_IN',
        createdAt: input.split.createdAt,
        lines,
        subtotal,
        discountLines: [],
        chargeLines: charges !== 0 ? [{ label: t.charges, amount: charges }] : [],
        total: part.amount,
        payment: part.payment
          ? {
              method: part.payment.method,
              cashReceived: part.payment.cashReceived ?? null,
              change: part.payment.change ?? null,
            }
          : null,
      },
    ],
    grandTotal: part.amount,
  };
}

const equalLine = (name: string, amount: number): ReceiptLine => ({
  name,
  qty: 1,
  amount,
  note: '',
  options: '',
  discount: null,
});
