import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutOk, invoiceLinkOf, invoicesOf } from '../../../test/billing';
import { createTenantGraph } from '../../../test/factories';
import { openTestContext } from '../../../test/harness';

/** Invoices marked paid at the same moment, on real PostgreSQL (PGlite runs one transaction at a time). */
type Ctx = Awaited<ReturnType<typeof openTestContext>>;
let ctx: Ctx;

beforeAll(async () => {
  ctx = await openTestContext();
});
afterAll(() => ctx.close());

describe('marking invoices paid concurrently (PostgreSQL)', () => {
  it('chains two invoices of one tenant: the second period starts where the first ends', async () => {
    const graph = await createTenantGraph(ctx.db, { package: 'POS_ONLY' });
    const ids = [];
    for (const cycle of ['monthly', 'yearly'] as const) {
      const url = await checkoutOk(
        ctx,
        { plan: 'PRO', cycle, tenantSlug: graph.tenant.slug },
        { token: graph.admin.token },
      );
      ids.push(invoiceLinkOf(url).invoiceId);
    }
    const paid = await Promise.all(ids.map((id) => ctx.app.billing.markInvoicePaid(id)));
    const [a, b] = paid.sort((x, y) => (x.periodStart?.getTime() ?? 0) - (y.periodStart?.getTime() ?? 0));
    expect(b?.periodStart?.toISOString()).toBe(a?.periodEnd?.toISOString());
  });

  it('pays one invoice once when it is marked paid twice at the same moment', async () => {
    const graph = await createTenantGraph(ctx.db, { package: 'POS_ONLY' });
    const url = await checkoutOk(
      ctx,
      { plan: 'PRO', cycle: 'monthly', tenantSlug: graph.tenant.slug },
      { token: graph.admin.token },
    );
    const { invoiceId } = invoiceLinkOf(url);
    const [first, second] = await Promise.all([
      ctx.app.billing.markInvoicePaid(invoiceId),
      ctx.app.billing.markInvoicePaid(invoiceId),
    ]);
    expect(second).toEqual(first);
    const [stored] = await invoicesOf(ctx, graph.tenant.id);
    expect(stored?.periodEnd?.toISOString()).toBe(first.periodEnd?.toISOString());
  });
});
