import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMonths, INVOICE_DUE_DAYS } from '@meja/shared/billing';
import { errorOf } from '../../../test/auth-flow';
import { checkoutOk, invoiceLinkOf, invoicePageOf, invoicesOf, postCheckout } from '../../../test/billing';
import {
  auditOfInvoice,
  consoleCall,
  createInvoiceOk,
  listInvoicesOk,
  payInvoiceOk,
} from '../../../test/console-billing';
import { createGroup, createTenantGraph, createUser, type TestUser } from '../../../test/factories';
import { openTestContext } from '../../../test/harness';
import { setTenant } from '../../../test/orders';
import { tenants } from '../../db/schema/platform';
import { inAppTx, inTenantTx } from '../../platform/db-scope';
import { voidInvoice } from './invoices.repo';

type Ctx = Awaited<ReturnType<typeof openTestContext>>;
let ctx: Ctx;
let superAdmin: TestUser;

beforeAll(async () => {
  ctx = await openTestContext();
  superAdmin = await createUser(ctx.db, { role: 'SUPER_ADMIN' });
});
afterAll(() => ctx.close());

const DAY_MS = 24 * 60 * 60 * 1000;

async function tenantRow(tenantId: string) {
  const [row] = await inAppTx(ctx.db, (tx) => tx.select().from(tenants).where(eq(tenants.id, tenantId)));
  if (!row) throw new Error('tenant vanished');
  return row;
}

describe('POST /super-admin/billing/invoices', () => {
  it("bills a tenant by hand: its current package, monthly, due in 7 days, and 'Invoice dibuat'", async () => {
    const graph = await createTenantGraph(ctx.db, { package: 'PRO' });
    const before = Date.now();
    const created = await createInvoiceOk(ctx, superAdmin.token, {
      tenantSlug: graph.tenant.slug,
      amount: 249_000,
    });
    expect(created.message).toBe('Invoice dibuat');
    expect(created.invoice).toMatchObject({
      tenantSlug: graph.tenant.slug,
      tenantName: graph.tenant.name,
      amount: 249_000,
      plan: 'PRO',
      cycle: 'monthly',
      status: 'UNPAID',
      provider: 'manual',
      description: 'Paket PRO — 1 bulan',
      paidAt: null,
    });
    const due = new Date(created.invoice.dueAt).getTime();
    expect(due).toBeGreaterThanOrEqual(before + INVOICE_DUE_DAYS * DAY_MS - 1000);
    expect(due).toBeLessThanOrEqual(Date.now() + INVOICE_DUE_DAYS * DAY_MS);
    // The link to send to the restaurant opens the invoice page.
    const page = await invoicePageOf(ctx, created.paymentUrl);
    expect(page.page.invoice).toMatchObject({ _id: created.invoice._id, amount: 249_000, status: 'UNPAID' });

    const [audit] = await auditOfInvoice(ctx, superAdmin.token, created.invoice._id);
    expect(audit).toMatchObject({
      action: 'invoice.create',
      actorEmail: superAdmin.email,
      targetLabel: `${created.invoice.number} (${graph.tenant.slug})`,
      after: { tenantSlug: graph.tenant.slug, amount: 249_000, plan: 'PRO', cycle: 'monthly' },
    });
  });

  it('takes the due date, description, plan and cycle the form chose', async () => {
    const graph = await createTenantGraph(ctx.db, { package: 'BASIC' });
    const created = await createInvoiceOk(ctx, superAdmin.token, {
      tenantSlug: graph.tenant.slug,
      amount: 1,
      dueAt: '2031-01-02T03:04:05.000Z',
      description: 'Tagihan khusus',
      plan: 'POS_ONLY',
      cycle: 'yearly',
    });
    expect(created.invoice).toMatchObject({
      amount: 1,
      dueAt: '2031-01-02T03:04:05.000Z',
      description: 'Tagihan khusus',
      plan: 'POS_ONLY',
      cycle: 'yearly',
    });
  });

  it('answers 404 for an unknown slug and 400 for an amount under 1 rupiah or not whole', async () => {
    const unknown = await consoleCall(ctx, 'POST', '/billing/invoices', superAdmin.token, {
      tenantSlug: 'tidak-ada-resto',
      amount: 1000,
    });
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown)).toEqual({ code: 'NOT_FOUND', message: 'Tenant tidak ditemukan.' });

    const graph = await createTenantGraph(ctx.db);
    for (const amount of [0, -5, 10.5, '1000']) {
      const refused = await consoleCall(ctx, 'POST', '/billing/invoices', superAdmin.token, {
        tenantSlug: graph.tenant.slug,
        amount,
      });
      expect(refused.statusCode, String(amount)).toBe(400);
      expect(refused.json()).toMatchObject({ code: 'VALIDATION', fields: { amount: expect.any(String) } });
    }
    const badDue = await consoleCall(ctx, 'POST', '/billing/invoices', superAdmin.token, {
      tenantSlug: graph.tenant.slug,
      amount: 10,
      dueAt: 'besok',
    });
    expect(badDue.statusCode).toBe(400);
    expect(await invoicesOf(ctx, graph.tenant.id)).toEqual([]);
  });
});

describe('GET /super-admin/billing/invoices', () => {
  it("lists every tenant's invoices newest first with their tenant, filtered by status and slug", async () => {
    const a = await createTenantGraph(ctx.db);
    const b = await createTenantGraph(ctx.db);
    const first = await createInvoiceOk(ctx, superAdmin.token, { tenantSlug: a.tenant.slug, amount: 100 });
    const second = await createInvoiceOk(ctx, superAdmin.token, { tenantSlug: b.tenant.slug, amount: 200 });
    await payInvoiceOk(ctx, superAdmin.token, first.invoice._id);

    const all = await listInvoicesOk(ctx, superAdmin.token);
    const ids = all.map((invoice) => invoice._id);
    expect(ids.indexOf(second.invoice._id)).toBeLessThan(ids.indexOf(first.invoice._id));
    expect(all.find((invoice) => invoice._id === second.invoice._id)).toMatchObject({
      tenantSlug: b.tenant.slug,
      tenantName: b.tenant.name,
      amount: 200,
    });

    const ofA = await listInvoicesOk(ctx, superAdmin.token, `?tenantSlug=${a.tenant.slug}`);
    expect(ofA.map((invoice) => invoice._id)).toEqual([first.invoice._id]);
    expect(ofA[0]).toMatchObject({
      status: 'PAID',
      paidAt: expect.any(String),
      periodEnd: expect.any(String),
    });

    const unpaid = await listInvoicesOk(ctx, superAdmin.token, '?status=UNPAID');
    expect(unpaid.every((invoice) => invoice.status === 'UNPAID')).toBe(true);
    expect(unpaid.map((invoice) => invoice._id)).toContain(second.invoice._id);
    expect(unpaid.map((invoice) => invoice._id)).not.toContain(first.invoice._id);
  });

  it('refuses an unknown status filter with 400', async () => {
    const response = await consoleCall(ctx, 'GET', '/billing/invoices?status=LUNAS', superAdmin.token);
    expect(response.statusCode).toBe(400);
  });
});

describe('POST /super-admin/billing/invoices/{id}/pay', () => {
  it("marks paid once: the period grows by a month, 'Invoice ditandai lunas', one audit record", async () => {
    const graph = await createTenantGraph(ctx.db, { package: 'PRO' });
    const paidUntil = new Date(Date.now() + 10 * DAY_MS);
    await setTenant(ctx, graph.tenant.id, { paidUntil });
    const created = await createInvoiceOk(ctx, superAdmin.token, {
      tenantSlug: graph.tenant.slug,
      amount: 249_000,
    });

    const paid = await payInvoiceOk(ctx, superAdmin.token, created.invoice._id);
    expect(paid.message).toBe('Invoice ditandai lunas');
    expect(paid.invoice).toMatchObject({
      status: 'PAID',
      tenantSlug: graph.tenant.slug,
      periodStart: paidUntil.toISOString(),
      periodEnd: addMonths(paidUntil, 1).toISOString(),
    });
    expect((await tenantRow(graph.tenant.id)).paidUntil?.toISOString()).toBe(
      addMonths(paidUntil, 1).toISOString(),
    );

    // Again: nothing changes, nothing more is recorded.
    const again = await payInvoiceOk(ctx, superAdmin.token, created.invoice._id);
    expect(again.invoice).toEqual(paid.invoice);
    expect((await tenantRow(graph.tenant.id)).paidUntil?.toISOString()).toBe(
      addMonths(paidUntil, 1).toISOString(),
    );
    const audit = await auditOfInvoice(ctx, superAdmin.token, created.invoice._id);
    expect(audit.map((entry) => entry.action)).toEqual(['invoice.pay', 'invoice.create']);
    expect(audit[0]).toMatchObject({
      actorEmail: superAdmin.email,
      before: { status: 'UNPAID', package: 'PRO', paidUntil: paidUntil.toISOString() },
      after: { status: 'PAID', package: 'PRO', paidUntil: addMonths(paidUntil, 1).toISOString() },
    });
  });

  it('refuses a VOID invoice with 409, an unknown one with 404 and a malformed id with 400', async () => {
    const graph = await createTenantGraph(ctx.db);
    const created = await createInvoiceOk(ctx, superAdmin.token, {
      tenantSlug: graph.tenant.slug,
      amount: 5000,
    });
    await inTenantTx(ctx.db, graph.tenant.id, (tx) => voidInvoice(tx, graph.tenant.id, created.invoice._id));
    const voided = await consoleCall(
      ctx,
      'POST',
      `/billing/invoices/${created.invoice._id}/pay`,
      superAdmin.token,
    );
    expect(voided.statusCode).toBe(409);
    expect(errorOf(voided).code).toBe('INVOICE_VOID');
    expect((await tenantRow(graph.tenant.id)).paidUntil).toBeNull();

    const unknown = await consoleCall(
      ctx,
      'POST',
      '/billing/invoices/0190a8c4-0000-7000-8000-000000000000/pay',
      superAdmin.token,
    );
    expect(unknown.statusCode).toBe(404);
    const malformed = await consoleCall(ctx, 'POST', '/billing/invoices/bukan-id/pay', superAdmin.token);
    expect(malformed.statusCode).toBe(400);
  });
});

describe('an ENTERPRISE tenant is never moved down by billing', () => {
  it('refuses its checkout for a lower plan with PLAN_DOWNGRADE', async () => {
    const graph = await createTenantGraph(ctx.db, { package: 'ENTERPRISE' });
    for (const plan of ['PRO', 'POS_ONLY'] as const) {
      const refused = await postCheckout(
        ctx,
        { plan, cycle: 'monthly', tenantSlug: graph.tenant.slug },
        { token: graph.admin.token },
      );
      expect(refused.statusCode, plan).toBe(422);
      expect(errorOf(refused).code).toBe('PLAN_DOWNGRADE');
    }
    expect(await invoicesOf(ctx, graph.tenant.id)).toEqual([]);
  });

  it('keeps ENTERPRISE and extends the period when a PRO invoice from before the upgrade is paid', async () => {
    const graph = await createTenantGraph(ctx.db, { package: 'PRO' });
    const url = await checkoutOk(
      ctx,
      { plan: 'PRO', cycle: 'monthly', tenantSlug: graph.tenant.slug },
      { token: graph.admin.token },
    );
    const { invoiceId } = invoiceLinkOf(url);
    await setTenant(ctx, graph.tenant.id, { package: 'ENTERPRISE' });

    const paid = await payInvoiceOk(ctx, superAdmin.token, invoiceId);
    const tenant = await tenantRow(graph.tenant.id);
    expect(tenant.package).toBe('ENTERPRISE');
    expect(tenant.paidUntil?.toISOString()).toBe(paid.invoice.periodEnd);
    const [audit] = await auditOfInvoice(ctx, superAdmin.token, invoiceId);
    expect(audit?.after).toMatchObject({ package: 'ENTERPRISE' });
  });

  it('keeps ENTERPRISE when a manual invoice for a lower plan is paid', async () => {
    const graph = await createTenantGraph(ctx.db, { package: 'ENTERPRISE' });
    const created = await createInvoiceOk(ctx, superAdmin.token, {
      tenantSlug: graph.tenant.slug,
      amount: 99_000,
      plan: 'POS_ONLY',
    });
    await payInvoiceOk(ctx, superAdmin.token, created.invoice._id);
    expect((await tenantRow(graph.tenant.id)).package).toBe('ENTERPRISE');
  });
});

describe('console billing access', () => {
  it('refuses anonymous callers (401), a restaurant admin and a group manager (403)', async () => {
    const graph = await createTenantGraph(ctx.db);
    const { manager } = await createGroup(ctx.db);
    const created = await createInvoiceOk(ctx, superAdmin.token, {
      tenantSlug: graph.tenant.slug,
      amount: 10,
    });
    const calls = [
      { method: 'GET' as const, path: '/billing/invoices', payload: undefined },
      {
        method: 'POST' as const,
        path: '/billing/invoices',
        payload: { tenantSlug: graph.tenant.slug, amount: 10 },
      },
      { method: 'POST' as const, path: `/billing/invoices/${created.invoice._id}/pay`, payload: undefined },
    ];
    for (const call of calls) {
      const anonymous = await consoleCall(ctx, call.method, call.path, null, call.payload);
      expect(anonymous.statusCode, `${call.method} ${call.path}`).toBe(401);
      for (const user of [graph.admin, graph.cashier, manager]) {
        const refused = await consoleCall(ctx, call.method, call.path, user.token, call.payload);
        expect(refused.statusCode, `${user.role} ${call.method} ${call.path}`).toBe(403);
      }
    }
    const [stored] = await invoicesOf(ctx, graph.tenant.id);
    expect(stored?.status).toBe('UNPAID');
    expect(await invoicesOf(ctx, graph.tenant.id)).toHaveLength(1);
  });
});
