import type { z } from 'zod';
import {
  equalSplit,
  itemSplit,
  shareOut,
  SPLIT_MESSAGES,
  splitProblemMessage,
  type SplitOrder,
} from '@meja/shared/bill-split';
import { discountedLineAmounts } from '@meja/shared/discounts';
import type {
  BillSplit,
  billSplitCreate,
  splitPartPay,
  SplitPartPaid,
} from '@meja/shared/contracts/bill-split';
import type { Order } from '@meja/shared/contracts/orders';
import type { TenantEvent } from '@meja/shared/contracts/tenant-events';
import { ORDER_TRANSITION_MESSAGES } from '@meja/shared/order-transitions';
import { amountDue, amountMatches, PAYMENT_MESSAGES, planPayment } from '@meja/shared/payment-rules';
import type { OrderRow } from '../../db/schema/orders';
import type { BillSplitRow, StoredSplitPart } from '../../db/schema/payments';
import { inTenantTx, type Tx } from '../../platform/db-scope';
import type { ServiceDeps } from '../../platform/deps';
import { AppError, notFound } from '../../platform/errors';
import type { Scope } from '../../platform/scope';
import { presentStoredOrder } from '../orders/orders.service';
import type { StaffAnnouncer } from '../orders/staff-announce';
import { orderEvent, paymentEvent } from '../realtime/tenant-events';
import { lockOrder, markOrdersSplit } from '../sales/sales.service';
import { markOrderPaid, recordPartPayment, secondPayment } from '../sales/settlement';
import { checkCashReceived } from './cash-received';
import { presentSplit } from './bill-split.presenter';
import {
  closeSplit,
  deleteSplit,
  insertSplit,
  lockSplit,
  openSplits,
  partPaymentsOf,
  setSplitParts,
} from './bill-split.repo';

type CreateInput = z.output<typeof billSplitCreate>;
type PayInput = z.output<typeof splitPartPay>;
type Notice = { orderIds: string[]; events: TenantEvent[] };

/**
 * The orders locked in id order (two splits or payments of overlapping orders never deadlock), or
 * 404 when one is not the tenant's.
 */
async function lockOrders(tx: Tx, tenantId: string, ids: readonly string[]): Promise<Map<string, OrderRow>> {
  const locked = new Map<string, OrderRow>();
  for (const id of [...ids].sort()) {
    const order = await lockOrder(tx, tenantId, id);
    if (!order) throw notFound(ORDER_TRANSITION_MESSAGES.notFound);
    locked.set(id, order);
  }
  return locked;
}

/** The order's lines, each with what it comes to after the order's discounts (issue 20). */
function splitLines(order: Order) {
  const amounts = discountedLineAmounts(
    order.items.map((item) => item.price * item.qty),
    order.discounts,
    shareOut,
  );
  return order.items.map((item, index) => ({ price: item.price, qty: item.qty, amount: amounts[index] }));
}

/** The split's parts as the shared rules compute them from the orders as stored. */
function planParts(input: CreateInput, presented: readonly Order[], rows: ReadonlyMap<string, OrderRow>) {
  const orders: SplitOrder[] = presented.map((order) => {
    const row = rows.get(order._id);
    return {
      id: order._id,
      total: row ? amountDue(row) : 0,
      lines: splitLines(order),
    };
  });
  const result =
    input.mode === 'EQUAL'
      ? equalSplit(orders, input.parts)
      : itemSplit(
          orders,
          input.parts.map((part) => part.items),
        );
  if (!result.ok) throw new AppError('SPLIT_INVALID', splitProblemMessage(result.problem));
  if (result.parts.some((part) => part.amount <= 0))
    throw new AppError('SPLIT_INVALID', SPLIT_MESSAGES.zeroPart);
  const names = new Map(presented.map((order) => [order._id, order.items.map((item) => item.name)]));
  return result.parts.map((part, index): StoredSplitPart => ({
    ...part,
    picks:
      input.mode === 'ITEMS'
        ? (input.parts[index]?.items ?? []).map((pick) => ({
            ...pick,
            name: names.get(pick.orderId)?.[pick.line] ?? '',
          }))
        : [],
  }));
}

/** /payments/splits (issue 20): a table's bill split in parts, each paid on its own. */
export function createBillSplitService(
  deps: Pick<ServiceDeps, 'db' | 'now'> & { announcer: StaffAnnouncer },
) {
  async function create(scope: Scope, input: CreateInput): Promise<BillSplit> {
    return inTenantTx(deps.db, scope.tenantId, async (tx) => {
      const rows = await lockOrders(tx, scope.tenantId, input.orderIds);
      for (const order of rows.values()) {
        const plan = planPayment(order);
        if (plan.kind === 'refused') throw new AppError(plan.code, plan.message);
        if (order.paymentStatus === 'PENDING') throw new AppError('PAYMENT_IN_PROGRESS');
      }
      const presented = await Promise.all(
        input.orderIds.map((id) => {
          const row = rows.get(id);
          if (!row) throw notFound(ORDER_TRANSITION_MESSAGES.notFound);
          return presentStoredOrder(tx, row);
        }),
      );
      const parts = planParts(input, presented, rows);
      const split = await insertSplit(tx, {
        tenantId: scope.tenantId,
        mode: input.mode,
        tableNumber: presented[0]?.table ?? '',
        orderIds: input.orderIds,
        parts,
        total: parts.reduce((sum, part) => sum + part.amount, 0),
        createdBy: scope.userId,
        createdAt: deps.now(),
      });
      await markOrdersSplit(tx, scope.tenantId, input.orderIds, split.id);
      return presentSplit(split, []);
    });
  }

  async function list(scope: Scope): Promise<BillSplit[]> {
    return inTenantTx(deps.db, scope.tenantId, async (tx) => {
      const splits = await openSplits(tx, scope.tenantId);
      const paid = await partPaymentsOf(
        tx,
        scope.tenantId,
        splits.map((split) => split.id),
      );
      return splits.map((split) => presentSplit(split, paid));
    });
  }

  /**
   * The split, locked, while it is open; 404 for another tenant's or an unknown one. A closed one
   * (every part paid) is refused with `whenClosed`: its parts are paid, nothing is left to undo.
   */
  async function openSplit(
    tx: Tx,
    scope: Scope,
    id: string,
    whenClosed: 'SPLIT_PART_PAID' | 'SPLIT_PARTLY_PAID',
  ): Promise<BillSplitRow> {
    const split = await lockSplit(tx, scope.tenantId, id);
    if (!split) throw notFound(SPLIT_MESSAGES.notFound);
    if (split.closedAt) throw new AppError(whenClosed);
    return split;
  }

  /**
   * One part paid: a COMPLETED payment of its share of each order (the server's amounts, fixed when
   * the split was made). An order whose shares are all paid is PAID (its stock taken); when every
   * part is, the split closes and its orders are free of it.
   */
  async function payPart(scope: Scope, id: string, partNo: number, input: PayInput): Promise<SplitPartPaid> {
    const notice: Notice = { orderIds: [], events: [] };
    const result = await inTenantTx(deps.db, scope.tenantId, async (tx) => {
      const split = await openSplit(tx, scope, id, 'SPLIT_PART_PAID');
      const part = split.parts[partNo - 1];
      if (!part) throw notFound(SPLIT_MESSAGES.notFound);
      const rows = await lockOrders(tx, scope.tenantId, split.orderIds);
      const before = await partPaymentsOf(tx, scope.tenantId, [split.id]);
      if (before.some((payment) => payment.part === partNo)) throw new AppError('SPLIT_PART_PAID');
      if (!amountMatches(input.amount, part.amount)) {
        const message = PAYMENT_MESSAGES.amountMismatch(part.amount);
        throw new AppError('VALIDATION', message, { fields: { amount: message } });
      }
      checkCashReceived(input.method, input.cashReceived, part.amount);
      const now = deps.now();
      const paidNow = [];
      for (const share of part.shares) {
        const order = rows.get(share.orderId);
        if (!order) throw notFound(ORDER_TRANSITION_MESSAGES.notFound);
        if (order.status === 'CANCELLED') throw new AppError('ORDER_CANCELLED');
        paidNow.push(
          await recordPartPayment(tx, {
            tenantId: scope.tenantId,
            orderId: order.id,
            method: input.method,
            status: 'COMPLETED',
            amount: share.amount,
            createdBy: scope.userId,
            createdAt: now,
            // The payment of one order keeps the cash (its change is the part's); across several
            // orders, the split's part keeps it (below).
            cashReceived: part.shares.length === 1 ? (input.cashReceived ?? null) : null,
            splitId: split.id,
            part: partNo,
          }),
        );
      }
      const payments = [...before, ...paidNow];
      for (const share of part.shares) {
        const order = rows.get(share.orderId);
        if (!order) continue;
        const paid = payments
          .filter((payment) => payment.orderId === order.id)
          .reduce((sum, payment) => sum + payment.amount, 0);
        notice.events.push(paymentEvent(order.id, 'COMPLETED'));
        if (paid < amountDue(order)) continue;
        const settled = await markOrderPaid(tx, scope, order, now, {});
        rows.set(order.id, settled);
        notice.orderIds.push(order.id);
        notice.events.push(orderEvent(settled, 'updated'));
      }
      const allPaid = split.parts.every((_, index) => payments.some((payment) => payment.part === index + 1));
      const withCash =
        input.cashReceived === undefined
          ? split
          : await setSplitParts(
              tx,
              scope.tenantId,
              split.id,
              split.parts.map((stored, index) =>
                index === partNo - 1 ? { ...stored, cashReceived: input.cashReceived } : stored,
              ),
            );
      const current = allPaid ? await closeSplit(tx, scope.tenantId, split.id, now) : withCash;
      if (allPaid) await markOrdersSplit(tx, scope.tenantId, split.orderIds, null);
      const orders = await Promise.all(
        split.orderIds.map((orderId) => {
          const row = rows.get(orderId);
          if (!row) throw notFound(ORDER_TRANSITION_MESSAGES.notFound);
          return presentStoredOrder(tx, { ...row, splitId: allPaid ? null : split.id });
        }),
      );
      return { split: presentSplit(current, payments), orders };
    }).catch(secondPart);
    deps.announcer.announce(scope.tenantId, notice.orderIds, notice.events);
    return result;
  }

  /** A split with no part paid yet is undone: its orders can be paid whole again. */
  async function cancel(scope: Scope, id: string): Promise<void> {
    await inTenantTx(deps.db, scope.tenantId, async (tx) => {
      const split = await openSplit(tx, scope, id, 'SPLIT_PARTLY_PAID');
      await lockOrders(tx, scope.tenantId, split.orderIds);
      const paid = await partPaymentsOf(tx, scope.tenantId, [split.id]);
      if (paid.length > 0) throw new AppError('SPLIT_PARTLY_PAID');
      await markOrdersSplit(tx, scope.tenantId, split.orderIds, null);
      await deleteSplit(tx, scope.tenantId, split.id);
    });
  }

  return { create, list, payPart, cancel };
}

/** Two cashiers paying one part at once: the second meets the unique index, as the lock's 409. */
function secondPart(error: unknown): never {
  try {
    return secondPayment(error);
  } catch (mapped) {
    if (mapped instanceof AppError && mapped.code === 'ORDER_ALREADY_PAID')
      throw new AppError('SPLIT_PART_PAID');
    throw mapped;
  }
}

export type BillSplitService = ReturnType<typeof createBillSplitService>;
