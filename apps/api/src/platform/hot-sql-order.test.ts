import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Ctx } from '../../test/catalog';
import { createTenantGraph } from '../../test/factories';
import { openTestContext } from '../../test/harness';
import {
  FULL_ORDER,
  LOCKED_ORDER,
  lockedHere,
  NOW,
  readOrder,
  storeOrder,
  T0,
  T1,
} from '../../test/hot-rows';
import type { OrderRow, orders } from '../db/schema/orders';
import { selectOrderForUpdate, updateOrderRow, type OrderChanges } from '../modules/sales/sales.repo';
import { inTenantTx } from './db-scope';

/*
 * The order row's hot statements of a payment (issue 19): its lock and its flag update read and
 * write the row exactly as drizzle does, on both drivers.
 */
let ctx: Ctx;

beforeAll(async () => {
  ctx = await openTestContext();
});
afterAll(() => ctx.close());

describe('selectOrderForUpdate', () => {
  it('reads and locks the order as drizzle reads it, with defaults or every column set', async () => {
    const t = await createTenantGraph(ctx.db);
    for (const stored of [await storeOrder(ctx.db, t), await storeOrder(ctx.db, t, FULL_ORDER)]) {
      const { hot, locked, drizzle } = await inTenantTx(ctx.db, t.tenant.id, async (tx) => ({
        hot: await selectOrderForUpdate(tx, t.tenant.id, stored.id),
        locked: await lockedHere(tx, LOCKED_ORDER, stored.id),
        drizzle: await readOrder(tx, t.tenant.id, stored.id),
      }));
      expect(hot).toEqual(drizzle);
      expect(hot).toEqual(stored);
      expect(locked).toBe(true);
    }
    const full = await storeOrder(ctx.db, t, FULL_ORDER);
    expect(full).toMatchObject({ ...FULL_ORDER, id: full.id });
    const other = await createTenantGraph(ctx.db);
    const missing = await inTenantTx(ctx.db, other.tenant.id, async (tx) => [
      await selectOrderForUpdate(tx, other.tenant.id, uuidv7()),
      await selectOrderForUpdate(tx, t.tenant.id, full.id),
    ]);
    expect(missing).toEqual([undefined, undefined]);
  });
});

describe('updateOrderRow', () => {
  // Each from FULL_ORDER (PAID, payment PENDING, confirmed and ready) changed by `before`.
  const cases: {
    name: string;
    before: Partial<typeof orders.$inferInsert>;
    changes: OrderChanges;
    after: Partial<OrderRow>;
  }[] = [
    {
      name: 'confirmed turning on: since now',
      before: { confirmed: false, confirmedAt: null },
      changes: { confirmed: true },
      after: { confirmed: true, confirmedAt: NOW },
    },
    {
      name: 'confirmed already on: its time kept',
      before: { confirmed: true, confirmedAt: T0 },
      changes: { confirmed: true },
      after: {},
    },
    {
      name: 'confirmed turning off: its time cleared',
      changes: { confirmed: false },
      before: { confirmed: true, confirmedAt: T0 },
      after: { confirmed: false, confirmedAt: null },
    },
    {
      name: 'ready turning on: since now',
      before: { ready: false, readyAt: null },
      changes: { ready: true },
      after: { ready: true, readyAt: NOW },
    },
    { name: 'ready already on: its time kept', before: {}, changes: { ready: true }, after: {} },
    {
      name: 'ready turning off: its time cleared',
      before: {},
      changes: { ready: false },
      after: { ready: false, readyAt: null },
    },
    {
      name: 'flags not given: flags and times kept, even a stale time of a flag off',
      before: { confirmed: false, confirmedAt: T0, ready: false, readyAt: T1 },
      changes: { status: 'CANCELLED', paymentStatus: 'FAILED' },
      after: { status: 'CANCELLED', paymentStatus: 'FAILED' },
    },
    {
      name: 'a flag given off while already off: a stale time cleared',
      before: { confirmed: false, confirmedAt: T0, ready: false, readyAt: T1 },
      changes: { confirmed: false, ready: false },
      after: { confirmedAt: null, readyAt: null },
    },
    {
      name: 'changes given as undefined: nothing but the update time',
      before: {},
      changes: { status: undefined, confirmed: undefined, ready: undefined, paymentStatus: undefined },
      after: {},
    },
    { name: 'no changes: nothing but the update time', before: {}, changes: {}, after: {} },
    {
      name: 'a cash sale: paid and confirmed, ready turned on, the ready time kept',
      before: { status: 'PENDING', confirmed: false, confirmedAt: null, readyAt: T1 },
      changes: { paymentStatus: 'COMPLETED', status: 'PAID', confirmed: true, ready: true },
      after: { paymentStatus: 'COMPLETED', status: 'PAID', confirmed: true, confirmedAt: NOW },
    },
  ];

  for (const { name, before, changes, after } of cases) {
    it(name, async () => {
      const t = await createTenantGraph(ctx.db);
      const stored = await storeOrder(ctx.db, t, { ...FULL_ORDER, ...before });
      const { hot, drizzle } = await inTenantTx(ctx.db, t.tenant.id, async (tx) => ({
        hot: await updateOrderRow(tx, t.tenant.id, stored.id, changes, NOW),
        drizzle: await readOrder(tx, t.tenant.id, stored.id),
      }));
      expect(hot).toEqual(drizzle);
      expect(hot).toEqual({ ...stored, ...after, updatedAt: NOW });
    });
  }

  it('an order with its defaults, and an order that is not there', async () => {
    const t = await createTenantGraph(ctx.db);
    const stored = await storeOrder(ctx.db, t);
    const { hot, drizzle } = await inTenantTx(ctx.db, t.tenant.id, async (tx) => ({
      hot: await updateOrderRow(tx, t.tenant.id, stored.id, { ready: true }, NOW),
      drizzle: await readOrder(tx, t.tenant.id, stored.id),
    }));
    expect(hot).toEqual(drizzle);
    expect(hot).toEqual({ ...stored, ready: true, readyAt: NOW, updatedAt: NOW });
    await expect(
      inTenantTx(ctx.db, t.tenant.id, (tx) => updateOrderRow(tx, t.tenant.id, uuidv7(), {}, NOW)),
    ).rejects.toThrow('vanished');
  });
});
