import { randomUUID } from 'node:crypto';
import { expect, request as playwrightRequest, test, type APIRequestContext } from '@playwright/test';
import { publicMenuList } from '@meja/shared/contracts/menu';
import { customerOrderCreated } from '@meja/shared/contracts/orders';
import { apiLogin } from './tenant-api';

/* Orders for the staff screens, made through the API (the demo data has none). */

/** The ids of the first `count` dishes of the public menu. */
export async function menuItemIds(
  request: APIRequestContext,
  tenantSlug: string,
  count: number,
): Promise<string[]> {
  const response = await request.get(`/api/v1/public/${tenantSlug}/menu`);
  expect(response.status()).toBe(200);
  return publicMenuList
    .parse(await response.json())
    .items.slice(0, count)
    .map((item) => item._id);
}

/** A diner's order through the public API (with an Idempotency-Key, as the diner app sends it). */
export async function placeOrder(
  request: APIRequestContext,
  tenantSlug: string,
  order: { table: string; note?: string; items: { menuItemId: string; qty: number }[] },
): Promise<string> {
  const response = await request.post(`/api/v1/public/${tenantSlug}/orders`, {
    data: order,
    headers: { 'Idempotency-Key': randomUUID() },
  });
  expect(response.status(), await response.text()).toBe(201);
  return customerOrderCreated.parse(await response.json()).order._id;
}

/** A request context logged in as a staff member (dispose it after use). */
export async function staffApi(email: string): Promise<APIRequestContext> {
  const context = await playwrightRequest.newContext({ baseURL: test.info().project.use.baseURL });
  await apiLogin(context, email);
  return context;
}

export async function patchOrder(
  staff: APIRequestContext,
  tenantSlug: string,
  orderId: string,
  body: Record<string, unknown>,
  suffix = '',
): Promise<void> {
  const response = await staff.patch(`/api/v1/tenant/${tenantSlug}/orders/${orderId}${suffix}`, {
    data: body,
  });
  expect(response.status(), await response.text()).toBe(200);
}
