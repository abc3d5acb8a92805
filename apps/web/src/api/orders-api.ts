import { order, staffOrderList, type Order, type StaffOrderUpdate } from '@meja/shared/contracts/orders';
import {
  paymentCreated,
  paymentList,
  type Payment,
  type PaymentCreated,
} from '@meja/shared/contracts/payments';
import type { PaymentMethod } from '@meja/shared/payment-rules';
import { apiGet, apiPost, apiRequest, segment } from './http-client';

/* SPEC §7 tenant order and payment calls: /api/v1/tenant/{slug}/orders and /payments. */

/** SPEC §7 "Polling and offline": the admin orders, kitchen and payments screens refresh every 5 s. */
export const FLOOR_POLL_MS = 5000;

function tenantPath(tenantSlug: string): string {
  return `/tenant/${segment(tenantSlug)}`;
}

/** Every order and payment query starts with this key, so one invalidation refreshes them all. */
export function floorScopeKey(tenantSlug: string): string[] {
  return ['tenant', tenantSlug, 'floor'];
}

export function staffOrdersQueryKey(tenantSlug: string): string[] {
  return [...floorScopeKey(tenantSlug), 'orders'];
}

export function paymentsQueryKey(tenantSlug: string): string[] {
  return [...floorScopeKey(tenantSlug), 'payments'];
}

export async function fetchStaffOrders(tenantSlug: string, signal?: AbortSignal): Promise<Order[]> {
  const list = await apiGet(`${tenantPath(tenantSlug)}/orders`, staffOrderList, { signal });
  return list.orders;
}

/** `{confirmed}` toggles confirmation; `{status: 'PAID'}` closes; `{status: 'CANCELLED'}` cancels. */
export function updateStaffOrder(tenantSlug: string, id: string, patch: StaffOrderUpdate): Promise<Order> {
  return apiRequest('PATCH', `${tenantPath(tenantSlug)}/orders/${segment(id)}`, order, { body: patch });
}

export function setOrderReady(tenantSlug: string, id: string, ready: boolean): Promise<Order> {
  return apiRequest('PATCH', `${tenantPath(tenantSlug)}/orders/${segment(id)}/ready`, order, {
    body: { ready },
  });
}

export async function fetchPayments(tenantSlug: string, signal?: AbortSignal): Promise<Payment[]> {
  const list = await apiGet(`${tenantPath(tenantSlug)}/payments`, paymentList, { signal });
  return list.items;
}

/** The amount is the order's total including tax (`grandTotal`); the server checks it again. */
export function createPayment(
  tenantSlug: string,
  payment: { orderId: string; method: PaymentMethod; amount: number; cashReceived?: number },
): Promise<PaymentCreated> {
  return apiPost(`${tenantPath(tenantSlug)}/payments`, paymentCreated, payment);
}
