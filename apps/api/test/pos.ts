import type { LightMyRequestResponse } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import {
  payIntentResponse,
  posOrderCreated,
  shiftResponse,
  type PayIntentCreate,
} from '@meja/shared/contracts/pos';
import { idempotencyKeys } from '../src/db/schema/idempotency';
import { orders } from '../src/db/schema/orders';
import { payments } from '../src/db/schema/payments';
import { shifts } from '../src/db/schema/shifts';
import { DEMO_QRIS_STATIC } from '../src/seed/seed';
import { inTenantTx } from '../src/platform/db-scope';
import type { Ctx } from './catalog';
import { setTenant } from './orders';
import { freshKitchen, type Kitchen } from './staff-orders';
import type { TenantGraph } from './factories';

/** Helpers for the cashier POS API tests (issue 6). */
export const posUrl = (path: string) => `/api/v1/pos${path}`;

export interface PosCallOptions {
  /** The session token (bearer); anonymous when null. */
  token: string | null;
  /** X-Tenant-Slug; none when absent. */
  slug?: string;
  /** X-Tenant-Plan (never trusted by the server). */
  plan?: string;
  /** Idempotency-Key. */
  key?: string;
  /** X-Meja-Replay: the value the POS queue sends on a replay ('1'), or another to probe it. */
  replay?: string;
  payload?: unknown;
}

export function posCall(
  ctx: Ctx,
  method: 'GET' | 'POST',
  path: string,
  options: PosCallOptions,
): Promise<LightMyRequestResponse> {
  return ctx.app.inject({
    method,
    url: posUrl(path),
    headers: {
      ...(options.token && { authorization: `Bearer ${options.token}` }),
      ...(options.slug !== undefined && { 'x-tenant-slug': options.slug }),
      ...(options.plan !== undefined && { 'x-tenant-plan': options.plan }),
      ...(options.key !== undefined && { 'idempotency-key': options.key }),
      ...(options.replay !== undefined && { 'x-meja-replay': options.replay }),
      ...(options.payload !== undefined && { 'content-type': 'application/json' }),
    },
    ...(options.payload !== undefined && { payload: JSON.stringify(options.payload) }),
  });
}

/**
 * A fresh tenant graph with the kitchen of kitchenGraph and the demo static QRIS saved, and an open
 * shift (opening cash 0) for its cashier and its admin — selling needs one (issue 12) — unless
 * `openShifts` is false.
 */
export async function freshPos(
  ctx: Ctx,
  options: { package?: 'POS_ONLY'; qris?: boolean; openShifts?: boolean } = {},
) {
  const { t, kitchen } = await freshKitchen(ctx, options.package ? { package: options.package } : {});
  const qrisStaticPayload = options.qris === false ? null : DEMO_QRIS_STATIC;
  await setTenant(ctx, t.tenant.id, { qrisStaticPayload });
  if (options.openShifts !== false) {
    for (const user of [t.cashier, t.admin]) await openShiftOk(ctx, user.token, 0);
  }
  return { t, kitchen };
}

/** A sale of Nasi Goreng × 2 and Es Teh × 1: 35 000, 38 850 with 11 % PPN. */
export const SALE_DUE = 38850;
export const saleItems = (kitchen: Kitchen) => [
  { menuItemId: kitchen.nasi._id, name: 'NASI GORENG', price: 15000, qty: 2 },
  { menuItemId: kitchen.esTeh._id, name: 'ES TEH', price: 5000, qty: 1 },
];

export async function posOrderOk(ctx: Ctx, t: TenantGraph, kitchen: Kitchen, token = t.cashier.token) {
  const response = await posCall(ctx, 'POST', '/pos/orders', {
    token,
    payload: { items: saleItems(kitchen) },
  });
  expect(response.statusCode, response.body).toBe(201);
  return posOrderCreated.strict().parse(response.json()).order;
}

export async function payOk(ctx: Ctx, token: string, body: PayIntentCreate, key?: string, replay?: string) {
  const response = await posCall(ctx, 'POST', '/pay/create-intent', { token, payload: body, key, replay });
  expect(response.statusCode, response.body).toBe(201);
  return payIntentResponse.parse(response.json());
}

export async function confirmOk(ctx: Ctx, token: string, paymentId: string, key?: string) {
  const response = await posCall(ctx, 'POST', `/pay/${paymentId}/confirm`, { token, key });
  expect(response.statusCode, response.body).toBe(200);
  return payIntentResponse.parse(response.json());
}

export async function closeShiftOk(ctx: Ctx, token: string, closingCash: number) {
  const response = await posCall(ctx, 'POST', '/pos/shifts/close', { token, payload: { closingCash } });
  expect(response.statusCode, response.body).toBe(200);
  return shiftResponse.strict().parse(response.json()).shift;
}

export async function openShiftOk(ctx: Ctx, token: string, openingCash: number) {
  const response = await posCall(ctx, 'POST', '/pos/shifts/open', { token, payload: { openingCash } });
  expect(response.statusCode, response.body).toBe(201);
  return shiftResponse.strict().parse(response.json()).shift;
}

/** Rows of the tenant straight from the database, to count what a replay left behind. */
export const rowsOf = {
  orders: (ctx: Ctx, tenantId: string) =>
    inTenantTx(ctx.db, tenantId, (tx) => tx.select().from(orders).where(eq(orders.tenantId, tenantId))),
  payments: (ctx: Ctx, tenantId: string) =>
    inTenantTx(ctx.db, tenantId, (tx) => tx.select().from(payments).where(eq(payments.tenantId, tenantId))),
  shifts: (ctx: Ctx, tenantId: string) =>
    inTenantTx(ctx.db, tenantId, (tx) => tx.select().from(shifts).where(eq(shifts.tenantId, tenantId))),
  keys: (ctx: Ctx, tenantId: string, key: string) =>
    inTenantTx(ctx.db, tenantId, (tx) =>
      tx
        .select()
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.tenantId, tenantId), eq(idempotencyKeys.key, key))),
    ),
};
