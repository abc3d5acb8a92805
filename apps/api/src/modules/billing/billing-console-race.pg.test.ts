import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMonths } from '@meja/shared/billing';
import { auditOfInvoice, consoleCall, createInvoiceOk } from '../../../test/console-billing';
import { createTenantGraph, createUser, type TestUser } from '../../../test/factories';
import { openTestContext } from '../../../test/harness';
import { setTenant } from '../../../test/orders';
import { tenants } from '../../db/schema/platform';
import { inAppTx } from '../../platform/db-scope';

/** The console's 'mark paid' pressed many times at once, on real PostgreSQL. */
type Ctx = Awaited<ReturnType<typeof openTestContext>>;
let ctx: Ctx;
let superAdmin: TestUser;

beforeAll(async () => {
  ctx = await openTestContext();
  superAdmin = await createUser(ctx.db, { role: 'SUPER_ADMIN' });
});
afterAll(() => ctx.close());

describe('marking one invoice paid 50 times at once (PostgreSQL)', () => {
  it('grows the paid period once and records one payment', async () => {
    const graph = await createTenantGraph(ctx.db, { package: 'PRO' });
    const paidUntil = new Date(Date.now() + 5 * 24 * 60 * 60 * 1000);
    await setTenant(ctx, graph.tenant.id, { paidUntil });
    const created = await createInvoiceOk(ctx, superAdmin.token, {
      tenantSlug: graph.tenant.slug,
      amount: 1000,
    });

    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        consoleCall(ctx, 'POST', `/billing/invoices/${created.invoice._id}/pay`, superAdmin.token),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array.from({ length: 50 }, () => 200));
    const periodEnds = new Set(answers.map((answer) => JSON.stringify(answer.json().invoice.periodEnd)));
    expect(periodEnds.size).toBe(1);

    const [tenant] = await inAppTx(ctx.db, (tx) =>
      tx.select().from(tenants).where(eq(tenants.id, graph.tenant.id)),
    );
    expect(tenant?.paidUntil?.toISOString()).toBe(addMonths(paidUntil, 1).toISOString());
    const audit = await auditOfInvoice(ctx, superAdmin.token, created.invoice._id);
    expect(audit.filter((entry) => entry.action === 'invoice.pay')).toHaveLength(1);
  });
});
