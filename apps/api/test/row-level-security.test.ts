import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/client';
import { invoices } from '../src/db/schema/billing';
import { idempotencyKeys } from '../src/db/schema/idempotency';
import { inAppTx, inTenantTx, unsafePlatformReadTx } from '../src/platform/db-scope';
import { createTenantGraph, type TenantGraph } from './factories';
import { openTestContext } from './harness';

type Ctx = Awaited<ReturnType<typeof openTestContext>>;
let ctx: Ctx;
let a: TenantGraph;
let b: TenantGraph;

beforeAll(async () => {
  ctx = await openTestContext();
  a = await createTenantGraph(ctx.db);
  b = await createTenantGraph(ctx.db);
  for (const graph of [a, b]) {
    await inTenantTx(ctx.db, graph.tenant.id, (tx) =>
      tx.insert(idempotencyKeys).values({ tenantId: graph.tenant.id, key: 'k1', requestHash: 'h' }),
    );
  }
});
afterAll(() => ctx.close());

const countKeys = (tx: Parameters<Parameters<typeof inAppTx>[1]>[0]) =>
  tx.select({ n: sql<number>`count(*)::int` }).from(idempotencyKeys);

describe(`row-level security (${process.env.MEJA_TEST_DRIVER})`, () => {
  it('shows a tenant only its own rows', async () => {
    const rows = await inTenantTx(ctx.db, a.tenant.id, (tx) => tx.select().from(idempotencyKeys));
    expect(rows.map((r) => r.tenantId)).toEqual([a.tenant.id]);
  });

  it('shows no tenant rows to a query without app.tenant_id', async () => {
    const [row] = await inAppTx(ctx.db, countKeys);
    expect(row?.n).toBe(0);
  });

  it('shows no rows after the setting was used and emptied', async () => {
    const [row] = await inAppTx(ctx.db, async (tx) => {
      await tx.execute(sql`select set_config('app.tenant_id', '', true)`);
      return countKeys(tx);
    });
    expect(row?.n).toBe(0);
  });

  it('refuses to insert a row for another tenant', async () => {
    const attempt = inTenantTx(ctx.db, a.tenant.id, (tx) =>
      tx.insert(idempotencyKeys).values({ tenantId: b.tenant.id, key: 'sneaky', requestHash: 'h' }),
    );
    await expect(attempt).rejects.toThrow();
    const [row] = await inTenantTx(ctx.db, b.tenant.id, (tx) =>
      tx
        .select({ n: sql<number>`count(*)::int` })
        .from(idempotencyKeys)
        .where(sql`key = 'sneaky'`),
    );
    expect(row?.n).toBe(0);
  });

  it('refuses to move a row into another tenant', async () => {
    const attempt = inTenantTx(ctx.db, a.tenant.id, (tx) =>
      tx.update(idempotencyKeys).set({ tenantId: b.tenant.id }),
    );
    await expect(attempt).rejects.toThrow();
  });

  it('runs requests as a role that is neither superuser nor owner and cannot bypass RLS', async () => {
    const result = await inAppTx(ctx.db, (tx) =>
      tx.execute(
        sql`select current_user as who, rolsuper, rolbypassrls from pg_roles where rolname = current_user`,
      ),
    );
    expect(rowsOf(result)).toEqual([{ who: 'meja_app', rolsuper: false, rolbypassrls: false }]);
  });

  it('forces RLS with a policy on every tenant-owned table', async () => {
    const result = await ctx.db.execute(sql`
      select c.relname as table, c.relrowsecurity as enabled, c.relforcerowsecurity as forced,
             (select count(*)::int from pg_policies p where p.tablename = c.relname) as policies
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind = 'r'
        and exists (select 1 from information_schema.columns col
                    where col.table_schema = 'public' and col.table_name = c.relname and col.column_name = 'tenant_id')
        -- Platform tables keyed by tenant: accounts, the old slugs looked up before any tenant is
        -- known, and the lifecycle job's record of the notices it sent (written across tenants).
        and c.relname not in ('users', 'tenant_slug_redirects', 'lifecycle_notices')`);
    expect(rowsOf(result).length).toBeGreaterThan(0);
    for (const row of rowsOf(result)) {
      expect(row).toMatchObject({ enabled: true, forced: true });
      expect(Reflect.get(row, 'policies')).toBeGreaterThan(0);
    }
  });
});

describe(`the platform console's read across tenants (${process.env.MEJA_TEST_DRIVER})`, () => {
  const invoiceOf = (tenantId: string, number: string) => ({
    tenantId,
    number,
    plan: 'PRO' as const,
    cycle: 'monthly' as const,
    amount: 249_000,
    tokenHash: 'h',
    createdAt: new Date(),
    dueAt: new Date(),
  });
  const numbers = [`RLS-A-${Date.now()}`, `RLS-B-${Date.now()}`];

  beforeAll(async () => {
    await inTenantTx(ctx.db, a.tenant.id, (tx) =>
      tx.insert(invoices).values(invoiceOf(a.tenant.id, numbers[0] ?? '')),
    );
    await inTenantTx(ctx.db, b.tenant.id, (tx) =>
      tx.insert(invoices).values(invoiceOf(b.tenant.id, numbers[1] ?? '')),
    );
  });

  const ours = <T extends { number: string }>(rows: T[]) =>
    rows.filter((row) => numbers.includes(row.number));

  it('shows invoices to a tenant transaction only for that tenant, and to a plain one not at all', async () => {
    const mine = await inTenantTx(ctx.db, a.tenant.id, (tx) => tx.select().from(invoices));
    expect(ours(mine).map((row) => row.tenantId)).toEqual([a.tenant.id]);
    expect(ours(await inAppTx(ctx.db, (tx) => tx.select().from(invoices)))).toEqual([]);
  });

  it('lets unsafePlatformReadTx read every tenant’s invoices', async () => {
    const rows = await unsafePlatformReadTx(ctx.db, (tx) => tx.select().from(invoices));
    expect(
      ours(rows)
        .map((row) => row.tenantId)
        .sort(),
    ).toEqual([a.tenant.id, b.tenant.id].sort());
  });

  it('lets it change nothing', async () => {
    const updated = await unsafePlatformReadTx(ctx.db, (tx) =>
      tx.update(invoices).set({ status: 'VOID' }).returning({ id: invoices.id }),
    );
    expect(updated).toEqual([]);
    const inserting = unsafePlatformReadTx(ctx.db, (tx) =>
      tx.insert(invoices).values(invoiceOf(a.tenant.id, `RLS-C-${Date.now()}`)),
    );
    await expect(inserting).rejects.toThrow();
    const deleted = await unsafePlatformReadTx(ctx.db, (tx) =>
      tx.delete(invoices).returning({ id: invoices.id }),
    );
    expect(deleted).toEqual([]);
  });

  it('ends with its transaction', async () => {
    expect(ours(await inAppTx(ctx.db, (tx) => tx.select().from(invoices)))).toEqual([]);
  });
});
