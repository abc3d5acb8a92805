import { and, asc, eq, inArray } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Ctx } from '../../test/catalog';
import { createTenantGraph, type TenantGraph } from '../../test/factories';
import { openTestContext } from '../../test/harness';
import { menuItems } from '../db/schema/menu';
import { orderItems } from '../db/schema/orders';
import { billSplits, payments } from '../db/schema/payments';
import { shifts } from '../db/schema/shifts';
import { itemsOf } from '../modules/orders/orders.repo';
import { failOtherPendingPayments } from '../modules/pos/pos-payments.repo';
import { findOpenShift } from '../modules/pos/pos-shifts.repo';
import { insertPayment } from '../modules/sales/sales.repo';
import { BIG, LOCKED_SHIFT, lockedHere, storeOrder, T0, T1, T2 } from '../../test/hot-rows';
import { inTenantTx, type Tx } from './db-scope';
import { hotDate, hotRows, hotStatement } from './hot-sql';

/*
 * The POS sale's hot statements (issue 19): each reads and writes a row exactly as drizzle does, on
 * both drivers. Rows with every optional column set use a value of their own per column, so a
 * column mapped to another's name fails.
 */
let ctx: Ctx;

beforeAll(async () => {
  ctx = await openTestContext();
});
afterAll(() => ctx.close());

const TRANSACTION_NOW = hotStatement('test_transaction_now', 'select now() as now');

describe('findOpenShift', () => {
  async function storeShift(t: TenantGraph, values: Omit<typeof shifts.$inferInsert, 'tenantId'>) {
    const [row] = await inTenantTx(ctx.db, t.tenant.id, (tx) =>
      tx
        .insert(shifts)
        .values({ tenantId: t.tenant.id, ...values })
        .returning(),
    );
    if (!row) throw new Error('shift expected');
    return row;
  }

  it('reads the open shift as drizzle does, in each lock mode, with nulls or every column set', async () => {
    const t = await createTenantGraph(ctx.db);
    await storeShift(t, { userId: t.cashier.id, status: 'CLOSED', openingCash: 1, closedAt: T0 });
    const plain = await storeShift(t, { userId: t.cashier.id, openingCash: 50_000 });
    // OPEN with every column set: no constraint forbids it, and it shows each column read apart.
    const full = await storeShift(t, {
      userId: t.admin.id,
      openedAt: T0,
      closedAt: T1,
      openingCash: BIG,
      closingCash: 2,
      expectedCash: 3,
      countedCard: 4,
      countedQris: 5,
      expectedCard: 6,
      expectedQris: 7,
      orderCount: 8,
    });
    await storeShift(t, { userId: t.kitchen.id, status: 'CLOSED', openingCash: 1 });
    expect(full).toMatchObject({ status: 'OPEN', openingCash: BIG, orderCount: 8 });
    for (const lock of [undefined, 'update', 'share'] as const) {
      for (const [userId, expected] of [
        [t.cashier.id, plain],
        [t.admin.id, full],
      ] as const) {
        const { hot, locked, drizzle } = await inTenantTx(ctx.db, t.tenant.id, async (tx) => {
          const hot = await findOpenShift(tx, t.tenant.id, userId, lock ? { lock } : {});
          return {
            hot,
            locked: await lockedHere(tx, LOCKED_SHIFT, expected.id),
            drizzle: await tx
              .select()
              .from(shifts)
              .where(
                and(eq(shifts.tenantId, t.tenant.id), eq(shifts.userId, userId), eq(shifts.status, 'OPEN')),
              ),
          };
        });
        expect(hot).toEqual(drizzle[0]);
        expect(hot).toEqual(expected);
        expect(locked).toBe(lock !== undefined);
      }
      const none = await inTenantTx(ctx.db, t.tenant.id, (tx) =>
        findOpenShift(tx, t.tenant.id, t.kitchen.id, lock ? { lock } : {}),
      );
      expect(none).toBeUndefined();
    }
  });
});

describe('insertPayment', () => {
  const readPayment = (tx: Tx, tenantId: string, id: string) =>
    tx
      .select()
      .from(payments)
      .where(and(eq(payments.tenantId, tenantId), eq(payments.id, id)))
      .then(([row]) => row);

  it('the columns not given take their defaults: a new UUIDv7, the time of the transaction, nulls', async () => {
    const t = await createTenantGraph(ctx.db);
    const order = await storeOrder(ctx.db, t);
    const { hot, drizzle, now } = await inTenantTx(ctx.db, t.tenant.id, async (tx) => {
      const hot = await insertPayment(tx, {
        tenantId: t.tenant.id,
        orderId: order.id,
        method: 'CASH',
        status: 'COMPLETED',
        amount: 1_110,
      });
      const [row] = await hotRows(tx, TRANSACTION_NOW, []);
      return { hot, drizzle: await readPayment(tx, t.tenant.id, hot.id), now: row && hotDate(row, 'now') };
    });
    expect(hot).toEqual(drizzle);
    expect(hot.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(hot).toEqual({
      tenantId: t.tenant.id,
      id: hot.id,
      orderId: order.id,
      method: 'CASH',
      status: 'COMPLETED',
      amount: 1_110,
      createdBy: null,
      createdAt: now,
      refundedAt: null,
      qrString: null,
      payUrl: null,
      shiftId: null,
      cashReceived: null,
      completedAt: null,
      gateway: null,
      gatewayRef: null,
      splitId: null,
      part: 0,
    });
  });

  it('every column given is stored as given', async () => {
    const t = await createTenantGraph(ctx.db);
    const order = await storeOrder(ctx.db, t);
    const [shift] = await inTenantTx(ctx.db, t.tenant.id, (tx) =>
      tx.insert(shifts).values({ tenantId: t.tenant.id, userId: t.cashier.id, openingCash: 0 }).returning(),
    );
    if (!shift) throw new Error('shift expected');
    const [split] = await inTenantTx(ctx.db, t.tenant.id, (tx) =>
      tx
        .insert(billSplits)
        .values({
          tenantId: t.tenant.id,
          mode: 'EQUAL',
          tableNumber: 'A1',
          orderIds: [order.id],
          parts: [],
          total: 0,
        })
        .returning(),
    );
    if (!split) throw new Error('split expected');
    const values = {
      tenantId: t.tenant.id,
      id: uuidv7(),
      orderId: order.id,
      method: 'QRIS',
      status: 'REFUNDED',
      amount: BIG,
      createdBy: t.cashier.id,
      createdAt: T0,
      refundedAt: T1,
      qrString: '00020101021226',
      payUrl: 'https://pay.example/checkout/1',
      shiftId: shift.id,
      cashReceived: BIG + 1,
      completedAt: T2,
      gateway: 'midtrans',
      gatewayRef: 'ref-123',
      splitId: split.id,
      part: 3,
    } satisfies typeof payments.$inferInsert;
    const { hot, drizzle } = await inTenantTx(ctx.db, t.tenant.id, async (tx) => {
      const hot = await insertPayment(tx, values);
      return { hot, drizzle: await readPayment(tx, t.tenant.id, values.id) };
    });
    expect(hot).toEqual(drizzle);
    expect(hot).toEqual(values);
  });
});

describe('failOtherPendingPayments', () => {
  it("fails only the order's other PENDING payments", async () => {
    const t = await createTenantGraph(ctx.db);
    const [order, another] = [await storeOrder(ctx.db, t), await storeOrder(ctx.db, t)];
    const payment = (orderId: string, status: 'PENDING' | 'COMPLETED' | 'REFUNDED') => ({
      tenantId: t.tenant.id,
      id: uuidv7(),
      orderId,
      method: 'QRIS' as const,
      status,
      amount: 1_110,
    });
    const rows = [
      payment(order.id, 'COMPLETED'),
      payment(order.id, 'PENDING'),
      payment(order.id, 'PENDING'),
      payment(order.id, 'REFUNDED'),
      payment(another.id, 'PENDING'),
    ];
    // The one paid by is PENDING here (a QRIS payment being confirmed): it is the caller's to change.
    const [, paidBy, other] = rows;
    if (!paidBy || !other) throw new Error('payments expected');
    const read = (tx: Tx) =>
      tx.select().from(payments).where(eq(payments.tenantId, t.tenant.id)).orderBy(asc(payments.id));
    const { before, after } = await inTenantTx(ctx.db, t.tenant.id, async (tx) => {
      await tx.insert(payments).values(rows);
      const before = await read(tx);
      await failOtherPendingPayments(tx, t.tenant.id, order.id, paidBy.id);
      return { before, after: await read(tx) };
    });
    expect(before).toHaveLength(5);
    expect(after).toEqual(before.map((row) => (row.id === other.id ? { ...row, status: 'FAILED' } : row)));
  });
});

describe('itemsOf', () => {
  it('the lines of several orders, by order and position, as drizzle reads them', async () => {
    const t = await createTenantGraph(ctx.db);
    const [first, second, third] = [
      await storeOrder(ctx.db, t),
      await storeOrder(ctx.db, t),
      await storeOrder(ctx.db, t),
    ];
    const { hot, drizzle, none } = await inTenantTx(ctx.db, t.tenant.id, async (tx) => {
      const [dish, drink] = await tx
        .insert(menuItems)
        .values([
          { tenantId: t.tenant.id, name: 'Nasi Goreng', price: 25_000 },
          { tenantId: t.tenant.id, name: 'Es Teh', price: 5_000 },
        ])
        .returning();
      if (!dish || !drink) throw new Error('dishes expected');
      const line = (orderId: string, menuItemId: string, position: number, qty: number, price: number) => ({
        tenantId: t.tenant.id,
        orderId,
        menuItemId,
        name: `line ${position} of ${orderId}`,
        price,
        qty,
        position,
      });
      // Stored out of their order, so the result's order is the statement's.
      await tx
        .insert(orderItems)
        .values([
          line(second.id, drink.id, 2, 3, 4_000),
          line(first.id, dish.id, 1, 2, BIG),
          line(second.id, dish.id, 0, 1, 21_875),
          line(first.id, drink.id, 0, 7, 5_000),
          line(third.id, dish.id, 0, 1, 1),
        ]);
      const ids = [second.id, first.id, uuidv7()];
      return {
        hot: await itemsOf(tx, t.tenant.id, ids),
        drizzle: await tx
          .select()
          .from(orderItems)
          .where(and(eq(orderItems.tenantId, t.tenant.id), inArray(orderItems.orderId, ids)))
          .orderBy(asc(orderItems.orderId), asc(orderItems.position)),
        none: await itemsOf(tx, t.tenant.id, []),
      };
    });
    expect(hot).toEqual(drizzle);
    expect(hot.map((item) => [item.orderId, item.position])).toEqual([
      [first.id, 0],
      [first.id, 1],
      [second.id, 0],
      [second.id, 2],
    ]);
    expect(hot[1]).toMatchObject({ price: BIG, qty: 2 });
    expect(none).toEqual([]);
    const other = await createTenantGraph(ctx.db);
    expect(await inTenantTx(ctx.db, other.tenant.id, (tx) => itemsOf(tx, t.tenant.id, [first.id]))).toEqual(
      [],
    );
  });
});
