import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { escapeHtml } from '../fake-http';
import { FAKE_STATIC_QRIS, fakeDynamicQris } from '../fake-qris';
import { rupiah } from './xendit-invoice';
import { XENDIT_QR_API_VERSION } from './xendit-qr';

/* The Xendit fake's QR codes, API version 2022-07-31 (integrations.md §3.3, §3.5). */

const BUSINESS_ID = '58cd618ba0464eb64acdb246';

/** A QR code as the fake keeps it; its JSON is the create and read answers. */
export interface FakeQrCode {
  id: string;
  reference_id: string;
  business_id: string;
  type: 'DYNAMIC' | 'STATIC';
  currency: 'IDR';
  amount: number | null;
  channel_code: string;
  status: 'ACTIVE' | 'INACTIVE';
  qr_string: string;
  expires_at: string | null;
  created: string;
  updated: string;
  metadata: Record<string, unknown> | null;
}

export interface FakeQrPayment {
  id: string;
  business_id: string;
  currency: 'IDR';
  amount: number;
  status: 'SUCCEEDED';
  created: string;
  qr_id: string;
  qr_string: string;
  reference_id: string;
  type: FakeQrCode['type'];
  channel_code: string;
  expires_at: string | null;
  description: string;
  basket: null;
  metadata: null;
  payment_detail: { receipt_id: string; source: string; name: null; account_details: null };
}

/** A QR, the version it was made with (without 2022-07-31 Xendit never sends the v2 callback), and its payments. */
export interface StoredQrCode {
  qr: FakeQrCode;
  apiVersion: string | null;
  payments: FakeQrPayment[];
}

export const qrCreateBody = z
  .object({
    reference_id: z.string().min(1).max(255),
    type: z.enum(['DYNAMIC', 'STATIC']),
    currency: z.literal('IDR'),
    amount: rupiah.refine((amount) => amount >= 1, 'amount must be at least 1').optional(),
    expires_at: z.iso.datetime({ offset: true }).optional(),
    channel_code: z.string().optional(),
    metadata: z.record(z.string(), z.unknown()).optional(),
  })
  .refine((body) => body.type !== 'DYNAMIC' || body.amount !== undefined, {
    message: 'amount is required for a DYNAMIC QR code',
    path: ['amount'],
  });

export function newQrCode(
  fields: z.infer<typeof qrCreateBody>,
  apiVersion: string | undefined,
): StoredQrCode {
  const now = new Date().toISOString();
  const amount = fields.amount ?? null;
  return {
    qr: {
      id: `qr_${randomUUID()}`,
      reference_id: fields.reference_id,
      business_id: BUSINESS_ID,
      type: fields.type,
      currency: 'IDR',
      amount,
      channel_code: fields.channel_code ?? 'ID_DANA',
      status: 'ACTIVE',
      qr_string: amount === null ? FAKE_STATIC_QRIS : fakeDynamicQris(amount),
      expires_at: fields.expires_at ?? null,
      created: now,
      updated: now,
      metadata: fields.metadata ?? null,
    },
    apiVersion: apiVersion === XENDIT_QR_API_VERSION ? apiVersion : null,
    payments: [],
  };
}

/** The QR as Xendit answers it now: an ACTIVE one past its expires_at reads INACTIVE. */
export function qrCodeAnswer(qr: FakeQrCode, now = new Date()): FakeQrCode {
  const expired = qr.expires_at !== null && Date.parse(qr.expires_at) <= now.getTime();
  return expired ? { ...qr, status: 'INACTIVE' } : qr;
}

/** Records a payment of the QR; a dynamic QR is paid once, then INACTIVE. */
export function payQrCode(stored: StoredQrCode, amount: number): FakeQrPayment {
  const { qr } = stored;
  const payment: FakeQrPayment = {
    id: `qrpy_${randomUUID()}`,
    business_id: qr.business_id,
    currency: 'IDR',
    amount,
    status: 'SUCCEEDED',
    created: new Date().toISOString(),
    qr_id: qr.id,
    qr_string: qr.qr_string,
    reference_id: qr.reference_id,
    type: qr.type,
    channel_code: qr.channel_code,
    expires_at: qr.expires_at,
    description: '',
    basket: null,
    metadata: null,
    payment_detail: {
      receipt_id: String(Date.now()).slice(-9),
      source: 'GOPAY',
      name: null,
      account_details: null,
    },
  };
  stored.payments.push(payment);
  if (qr.type === 'DYNAMIC') {
    qr.status = 'INACTIVE';
    qr.updated = payment.created;
  }
  return payment;
}

/** The v2 `qr.payment` callback. */
export function qrPaymentCallbackBody(payment: FakeQrPayment): string {
  return JSON.stringify({
    event: 'qr.payment',
    api_version: XENDIT_QR_API_VERSION,
    business_id: payment.business_id,
    created: payment.created,
    data: payment,
  });
}

/** The page a developer pays a QR on by hand (the payer's e-wallet, in real life). */
export function qrPayPage(qr: FakeQrCode): string {
  const amount = new Intl.NumberFormat('id-ID').format(qr.amount ?? 0);
  const action =
    qrCodeAnswer(qr).status === 'ACTIVE'
      ? '<form method="post"><button type="submit">Bayar</button></form>'
      : `<p>Status: INACTIVE</p>`;
  return `<!doctype html><html lang="id"><head><meta charset="utf-8"><title>Xendit (fake) — ${escapeHtml(qr.reference_id)}</title></head>
<body><h1>Xendit (fake)</h1><p>QRIS ${escapeHtml(qr.reference_id)}</p><p>IDR ${amount}</p><p><code>${escapeHtml(qr.qr_string)}</code></p>${action}</body></html>`;
}
