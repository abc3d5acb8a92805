import { z } from 'zod';
import type { GatewayPaymentStatus } from '../gateway';

/** One host for test and live; the secret key decides the mode (reference/integrations.md §3.1). */
export const XENDIT_API_URL = 'https://api.xendit.co';

/** The Invoice statuses of xendit-node's `InvoiceStatus` (integrations.md §3.2). */
export const xenditInvoiceStatus = z.enum([
  'PENDING',
  'COMPLETING',
  'PAID',
  'SETTLED',
  'EXPIRED',
  'REMINDER',
]);
export type XenditInvoiceStatus = z.infer<typeof xenditInvoiceStatus>;

/**
 * Xendit's invoice status in Meja's terms. PAID and SETTLED are both money received (SETTLED only
 * means the funds reached the balance). COMPLETING (a payment being finalised) and REMINDER (a
 * reminder was sent) are still unpaid, so PENDING. Xendit has no failed or refunded invoice state.
 */
export function gatewayStatusOf(status: XenditInvoiceStatus): GatewayPaymentStatus {
  switch (status) {
    case 'PAID':
    case 'SETTLED':
      return 'PAID';
    case 'EXPIRED':
      return 'EXPIRED';
    case 'PENDING':
    case 'COMPLETING':
    case 'REMINDER':
      return 'PENDING';
  }
}

/** Xendit truncates IDR decimals ("IDR 4550.50 … will be truncated to IDR 4550"), so Meja does too. */
export const rupiah = z
  .number()
  .nonnegative()
  .transform((amount) => Math.trunc(amount));

/**
 * The fields Meja reads of an Invoice object (create answer, status list) and of the invoice
 * callback, which has the same shape plus the payment's details. `paid_amount` is set once paid.
 */
export const xenditInvoiceBody = z.object({
  id: z.string().min(1),
  external_id: z.string().min(1),
  status: xenditInvoiceStatus,
  amount: rupiah,
  paid_amount: rupiah.optional(),
  currency: z.string().min(1),
});
export type XenditInvoiceBody = z.infer<typeof xenditInvoiceBody>;

/** The amount received when paid, else the amount asked. */
export function amountOf(invoice: XenditInvoiceBody): number {
  return invoice.paid_amount ?? invoice.amount;
}

export function basicAuthorization(secretKey: string): string {
  return `Basic ${Buffer.from(`${secretKey}:`).toString('base64')}`;
}
