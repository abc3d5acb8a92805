import { expect } from 'vitest';
import { groupOverview, groupReport } from '@meja/shared/contracts/group';
import type { Ctx } from './catalog';
import { createGroup, createTenantGraph, type TenantGraph } from './factories';
import { bearer } from './harness';
import { setOrderFlags, setTenant } from './orders';
import { dinerOrder, type Kitchen, kitchenGraph, patchOrderOk, payOk } from './staff-orders';

/** Helpers for the group overview, reports and events API tests (issue 16). */

export type TestGroup = Awaited<ReturnType<typeof createGroup>>;

export const groupUrl = (group: TestGroup, path: string) => `/api/v1/group/${group.group.slug}${path}`;

export function groupGet(ctx: Ctx, group: TestGroup, path: string, token: string | null) {
  return ctx.app.inject({ method: 'GET', url: groupUrl(group, path), headers: token ? bearer(token) : {} });
}

export async function overviewOf(ctx: Ctx, group: TestGroup, token = group.manager.token) {
  const response = await groupGet(ctx, group, '/overview', token);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  return groupOverview.strict().parse(response.json());
}

export async function groupReportOf(ctx: Ctx, group: TestGroup, query = '', token = group.manager.token) {
  const response = await groupGet(ctx, group, `/reports${query}`, token);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  return groupReport.strict().parse(response.json());
}

/** An ENTERPRISE branch of the group in `timezone`, with the kitchen of kitchenGraph. */
export async function branchOf(ctx: Ctx, group: TestGroup, timezone = 'Asia/Jakarta') {
  const t = await createTenantGraph(ctx.db, { package: 'ENTERPRISE', groupId: group.group.id });
  if (timezone !== t.tenant.timezone) await setTenant(ctx, t.tenant.id, { timezone });
  const branch: TenantGraph = { ...t, tenant: { ...t.tenant, timezone } };
  return { t: branch, kitchen: await kitchenGraph(ctx, branch) };
}

/** Moves the app's clock to `iso` (payments take their time from it). */
export function at(ctx: Ctx, iso: string) {
  ctx.clock.reset();
  ctx.clock.advance(Date.parse(iso) - Date.now());
}

/** Nasi Goreng × 2 + Es Teh × 1: 35 000, 38 850 with 11 % PPN. */
export const ORDER_TOTAL = 38_850;

/** A diner's order created ten minutes before `paidAt`, paid in CASH then, and closed. */
export async function paidOrder(ctx: Ctx, t: TenantGraph, kitchen: Kitchen, table: string, paidAt: string) {
  const created = await dinerOrder(ctx, t, kitchen, table);
  await setOrderFlags(ctx, t.tenant.id, created.order._id, {
    createdAt: new Date(Date.parse(paidAt) - 600_000),
  });
  at(ctx, paidAt);
  await payOk(ctx, t, { orderId: created.order._id, method: 'CASH', amount: created.order.grandTotal });
  await patchOrderOk(ctx, t, created.order._id, { status: 'PAID', confirmed: true });
  return created.order._id;
}
