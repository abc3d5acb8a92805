import { COUNTER_TABLE, type OrderType } from '@meja/shared/contracts/orders';
import type { PaymentMethod } from '@meja/shared/payment-rules';
import { count, params } from '@nanostores/i18n';
import { i18n } from '../../i18n/i18n';
import { format } from '../../i18n/locale';

/**
 * The receipt's words (the POS sale and the admin's combined receipt): in the visible locale, which
 * is Indonesian for staff unless they switched. The charge names equal @meja/shared/tax's (a test).
 */
export const receiptMessages = i18n('pos/receipt', {
  subtotal: 'Subtotal',
  total: 'Total',
  grandTotal: 'Grand total',
  method: 'Bayar',
  cashReceived: 'Uang diterima',
  change: 'Kembalian',
  thanks: 'Terima kasih',
  /** POS sales sit at the counter ("table" POS); diners at their table. */
  counter: 'Kasir',
  table: params('Meja {table}'),
  /** A takeaway (issue 20): alone at the counter, or with the name it is called by. */
  takeaway: 'Bawa pulang',
  takeawayFor: params('Bawa pulang · {name}'),
  order: params('Order #{id}'),
  line: params('{name} x{qty}'),
  orderCount: count({ one: '{count} order', many: '{count} order' }),
  noTax: params('Tanpa {type}'),
  tax: params('{type} {rate}%'),
  taxIncluded: params('{type} {rate}% (termasuk)'),
  serviceCharge: params('Biaya layanan {rate}%'),
  /** Issue 20: a discount with its reason, and the rupiah it took off ('−Rp 5.000'). */
  discount: params('Diskon ({reason})'),
  discountAmount: params('−{amount}'),
  methodCash: 'Tunai',
  methodCard: 'Kartu',
  methodQris: 'QRIS',
  paper: 'Kertas',
  paperWidth: params('{width} mm'),
  shareTitle: params('Struk {restaurant}'),
});

export type ReceiptTexts = ReturnType<typeof receiptMessages.get>;

/** How a receipt names a payment method: 'Tunai', 'Kartu', 'QRIS'. */
export function methodLabel(t: ReceiptTexts, method: PaymentMethod): string {
  const labels: Record<PaymentMethod, string> = {
    CASH: t.methodCash,
    CARD: t.methodCard,
    QRIS: t.methodQris,
  };
  return labels[method];
}

/**
 * Where the order was taken: 'Kasir' for a POS sale, else 'Meja {table}'; a takeaway is 'Bawa
 * pulang', with the name it is called by when it has one.
 */
export function placeLabel(t: ReceiptTexts, order: { table: string; type: OrderType }): string {
  const atCounter = order.table === COUNTER_TABLE;
  if (order.type === 'TAKEAWAY') return atCounter ? t.takeaway : t.takeawayFor({ name: order.table });
  return atCounter ? t.counter : t.table({ table: order.table });
}

const DATE_TIME: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  // As the POS's clock: 0–23 in every language.
  hourCycle: 'h23',
};

/** A timestamp in the browser's time zone and the visible locale: '3 Mei 2025, 14.05' / 'May 3, 2025, 14:05'. */
export function receiptDateTime(timestamp: string): string {
  const date = new Date(timestamp);
  return Number.isNaN(date.getTime()) ? timestamp : format.get().time(date, DATE_TIME);
}
