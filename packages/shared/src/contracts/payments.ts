import { z } from 'zod';
import { TENANT_GATEWAY_PROVIDERS } from './payment-gateway';
import { CASH_MESSAGES, MAX_CASH_RECEIVED } from '../cash';
import { MAX_MONEY } from '../limits';
import { ORDER_STATUSES } from '../order-status';
import { PAYMENT_METHODS, PAYMENT_RECORD_STATUSES } from '../payment-rules';
import { order } from './orders';

/** /api/v1/tenant/{slug}/payments (SPEC §5, §7; issue 5). */

export const PAYMENT_FIELD_MESSAGES = {
  order: 'Pesanan tidak ditemukan.',
  method: 'Metode pembayaran harus CASH, CARD atau QRIS',
  amount: 'Jumlah pembayaran harus angka',
} as const;

/**
 * What the customer handed over for a CASH payment (whole rupiah). The server checks that it covers
 * the amount due, which only it knows for sure ('Uang diterima kurang dari total').
 */
export const cashReceivedInput = z
  .number({ error: CASH_MESSAGES.invalid })
  .int(CASH_MESSAGES.invalid)
  .min(0, CASH_MESSAGES.invalid)
  .max(MAX_CASH_RECEIVED, CASH_MESSAGES.invalid);

/** Cash received belongs to a CASH payment only: on another method it is a field error. */
export function cashReceivedOnlyForCash(
  body: { method: string; cashReceived?: number | undefined },
  context: z.RefinementCtx,
): void {
  if (body.cashReceived !== undefined && body.method !== 'CASH') {
    context.addIssue({ code: 'custom', path: ['cashReceived'], message: CASH_MESSAGES.cashOnly });
  }
}

/** A payment's cash received and change (CASH); null when none was entered or for another method. */
export const cashFigures = {
  cashReceived: z.number().nullable().default(null),
  change: z.number().nullable().default(null),
};

/**
 * POST /payments. `amount` is what the cashier's screen shows (the order total including tax,
 * rounded); the server computes it again and refuses a different one.
 */
/**
 * What a payment request says of the money: the method, the amount the cashier's screen shows (the
 * server computes it again and refuses another) and, for CASH, what the customer handed over.
 */
export const paymentMoney = {
  method: z.enum(PAYMENT_METHODS, { error: PAYMENT_FIELD_MESSAGES.method }),
  amount: z
    .number({ error: PAYMENT_FIELD_MESSAGES.amount })
    .min(0, PAYMENT_FIELD_MESSAGES.amount)
    .max(MAX_MONEY, PAYMENT_FIELD_MESSAGES.amount),
  /** CASH: what the customer handed over. Several orders paid at once send it for none of them. */
  cashReceived: cashReceivedInput.optional(),
};

export const paymentCreate = z
  .object({ orderId: z.uuid(PAYMENT_FIELD_MESSAGES.order), ...paymentMoney })
  .superRefine(cashReceivedOnlyForCash);
export type PaymentCreate = z.input<typeof paymentCreate>;

/** The order a payment belongs to, in short: enough for the history table. */
export const paymentOrder = z.object({
  _id: z.string(),
  table: z.string(),
  status: z.enum(ORDER_STATUSES),
});

/** Payment (tenant), SPEC §3: `orderId` plus the order in short. */
export const payment = z.object({
  _id: z.string(),
  orderId: z.string(),
  method: z.enum(PAYMENT_METHODS),
  amount: z.number(),
  status: z.enum(PAYMENT_RECORD_STATUSES),
  createdAt: z.string(),
  ...cashFigures,
  /** The restaurant's gateway it went through (issue 17) and the gateway's id of it, for reconciling; null: none. */
  gateway: z.enum(TENANT_GATEWAY_PROVIDERS).nullable(),
  gatewayRef: z.string().nullable(),
  /** A part of a split bill (issue 20): 'Bagian 2/3'; null for a whole payment. */
  part: z.object({ part: z.number().int(), of: z.number().int() }).nullable().default(null),
  order: paymentOrder,
});
export type Payment = z.infer<typeof payment>;

/** GET /payments: newest first. */
export const paymentList = z.object({ items: z.array(payment) });
export type PaymentList = z.infer<typeof paymentList>;

/** POST /payments answers with the payment and the order it settled. */
export const paymentCreated = z.object({ payment, order });
export type PaymentCreated = z.infer<typeof paymentCreated>;
