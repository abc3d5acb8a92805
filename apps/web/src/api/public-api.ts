import {
  activeByTable,
  customerOrderCreated,
  orderTracking,
  ordersByTable,
  type CustomerOrderCreate,
  type OrderTracking,
} from '@meja/shared/contracts/orders';
import { apiGet, apiPost, segment } from './http-client';

/* SPEC §7 public calls of the diner screens: /api/v1/public/... */

export type CustomerOrderCreated = ReturnType<typeof customerOrderCreated.parse>;
export type ActiveByTable = ReturnType<typeof activeByTable.parse>;
export type OrdersByTable = ReturnType<typeof ordersByTable.parse>;

/** SPEC §4: "no response" counts as offline — after this long the order is queued instead. */
export const ORDER_TIMEOUT_MS = 15_000;

function orderTimeout(): AbortSignal | undefined {
  return typeof AbortSignal.timeout === 'function' ? AbortSignal.timeout(ORDER_TIMEOUT_MS) : undefined;
}

/** POST /orders with the client's order `_id` and Idempotency-Key, both reused on every retry. */
export function createCustomerOrder(
  tenantSlug: string,
  body: CustomerOrderCreate,
  idempotencyKey: string,
): Promise<CustomerOrderCreated> {
  return apiPost(`/public/${segment(tenantSlug)}/orders`, customerOrderCreated, body, {
    headers: { 'Idempotency-Key': idempotencyKey },
    signal: orderTimeout(),
  });
}

export function orderTrackingPath(tenantSlug: string, orderId: string, token: string): string {
  return `/public/${segment(tenantSlug)}/orders/${segment(orderId)}?token=${encodeURIComponent(token)}`;
}

export function fetchOrderTracking(
  tenantSlug: string,
  orderId: string,
  token: string,
): Promise<OrderTracking> {
  return apiGet(orderTrackingPath(tenantSlug, orderId, token), orderTracking);
}

/** SPEC §9: table queries carry a cache-busting timestamp. */
export function fetchActiveByTable(tenantSlug: string, table: string): Promise<ActiveByTable> {
  return apiGet(
    `/public/${segment(tenantSlug)}/orders/active-by-table/${segment(table)}?t=${Date.now()}`,
    activeByTable,
  );
}

export function fetchOrdersByTable(tenantSlug: string, table: string): Promise<OrdersByTable> {
  return apiGet(
    `/public/${segment(tenantSlug)}/orders/by-table/${segment(table)}?t=${Date.now()}`,
    ordersByTable,
  );
}

export function parseOrderTracking(data: unknown): OrderTracking | null {
  const parsed = orderTracking.safeParse(data);
  return parsed.success ? parsed.data : null;
}
