import {
  discountPinState,
  orderDiscountsSaved,
  type DiscountPinSet,
  type OrderDiscountsSet,
} from '@meja/shared/contracts/discounts';
import type { Order } from '@meja/shared/contracts/orders';
import { apiGet, apiPut, segment } from './http-client';

/*
 * Issue 20's discounts on the payments screen: an unpaid order's discounts
 * (PUT /tenant/{slug}/orders/{id}/discounts), the admin's own discount PIN
 * (GET/PUT /tenant/{slug}/payments/discount-pin). The cashier's limit comes with the tenant's context.
 */

function tenantPath(tenantSlug: string): string {
  return `/tenant/${segment(tenantSlug)}`;
}

/** The order's discounts from now on (an empty list removes them all); the order as stored after. */
export async function saveOrderDiscounts(
  tenantSlug: string,
  orderId: string,
  body: OrderDiscountsSet,
): Promise<Order> {
  const saved = await apiPut(
    `${tenantPath(tenantSlug)}/orders/${segment(orderId)}/discounts`,
    orderDiscountsSaved,
    body,
  );
  return saved.order;
}

export function discountPinQueryKey(tenantSlug: string): string[] {
  return ['tenant', tenantSlug, 'payments', 'discount-pin'];
}

/** Whether the logged-in admin has set their discount PIN (admins only). */
export async function fetchDiscountPinSet(tenantSlug: string, signal?: AbortSignal): Promise<boolean> {
  const state = await apiGet(`${tenantPath(tenantSlug)}/payments/discount-pin`, discountPinState, { signal });
  return state.pinSet;
}

/** Sets (or changes) the admin's own PIN; their password confirms it (a wrong one: 400 with fields.password). */
export async function saveDiscountPin(tenantSlug: string, body: DiscountPinSet): Promise<boolean> {
  const state = await apiPut(`${tenantPath(tenantSlug)}/payments/discount-pin`, discountPinState, body);
  return state.pinSet;
}
