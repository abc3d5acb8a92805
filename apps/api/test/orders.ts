import type { LightMyRequestResponse } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { customerOrderCreated, orderTracking } from '@meja/shared/contracts/orders';
import { orderItems, orders } from '../src/db/schema/orders';
import { tenants } from '../src/db/schema/platform';
import { inAppTx, inTenantTx } from '../src/platform/db-scope';
import { freshIp } from './auth-flow';
import type { TenantGraph } from './factories';
import { createMenuItem, type Ctx } from './catalog';

/** Helpers for the diner-ordering API tests (issue 4). */
export const ordersUrl = (slug: string, path = '') => `/api/v1/public/${slug}/orders${path}`;

export function postOrder(
  ctx: Ctx,
  slug: string,
  body: unknown,
  options: { key?: string; ip?: string } = {},
): Promise<LightMyRequestResponse> {
  return ctx.app.inject({
    method: 'POST',
    url: ordersUrl(slug),
    headers: {
      'content-type': 'application/json',
      ...(options.key !== undefined && { 'idempotency-key': options.key }),
    },
    payload: JSON.stringify(body),
    remoteAddress: options.ip ?? freshIp(),
  });
}

/** Posts and returns the parsed 201 body (fails the test on any other answer). */
export async function orderOk(
  ctx: Ctx,
  slug: string,
  body: unknown,
  options: { key?: string; ip?: string } = {},
) {
  const response = await postOrder(ctx, slug, body, options);
  expect(response.statusCode, response.body).toBe(201);
  return customerOrderCreated.strict().parse(response.json());
}

export async function track(ctx: Ctx, slug: string, orderId: string, token: string | null) {
  const query = token === null ? '' : `?token=${encodeURIComponent(token)}`;
  return ctx.app.inject({ method: 'GET', url: ordersUrl(slug, `/${orderId}${query}`) });
}

export async function trackOk(ctx: Ctx, slug: string, orderId: string, token: string) {
  const response = await track(ctx, slug, orderId, token);
  expect(response.statusCode, response.body).toBe(200);
  return orderTracking.strict().parse(response.json());
}

/** A tenant with two active menu items (15 000, and 20 000 with 10 % off = 18 000). */
export async function menuGraph(ctx: Ctx, graph: TenantGraph) {
  const nasi = await createMenuItem(ctx, graph, { name: 'Nasi Goreng', price: 15000 });
  const sate = await createMenuItem(ctx, graph, { name: 'Sate Ayam', price: 20000, discountPercent: 10 });
  return { nasi, sate };
}

export function setTenant(ctx: Ctx, tenantId: string, values: Partial<typeof tenants.$inferInsert>) {
  return inAppTx(ctx.db, (tx) => tx.update(tenants).set(values).where(eq(tenants.id, tenantId)));
}

export const setTaxPercent = (ctx: Ctx, tenantId: string, taxPercent: number) =>
  setTenant(ctx, tenantId, { taxPercent });

/** Sets the staff-side flags of an order directly (the staff API comes with issue 5). */
export function setOrderFlags(
  ctx: Ctx,
  tenantId: string,
  orderId: string,
  flags: Partial<
    Pick<
      typeof orders.$inferInsert,
      'status' | 'confirmed' | 'ready' | 'priority' | 'createdAt' | 'paymentStatus'
    >
  >,
) {
  return inTenantTx(ctx.db, tenantId, (tx) =>
    tx
      .update(orders)
      .set(flags)
      .where(and(eq(orders.tenantId, tenantId), eq(orders.id, orderId))),
  );
}

export function ordersOf(ctx: Ctx, tenantId: string) {
  return inTenantTx(ctx.db, tenantId, (tx) => tx.select().from(orders).where(eq(orders.tenantId, tenantId)));
}

export function orderItemsOf(ctx: Ctx, tenantId: string) {
  return inTenantTx(ctx.db, tenantId, (tx) =>
    tx.select().from(orderItems).where(eq(orderItems.tenantId, tenantId)),
  );
}
