import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenantContext } from '@meja/shared/contracts/tenant';
import { errorOf } from '../../../test/auth-flow';
import { acceptingOrders, checkoutOk, invoiceLinkOf, invoicePageOf, invoicesOf } from '../../../test/billing';
import { createTenantGraph, type TenantGraph } from '../../../test/factories';
import { bearer, openTestContext } from '../../../test/harness';
import { menuGraph, orderOk, postOrder, setTenant } from '../../../test/orders';
import { inTenantTx } from '../../platform/db-scope';
import { voidInvoice } from './invoices.repo';

type Ctx = Awaited<ReturnType<typeof openTestContext>>;
let ctx: Ctx;

beforeAll(async () => {
  ctx = await openTestContext();
});
afterAll(() => ctx.close());

const DAY_MS = 24 * 60 * 60 * 1000;
const TRIAL_OVER = 'Masa uji coba paket BASIC telah berakhir. Silakan upgrade untuk melanjutkan.';

async function invoiceFor(graph: TenantGraph, plan: 'POS_ONLY' | 'PRO', cycle: 'monthly' | 'yearly') {
  const url = await checkoutOk(
    ctx,
    { plan, cycle, tenantSlug: graph.tenant.slug },
    { token: graph.admin.token },
  );
  return invoiceLinkOf(url);
}

async function tenantContextOf(graph: TenantGraph) {
  const response = await ctx.app.inject({
    url: `/api/v1/tenant/${graph.tenant.slug}/context`,
    headers: bearer(graph.admin.token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return tenantContext.parse(response.json());
}

/** Staff calls of every role a blocked BASIC tenant must refuse (the API behind each admin screen). */
function staffCalls(graph: TenantGraph) {
  return [
    { user: graph.admin, path: '/dashboard' },
    { user: graph.admin, path: '/menu' },
    { user: graph.admin, path: '/payments' },
    { user: graph.cashier, path: '/orders' },
    { user: graph.cashier, path: '/payments' },
    { user: graph.kitchen, path: '/orders' },
    { user: graph.inventory, path: '/inventory' },
  ];
}

async function staffStatuses(graph: TenantGraph) {
  const statuses: { role: string; path: string; status: number; body: string }[] = [];
  for (const { user, path } of staffCalls(graph)) {
    const response = await ctx.app.inject({
      url: `/api/v1/tenant/${graph.tenant.slug}${path}`,
      headers: bearer(user.token),
    });
    statuses.push({ role: user.role, path, status: response.statusCode, body: response.body });
  }
  return statuses;
}

describe('a BASIC tenant whose trial and grace days are over, then pays', () => {
  it('is blocked (402 on staff APIs, orders refused, menu not accepting) until its PRO invoice is paid', async () => {
    const graph = await createTenantGraph(ctx.db, { package: 'PRO' });
    const { nasi } = await menuGraph(ctx, graph);
    await setTenant(ctx, graph.tenant.id, {
      package: 'BASIC',
      trialEndsAt: new Date(Date.now() - 8 * DAY_MS),
    });

    for (const call of await staffStatuses(graph)) {
      expect(call.status, `${call.role} ${call.path}`).toBe(402);
      expect(JSON.parse(call.body)).toEqual({ code: 'PLAN_BLOCKED', message: TRIAL_OVER });
    }
    const refused = await postOrder(ctx, graph.tenant.slug, {
      items: [{ menuItemId: nasi._id, qty: 1 }],
      table: 'A1',
    });
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused).message).toBe('Restoran sedang tidak menerima pesanan.');
    expect(await acceptingOrders(ctx, graph.tenant.slug)).toBe(false);
    expect((await tenantContextOf(graph)).standing).toBe('blocked');

    // The blocked admin can still buy a plan (the upgrade screen's checkout).
    const paymentUrl = await checkoutOk(ctx, { plan: 'PRO', cycle: 'monthly' }, { token: graph.admin.token });
    const { invoiceId } = invoiceLinkOf(paymentUrl);
    await ctx.app.billing.markInvoicePaid(invoiceId);

    for (const call of await staffStatuses(graph)) expect(call.status, `${call.role} ${call.path}`).toBe(200);
    await orderOk(ctx, graph.tenant.slug, { items: [{ menuItemId: nasi._id, qty: 1 }], table: 'A1' });
    expect(await acceptingOrders(ctx, graph.tenant.slug)).toBe(true);
    const context = await tenantContextOf(graph);
    expect(context).toMatchObject({ standing: 'ok', tenant: { package: 'PRO', trialDaysLeft: null } });
    expect((await invoicePageOf(ctx, paymentUrl)).page.invoice).toMatchObject({
      status: 'PAID',
      plan: 'PRO',
    });
  });
});

describe('markInvoicePaid', () => {
  it('sets the package, starts the paid period now and records it on the invoice', async () => {
    const graph = await createTenantGraph(ctx.db, { package: 'POS_ONLY' });
    const { invoiceId } = await invoiceFor(graph, 'PRO', 'monthly');
    const paid = await ctx.app.billing.markInvoicePaid(invoiceId);
    const now = ctx.clock.now();
    expect(paid).toMatchObject({ status: 'PAID', plan: 'PRO' });
    expect(Math.abs((paid.paidAt?.getTime() ?? 0) - now.getTime())).toBeLessThan(5_000);
    expect(paid.periodStart?.getTime()).toBe(paid.paidAt?.getTime());
    const end = paid.periodEnd ?? new Date(0);
    expect(end.getUTCMonth()).toBe((now.getUTCMonth() + 1) % 12);
    const context = await tenantContextOf(graph);
    expect(context.tenant).toMatchObject({ package: 'PRO', paidUntil: end.toISOString() });
  });

  it('extends from the end of the period already paid, by twelve months for a yearly invoice', async () => {
    const graph = await createTenantGraph(ctx.db, { package: 'POS_ONLY' });
    const monthly = await invoiceFor(graph, 'POS_ONLY', 'monthly');
    const yearly = await invoiceFor(graph, 'POS_ONLY', 'yearly');
    const first = await ctx.app.billing.markInvoicePaid(monthly.invoiceId);
    const second = await ctx.app.billing.markInvoicePaid(yearly.invoiceId);
    expect(second.periodStart?.toISOString()).toBe(first.periodEnd?.toISOString());
    const start = second.periodStart ?? new Date(0);
    const end = second.periodEnd ?? new Date(0);
    expect(
      end.getUTCFullYear() * 12 + end.getUTCMonth() - (start.getUTCFullYear() * 12 + start.getUTCMonth()),
    ).toBe(12);
    expect((await tenantContextOf(graph)).tenant.paidUntil).toBe(end.toISOString());
  });

  it('changes nothing when the invoice is already paid', async () => {
    const graph = await createTenantGraph(ctx.db, { package: 'POS_ONLY' });
    const { invoiceId } = await invoiceFor(graph, 'PRO', 'yearly');
    const first = await ctx.app.billing.markInvoicePaid(invoiceId);
    ctx.clock.advance(60_000);
    try {
      const again = await ctx.app.billing.markInvoicePaid(invoiceId);
      expect(again).toEqual(first);
    } finally {
      ctx.clock.reset();
    }
    expect((await tenantContextOf(graph)).tenant.paidUntil).toBe(first.periodEnd?.toISOString());
  });

  it('refuses a void invoice with 409 and leaves the tenant as it was', async () => {
    const graph = await createTenantGraph(ctx.db, { package: 'POS_ONLY' });
    const { invoiceId } = await invoiceFor(graph, 'PRO', 'monthly');
    await inTenantTx(ctx.db, graph.tenant.id, (tx) => voidInvoice(tx, graph.tenant.id, invoiceId));
    await expect(ctx.app.billing.markInvoicePaid(invoiceId)).rejects.toMatchObject({
      status: 409,
      code: 'INVOICE_VOID',
    });
    expect((await tenantContextOf(graph)).tenant).toMatchObject({ package: 'POS_ONLY', paidUntil: null });
    expect((await invoicesOf(ctx, graph.tenant.id))[0]?.status).toBe('VOID');
  });

  it('is 404 for an unknown invoice', async () => {
    await expect(
      ctx.app.billing.markInvoicePaid('01890000-0000-7000-8000-000000000000'),
    ).rejects.toMatchObject({ status: 404, code: 'NOT_FOUND' });
  });

  it('touches only the invoice’s own tenant', async () => {
    const payer = await createTenantGraph(ctx.db, { package: 'POS_ONLY' });
    const bystander = await createTenantGraph(ctx.db, { package: 'POS_ONLY' });
    const { invoiceId } = await invoiceFor(payer, 'PRO', 'monthly');
    await ctx.app.billing.markInvoicePaid(invoiceId);
    expect((await tenantContextOf(bystander)).tenant).toMatchObject({ package: 'POS_ONLY', paidUntil: null });
  });
});
