import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Ctx } from '../../test/catalog';
import { createGroup, createTenantGraph } from '../../test/factories';
import { openTestContext } from '../../test/harness';
import { menuItems } from '../db/schema/menu';
import { orders } from '../db/schema/orders';
import { tenants } from '../db/schema/platform';
import { findOrder, insertOrder, itemsOf } from '../modules/orders/orders.repo';
import { orderableMenuItems } from '../modules/sales/sales.repo';
import { findTenantBySlug } from '../modules/tenants/tenants.repo';
import { inAppTx, inTenantTx } from './db-scope';
import { hotDate, hotNumber, hotOneOf, hotRows, hotStatement, hotString, hotStringOrNull } from './hot-sql';
import { findKey, lockAndFindKey, storeResponse } from './idempotency.repo';

/**
 * The hot statements (issue 19) skip drizzle's query builder and map their own rows; each must read
 * a row exactly as drizzle reads it, on both drivers (node-postgres answers int8 as text, PGlite as
 * a number), and keep to the transaction's tenant.
 */
let ctx: Ctx;

beforeAll(async () => {
  ctx = await openTestContext();
});
afterAll(() => ctx.close());

async function dishes(tenantId: string) {
  const rows = await inTenantTx(ctx.db, tenantId, (tx) =>
    tx
      .insert(menuItems)
      .values([
        { tenantId, name: 'Nasi Goreng', price: 25_000, discountPercent: 12.5 },
        { tenantId, name: 'Es Teh', price: 5_000, discountFixed: 1_000, soldOutOn: '2026-12-07' },
        { tenantId, name: 'Sate (9 007 199 254 740 990)', price: 9_007_199_254_740_990 },
        { tenantId, name: 'Arsip', price: 1_000, archivedAt: new Date() },
        { tenantId, name: 'Mati', price: 1_000, isActive: false },
      ])
      .returning(),
  );
  return rows;
}

describe('hot statements read rows as drizzle does', () => {
  it('an order and its lines stored in one statement are the rows drizzle reads back', async () => {
    const t = await createTenantGraph(ctx.db);
    const [first, second] = await dishes(t.tenant.id);
    if (!first || !second) throw new Error('dishes expected');
    const id = uuidv7();
    const at = new Date('2026-12-07T05:06:07.089Z');
    const { stored, read, items, readItems } = await inTenantTx(ctx.db, t.tenant.id, async (tx) => {
      const { row, items } = await insertOrder(
        tx,
        {
          tenantId: t.tenant.id,
          id,
          tableNumber: 'B7',
          note: 'tanpa es',
          source: 'POS',
          subtotal: 30_000,
          tax: 3_300,
          total: 33_300,
          taxPercent: 11,
          serviceCharge: 0,
          serviceChargePercent: 0,
          taxType: 'PPN',
          confirmed: true,
          confirmedAt: at,
          createdAt: at,
        },
        [
          {
            menuItemId: first.id,
            name: first.name,
            price: 21_875,
            qty: 1,
            note: 'tanpa sambal',
            options: [],
          },
          { menuItemId: second.id, name: second.name, price: 4_000, qty: 2, note: '', options: [] },
        ],
      );
      return {
        stored: row,
        read: await findOrder(tx, t.tenant.id, id),
        items,
        readItems: await itemsOf(tx, t.tenant.id, [id]),
      };
    });
    expect(stored).toEqual(read);
    expect(items).toEqual(readItems);
    expect(stored).toMatchObject({ status: 'PENDING', paymentStatus: 'NONE', ready: false, priority: null });
    expect(stored.createdAt).toEqual(at);
    expect(items.map((item) => item.position)).toEqual([0, 1]);
  });

  it('the defaults of a diner order are the table’s own', async () => {
    const t = await createTenantGraph(ctx.db);
    const [dish] = await dishes(t.tenant.id);
    if (!dish) throw new Error('dish expected');
    const id = uuidv7();
    const { row, read } = await inTenantTx(ctx.db, t.tenant.id, async (tx) => ({
      row: (
        await insertOrder(
          tx,
          {
            tenantId: t.tenant.id,
            id,
            tableNumber: 'A1',
            source: 'CUSTOMER',
            subtotal: 0,
            tax: 0,
            total: 0,
            taxPercent: 0,
            serviceCharge: 0,
            serviceChargePercent: 0,
            taxType: 'PPN',
          },
          [{ menuItemId: dish.id, name: dish.name, price: 0, qty: 1, note: '', options: [] }],
        )
      ).row,
      read: await findOrder(tx, t.tenant.id, id),
    }));
    expect(row).toEqual(read);
    expect(row).toMatchObject({ note: '', confirmed: false, confirmedAt: null, trackingTokenHash: null });
  });

  it('the orderable dishes: discounts, a sold-out day and int8 prices as drizzle reads them', async () => {
    const t = await createTenantGraph(ctx.db);
    const rows = await dishes(t.tenant.id);
    const ids = [...rows.map((row) => row.id), randomUUID()];
    const { hot, drizzle } = await inTenantTx(ctx.db, t.tenant.id, async (tx) => ({
      hot: await orderableMenuItems(tx, t.tenant.id, ids),
      drizzle: await tx
        .select({
          id: menuItems.id,
          name: menuItems.name,
          price: menuItems.price,
          discountPercent: menuItems.discountPercent,
          discountFixed: menuItems.discountFixed,
          soldOutOn: menuItems.soldOutOn,
          // None of these dishes has option groups (issue 20).
          hasOptions: sql<boolean>`false`,
        })
        .from(menuItems)
        .where(and(eq(menuItems.tenantId, t.tenant.id), inArray(menuItems.id, ids))),
    }));
    const byName = (list: { name: string }[]) => [...list].sort((a, b) => a.name.localeCompare(b.name));
    expect(byName(hot)).toEqual(byName(drizzle.filter((row) => !['Arsip', 'Mati'].includes(row.name))));
    expect(hot).toHaveLength(3);
  });

  it("keeps to the transaction's tenant: another tenant's dishes and orders are not there", async () => {
    const [mine, theirs] = [await createTenantGraph(ctx.db), await createTenantGraph(ctx.db)];
    const [foreign] = await dishes(theirs.tenant.id);
    if (!foreign) throw new Error('dish expected');
    const hot = await inTenantTx(ctx.db, mine.tenant.id, (tx) =>
      // Even naming the other tenant: row-level security answers for the transaction's.
      orderableMenuItems(tx, theirs.tenant.id, [foreign.id]),
    );
    expect(hot).toEqual([]);
    await expect(
      inTenantTx(ctx.db, mine.tenant.id, (tx) =>
        insertOrder(
          tx,
          {
            tenantId: theirs.tenant.id,
            id: uuidv7(),
            tableNumber: 'X',
            source: 'CUSTOMER',
            subtotal: 0,
            tax: 0,
            total: 0,
            taxPercent: 0,
            serviceCharge: 0,
            serviceChargePercent: 0,
            taxType: 'PPN',
          },
          [],
        ),
      ),
    ).rejects.toThrow();
    const count = await inTenantTx(ctx.db, theirs.tenant.id, (tx) =>
      tx.select({ id: orders.id }).from(orders).where(eq(orders.tenantId, theirs.tenant.id)),
    );
    expect(count).toEqual([]);
  });

  it('a tenant by its slug: every column as drizzle reads it, set or empty', async () => {
    const { group } = await createGroup(ctx.db);
    const plain = await createTenantGraph(ctx.db);
    const full = await createTenantGraph(ctx.db, {
      groupId: group.id,
      trialEndsAt: new Date('2027-01-02T03:04:05.678Z'),
    });
    await inAppTx(ctx.db, (tx) =>
      tx
        .update(tenants)
        .set({
          paidUntil: new Date('2027-02-01T00:00:00Z'),
          quotaLimit: 500,
          theme: 'ocean',
          qrisStaticPayload: '000201010211',
          stockPolicy: 'BLOCK',
          waOptinMode: 'FORM',
          checkoutTokenHash: 'abc',
          deletedAt: new Date('2026-12-01T00:00:00Z'),
          purgeAfter: new Date('2026-12-31T00:00:00Z'),
          activeBeforeDelete: true,
          menuVersion: 41,
        })
        .where(eq(tenants.id, full.tenant.id)),
    );
    for (const t of [plain, full]) {
      const { hot, drizzle } = await inAppTx(ctx.db, async (tx) => ({
        hot: await findTenantBySlug(tx, t.tenant.slug),
        drizzle: (await tx.select().from(tenants).where(eq(tenants.slug, t.tenant.slug)))[0],
      }));
      expect(hot).toEqual(drizzle);
    }
    expect(await inAppTx(ctx.db, (tx) => findTenantBySlug(tx, 'no-such-slug'))).toBeUndefined();
  });

  it('an Idempotency-Key: locked once per transaction, stored with its answer, found again', async () => {
    const t = await createTenantGraph(ctx.db);
    const key = randomUUID();
    const body = { order: { _id: uuidv7(), total: 9_007_199_254_740_990, note: 'ünïcode "quoted"' } };
    await inTenantTx(ctx.db, t.tenant.id, async (tx) => {
      expect(await lockAndFindKey(tx, t.tenant.id, key)).toEqual({ locked: true, stored: undefined });
      expect(await findKey(tx, t.tenant.id, key)).toBeUndefined();
      await storeResponse(tx, {
        tenantId: t.tenant.id,
        key,
        requestHash: 'h1',
        status: 201,
        body,
        now: new Date(),
      });
    });
    const found = await inTenantTx(ctx.db, t.tenant.id, (tx) => findKey(tx, t.tenant.id, key));
    expect(found).toEqual({ requestHash: 'h1', responseStatus: 201, responseBody: body });
    expect(await inTenantTx(ctx.db, t.tenant.id, (tx) => lockAndFindKey(tx, t.tenant.id, key))).toEqual({
      locked: true,
      stored: found,
    });
    // Another tenant's key of the same text is another key.
    const other = await createTenantGraph(ctx.db);
    expect(await inTenantTx(ctx.db, other.tenant.id, (tx) => findKey(tx, t.tenant.id, key))).toBeUndefined();
  });
});

describe('hot rows', () => {
  it('refuses a name given twice; runs a statement in the transaction, with its parameters', async () => {
    const statement = hotStatement(
      'hot_sql_test_once',
      "select $1::int8 as n, current_setting('app.tenant_id') as t",
    );
    expect(() => hotStatement('hot_sql_test_once', 'select 2')).toThrow('defined twice');
    const t = await createTenantGraph(ctx.db);
    const [row] = await inTenantTx(ctx.db, t.tenant.id, (tx) => hotRows(tx, statement, [41]));
    expect(row && [hotNumber(row, 'n'), hotString(row, 't')]).toEqual([41, t.tenant.id]);
  });

  it('reads each type either driver answers, and refuses anything else', () => {
    const row = {
      text: 'a',
      int8: '12',
      number: 12,
      time: '2026-12-07T00:00:00Z',
      date: new Date(0),
      none: null,
    };
    expect(hotString(row, 'text')).toBe('a');
    expect(hotNumber(row, 'int8')).toBe(12);
    expect(hotNumber(row, 'number')).toBe(12);
    expect(hotDate(row, 'time')).toEqual(new Date('2026-12-07T00:00:00Z'));
    expect(hotDate(row, 'date')).toEqual(new Date(0));
    expect(hotStringOrNull(row, 'none')).toBeNull();
    expect(hotOneOf(row, 'text', ['a', 'b'] as const)).toBe('a');
    expect(() => hotOneOf(row, 'text', ['b'] as const)).toThrow('not one of b');
    expect(() => hotString(row, 'number')).toThrow('not text');
    expect(() => hotNumber(row, 'text')).toThrow('not a number');
    expect(() => hotDate(row, 'text')).toThrow('not a time');
    expect(() => hotString(row, 'missing')).toThrow('not text');
  });
});
