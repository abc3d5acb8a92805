import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { PAYMENT_MESSAGES } from '@meja/shared/payment-rules';
import { errorOf } from '../../../test/auth-flow';
import { type Ctx } from '../../../test/catalog';
import { type TenantGraph } from '../../../test/factories';
import { buildTestApp, openTestContext, type TestApp } from '../../../test/harness';
import { trackOk } from '../../../test/orders';
import {
  dinerOrder,
  freshKitchen,
  orderMovements,
  paymentsOf,
  stockByName,
} from '../../../test/staff-orders';
import { openPostgres, type DatabaseHandle } from '../../db/client';
import { payments } from '../../db/schema/payments';
import { uniqueViolationConstraint } from '../../platform/pg-errors';
import { inTenantTx } from '../../platform/db-scope';
import { ONE_COMPLETED_PER_ORDER } from '../../db/schema/payments';

/** Payments racing each other and the order's other changes, on real PostgreSQL (issue 5). */
let ctx: Ctx;

beforeAll(async () => {
  ctx = await openTestContext({ limits: { ordersPerIp: 10_000, ordersPerTable: 10_000 } });
});
afterAll(() => ctx.close());

const fresh = () => freshKitchen(ctx);
const stockOf = (t: TenantGraph) => stockByName(ctx, t);

/** dinerOrder is 35 000 before tax: 38 850 with 11 % PPN. */
const DUE = 38850;

// PostgreSQL only (the api-pg project): PGlite runs one transaction at a time, so it could not show a race.
describe('two cashiers at the same moment (PostgreSQL)', () => {
  let pool: DatabaseHandle;
  let wide: TestApp;
  beforeAll(async () => {
    // Enough connections that every request really runs at the same time.
    pool = openPostgres(inject('postgresUrl'), 24);
    wide = await buildTestApp(pool);
  });
  afterAll(async () => {
    await wide.app.close();
    await pool.close();
  });

  const hit = (t: TenantGraph, method: 'POST' | 'PATCH', url: string, token: string, payload: unknown) =>
    wide.app.inject({
      method,
      url: `/api/v1/tenant/${t.tenant.slug}${url}`,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      payload: JSON.stringify(payload),
    });

  it('20 concurrent payments of one order: exactly one COMPLETED payment and one deduction', async () => {
    const { t, kitchen } = await fresh();
    const created = await dinerOrder(ctx, t, kitchen);
    const methods = ['CASH', 'CARD', 'QRIS'] as const;
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        hit(t, 'POST', '/payments', i % 2 === 0 ? t.cashier.token : t.admin.token, {
          orderId: created.order._id,
          method: methods[i % 3],
          amount: DUE,
        }),
      ),
    );
    const statuses = responses.map((r) => r.statusCode);
    expect(
      statuses.filter((s) => s === 201),
      statuses.join(','),
    ).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    for (const r of responses.filter((x) => x.statusCode === 409))
      expect(errorOf(r)).toEqual({ code: 'ORDER_ALREADY_PAID', message: PAYMENT_MESSAGES.alreadyPaid });
    const rows = await paymentsOf(ctx, t.tenant.id, created.order._id);
    expect(rows.filter((p) => p.status === 'COMPLETED')).toHaveLength(1);
    expect(rows).toHaveLength(1);
    expect(await orderMovements(ctx, t.tenant.id, created.order._id)).toHaveLength(3);
    expect(await stockOf(t)).toEqual({ Beras: 9.6, Telur: 28, Teh: 0.95 });
  });

  it('the partial unique index alone lets exactly one of 10 simultaneous COMPLETED inserts commit', async () => {
    // No row lock here: only the database's index stands between the writers.
    const { t, kitchen } = await fresh();
    const created = await dinerOrder(ctx, t, kitchen);
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, () =>
        inTenantTx(pool.db, t.tenant.id, async (tx) => {
          await tx.insert(payments).values({
            tenantId: t.tenant.id,
            orderId: created.order._id,
            method: 'CASH',
            status: 'COMPLETED',
            amount: DUE,
          });
          // Hold the transaction open a moment so the others really overlap it.
          await tx.execute(sql`select pg_sleep(0.05)`);
        }),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of results)
      if (r.status === 'rejected') expect(uniqueViolationConstraint(r.reason)).toBe(ONE_COMPLETED_PER_ORDER);
    expect(await paymentsOf(ctx, t.tenant.id, created.order._id)).toHaveLength(1);
  });

  it('payments and closes racing on one order: one payment, one deduction, the order closed', async () => {
    const { t, kitchen } = await fresh();
    const created = await dinerOrder(ctx, t, kitchen);
    const responses = await Promise.all(
      Array.from({ length: 16 }, (_, i) =>
        i % 2 === 0
          ? hit(t, 'POST', '/payments', t.cashier.token, {
              orderId: created.order._id,
              method: 'QRIS',
              amount: DUE,
            })
          : hit(t, 'PATCH', `/orders/${created.order._id}`, t.cashier.token, {
              status: 'PAID',
              confirmed: true,
            }),
      ),
    );
    for (const r of responses) expect([200, 201, 409], r.body).toContain(r.statusCode);
    const rows = await paymentsOf(ctx, t.tenant.id, created.order._id);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.status).toBe('COMPLETED');
    expect(await orderMovements(ctx, t.tenant.id, created.order._id)).toHaveLength(3);
    const tracking = await trackOk(ctx, t.tenant.slug, created.order._id, created.token);
    expect(tracking.order).toMatchObject({
      status: 'PAID',
      confirmed: true,
      ready: true,
      paymentStatus: 'COMPLETED',
    });
  });

  it('a void racing a payment never leaves a COMPLETED payment on a cancelled order', async () => {
    for (let round = 0; round < 5; round++) {
      const { t, kitchen } = await fresh();
      const created = await dinerOrder(ctx, t, kitchen);
      await Promise.all([
        hit(t, 'POST', '/payments', t.cashier.token, {
          orderId: created.order._id,
          method: 'CASH',
          amount: DUE,
        }),
        hit(t, 'PATCH', `/orders/${created.order._id}`, t.admin.token, {
          status: 'CANCELLED',
          reason: 'salah input',
        }),
      ]);
      const rows = await paymentsOf(ctx, t.tenant.id, created.order._id);
      expect(rows.filter((p) => p.status === 'COMPLETED')).toEqual([]);
      // Either nothing was paid, or the payment came first and the void refunded it.
      expect(await stockOf(t)).toEqual({ Beras: 10, Telur: 30, Teh: 1 });
    }
  });
});
