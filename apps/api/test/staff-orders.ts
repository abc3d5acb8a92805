import { expect } from 'vitest';
import { order, staffOrderList } from '@meja/shared/contracts/orders';
import { paymentCreated, paymentList } from '@meja/shared/contracts/payments';
import { and, eq } from 'drizzle-orm';
import { payments } from '../src/db/schema/payments';
import { stockMovements } from '../src/db/schema/inventory';
import { inTenantTx } from '../src/platform/db-scope';
import { call, createIngredient, createMenuItem, inventoryOf, type Ctx } from './catalog';
import { createTenantGraph, type TenantGraph } from './factories';
import { orderOk, setTenant } from './orders';

/** Helpers for the staff orders and payments API tests (issue 5). */

/**
 * A tenant's kitchen: two ingredients with opening stock and two dishes with recipes.
 * Nasi Goreng 15 000 (0.2 beras + 1 telur), Es Teh 5 000 (0.05 teh).
 */
export async function kitchenGraph(ctx: Ctx, graph: TenantGraph) {
  const beras = await createIngredient(ctx, graph, { name: 'Beras', unit: 'kg', stock: 10 });
  const telur = await createIngredient(ctx, graph, { name: 'Telur', unit: 'butir', stock: 30 });
  const teh = await createIngredient(ctx, graph, { name: 'Teh', unit: 'kg', stock: 1 });
  const nasi = await createMenuItem(ctx, graph, {
    name: 'Nasi Goreng',
    price: 15000,
    bom: [
      { inventoryItemId: beras._id, qty: 0.2 },
      { inventoryItemId: telur._id, qty: 1 },
    ],
  });
  const esTeh = await createMenuItem(ctx, graph, {
    name: 'Es Teh',
    price: 5000,
    bom: [{ inventoryItemId: teh._id, qty: 0.05 }],
  });
  return { beras, telur, teh, nasi, esTeh };
}

export type Kitchen = Awaited<ReturnType<typeof kitchenGraph>>;

/** A diner's order of `nasi` × 2 and `esTeh` × 1 (35 000, 38 850 with 11 % PPN) at `table`. */
export function dinerOrder(ctx: Ctx, graph: TenantGraph, kitchen: Kitchen, table = 'A1', note = '') {
  return orderOk(ctx, graph.tenant.slug, {
    table,
    note,
    items: [
      { menuItemId: kitchen.nasi._id, qty: 2 },
      { menuItemId: kitchen.esTeh._id, qty: 1 },
    ],
  });
}

export async function listOrders(ctx: Ctx, graph: TenantGraph, token = graph.cashier.token) {
  const response = await call(ctx, 'GET', graph.tenant.slug, '/orders', token);
  expect(response.statusCode, response.body).toBe(200);
  return staffOrderList.strict().parse(response.json()).orders;
}

export function patchOrder(
  ctx: Ctx,
  graph: TenantGraph,
  id: string,
  body: unknown,
  token = graph.cashier.token,
) {
  return call(ctx, 'PATCH', graph.tenant.slug, `/orders/${id}`, token, body);
}

export async function patchOrderOk(
  ctx: Ctx,
  graph: TenantGraph,
  id: string,
  body: unknown,
  token = graph.cashier.token,
) {
  const response = await patchOrder(ctx, graph, id, body, token);
  expect(response.statusCode, response.body).toBe(200);
  return order.strict().parse(response.json());
}

export function patchReady(
  ctx: Ctx,
  graph: TenantGraph,
  id: string,
  body: unknown,
  token = graph.kitchen.token,
) {
  return call(ctx, 'PATCH', graph.tenant.slug, `/orders/${id}/ready`, token, body);
}

export function postPayment(ctx: Ctx, graph: TenantGraph, body: unknown, token = graph.cashier.token) {
  return call(ctx, 'POST', graph.tenant.slug, '/payments', token, body);
}

export async function payOk(ctx: Ctx, graph: TenantGraph, body: unknown, token = graph.cashier.token) {
  const response = await postPayment(ctx, graph, body, token);
  expect(response.statusCode, response.body).toBe(201);
  return paymentCreated.strict().parse(response.json());
}

export async function listPayments(ctx: Ctx, graph: TenantGraph, token = graph.cashier.token) {
  const response = await call(ctx, 'GET', graph.tenant.slug, '/payments', token);
  expect(response.statusCode, response.body).toBe(200);
  return paymentList.strict().parse(response.json()).items;
}

/** Every payment row of an order, straight from the database. */
export function paymentsOf(ctx: Ctx, tenantId: string, orderId: string) {
  return inTenantTx(ctx.db, tenantId, (tx) =>
    tx
      .select()
      .from(payments)
      .where(and(eq(payments.tenantId, tenantId), eq(payments.orderId, orderId))),
  );
}

/** The stock movements an order caused (SALE, REVERSAL). */
export function orderMovements(ctx: Ctx, tenantId: string, orderId: string) {
  return inTenantTx(ctx.db, tenantId, (tx) =>
    tx
      .select()
      .from(stockMovements)
      .where(and(eq(stockMovements.tenantId, tenantId), eq(stockMovements.refId, orderId))),
  );
}

/** A fresh tenant graph with the kitchen of kitchenGraph; the menu is made on PRO, then the package is set. */
export async function freshKitchen(ctx: Ctx, options: { package?: 'POS_ONLY' } = {}) {
  const t = await createTenantGraph(ctx.db);
  const kitchen = await kitchenGraph(ctx, t);
  if (!options.package) return { t, kitchen };
  await setTenant(ctx, t.tenant.id, { package: options.package });
  return { t: { ...t, tenant: { ...t.tenant, package: options.package } }, kitchen };
}

/** Stock per ingredient name, as the inventory screen shows it. */
export async function stockByName(ctx: Ctx, t: TenantGraph) {
  return Object.fromEntries((await inventoryOf(ctx, t)).map((item) => [item.name, item.stock]));
}
