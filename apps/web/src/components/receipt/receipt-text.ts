import { formatRupiah } from '@meja/shared/money';
import { placeLabel, receiptDateTime, receiptMessages } from './receipt-messages';
import { paymentLines, type Receipt } from './receipt-model';

/** A line width that reads well in a chat bubble and on a 58 mm printer alike. */
export const RECEIPT_TEXT_WIDTH = 32;

/** 'Subtotal' and 'Rp 75.000' on one line, the amount flush right (wrapped when they cannot fit). */
function row(label: string, value: string, width = RECEIPT_TEXT_WIDTH): string {
  const gap = width - label.length - value.length;
  if (gap >= 1) return `${label}${' '.repeat(gap)}${value}`;
  return `${label}\n${' '.repeat(Math.max(0, width - value.length))}${value}`;
}

const rule = '-'.repeat(RECEIPT_TEXT_WIDTH);

/**
 * The receipt as plain text, to share (Web Share, the clipboard, WhatsApp): the same lines as the
 * printed one, in the same order and the visible locale.
 */
export function receiptText(receipt: Receipt): string {
  const t = receiptMessages.get();
  const minus = (amount: number) => t.discountAmount({ amount: formatRupiah(amount) });
  const out: string[] = [receipt.restaurant.name];
  if (receipt.restaurant.address) out.push(receipt.restaurant.address);
  if (receipt.title) out.push(receipt.title);
  out.push(receiptDateTime(receipt.printedAt));
  for (const order of receipt.orders) {
    out.push(rule);
    out.push(row(t.order({ id: order.shortId }), placeLabel(t, order)));
    if (receipt.orders.length > 1) out.push(receiptDateTime(order.createdAt));
    for (const line of order.lines) {
      out.push(row(t.line({ name: line.name, qty: String(line.qty) }), formatRupiah(line.amount)));
      if (line.options) out.push(`  ${line.options}`);
      if (line.note) out.push(`  ${line.note}`);
      if (line.discount) out.push(row(`  ${line.discount.label}`, minus(line.discount.amount)));
    }
    out.push(row(t.subtotal, formatRupiah(order.subtotal)));
    for (const discount of order.discountLines) out.push(row(discount.label, minus(discount.amount)));
    for (const charge of order.chargeLines) out.push(row(charge.label, formatRupiah(charge.amount)));
    out.push(row(t.total.toUpperCase(), formatRupiah(order.total)));
    if (order.payment) {
      for (const { label, value } of paymentLines(order.payment, t)) {
        out.push(row(label, typeof value === 'number' ? formatRupiah(value) : value));
      }
    }
  }
  out.push(rule);
  if (receipt.orders.length > 1) {
    out.push(row(t.grandTotal.toUpperCase(), formatRupiah(receipt.grandTotal)));
  }
  out.push(t.thanks);
  return out.join('\n');
}
