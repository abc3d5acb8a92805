import type { z } from 'zod';
import type { Order, staffOrderUpdate } from '@meja/shared/contracts/orders';
import type { TenantEvent } from '@meja/shared/contracts/tenant-events';
import {
  canVoidPaidOrder,
  finishedOrdersSince,
  ORDER_TRANSITION_MESSAGES,
  planReady,
  planStaffOrderUpdate,
  RECENTLY_READY_MINUTES,
} from '@meja/shared/order-transitions';
import type { PaymentRecordStatus } from '@meja/shared/payment-rules';
import type { Role } from '@meja/shared/roles';
import { inTenantTx, type Tx } from '../../platform/db-scope';
import type { ServiceDeps } from '../../platform/deps';
import { AppError, notFound } from '../../platform/errors';
import type { Scope } from '../../platform/scope';
import { orderEvent, paymentEvent } from '../realtime/tenant-events';
import { returnOrderStock, takeOrderStock } from '../sales/order-stock';
import { lockOrder, updateOrder } from '../sales/sales.service';
import { refundOrder, secondPayment, settleOrder } from '../sales/settlement';
import { insertOrderVoid } from './order-voids.repo';
import { itemsOf } from './orders.repo';
import type { OrderRow } from '../../db/schema/orders';
import { presentOrder } from './orders.presenter';
import { staffOrders } from './orders-staff.repo';
import type { ReadyNotifier } from './ready-notice';
import type { StaffAnnouncer } from './staff-announce';

type UpdateInput = z.output<typeof staffOrderUpdate>;

/** Who changes an order: the role decides what they may do; a void keeps their id and name. */
interface StaffActor {
  id: string;
  name: string;
  role: Role;
}

/** A paid order cancelled (admin only, with a reason): refunded, its stock back, and recorded. */
async function voidPaidOrder(
  tx: Tx,
  scope: Scope,
  actor: StaffActor,
  order: OrderRow,
  reason: string,
  now: Date,
) {
  if (!canVoidPaidOrder(actor.role)) throw new AppError('VOID_NEEDS_ADMIN');
  if (reason === '') throw new AppError('VOID_REASON_REQUIRED');
  const amount = await refundOrder(tx, scope, order, now);
  await insertOrderVoid(tx, {
    tenantId: scope.tenantId,
    orderId: order.id,
    amount,
    reason,
    voidedBy: actor.id,
    voidedByName: actor.name,
    voidedAt: now,
  });
}

/** What a change did: the order's new row, and the payment it recorded or refunded on the way. */
interface Changed {
  row: OrderRow;
  payment?: PaymentRecordStatus;
}

const changed = (row: OrderRow, payment?: PaymentRecordStatus): Changed =>
  payment ? { row, payment } : { row };

/** The staff's order screens (SPEC §2 Admin orders and kitchen; §4 transitions). */
export function createStaffOrdersService(
  deps: Pick<ServiceDeps, 'db' | 'now'> & {
    announcer: StaffAnnouncer;
    /** An order just became READY (committed): its diner's WhatsApp notice, in the background. */
    readyNotices?: Pick<ReadyNotifier, 'orderReady'>;
  },
) {
  async function present(tx: Tx, row: OrderRow): Promise<Order> {
    return presentOrder(row, await itemsOf(tx, row.tenantId, [row.id]));
  }

  /**
   * One change of one order: the row locked, the rule decided, the work done, and — once committed —
   * every screen that shows the order (or the kitchen's queue) told.
   */
  async function change(
    scope: Scope,
    orderId: string,
    work: (tx: Tx, order: OrderRow, now: Date) => Promise<Changed | null>,
  ): Promise<Order> {
    const { order, affected, events, becameReady } = await inTenantTx(deps.db, scope.tenantId, async (tx) => {
      const row = await lockOrder(tx, scope.tenantId, orderId);
      if (!row) throw notFound(ORDER_TRANSITION_MESSAGES.notFound);
      const done = await work(tx, row, deps.now());
      if (!done) return { order: await present(tx, row), affected: [], events: [], becameReady: false };
      const notices: TenantEvent[] = [orderEvent(done.row, 'updated')];
      if (done.payment) notices.push(paymentEvent(orderId, done.payment));
      return {
        order: await present(tx, done.row),
        affected: [orderId],
        events: notices,
        // READY from the kitchen's card, or a close (PAID, confirmed and ready at once).
        becameReady: done.row.ready && !row.ready,
      };
    }).catch(secondPayment);
    deps.announcer.announce(scope.tenantId, affected, events);
    if (becameReady) deps.readyNotices?.orderReady(scope.tenantId, orderId);
    return order;
  }

  /** GET /orders: what the admin orders table and the kitchen screen poll. */
  async function list(scope: Scope, viewer: { role: Role; timeZone: string }): Promise<Order[]> {
    return inTenantTx(deps.db, scope.tenantId, async (tx) => {
      const now = deps.now();
      const rows = await staffOrders(tx, scope.tenantId, {
        since: finishedOrdersSince(now, viewer.timeZone),
        timeZone: viewer.timeZone,
        // The kitchen cooks: it sees the orders still to make (and those just made), not the day's money.
        kitchen:
          viewer.role === 'KITCHEN'
            ? { readySince: new Date(now.getTime() - RECENTLY_READY_MINUTES * 60_000) }
            : null,
      });
      const items = await itemsOf(
        tx,
        scope.tenantId,
        rows.map((row) => row.id),
      );
      return rows.map((row) => presentOrder(row, items));
    });
  }

  /**
   * PATCH /orders/{id}: confirm / un-confirm, close (PAID) or cancel, by the rules of SPEC §4.
   * Confirming takes the recipe's stock (refused with 409 SOLD_OUT under BLOCK when it cannot be
   * made); un-confirming and cancelling put it back (issue 12).
   */
  function update(scope: Scope, actor: StaffActor, orderId: string, patch: UpdateInput) {
    return change(scope, orderId, async (tx, order, now) => {
      const plan = planStaffOrderUpdate(order, patch);
      // Being paid in parts (issue 20): closed by its last part, cancelled after its split is.
      if (order.splitId && (plan.kind === 'close' || plan.kind === 'cancel'))
        throw new AppError('BILL_SPLIT_OPEN');
      switch (plan.kind) {
        case 'none':
          return null;
        case 'refused':
          throw new AppError(plan.code, plan.message);
        case 'confirm':
          if (plan.confirmed) await takeOrderStock(tx, scope, order.id);
          else await returnOrderStock(tx, scope, order.id);
          return changed(await updateOrder(tx, scope.tenantId, order.id, { confirmed: plan.confirmed }, now));
        case 'close': {
          // SPEC §4 closing sequence: pay in CASH when needed, then PAID and confirmed, then ready —
          // one transaction, so nobody ever sees a half-closed order. The staff insisted ('Tetap
          // CLOSE'): what was served is recorded even past zero stock.
          if (plan.pay) await settleOrder(tx, scope, order, 'CASH', now, { forceStock: true });
          else await takeOrderStock(tx, scope, order.id, { force: true });
          const closed = await updateOrder(
            tx,
            scope.tenantId,
            order.id,
            { status: 'PAID', confirmed: true, ready: true },
            now,
          );
          return changed(closed, plan.pay ? 'COMPLETED' : undefined);
        }
        case 'cancel': {
          if (plan.refund) await voidPaidOrder(tx, scope, actor, order, patch.reason ?? '', now);
          else await returnOrderStock(tx, scope, order.id);
          const cancelled = await updateOrder(
            tx,
            scope.tenantId,
            order.id,
            { status: 'CANCELLED', confirmed: plan.confirmed },
            now,
          );
          return changed(cancelled, plan.refund ? 'REFUNDED' : undefined);
        }
      }
    });
  }

  /** PATCH /orders/{id}/ready: READY and Undo READY on the kitchen's cards. */
  function setReady(scope: Scope, orderId: string, ready: boolean) {
    return change(scope, orderId, async (tx, order, now) => {
      const plan = planReady(order, ready);
      if (plan.kind === 'none') return null;
      if (plan.kind === 'refused') throw new AppError(plan.code, plan.message);
      return changed(await updateOrder(tx, scope.tenantId, order.id, { ready: plan.ready }, now));
    });
  }

  return { list, update, setReady };
}

export type StaffOrdersService = ReturnType<typeof createStaffOrdersService>;
