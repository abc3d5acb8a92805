import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenantGraph } from '../../test/factories';
import { openTestContext } from '../../test/harness';
import { menuOf, orderWithPayment, rollupMismatches, rollupRowCount } from '../../test/sales-rollup';
import { inTenantTx } from '../platform/db-scope';

/**
 * Migration 0021 (issue 16) fills the daily sales rollups from the payments already taken: its last
 * statements, run again over payments whose rollup rows are gone, must give back exactly the sums.
 */
let ctx: Awaited<ReturnType<typeof openTestContext>>;

beforeAll(async () => {
  // Its own database on PostgreSQL: the migration lifts FORCE on shared tables for a moment.
  ctx = await openTestContext({ database: { own: true } });
});
afterAll(() => ctx.close());

const MIGRATION = fileURLToPath(new URL('./migrations/0021_sales_rollup.sql', import.meta.url));

/** The migration's statements from the backfill on (after its comment 'The payments already taken'). */
function backfillStatements(): string[] {
  const text = readFileSync(MIGRATION, 'utf8');
  const from = text.indexOf('-- The payments already taken.');
  expect(from).toBeGreaterThan(0);
  return text
    .slice(from)
    .split('--> statement-breakpoint')
    .map((statement) => statement.trim())
    .filter(Boolean);
}

describe('0021_sales_rollup', () => {
  it('fills the rollups of every tenant from the COMPLETED payments already taken', async () => {
    const tenants = [await createTenantGraph(ctx.db), await createTenantGraph(ctx.db)];
    for (const [index, t] of tenants.entries()) {
      const menu = await menuOf(ctx.db, t.tenant.id, ['Bakso', 'Es Campur']);
      await inTenantTx(ctx.db, t.tenant.id, async (tx) => {
        for (let i = 0; i < 6; i++) {
          await orderWithPayment(tx, t.tenant.id, menu, {
            lines: [
              { name: 'Bakso', price: 15_000 + index * 1000, qty: 1 + (i % 2) },
              { name: 'Es Campur', price: 9_000, qty: 1 },
            ],
            status: i % 3 === 2 ? 'PENDING' : 'COMPLETED',
            at: new Date(Date.parse('2026-11-01T15:00:00Z') + i * 8 * 3_600_000),
          });
        }
      });
      expect(await rollupRowCount(ctx.db, t.tenant.id)).toBeGreaterThan(0);
    }
    // As before the migration: no rollup rows at all (the test login owns the tables).
    await ctx.db.execute(sql`delete from sales_daily`);
    await ctx.db.execute(sql`delete from dish_sales_daily`);
    await ctx.db.execute(sql`delete from dish_sales_monthly`);
    for (const t of tenants) expect(await rollupRowCount(ctx.db, t.tenant.id)).toBe(0);

    for (const statement of backfillStatements()) await ctx.db.execute(sql.raw(statement));

    for (const t of tenants) {
      expect(await rollupRowCount(ctx.db, t.tenant.id)).toBeGreaterThan(0);
      expect(await rollupMismatches(ctx.db, t.tenant.id)).toEqual({ days: [], dishes: [], months: [] });
    }
  });
});
