import { z } from 'zod';
import { ORDER_STATUSES, PAYMENT_STATUSES } from '../order-status';
import { PAYMENT_RECORD_STATUSES } from '../payment-rules';
import { CALL_KINDS } from '../table-states';

/**
 * GET /api/v1/tenant/{slug}/events (issue 5): Server-Sent Events for the staff screens of one tenant.
 * Each message is `event: <type>` with one JSON `data:` line below; the payloads are small notices —
 * the screens refetch what they show (GET /orders, GET /payments) on any of them. A comment line
 * (`: keep-alive`) comes every 25 s. Polling every 5 s stays the fallback when the stream drops.
 */

/** An order was created (a diner's order) or changed by the staff (confirm, READY, close, cancel). */
export const tenantOrderEvent = z.object({
  type: z.literal('order'),
  orderId: z.string(),
  change: z.enum(['created', 'updated']),
  status: z.enum(ORDER_STATUSES),
  confirmed: z.boolean(),
  ready: z.boolean(),
  paymentStatus: z.enum(PAYMENT_STATUSES),
});

/**
 * A payment of the order was recorded (COMPLETED) or refunded (REFUNDED); the order's paymentStatus
 * changed with it. The kitchen's streams do not get these.
 */
export const tenantPaymentEvent = z.object({
  type: z.literal('payment'),
  orderId: z.string(),
  status: z.enum(PAYMENT_RECORD_STATUSES),
});

/**
 * A diner called from the tracking page ('Panggil pelayan', 'Minta bill', issue 20), or the staff
 * answered the call. The staff screens ring on `created`. The kitchen's streams do not get these.
 */
export const tenantCallEvent = z.object({
  type: z.literal('call'),
  callId: z.string(),
  table: z.string(),
  kind: z.enum(CALL_KINDS),
  change: z.enum(['created', 'answered']),
});

export const tenantEvent = z.discriminatedUnion('type', [
  tenantOrderEvent,
  tenantPaymentEvent,
  tenantCallEvent,
]);
export type TenantEvent = z.infer<typeof tenantEvent>;
export type TenantOrderEvent = z.infer<typeof tenantOrderEvent>;
export type TenantCallEvent = z.infer<typeof tenantCallEvent>;
