import { receiptMessages, type ReceiptTexts } from '../../../components/receipt/receipt-messages';
import { buildReceipt, type Receipt } from '../../../components/receipt/receipt-model';
import type { PosOrderView, PosPaymentView } from '../offline/pos-views';

/**
 * A POS sale's receipt (one order): paid, with its payment's method, cash and change, dated at the
 * payment; or the bill still to pay (`payment` null), dated `at`.
 */
export function saleReceipt(
  sale: { order: PosOrderView; payment: PosPaymentView | null },
  restaurant: { name: string; address: string },
  options: { texts?: ReceiptTexts; at?: Date } = {},
): Receipt {
  const { order, payment } = sale;
  return buildReceipt({
    restaurant,
    orders: [order],
    payments: payment ? new Map([[order._id, payment]]) : undefined,
    printedAt: payment ? new Date(payment.createdAt) : (options.at ?? new Date()),
    texts: options.texts ?? receiptMessages.get(),
  });
}
