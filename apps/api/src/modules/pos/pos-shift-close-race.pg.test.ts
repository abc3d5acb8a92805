import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payIntentResponse, shiftResponse } from '@meja/shared/contracts/pos';
import { rowsOf as resultRows } from '../../db/client';
import { openTestContext } from '../../../test/harness';
import { freshPos, posCall, posOrderOk, rowsOf, SALE_DUE } from '../../../test/pos';

/*
 * A cash sale and the close of its shift at the same moment, on real PostgreSQL: the sale must be
 * either counted in the closed shift's expected cash or refused — never carry the id of a shift
 * whose figures leave it out. The window between the sale's read of its open shift and its commit
 * is held open by a table lock that stalls the sale's payment insert (reads go on).
 */
type Ctx = Awaited<ReturnType<typeof openTestContext>>;
let ctx: Ctx;

beforeAll(async () => {
  // The table lock would stall other files' sales: a database of its own.
  ctx = await openTestContext({ database: { own: true } });
});
afterAll(() => ctx.close());

async function waitFor(check: () => Promise<boolean>, what: string): Promise<void> {
  for (let attempt = 0; attempt < 200; attempt++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`timed out waiting for ${what}`);
}

const waitingOnPayments = async () => {
  const result = await ctx.db.execute(
    sql`select count(*)::int as n from pg_locks l join pg_class c on c.oid = l.relation
        where c.relname = 'payments' and not l.granted`,
  );
  return Number(resultRows(result)[0]?.n ?? 0) > 0;
};

describe('a cash sale racing the close of its shift (PostgreSQL)', () => {
  it('counts the sale in the closed shift, because the close waits for the sale that read the shift', async () => {
    const { t, kitchen } = await freshPos(ctx);
    const order = await posOrderOk(ctx, t, kitchen);

    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    let locked = () => {};
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const blocker = ctx.db.transaction(async (tx) => {
      await tx.execute(sql`lock table payments in share mode`);
      locked();
      await released;
    });
    await isLocked;

    const sale = posCall(ctx, 'POST', '/pay/create-intent', {
      token: t.cashier.token,
      payload: { orderId: order._id, method: 'CASH', cashReceived: SALE_DUE },
    });
    // The sale has read its open shift and now waits to insert its payment.
    await waitFor(waitingOnPayments, 'the sale to wait on the payments table');

    let closeSettled = false;
    const close = posCall(ctx, 'POST', '/pos/shifts/close', {
      token: t.cashier.token,
      payload: { closingCash: SALE_DUE },
    }).finally(() => (closeSettled = true));
    // Long enough for a close that does not wait to finish (it reads payments freely).
    await new Promise((resolve) => setTimeout(resolve, 500));
    const closedWhileSaleOpen = closeSettled;
    release();
    await blocker;

    const [saleResponse, closeResponse] = await Promise.all([sale, close]);
    expect(saleResponse.statusCode, saleResponse.body).toBe(201);
    expect(closeResponse.statusCode, closeResponse.body).toBe(200);
    expect(closedWhileSaleOpen).toBe(false);

    const payment = payIntentResponse.parse(saleResponse.json()).payment;
    const shift = shiftResponse.parse(closeResponse.json()).shift;
    const [stored] = (await rowsOf.payments(ctx, t.tenant.id)).filter((p) => p.id === payment._id);
    const [closed] = (await rowsOf.shifts(ctx, t.tenant.id)).filter((s) => s.id === stored?.shiftId);
    expect(closed?.status).toBe('CLOSED');
    // The cashier's shift opened with 0: its expected cash is exactly the sale it carries.
    expect(closed?.expectedCash).toBe(SALE_DUE);
    expect(shift.status).toBe('CLOSED');
  });
});
