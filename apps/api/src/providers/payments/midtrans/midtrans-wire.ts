import { createHash } from 'node:crypto';
import type { GatewayPaymentStatus } from '../gateway';

/*
 * Midtrans's wire rules shared by the adapter and its fake (reference/integrations.md §2): the
 * Basic header, the notification signature, the status vocabulary and the "25000.00" amounts.
 */

export const MIDTRANS_SANDBOX_API_URL = 'https://api.sandbox.midtrans.com';
export const MIDTRANS_PRODUCTION_API_URL = 'https://api.midtrans.com';
export const MIDTRANS_SANDBOX_SNAP_URL = 'https://app.sandbox.midtrans.com';
export const MIDTRANS_PRODUCTION_SNAP_URL = 'https://app.midtrans.com';

/** The server key is the user name, the password is empty. */
export function midtransBasicAuth(serverKey: string): string {
  return `Basic ${Buffer.from(`${serverKey}:`).toString('base64')}`;
}

/** SHA-512 hex of the fields exactly as the notification carries them (gross_amount keeps its ".00"). */
export function midtransSignature(fields: {
  orderId: string;
  statusCode: string;
  grossAmount: string;
  serverKey: string;
}): string {
  return createHash('sha512')
    .update(fields.orderId + fields.statusCode + fields.grossAmount + fields.serverKey)
    .digest('hex');
}

export const midtransTransactionStatuses = [
  'pending',
  'authorize',
  'capture',
  'settlement',
  'deny',
  'cancel',
  'failure',
  'expire',
  'refund',
  'partial_refund',
  'chargeback',
  'partial_chargeback',
] as const;
export type MidtransTransactionStatus = (typeof midtransTransactionStatuses)[number];

export const midtransFraudStatuses = ['accept', 'challenge', 'deny'] as const;
export type MidtransFraudStatus = (typeof midtransFraudStatuses)[number];

/**
 * Midtrans's status in Meja's terms. Midtrans's rule: a payment succeeded when the status is
 * settlement (or capture, for cards) AND, when fraud_status is present, it is accept. So:
 * - settlement / capture: fraud accept or absent → PAID; challenge (fraud review) → PENDING; deny → FAILED;
 * - pending, authorize (card pre-auth only) → PENDING;
 * - deny, cancel, failure → FAILED; expire → EXPIRED;
 * - refund, partial_refund, chargeback, partial_chargeback → REFUNDED (the money went back, or is disputed).
 */
export function midtransPaymentStatus(
  transactionStatus: MidtransTransactionStatus,
  fraudStatus: MidtransFraudStatus | undefined,
): GatewayPaymentStatus {
  switch (transactionStatus) {
    case 'settlement':
    case 'capture':
      if (fraudStatus === 'challenge') return 'PENDING';
      if (fraudStatus === 'deny') return 'FAILED';
      return 'PAID';
    case 'pending':
    case 'authorize':
      return 'PENDING';
    case 'deny':
    case 'cancel':
    case 'failure':
      return 'FAILED';
    case 'expire':
      return 'EXPIRED';
    case 'refund':
    case 'partial_refund':
    case 'chargeback':
    case 'partial_chargeback':
      return 'REFUNDED';
  }
}

/** "25000.00" → 25000; null for anything that is not a whole rupiah amount (IDR has no decimals). */
export function parseMidtransGrossAmount(grossAmount: string): number | null {
  const match = /^(\d{1,15})(?:\.(\d+))?$/.exec(grossAmount);
  if (!match?.[1]) return null;
  if (match[2] !== undefined && !/^0+$/.test(match[2])) return null;
  return Number(match[1]);
}

/** The integer rupiah as Midtrans echoes it in notifications and status answers. */
export function formatMidtransGrossAmount(rupiah: number): string {
  return `${rupiah}.00`;
}
