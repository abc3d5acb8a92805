import { z } from 'zod';
import { BILLING_CYCLES } from '../billing';
import { PACKAGES } from '../plans';

/** POST /api/v1/public/checkout (SPEC §7): the amount is always the server's. */
export const checkoutRequest = z.object({
  plan: z.enum(PACKAGES, 'Paket tidak dikenal'),
  cycle: z.enum(BILLING_CYCLES, 'Siklus tagihan harus monthly atau yearly'),
  tenantSlug: z.string().trim().min(1).max(80).optional(),
  /** The registration's payment-link token: without a session, the only way to bill tenantSlug. */
  checkoutToken: z.string().trim().min(1).max(200).optional(),
});
export type CheckoutRequest = z.input<typeof checkoutRequest>;

/** Where the browser goes next: the invoice page of the billing provider (manual: a Meja page). */
export const checkoutResponse = z.object({ paymentUrl: z.string() });
export type CheckoutResponse = z.infer<typeof checkoutResponse>;

export const INVOICE_STATUSES = ['UNPAID', 'PAID', 'VOID'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** The bank transfer the manual provider asks for, from the platform settings (blank when unset). */
export const bankTransfer = z.object({
  bankName: z.string(),
  accountNumber: z.string(),
  accountName: z.string(),
  note: z.string(),
});
export type BankTransfer = z.infer<typeof bankTransfer>;

/** GET /api/v1/public/{slug}/invoices/{invoiceId}?token= — the invoice page of the manual provider. */
export const publicInvoice = z.object({
  invoice: z.object({
    _id: z.string(),
    number: z.string(),
    tenantSlug: z.string(),
    tenantName: z.string(),
    plan: z.enum(PACKAGES),
    cycle: z.enum(BILLING_CYCLES),
    amount: z.number(),
    status: z.enum(INVOICE_STATUSES),
    createdAt: z.string(),
    dueAt: z.string(),
    paidAt: z.string().nullable(),
  }),
  bankTransfer,
  whatsappNumber: z.string(),
});
export type PublicInvoice = z.infer<typeof publicInvoice>;
