import { eq } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import { inventoryItems, stockMovements } from '../../src/db/schema/inventory';
import { menuBomLines, menuItems } from '../../src/db/schema/menu';
import { orderItems, orders } from '../../src/db/schema/orders';
import { payments } from '../../src/db/schema/payments';
import { shifts } from '../../src/db/schema/shifts';
import { inTenantTx } from '../../src/platform/db-scope';
import type { MadeHistory } from './cashier-history';

/** What the tenant held before the history: its menu and each ingredient's stock. */
export interface TenantBefore {
  menuItemCount: number;
  stock: Map<string, number>;
}

const qty4 = (value: number) => Math.round(value * 10_000) / 10_000;
const sorted = (values: Iterable<string>) => [...values].sort().join(',');

async function tenantRows(db: Database, tenantId: string) {
  return inTenantTx(db, tenantId, async (tx) => ({
    orders: await tx.select().from(orders).where(eq(orders.tenantId, tenantId)),
    orderItems: await tx.select().from(orderItems).where(eq(orderItems.tenantId, tenantId)),
    payments: await tx.select().from(payments).where(eq(payments.tenantId, tenantId)),
    shifts: await tx.select().from(shifts).where(eq(shifts.tenantId, tenantId)),
    menuItems: await tx.select().from(menuItems).where(eq(menuItems.tenantId, tenantId)),
    bom: await tx.select().from(menuBomLines).where(eq(menuBomLines.tenantId, tenantId)),
    inventory: await tx.select().from(inventoryItems).where(eq(inventoryItems.tenantId, tenantId)),
    movements: await tx.select().from(stockMovements).where(eq(stockMovements.tenantId, tenantId)),
  }));
}

/** From the rows the setup wrote (posTenant), so no query is spent on it. */
export function tenantBefore(tenant: {
  menuItems: { id: string }[];
  inventory: { id: string; stock: number }[];
}): TenantBefore {
  return {
    menuItemCount: tenant.menuItems.length,
    stock: new Map(tenant.inventory.map((item) => [item.id, item.stock])),
  };
}

/**
 * Compares the database after the history with what the cashier made: exactly those orders,
 * payments, shift and menu items (no duplicates, none lost), each paid order's stock deducted once,
 * and nothing left in the queue. Returns the anomalies (none expected).
 */
export async function checkHistory(
  db: Database,
  tenantId: string,
  before: TenantBefore,
  made: MadeHistory,
): Promise<string[]> {
  const anomalies: string[] = [
    ...made.refusals.map((refusal) => `refused: ${refusal}`),
    ...made.replayHeader.wrong,
  ];
  const expect = (ok: boolean, text: string) => {
    if (!ok) anomalies.push(text);
  };
  const rows = await tenantRows(db, tenantId);
  expect(made.leftInQueue === 0, `${made.leftInQueue} items left in the queue`);

  // Orders: the same ids, each paid once, priced as the screen showed it.
  const madeOrders = new Map(made.sales.map((sale) => [sale.order._id, sale]));
  expect(
    sorted(rows.orders.map((order) => order.id)) === sorted(madeOrders.keys()),
    `orders: ${rows.orders.length} in the database, ${madeOrders.size} made`,
  );
  for (const order of rows.orders) {
    const sale = madeOrders.get(order.id);
    if (!sale) continue;
    expect(order.status === 'PAID' && order.paymentStatus === 'COMPLETED', `order ${order.id} not paid`);
    expect(
      order.total === sale.order.grandTotal,
      `order ${order.id}: ${order.total} ≠ ${sale.order.grandTotal}`,
    );
    const lines = rows.orderItems.filter((line) => line.orderId === order.id);
    expect(
      sorted(lines.map((line) => `${line.menuItemId}×${line.qty}`)) ===
        sorted(sale.lines.map((line) => `${line.menuItemId}×${line.qty}`)),
      `order ${order.id}: other lines`,
    );
  }

  // Payments: one per sale, completed, for the order's amount, in the shift — or, when the shift was
  // closed on another device first, without one (a replayed sale is never refused for that).
  const shiftId = made.openedShift?._id;
  const elsewhere = made.closedElsewhere;
  const shiftOk = (paymentId: string, actual: string | null) => {
    if (!elsewhere || elsewhere.paymentIdsBefore.has(paymentId)) return actual === shiftId;
    if (!elsewhere.paymentIdsAfter.has(paymentId)) return actual === null;
    return actual === null || actual === shiftId;
  };
  const madePayments = new Map(made.sales.map((sale) => [sale.payment._id, sale]));
  expect(
    sorted(rows.payments.map((payment) => payment.id)) === sorted(madePayments.keys()),
    `payments: ${rows.payments.length} in the database, ${madePayments.size} made`,
  );
  for (const payment of rows.payments) {
    const sale = madePayments.get(payment.id);
    if (!sale) continue;
    expect(payment.status === 'COMPLETED', `payment ${payment.id} is ${payment.status}`);
    expect(payment.orderId === sale.order._id, `payment ${payment.id}: another order`);
    expect(payment.method === sale.method, `payment ${payment.id}: ${payment.method} ≠ ${sale.method}`);
    expect(
      payment.amount === sale.payment.amount,
      `payment ${payment.id}: ${payment.amount} ≠ ${sale.payment.amount}`,
    );
    expect(shiftOk(payment.id, payment.shiftId), `payment ${payment.id}: shift ${payment.shiftId}`);
    expect(
      payment.cashReceived === sale.cashReceived,
      `payment ${payment.id}: cash received ${payment.cashReceived} ≠ ${sale.cashReceived}`,
    );
  }

  // The shift: one, closed with the cashier's counts, expected cash from the cash taken in it, card
  // and QRIS expected from the payments completed in it by the close.
  const inShift = rows.payments.filter((payment) => payment.shiftId === shiftId && payment.shiftId !== null);
  const taken = (method: string) =>
    made.sales
      .filter((sale) => sale.method === method && inShift.some((payment) => payment.id === sale.payment._id))
      .reduce((sum, sale) => sum + sale.payment.amount, 0);
  const cash = taken('CASH');
  expect(rows.shifts.length === 1, `shifts: ${rows.shifts.length} in the database, 1 made`);
  const [shift] = rows.shifts;
  if (shift) {
    expect(shift.id === shiftId, `shift ${shift.id} ≠ ${shiftId}`);
    expect(shift.status === 'CLOSED', `shift ${shift.id} is ${shift.status}`);
    expect(
      shift.openingCash === made.openingCash,
      `shift opening ${shift.openingCash} ≠ ${made.openingCash}`,
    );
    expect(
      shift.closingCash === made.closingCash,
      `shift closing ${shift.closingCash} ≠ ${made.closingCash}`,
    );
    expect(shift.expectedCash === made.openingCash + cash, `shift expected ${shift.expectedCash}`);
    expect(
      shift.countedCard === made.closingCard && shift.countedQris === made.closingQris,
      `shift counted card ${shift.countedCard} / QRIS ${shift.countedQris}`,
    );
    // Card and QRIS payments completed by the close: all of them when the cashier closed here (the
    // queue sends the close last); when closed elsewhere, a confirmation replayed later does not count.
    const card = taken('CARD');
    const qris = taken('QRIS');
    const expectedOk = made.closedElsewhere
      ? (shift.expectedCard ?? 0) <= card && (shift.expectedQris ?? 0) <= qris
      : shift.expectedCard === card && shift.expectedQris === qris;
    expect(expectedOk, `shift expected card ${shift.expectedCard} / QRIS ${shift.expectedQris}`);
    expect(
      made.closedShift?.countedCard === shift.countedCard &&
        made.closedShift.countedQris === shift.countedQris,
      'the close the cashier saw has other counts than the server',
    );
    expect(
      made.closedShift?.expectedCash === shift.expectedCash,
      `the close the cashier saw expected ${made.closedShift?.expectedCash}, the server ${shift.expectedCash}`,
    );
  }

  // Quick-added menu items: each once, with its final id.
  expect(
    rows.menuItems.length === before.menuItemCount + made.menuItems.length,
    `menu items: ${rows.menuItems.length}, expected ${before.menuItemCount + made.menuItems.length}`,
  );
  for (const item of made.menuItems) {
    const row = rows.menuItems.find((candidate) => candidate.id === item._id);
    expect(row?.name === item.name && row.price === item.price, `menu item ${item._id} missing or other`);
  }

  // Stock: one SALE movement per ingredient of each paid order, nothing reversed, stock = before − sold.
  const consumed = new Map<string, number>();
  for (const sale of made.sales) {
    const perIngredient = new Map<string, number>();
    for (const line of sale.lines) {
      for (const bom of rows.bom.filter((candidate) => candidate.menuItemId === line.menuItemId)) {
        perIngredient.set(
          bom.inventoryItemId,
          (perIngredient.get(bom.inventoryItemId) ?? 0) + bom.qty * line.qty,
        );
      }
    }
    const movements = rows.movements.filter((movement) => movement.refId === sale.order._id);
    expect(
      movements.length === perIngredient.size && movements.every((movement) => movement.kind === 'SALE'),
      `order ${sale.order._id}: ${movements.length} stock movements for ${perIngredient.size} ingredients`,
    );
    for (const [ingredient, used] of perIngredient) {
      const movement = movements.find((candidate) => candidate.inventoryItemId === ingredient);
      expect(
        qty4(movement?.qty ?? 0) === qty4(-used),
        `order ${sale.order._id}: ${ingredient} moved ${movement?.qty}`,
      );
      consumed.set(ingredient, (consumed.get(ingredient) ?? 0) + used);
    }
  }
  for (const item of rows.inventory) {
    const expected = (before.stock.get(item.id) ?? 0) - (consumed.get(item.id) ?? 0);
    expect(qty4(item.stock) === qty4(expected), `stock of ${item.name}: ${item.stock} ≠ ${expected}`);
  }
  return anomalies;
}
