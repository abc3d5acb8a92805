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

/** What an invoice bills: a plan period, or a WhatsApp broadcast (issue 18). */
export const INVOICE_KINDS = ['PLAN', 'BROADCAST'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];

/** GET /api/v1/public/{slug}/invoices/{invoiceId}?token= — the invoice page of the manual provider. */
export const publicInvoice = z.object({
  invoice: z.object({
    _id: z.string(),
    number: z.string(),
    tenantSlug: z.string(),
    tenantName: z.string(),
    kind: z.enum(INVOICE_KINDS),
    /** Null for a broadcast's invoice (kind BROADCAST): it buys no plan. */
    plan: z.enum(PACKAGES).nullable(),
    cycle: z.enum(BILLING_CYCLES).nullable(),
    description: z.string(),
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

/* The platform console's invoices (issue 15, /api/v1/super-admin/billing). */

/** SPEC §8: what the screen says after each write. */
export const INVOICE_CREATED_MESSAGE = 'Invoice dibuat';
export const INVOICE_PAID_MESSAGE = 'Invoice ditandai lunas';

/** An invoice of any tenant as the console lists it (the raw record: every field but the link token). */
export const consoleInvoice = z.object({
  _id: z.string(),
  tenantId: z.string(),
  tenantSlug: z.string(),
  tenantName: z.string(),
  number: z.string(),
  kind: z.enum(INVOICE_KINDS),
  /** Null for a broadcast's invoice (kind BROADCAST). */
  plan: z.enum(PACKAGES).nullable(),
  cycle: z.enum(BILLING_CYCLES).nullable(),
  amount: z.number(),
  status: z.enum(INVOICE_STATUSES),
  provider: z.string(),
  description: z.string(),
  dueAt: z.string(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  periodStart: z.string().nullable(),
  periodEnd: z.string().nullable(),
});
export type ConsoleInvoice = z.infer<typeof consoleInvoice>;

export const CONSOLE_INVOICES_MAX = 500;

/** GET /billing/invoices: newest first, optionally of one status or one tenant. */
export const consoleInvoiceQuery = z.object({
  status: z.enum(INVOICE_STATUSES, 'Status invoice tidak dikenal').optional(),
  tenantSlug: z.string().trim().min(1).max(80).optional(),
  limit: z.coerce.number().int().min(1).max(CONSOLE_INVOICES_MAX).default(200),
});
export type ConsoleInvoiceQuery = z.infer<typeof consoleInvoiceQuery>;

export const consoleInvoiceList = z.object({ items: z.array(consoleInvoice) });
export type ConsoleInvoiceList = z.infer<typeof consoleInvoiceList>;

export const INVOICE_AMOUNT_MAX = 1_000_000_000_000;

/**
 * POST /billing/invoices: the super admin bills a tenant by hand. The plan defaults to the tenant's
 * current package and the cycle to monthly: what paying the invoice extends.
 */
export const createInvoiceRequest = z.object({
  tenantSlug: z.string().trim().min(1, 'Slug tenant wajib diisi').max(80),
  amount: z
    .number('Jumlah wajib diisi')
    .int('Jumlah harus bilangan bulat (rupiah)')
    .min(1, 'Jumlah minimal Rp 1')
    .max(INVOICE_AMOUNT_MAX, 'Jumlah terlalu besar'),
  dueAt: z.iso.datetime({ offset: true, message: 'Tanggal jatuh tempo tidak valid' }).optional(),
  description: z.string().trim().max(300, 'Keterangan paling panjang 300 karakter').optional(),
  plan: z.enum(PACKAGES, 'Paket tidak dikenal').optional(),
  cycle: z.enum(BILLING_CYCLES, 'Siklus tagihan harus monthly atau yearly').optional(),
});
export type CreateInvoiceRequest = z.input<typeof createInvoiceRequest>;

/** The new invoice, the link of its payment page to send to the restaurant, and 'Invoice dibuat'. */
export const createInvoiceResponse = z.object({
  message: z.string(),
  invoice: consoleInvoice,
  paymentUrl: z.string(),
});
export type CreateInvoiceResponse = z.infer<typeof createInvoiceResponse>;

/** POST /billing/invoices/{id}/pay: the invoice as paid, and 'Invoice ditandai lunas'. */
export const payInvoiceResponse = z.object({ message: z.string(), invoice: consoleInvoice });
export type PayInvoiceResponse = z.infer<typeof payInvoiceResponse>;

/**
 * The console's invoice form as typed (strings): the amount in whole rupiah, the due date as a
 * calendar date (due at its end in Jakarta), plan '' for the tenant's current package.
 */
export const createInvoiceForm = z.object({
  tenantSlug: createInvoiceRequest.shape.tenantSlug,
  amount: z
    .string()
    .trim()
    .regex(/^\d{1,13}$/, 'Jumlah harus angka rupiah tanpa titik atau koma')
    .transform(Number)
    .pipe(z.number().min(1, 'Jumlah minimal Rp 1')),
  dueDate: z.union([z.literal(''), z.iso.date('Tanggal jatuh tempo tidak valid')]),
  description: z.string().trim().max(300, 'Keterangan paling panjang 300 karakter'),
  plan: z.union([z.literal(''), z.enum(PACKAGES, 'Paket tidak dikenal')]),
  cycle: z.enum(BILLING_CYCLES, 'Siklus tagihan harus monthly atau yearly'),
});
export type CreateInvoiceFormValues = z.input<typeof createInvoiceForm>;

/** The request the form sends: blank fields left out, so the server's defaults apply. */
export function invoiceRequestOf(form: z.output<typeof createInvoiceForm>): CreateInvoiceRequest {
  return {
    tenantSlug: form.tenantSlug,
    amount: form.amount,
    ...(form.dueDate ? { dueAt: `${form.dueDate}T23:59:59+07:00` } : {}),
    ...(form.description ? { description: form.description } : {}),
    ...(form.plan ? { plan: form.plan } : {}),
    cycle: form.cycle,
  };
}

/** The payment gateways whose webhooks Meja receives at POST /api/v1/webhooks/{provider} (issue 17). */
export const WEBHOOK_PROVIDERS = ['midtrans', 'xendit', 'stripe'] as const;

/** A webhook accepted: what it did (a replay or an event of no concern is acknowledged too). */
export const webhookReceived = z.object({
  received: z.literal(true),
  outcome: z.enum(['paid', 'already-paid', 'duplicate', 'recorded', 'ignored']),
});
export type WebhookReceived = z.infer<typeof webhookReceived>;
