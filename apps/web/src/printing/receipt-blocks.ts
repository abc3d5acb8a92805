import { formatRupiah } from '@meja/shared/money';
import {
  placeLabel,
  receiptDateTime,
  receiptMessages,
  type ReceiptTexts,
} from '../components/receipt/receipt-messages';
import { paymentLines, type Receipt } from '../components/receipt/receipt-model';
import { row, textLines, wrap, type PrintBlock } from './print-layout';
import { printingMessages, type PrintingTexts } from './printing-messages';

export interface ReceiptPrintOptions {
  columns: number;
  /**
   * The QRIS string for the amount still due (a dynamic QRIS of the restaurant's static payload):
   * printed as a QR code under the total of an unpaid receipt; null when paid or without QRIS.
   */
  qris?: string | null;
  /** A copy printed again from the history. */
  reprint?: boolean;
  texts?: ReceiptTexts;
  printing?: PrintingTexts;
}

/**
 * The paper receipt (issue 21): the same lines as the screen's receipt (receipt-model.ts) — the
 * restaurant's name and address, each order with its short id, lines, options, notes, discounts,
 * charges, total and payment — wrapped to the roll, then the QRIS code while unpaid.
 */
export function receiptBlocks(receipt: Receipt, options: ReceiptPrintOptions): PrintBlock[] {
  const t = options.texts ?? receiptMessages.get();
  const p = options.printing ?? printingMessages.get();
  const width = options.columns;
  const minus = (amount: number) => t.discountAmount({ amount: formatRupiah(amount) });
  const center = (text: string, style: { bold?: boolean; tall?: boolean } = {}): PrintBlock[] =>
    wrap(text, width).map((line) => ({ kind: 'text', text: line, align: 'center', ...style }));

  const blocks: PrintBlock[] = [...center(receipt.restaurant.name, { bold: true, tall: true })];
  if (receipt.restaurant.address) blocks.push(...center(receipt.restaurant.address));
  if (options.reprint) blocks.push(...center(p.reprint, { bold: true }));
  if (receipt.title) blocks.push(...center(receipt.title, { bold: true }));
  blocks.push(...center(receiptDateTime(receipt.printedAt)));
  for (const order of receipt.orders) {
    blocks.push({ kind: 'rule' });
    blocks.push(...textLines(row(t.order({ id: order.shortId }), placeLabel(t, order), width)));
    if (receipt.orders.length > 1) blocks.push(...textLines(wrap(receiptDateTime(order.createdAt), width)));
    for (const line of order.lines) {
      blocks.push(
        ...textLines(
          row(t.line({ name: line.name, qty: String(line.qty) }), formatRupiah(line.amount), width),
        ),
      );
      if (line.options) blocks.push(...textLines(wrap(line.options, width - 2).map((text) => `  ${text}`)));
      if (line.note) blocks.push(...textLines(wrap(line.note, width - 2).map((text) => `  ${text}`)));
      if (line.discount)
        blocks.push(...textLines(row(line.discount.label, minus(line.discount.amount), width, 2)));
    }
    blocks.push(...textLines(row(t.subtotal, formatRupiah(order.subtotal), width)));
    for (const discount of order.discountLines) {
      blocks.push(...textLines(row(discount.label, minus(discount.amount), width)));
    }
    for (const charge of order.chargeLines) {
      blocks.push(...textLines(row(charge.label, formatRupiah(charge.amount), width)));
    }
    blocks.push(...textLines(row(t.total.toUpperCase(), formatRupiah(order.total), width), { bold: true }));
    if (order.payment) {
      for (const { label, value } of paymentLines(order.payment, t)) {
        blocks.push(...textLines(row(label, typeof value === 'number' ? formatRupiah(value) : value, width)));
      }
    }
  }
  blocks.push({ kind: 'rule' });
  if (receipt.orders.length > 1) {
    blocks.push(
      ...textLines(row(t.grandTotal.toUpperCase(), formatRupiah(receipt.grandTotal), width), { bold: true }),
    );
  }
  const unpaid = receipt.orders.some((order) => order.payment === null);
  if (unpaid && options.qris) {
    blocks.push(...center(p.unpaid, { bold: true }));
    blocks.push(...center(p.scanToPay));
    blocks.push({ kind: 'qr', value: options.qris });
  }
  blocks.push(...center(t.thanks));
  return blocks;
}
