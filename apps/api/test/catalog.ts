import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import {
  inventoryItem,
  purchaseCreated,
  type InventoryCreate,
  type PurchaseCreate,
} from '@meja/shared/contracts/inventory';
import {
  adminMenuItem,
  adminMenuList,
  publicMenuList,
  type MenuItemCreate,
} from '@meja/shared/contracts/menu';
import type { TenantGraph } from './factories';
import { bearer, type openTestContext } from './harness';

/** Helpers for the menu, inventory and recipe API tests (issue 3). */
export type Ctx = Awaited<ReturnType<typeof openTestContext>>;
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export const tenantUrl = (slug: string, path: string) => `/api/v1/tenant/${slug}${path}`;
export const publicMenuUrl = (slug: string) => `/api/v1/public/${slug}/menu`;

/** A JSON call to a tenant route of `graph` as `token` (or anonymous when null); any payload is sent as JSON. */
export function call(
  ctx: Ctx,
  method: Method,
  slug: string,
  path: string,
  token: string | null,
  payload?: unknown,
): Promise<LightMyRequestResponse> {
  return ctx.app.inject({
    method,
    url: tenantUrl(slug, path),
    headers: {
      ...(token ? bearer(token) : {}),
      ...(payload !== undefined && { 'content-type': 'application/json' }),
    },
    ...(payload !== undefined && { payload: JSON.stringify(payload) }),
  });
}

export async function createIngredient(ctx: Ctx, graph: TenantGraph, body: InventoryCreate) {
  const response = await call(ctx, 'POST', graph.tenant.slug, '/inventory', graph.admin.token, body);
  expect(response.statusCode, response.body).toBe(201);
  return inventoryItem.strict().parse(response.json());
}

export async function createMenuItem(ctx: Ctx, graph: TenantGraph, body: MenuItemCreate) {
  const response = await call(ctx, 'POST', graph.tenant.slug, '/menu', graph.admin.token, body);
  expect(response.statusCode, response.body).toBe(201);
  return adminMenuItem.strict().parse(response.json());
}

export async function recordPurchase(
  ctx: Ctx,
  graph: TenantGraph,
  body: PurchaseCreate,
  token = graph.admin.token,
) {
  const response = await call(ctx, 'POST', graph.tenant.slug, '/inventory/purchases', token, body);
  expect(response.statusCode, response.body).toBe(201);
  return purchaseCreated.parse(response.json());
}

export async function adminMenu(ctx: Ctx, graph: TenantGraph) {
  const response = await call(ctx, 'GET', graph.tenant.slug, '/menu', graph.admin.token);
  expect(response.statusCode, response.body).toBe(200);
  return adminMenuList.parse(response.json()).items;
}

export async function publicMenu(ctx: Ctx, slug: string) {
  const response = await ctx.app.inject({ method: 'GET', url: publicMenuUrl(slug) });
  expect(response.statusCode, response.body).toBe(200);
  return publicMenuList.parse(response.json()).items;
}

export async function inventoryOf(ctx: Ctx, graph: TenantGraph) {
  const response = await call(ctx, 'GET', graph.tenant.slug, '/inventory', graph.admin.token);
  expect(response.statusCode, response.body).toBe(200);
  const { items } = response.json<{ items: unknown[] }>();
  return items.map((item) => inventoryItem.strict().parse(item));
}

/**
 * The access rules every menu/inventory route shares (SPEC §6): the callers refused, each with the
 * status and code it must get. The INVENTORY role is refused only in the menu section.
 */
export function refusedCallers(
  own: TenantGraph,
  other: TenantGraph,
  posOnly: TenantGraph,
  section: 'menu' | 'inventory',
): { label: string; token: string | null; slug: string; status: number; code: string }[] {
  const slug = own.tenant.slug;
  return [
    { label: 'anonymous', token: null, slug, status: 401, code: 'UNAUTHENTICATED' },
    { label: 'kitchen', token: own.kitchen.token, slug, status: 403, code: 'FORBIDDEN' },
    { label: 'cashier', token: own.cashier.token, slug, status: 403, code: 'FORBIDDEN' },
    ...(section === 'menu'
      ? [{ label: 'inventory role', token: own.inventory.token, slug, status: 403, code: 'FORBIDDEN' }]
      : []),
    { label: 'admin of another tenant', token: other.admin.token, slug, status: 403, code: 'FORBIDDEN' },
    {
      label: 'POS_ONLY admin',
      token: posOnly.admin.token,
      slug: posOnly.tenant.slug,
      status: 403,
      code: 'PLAN_FEATURE',
    },
  ];
}

/** Calls `path` as each refused caller and checks status, code and that no data leaked. */
export async function expectRefused(
  ctx: Ctx,
  callers: ReturnType<typeof refusedCallers>,
  method: Method,
  path: string,
  payload?: object,
) {
  for (const caller of callers) {
    const response = await call(ctx, method, caller.slug, path, caller.token, payload);
    expect(response.statusCode, `${caller.label}: ${response.body}`).toBe(caller.status);
    expect(response.json(), caller.label).toMatchObject({ code: caller.code });
    expect(Object.keys(response.json<object>()).sort(), caller.label).toEqual(['code', 'message']);
  }
}
