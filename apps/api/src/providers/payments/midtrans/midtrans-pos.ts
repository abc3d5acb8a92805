import { z } from 'zod';
import type { GatewayPaymentRequest } from '../gateway';

/*
 * The request bodies of a POS payment through the restaurant's Midtrans account (integrations.md
 * §2.2, §2.3): a Snap page limited to cards, or a Core API QRIS charge. Both expire when Meja's
 * payment does.
 */

const WIB_OFFSET_MS = 7 * 60 * 60 * 1000;

/** "2026-11-26 21:44:16 +0700": the time format of Snap's expiry and Core API's custom_expiry (WIB has no DST). */
export function midtransWibTime(date: Date): string {
  const wib = new Date(date.getTime() + WIB_OFFSET_MS).toISOString();
  return `${wib.slice(0, 10)} ${wib.slice(11, 19)} +0700`;
}

/**
 * Whole minutes from now until expiresAt, rounded down so the gateway never takes a payment Meja
 * already counts as expired; at least one.
 */
export function minutesUntil(expiresAt: Date, now: Date): number {
  return Math.max(1, Math.floor((expiresAt.getTime() - now.getTime()) / 60_000));
}

/** Midtrans refuses an item name longer than 50 characters; one line sums to the amount. */
function itemLine(request: GatewayPaymentRequest) {
  return { price: request.amount.amount, quantity: 1, name: request.description.slice(0, 50) };
}

export function snapCardBody(request: GatewayPaymentRequest, now: Date) {
  return {
    transaction_details: { order_id: request.reference, gross_amount: request.amount.amount },
    item_details: [itemLine(request)],
    enabled_payments: ['credit_card'],
    callbacks: { finish: request.returnUrl },
    expiry: {
      start_time: midtransWibTime(now),
      unit: 'minute',
      duration: minutesUntil(request.expiresAt, now),
    },
  };
}

export function qrisChargeBody(request: GatewayPaymentRequest, now: Date) {
  return {
    payment_type: 'qris',
    transaction_details: { order_id: request.reference, gross_amount: request.amount.amount },
    item_details: [itemLine(request)],
    custom_expiry: {
      order_time: midtransWibTime(now),
      expiry_duration: minutesUntil(request.expiresAt, now),
      unit: 'minute',
    },
  };
}

/** A created QRIS charge: the body's status_code is '201' (the HTTP status alone does not say it). */
export const qrisCharged = z.object({
  status_code: z.literal('201'),
  transaction_id: z.string().min(1),
  order_id: z.string().min(1),
  qr_string: z.string().min(1),
});

/** What any Core API answer says of itself, success or not. */
export const coreAnswer = z.object({
  status_code: z.string(),
  status_message: z.string().optional(),
});
