import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client';
import { inAppTx, inGroupReadTx, inTenantTx } from '../../platform/db-scope';
import { createGroup, createTenantGraph } from '../../../test/factories';
import { openTestContext } from '../../../test/harness';
import {
  menuOf,
  orderWithPayment,
  rollupMismatches,
  rollupRowCount,
  topItemsFromPayments,
  type Line,
} from '../../../test/sales-rollup';
import { topItemsOfTenants } from './dashboard.service';

/**
 * The daily sales rollups (issue 16, migration 0021): whatever happens to the payments — taken,
 * confirmed later, refunded, deleted, back-dated — and whatever the tenant's time zone becomes, the
 * rollups are exactly the COMPLETED payments added up by local day, and per dish the lines' exact
 * share of them. The dashboard's top items and revenue and the group's reports read them.
 */
let ctx: Awaited<ReturnType<typeof openTestContext>>;

beforeAll(async () => {
  ctx = await openTestContext();
});
afterAll(() => ctx.close());

const DISHES = ['Nasi Goreng', 'Es Teh', 'Sate Ayam', 'Kerupuk'] as const;
const ZONES = ['Asia/Jakarta', 'Asia/Makassar', 'Asia/Jayapura', 'UTC'] as const;
// Three days across a month's end (and a year's in the property's ranges), so whole months and the
// days around them both count.
const BASE = Date.parse('2026-10-30T00:00:00Z');

const NONE = { days: [], dishes: [], months: [] };

/** Ranges of days [from, to): days only, whole months only, and both, around the sales' month end. */
const RANGES = [
  { from: '2026-10-29', to: '2026-11-03' },
  { from: '2026-10-01', to: '2026-12-01' },
  { from: '2026-10-31', to: '2026-12-01' },
  { from: '2026-09-30', to: '2026-11-02' },
  { from: '2026-11-01', to: '2026-11-02' },
];

const line = fc.record({
  name: fc.constantFrom(...DISHES),
  price: fc.constantFrom(0, 3_000, 12_500, 18_000),
  qty: fc.integer({ min: 1, max: 4 }),
});

type Op =
  | { kind: 'sale'; lines: Line[]; completed: boolean; hour: number }
  | { kind: 'complete' | 'refund' | 'delete' | 'backdate'; pick: number }
  | { kind: 'zone'; zone: string };

const op: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('sale' as const),
      lines: fc.array(line, { minLength: 1, maxLength: 3 }),
      completed: fc.boolean(),
      // Hours over three days, so local days differ between the zones.
      hour: fc.integer({ min: 0, max: 71 }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constantFrom('complete' as const, 'refund' as const), pick: fc.nat() }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constantFrom('delete' as const, 'backdate' as const), pick: fc.nat() }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('zone' as const), zone: fc.constantFrom(...ZONES) }),
  },
);

async function apply(tenantId: string, menu: Map<string, string>, payments: string[], step: Op) {
  const picked = 'pick' in step ? payments[step.pick % Math.max(payments.length, 1)] : undefined;
  await inTenantTx(ctx.db, tenantId, async (tx) => {
    switch (step.kind) {
      case 'sale':
        payments.push(
          await orderWithPayment(tx, tenantId, menu, {
            lines: step.lines,
            status: step.completed ? 'COMPLETED' : 'PENDING',
            at: new Date(BASE + step.hour * 3_600_000),
          }),
        );
        return;
      case 'zone':
        await tx.execute(sql`update tenants set timezone = ${step.zone} where id = ${tenantId}`);
        return;
    }
    if (!picked) return;
    if (step.kind === 'complete') {
      await tx.execute(
        sql`update payments set status = 'COMPLETED' where id = ${picked} and status = 'PENDING'`,
      );
    } else if (step.kind === 'refund') {
      await tx.execute(
        sql`update payments set status = 'REFUNDED' where id = ${picked} and status = 'COMPLETED'`,
      );
    } else if (step.kind === 'backdate') {
      await tx.execute(
        sql`update payments set created_at = created_at - interval '30 hours' where id = ${picked}`,
      );
    } else {
      await tx.execute(sql`delete from payments where id = ${picked}`);
    }
  });
}

describe('the daily sales rollups', () => {
  it('always equal the COMPLETED payments added up by local day and dish, exactly', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 14 }), async (ops) => {
        const t = await createTenantGraph(ctx.db);
        const menu = await menuOf(ctx.db, t.tenant.id, DISHES);
        const payments: string[] = [];
        for (const step of ops) await apply(t.tenant.id, menu, payments, step);
        expect(await rollupMismatches(ctx.db, t.tenant.id)).toEqual(NONE);
        for (const days of RANGES) {
          const fromRollups = await inTenantTx(ctx.db, t.tenant.id, (tx) =>
            topItemsOfTenants(tx, [t.tenant.id], days, DISHES.length),
          );
          expect(fromRollups.get(t.tenant.id), `${days.from}..${days.to}`).toEqual(
            await topItemsFromPayments(ctx.db, t.tenant.id, days),
          );
        }
      }),
      { numRuns: 12 },
    );
  });

  it('keeps no empty rows once every payment of a day is refunded, and starts empty for a new tenant', async () => {
    const t = await createTenantGraph(ctx.db);
    expect(await rollupRowCount(ctx.db, t.tenant.id)).toBe(0);
    const menu = await menuOf(ctx.db, t.tenant.id, DISHES);
    const paid = await inTenantTx(ctx.db, t.tenant.id, (tx) =>
      orderWithPayment(tx, t.tenant.id, menu, {
        lines: [
          { name: 'Es Teh', price: 5_000, qty: 2 },
          { name: 'Es Teh', price: 5_000, qty: 1 },
          { name: 'Sate Ayam', price: 25_000, qty: 1 },
        ],
        status: 'COMPLETED',
        at: new Date(BASE),
      }),
    );
    const rows = await inTenantTx(ctx.db, t.tenant.id, (tx) =>
      tx.execute(sql`select name, qty::int as qty, round(revenue)::int as revenue from dish_sales_daily
                     where tenant_id = ${t.tenant.id} order by name`),
    );
    // Subtotal 40 000, total 44 400: Es Teh 15 000 of 40 000 → 16 650; Sate Ayam 25 000 → 27 750.
    expect(rowsOf(rows)).toEqual([
      { name: 'Es Teh', qty: 3, revenue: 16_650 },
      { name: 'Sate Ayam', qty: 1, revenue: 27_750 },
    ]);
    await inTenantTx(ctx.db, t.tenant.id, (tx) =>
      tx.execute(sql`update payments set status = 'REFUNDED' where id = ${paid}`),
    );
    expect(await rollupRowCount(ctx.db, t.tenant.id)).toBe(0);
  });

  it('are written only in the tenant’s own transaction: another tenant’s rows stay out of sight', async () => {
    const a = await createTenantGraph(ctx.db);
    const b = await createTenantGraph(ctx.db);
    const menu = await menuOf(ctx.db, a.tenant.id, DISHES);
    await inTenantTx(ctx.db, a.tenant.id, (tx) =>
      orderWithPayment(tx, a.tenant.id, menu, {
        lines: [{ name: 'Kerupuk', price: 2_000, qty: 1 }],
        status: 'COMPLETED',
        at: new Date(BASE),
      }),
    );
    const seenByB = await inTenantTx(ctx.db, b.tenant.id, (tx) =>
      tx.execute(sql`select count(*)::int as count from sales_daily`),
    );
    expect(rowsOf(seenByB)[0]?.count).toBe(0);
    await expect(
      inTenantTx(ctx.db, b.tenant.id, (tx) =>
        tx.execute(
          sql`insert into sales_daily (tenant_id, day, amount, payments) values (${a.tenant.id}, '2026-11-20', 1, 1)`,
        ),
      ),
    ).rejects.toMatchObject({ cause: { message: expect.stringMatching(/row-level security/) } });
  });
});

describe('the group read (inGroupReadTx)', () => {
  it('shows the rollups and purchases of the group’s branches only, and writes nothing', async () => {
    const { group } = await createGroup(ctx.db);
    const { group: other } = await createGroup(ctx.db);
    const branch = await createTenantGraph(ctx.db, { groupId: group.id });
    const foreign = await createTenantGraph(ctx.db, { groupId: other.id });
    const alone = await createTenantGraph(ctx.db);
    for (const t of [branch, foreign, alone]) {
      const menu = await menuOf(ctx.db, t.tenant.id, DISHES);
      await inTenantTx(ctx.db, t.tenant.id, async (tx) => {
        await orderWithPayment(tx, t.tenant.id, menu, {
          lines: [{ name: 'Nasi Goreng', price: 15_000, qty: 1 }],
          status: 'COMPLETED',
          at: new Date(BASE),
        });
        const ingredient = randomUUID();
        await tx.execute(
          sql`insert into inventory_items (tenant_id, id, name) values (${t.tenant.id}, ${ingredient}, 'Beras')`,
        );
        await tx.execute(sql`insert into purchases (tenant_id, id, date, inventory_item_id, name, qty, price)
          values (${t.tenant.id}, ${randomUUID()}, '2026-11-20', ${ingredient}, 'Beras', 1, 1000)`);
      });
    }
    const visible = (groupId: string) =>
      inGroupReadTx(ctx.db, groupId, async (tx) => {
        const tenants = async (table: string) =>
          rowsOf(await tx.execute(sql`select distinct tenant_id::text as id from ${sql.identifier(table)}`))
            .map((row) => String(row.id))
            .sort();
        return {
          sales: await tenants('sales_daily'),
          dishes: await tenants('dish_sales_daily'),
          months: await tenants('dish_sales_monthly'),
          purchases: await tenants('purchases'),
          payments: await tenants('payments'),
          orders: await tenants('orders'),
        };
      });
    expect(await visible(group.id)).toEqual({
      sales: [branch.tenant.id],
      dishes: [branch.tenant.id],
      months: [branch.tenant.id],
      purchases: [branch.tenant.id],
      payments: [],
      orders: [],
    });
    expect((await visible(other.id)).sales).toEqual([foreign.tenant.id]);
    // The application's own transaction without a group sees no branch at all.
    const none = await inAppTx(ctx.db, (tx) =>
      tx.execute(sql`select count(*)::int as count from sales_daily`),
    );
    expect(rowsOf(none)[0]?.count).toBe(0);
    // Reading is all it allows: an update finds no row to change.
    await inGroupReadTx(ctx.db, group.id, (tx) =>
      tx.execute(sql`update sales_daily set amount = 0 where tenant_id = ${branch.tenant.id}`),
    );
    expect(await rollupMismatches(ctx.db, branch.tenant.id)).toEqual(NONE);
  });
});
