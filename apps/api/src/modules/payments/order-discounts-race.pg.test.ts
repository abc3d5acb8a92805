import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { order as orderContract } from '@meja/shared/contracts/orders';
import type { Ctx } from '../../../test/catalog';
import type { TestApp } from '../../../test/harness';
import { openRaceApps } from '../../../test/race-apps';
import { rollupMismatches } from '../../../test/sales-rollup';
import { dinerOrder, freshKitchen, paymentsOf, stockByName } from '../../../test/staff-orders';

/**
 * Discounts racing the payment of their order on real PostgreSQL (issue 20): 200 requests at once,
 * half setting a discount (or taking it away), half paying — at the full price or a discounted
 * one. The order is paid once, at exactly the total it had when it was paid, and no discount
 * changes it after that.
 */
let ctx: Ctx;
let wide: TestApp;
let closeApps: () => Promise<void>;

beforeAll(async () => {
  ({
    ctx,
    wide,
    close: closeApps,
  } = await openRaceApps({
    limits: { ordersPerIp: 10_000, ordersPerTable: 10_000 },
  }));
});
afterAll(() => closeApps());

/** dinerOrder: 35 000, 38 850 with PPN; 10 % off: 34 965; Rp 5.000 off: 33 300. */
const AMOUNTS = [38_850, 34_965, 33_300];
const DISCOUNTS = [
  [],
  [{ line: null, kind: 'PERCENT', value: 10, reason: 'Member' }],
  [{ line: null, kind: 'FIXED', value: 5_000, reason: 'Voucher' }],
];

describe('200 discounts and payments of one order at once (PostgreSQL)', () => {
  it('one payment, at the total the order had then; every discount after it refused; the rollups exact', async () => {
    const { t, kitchen } = await freshKitchen(ctx);
    const { order } = await dinerOrder(ctx, t, kitchen);
    // The admin gives the discounts (no PIN), the cashier takes the money.
    const hit = (method: 'PUT' | 'POST', url: string, payload: unknown) =>
      wide.app.inject({
        method,
        url: `/api/v1/tenant/${t.tenant.slug}${url}`,
        headers: {
          authorization: `Bearer ${method === 'PUT' ? t.admin.token : t.cashier.token}`,
          'content-type': 'application/json',
        },
        payload: JSON.stringify(payload),
      });
    const responses = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        i % 2 === 0
          ? hit('PUT', `/orders/${order._id}/discounts`, { discounts: DISCOUNTS[(i / 2) % 3] })
          : hit('POST', '/payments', { orderId: order._id, method: 'CASH', amount: AMOUNTS[i % 3] }),
      ),
    );
    const payments = responses.filter((_, i) => i % 2 === 1);
    const discounts = responses.filter((_, i) => i % 2 === 0);
    const paid = payments.filter((response) => response.statusCode === 201);
    expect(paid).toHaveLength(1);
    // The others: the amount was not the total at that moment (400), or the order was paid (409).
    for (const response of payments.filter((r) => r.statusCode !== 201)) {
      expect([400, 409], response.body).toContain(response.statusCode);
    }
    for (const response of discounts) expect([200, 409], response.body).toContain(response.statusCode);
    // They really interleaved: some discounts landed before the payment, the rest were refused after it.
    expect(discounts.filter((response) => response.statusCode === 200).length).toBeGreaterThan(0);

    const read = await wide.app.inject({
      method: 'GET',
      url: `/api/v1/tenant/${t.tenant.slug}/orders`,
      headers: { authorization: `Bearer ${t.cashier.token}` },
    });
    const stored = orderContract
      .array()
      .parse(read.json<{ orders: unknown[] }>().orders)
      .find((candidate) => candidate._id === order._id);
    const rows = await paymentsOf(ctx, t.tenant.id, order._id);
    expect(rows.filter((row) => row.status === 'COMPLETED')).toHaveLength(1);
    // Paid at the total it has now: no discount moved it after the payment.
    expect(rows[0]?.amount).toBe(stored?.grandTotal);
    expect(stored?.paymentStatus).toBe('COMPLETED');
    expect(AMOUNTS).toContain(stored?.grandTotal);
    // And none after it: every one of the three lists is refused now.
    for (const list of DISCOUNTS) {
      expect((await hit('PUT', `/orders/${order._id}/discounts`, { discounts: list })).statusCode).toBe(409);
    }
    expect((await stockByName(ctx, t)).Telur).toBe(28);
    expect(await rollupMismatches(ctx.db, t.tenant.id)).toEqual({ days: [], dishes: [], months: [] });
  });
});
