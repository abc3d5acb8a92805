import { formatRupiah } from './money';
import { PAYMENT_STATUS_LABELS, type OrderStatus, type PaymentStatus } from './order-status';
import { chargesOf, type ChargeSettings } from './charges';
import type { Refusal } from './order-transitions';
import { SPLIT_MESSAGES } from './bill-split';

/** SPEC §5 and §9: staff payments of an order, by cash, card or QRIS. */
export const PAYMENT_METHODS = ['CASH', 'CARD', 'QRIS'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/**
 * A payment record's state. REFUNDED is a COMPLETED payment of an order cancelled afterwards: it
 * stays in the history but no longer counts as revenue.
 */
export const PAYMENT_RECORD_STATUSES = ['PENDING', 'COMPLETED', 'FAILED', 'REFUNDED'] as const;
export type PaymentRecordStatus = (typeof PAYMENT_RECORD_STATUSES)[number];

export const PAYMENT_RECORD_STATUS_LABELS: Record<PaymentRecordStatus, string> = {
  ...PAYMENT_STATUS_LABELS,
  REFUNDED: 'Dikembalikan',
};

/** The SPEC §4 label of an order's payment status, or of a payment record's. */
export function paymentStatusLabel(status: PaymentStatus | PaymentRecordStatus): string {
  return status === 'NONE' ? PAYMENT_STATUS_LABELS.NONE : PAYMENT_RECORD_STATUS_LABELS[status];
}

/** What an order was priced under: its subtotal and the tenant's charge settings of that moment. */
export type PricedOrder = { subtotal: number; discount?: number } & ChargeSettings;

/**
 * What an order costs its diner, in whole rupiah: its subtotal less its discount, under the
 * service charge and tax it was priced with (the tenant's settings when it was ordered; a later
 * change does not reprice it).
 */
export function amountDue(order: PricedOrder): number {
  return chargesOf(order.subtotal, order, order.discount ?? 0).total;
}

/** The total of several orders paid together (each rounded on its own, as each is paid on its own). */
export function totalDue(orders: readonly PricedOrder[]): number {
  return orders.reduce((sum, order) => sum + amountDue(order), 0);
}

/**
 * Whether the amount a client sent is the amount due. Money is whole rupiah, so float noise of a
 * client's own × 1.11 (16650.000000000002) is the same amount; anything else is a different one.
 */
export function amountMatches(sent: number, due: number): boolean {
  return Number.isFinite(sent) && Math.round(sent) === due;
}

export const PAYMENT_MESSAGES = {
  cancelled: 'Pesanan yang dibatalkan tidak dapat dibayar.',
  alreadyPaid: 'Pesanan ini sudah dibayar.',
  amountMismatch: (due: number) =>
    `Jumlah pembayaran harus ${formatRupiah(due)} (total pesanan termasuk PPN). Muat ulang data pesanan.`,
} as const;

export type PaymentPlan = { kind: 'pay' } | Refusal;

/**
 * An order can be paid once, unless it was cancelled; an order being paid in parts (its split bill
 * open, issue 20) only through its parts.
 */
export function planPayment(order: {
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  splitId?: string | null;
}): PaymentPlan {
  if (order.status === 'CANCELLED')
    return { kind: 'refused', code: 'ORDER_CANCELLED', message: PAYMENT_MESSAGES.cancelled };
  if (order.paymentStatus === 'COMPLETED')
    return { kind: 'refused', code: 'ORDER_ALREADY_PAID', message: PAYMENT_MESSAGES.alreadyPaid };
  if (order.splitId) return { kind: 'refused', code: 'BILL_SPLIT_OPEN', message: SPLIT_MESSAGES.splitOpen };
  return { kind: 'pay' };
}
