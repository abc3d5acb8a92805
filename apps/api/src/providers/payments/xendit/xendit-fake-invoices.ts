import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { escapeHtml } from '../fake-http';
import { rupiah } from './xendit-invoice';

/* The Xendit fake's invoices (integrations.md §3.2): what a create reads, what the fake keeps and sends. */

/** An invoice as the fake keeps it; its JSON is the body of the create, list and callback answers. */
export interface FakeInvoice {
  id: string;
  external_id: string;
  user_id: string;
  status: 'PENDING' | 'PAID' | 'SETTLED' | 'EXPIRED';
  merchant_name: string;
  amount: number;
  paid_amount?: number;
  description: string;
  currency: string;
  invoice_url: string;
  expiry_date: string;
  success_redirect_url?: string;
  failure_redirect_url?: string;
  payment_methods?: string[];
  payment_method?: string;
  bank_code?: string;
  payment_channel?: string;
  paid_at?: string;
  created: string;
  updated: string;
}

export const USER_ID = '599bd7f1ccab55b020bb1147';

export const invoiceCreateBody = z.object({
  external_id: z.string().min(1),
  amount: rupiah,
  currency: z.literal('IDR').default('IDR'),
  description: z.string().default(''),
  invoice_duration: z.number().int().positive().default(86_400),
  payment_methods: z.array(z.string().min(1)).min(1).optional(),
  success_redirect_url: z.string().optional(),
  failure_redirect_url: z.string().optional(),
});

export function newInvoice(fields: z.infer<typeof invoiceCreateBody>, baseUrl: string): FakeInvoice {
  const id = randomBytes(12).toString('hex');
  const created = new Date();
  return {
    id,
    external_id: fields.external_id,
    user_id: USER_ID,
    status: 'PENDING',
    merchant_name: 'Meja (fake)',
    amount: fields.amount,
    description: fields.description,
    currency: fields.currency,
    invoice_url: `${baseUrl}/web/${id}`,
    expiry_date: new Date(created.getTime() + fields.invoice_duration * 1000).toISOString(),
    success_redirect_url: fields.success_redirect_url,
    failure_redirect_url: fields.failure_redirect_url,
    payment_methods: fields.payment_methods,
    created: created.toISOString(),
    updated: created.toISOString(),
  };
}

/** Moves the invoice to the status; a first payment records how it was paid (a card when only cards were offered). */
export function applyInvoiceStatus(invoice: FakeInvoice, status: FakeInvoice['status']): void {
  const now = new Date().toISOString();
  invoice.status = status;
  invoice.updated = now;
  if (status === 'EXPIRED' || invoice.paid_at) return;
  const byCard = invoice.payment_methods?.every((method) => method === 'CREDIT_CARD') ?? false;
  Object.assign(
    invoice,
    { paid_amount: invoice.amount, paid_at: now },
    byCard
      ? { payment_method: 'CREDIT_CARD', payment_channel: 'CREDIT_CARD' }
      : { payment_method: 'BANK_TRANSFER', bank_code: 'BCA', payment_channel: 'BCA' },
  );
}

/**
 * Xendit's "Invoices paid" callback: the invoice object with the payment's details, without
 * `invoice_url`, `expiry_date` and the methods asked for. A forged amount changes only what is sent.
 */
export function invoiceCallbackBody(invoice: FakeInvoice, forgedAmount?: number): string {
  const { invoice_url: _url, expiry_date: _expiry, payment_methods: _methods, ...callback } = invoice;
  const amount = forgedAmount ?? invoice.amount;
  const paidAmount = invoice.paid_amount === undefined ? {} : { paid_amount: amount };
  return JSON.stringify({ ...callback, amount, ...paidAmount });
}

export function invoicePayPage(invoice: FakeInvoice): string {
  const amount = new Intl.NumberFormat('id-ID').format(invoice.amount);
  const action =
    invoice.status === 'PENDING'
      ? `<form method="post" action="/web/${invoice.id}/pay"><button type="submit">Bayar</button></form>`
      : `<p>Status: ${invoice.status}</p>`;
  return `<!doctype html><html lang="id"><head><meta charset="utf-8"><title>Xendit (fake) — ${escapeHtml(invoice.external_id)}</title></head>
<body><h1>Xendit (fake)</h1><p>${escapeHtml(invoice.description)}</p><p>IDR ${amount}</p>${action}</body></html>`;
}
