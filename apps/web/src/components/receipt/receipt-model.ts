import { optionsText } from '@meja/shared/menu-options';
import type { Order, OrderDiscount, OrderType } from '@meja/shared/contracts/orders';
import type { PaymentMethod } from '@meja/shared/payment-rules';
import { chargeLines } from '../../lib/charge-lines';
import { methodLabel, receiptMessages, type ReceiptTexts } from './receipt-messages';

/*
 * One receipt for the POS sale and the admin's combined receipt (issue 12): the figures as charged,
 * the discounts (issue 20: a line's under it, the bill's after the subtotal), the charge lines of the order's settings (named in the visible locale), the payment method and, for cash, what was handed over
 * and the change. Pure: the view (receipt-view.tsx) and the text to share (receipt-text.ts) read it.
 */

export interface ReceiptPayment {
  method: PaymentMethod;
  cashReceived: number | null;
  change: number | null;
}

export interface ReceiptLine {
  name: string;
  qty: number;
  amount: number;
  /** The line's own note ('tanpa bawang'); '' for none. */
  note: string;
  /** The chosen options as they read ('Level 3, Telur'); '' for none. */
  options: string;
  /** Issue 20: the line's own discount ('Diskon (Member)', the rupiah it took off), printed under it. */
  discount: ReceiptAmountLine | null;
}

export interface ReceiptAmountLine {
  label: string;
  amount: number;
}

export interface ReceiptOrder {
  id: string;
  /** The last 8 characters, upper-cased (SPEC §9: the receipt's short id). */
  shortId: string;
  table: string;
  type: OrderType;
  createdAt: string;
  lines: ReceiptLine[];
  subtotal: number;
  /** Issue 20: the bill's discount (none or one), after the subtotal and before the charges. */
  discountLines: ReceiptAmountLine[];
  /** The service charge and the tax, as charged. */
  chargeLines: ReceiptAmountLine[];
  total: number;
  payment: ReceiptPayment | null;
}

export interface Receipt {
  /** 'Struk Gabungan' for the admin's combined receipt; null for one sale. */
  title: string | null;
  restaurant: { name: string; address: string };
  printedAt: string;
  orders: ReceiptOrder[];
  /** Every order's total together (shown when there is more than one order). */
  grandTotal: number;
}

/**
 * What a receipt needs of an order: the contract's order, or the POS's local copy of one (which may
 * have no discounts: none printed).
 */
export type ReceiptSourceOrder = Pick<
  Order,
  | '_id'
  | 'table'
  | 'type'
  | 'createdAt'
  | 'items'
  | 'total'
  | 'tax'
  | 'grandTotal'
  | 'taxPercent'
  | 'serviceCharge'
  | 'serviceChargePercent'
  | 'taxType'
> &
  Partial<Pick<Order, 'discounts'>>;

/** A discount as the receipt names it: 'Diskon (Member)' and the rupiah it took off. */
function discountLine(
  discount: Pick<OrderDiscount, 'reason' | 'amount'>,
  t: ReceiptTexts,
): ReceiptAmountLine {
  return { label: t.discount({ reason: discount.reason }), amount: discount.amount };
}

/**
 * An order's discounts as a receipt prints them (issue 20): each line's under that line (by its
 * place in the items), the bill's after the subtotal.
 */
export function receiptDiscounts(
  order: Pick<ReceiptSourceOrder, 'items' | 'discounts'>,
  t: ReceiptTexts = receiptMessages.get(),
): { byLine: (ReceiptAmountLine | null)[]; bill: ReceiptAmountLine[] } {
  const discounts = (order.discounts ?? []).filter((discount) => discount.amount > 0);
  return {
    byLine: order.items.map((_, index) => {
      const own = discounts.find((discount) => discount.line === index);
      return own ? discountLine(own, t) : null;
    }),
    bill: discounts.filter((discount) => discount.line === null).map((discount) => discountLine(discount, t)),
  };
}

/**
 * The charges as the order's settings had them: 'Biaya layanan 5%' when there was one, then the tax
 * — 'PPN 11%' added on top, 'PB1 10% (termasuk)' already in the prices (shown for information, not
 * added) — and no tax line without tax.
 */
export function receiptChargeLines(
  order: Pick<
    ReceiptSourceOrder,
    'tax' | 'taxPercent' | 'serviceCharge' | 'serviceChargePercent' | 'taxType'
  >,
  t: ReceiptTexts = receiptMessages.get(),
): ReceiptAmountLine[] {
  return chargeLines(t, order, order, { omitNoTax: true }).map(({ label, amount }) => ({ label, amount }));
}

export function buildReceipt(input: {
  title?: string | null;
  restaurant: { name: string; address: string };
  orders: readonly ReceiptSourceOrder[];
  /** Each order's payment, by order id; an order without one prints without the payment lines. */
  payments?: ReadonlyMap<string, ReceiptPayment>;
  printedAt: Date;
  /** The receipt's words; the visible locale's by default. */
  texts?: ReceiptTexts;
}): Receipt {
  const orders = [...input.orders]
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
    .map((order) => {
      const discounts = receiptDiscounts(order, input.texts);
      return {
        id: order._id,
        shortId: order._id.slice(-8).toUpperCase(),
        table: order.table,
        type: order.type,
        createdAt: order.createdAt,
        lines: order.items.map((item, index) => ({
          name: item.name,
          qty: item.qty,
          amount: item.price * item.qty,
          note: item.note,
          options: optionsText(item.options),
          discount: discounts.byLine[index] ?? null,
        })),
        subtotal: order.total,
        discountLines: discounts.bill,
        chargeLines: receiptChargeLines(order, input.texts),
        total: order.grandTotal,
        payment: input.payments?.get(order._id) ?? null,
      };
    });
  return {
    title: input.title ?? null,
    restaurant: { name: input.restaurant.name.trim(), address: input.restaurant.address.trim() },
    printedAt: input.printedAt.toISOString(),
    orders,
    grandTotal: orders.reduce((sum, order) => sum + order.total, 0),
  };
}

/** The payment lines of an order: method, then for cash what was handed over and the change. */
export function paymentLines(
  payment: ReceiptPayment,
  t: ReceiptTexts = receiptMessages.get(),
): { label: string; value: string | number }[] {
  const lines: { label: string; value: string | number }[] = [
    { label: t.method, value: methodLabel(t, payment.method) },
  ];
  if (payment.method === 'CASH' && payment.cashReceived !== null) {
    lines.push({ label: t.cashReceived, value: payment.cashReceived });
    lines.push({ label: t.change, value: payment.change ?? 0 });
  }
  return lines;
}
