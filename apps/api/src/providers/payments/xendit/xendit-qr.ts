import { z } from 'zod';
import type { GatewayEvent, GatewayStatus } from '../gateway';
import { rupiah } from './xendit-invoice';

/*
 * Xendit's QR Codes API, version 2022-07-31 (reference/integrations.md §3.3): the POS's QRIS. Without
 * the api-version header Xendit still makes the QR but never sends the v2 `qr.payment` callback, so
 * every QR call carries it.
 */

export const XENDIT_QR_API_VERSION = '2022-07-31';

export const createdQrCode = z.object({ id: z.string().min(1), qr_string: z.string().min(1) });

export const xenditQrCode = z.object({
  id: z.string().min(1),
  reference_id: z.string().min(1),
  status: z.enum(['ACTIVE', 'INACTIVE']),
  amount: rupiah.nullish(),
  currency: z.string().min(1),
  expires_at: z.string().nullish(),
});
export type XenditQrCode = z.infer<typeof xenditQrCode>;

const qrPayment = z.object({
  id: z.string().min(1),
  qr_id: z.string().min(1),
  reference_id: z.string().min(1),
  amount: rupiah,
  currency: z.string().min(1),
  status: z.string(),
});

/** GET /qr_codes/{id}/payments: a page of the QR's payments. */
export const qrPaymentList = z.object({ data: z.array(qrPayment) });

/** The v2 callback: the payment under `data`. */
const qrPaymentCallbackV2 = z.object({
  event: z.literal('qr.payment'),
  data: qrPayment.extend({ status: z.literal('SUCCEEDED') }),
});

/** The legacy V1 callback: flat, the QR under `qr_code`, COMPLETED, and no currency (always IDR). */
const qrPaymentCallbackV1 = z.object({
  event: z.literal('qr.payment'),
  id: z.string().min(1),
  amount: rupiah,
  status: z.literal('COMPLETED'),
  qr_code: z.object({ id: z.string().min(1), external_id: z.string().min(1) }),
  currency: z.string().min(1).optional(),
});

export function isQrPaymentCallback(body: unknown): boolean {
  return typeof body === 'object' && body !== null && Reflect.get(body, 'event') === 'qr.payment';
}

/**
 * A `qr.payment` callback in either envelope, in Meja's terms, or null when it is neither. The
 * event is the payment (`qrpy_…`): one QR is paid once, and a retry repeats the same id.
 */
export function qrPaymentEvent(body: unknown): GatewayEvent | null {
  const v2 = qrPaymentCallbackV2.safeParse(body);
  if (v2.success) {
    const payment = v2.data.data;
    return {
      eventId: payment.id,
      reference: payment.reference_id,
      providerRef: payment.qr_id,
      status: 'PAID',
      amount: payment.amount,
      currency: payment.currency.toUpperCase(),
    };
  }
  const v1 = qrPaymentCallbackV1.safeParse(body);
  if (!v1.success) return null;
  return {
    eventId: v1.data.id,
    reference: v1.data.qr_code.external_id,
    providerRef: v1.data.qr_code.id,
    status: 'PAID',
    amount: v1.data.amount,
    currency: (v1.data.currency ?? 'IDR').toUpperCase(),
  };
}

/** A QR with a SUCCEEDED payment is PAID; else its own state says whether it can still be paid. */
export function qrStatus(
  qr: XenditQrCode,
  payments: z.infer<typeof qrPaymentList>['data'],
  now: Date,
): GatewayStatus {
  const paid = payments.find((payment) => payment.status === 'SUCCEEDED');
  if (paid) {
    return { status: 'PAID', amount: paid.amount, currency: paid.currency.toUpperCase(), providerRef: qr.id };
  }
  const expired =
    qr.status === 'INACTIVE' || (qr.expires_at != null && Date.parse(qr.expires_at) <= now.getTime());
  return {
    status: expired ? 'EXPIRED' : 'PENDING',
    amount: qr.amount ?? 0,
    currency: qr.currency.toUpperCase(),
    providerRef: qr.id,
  };
}
