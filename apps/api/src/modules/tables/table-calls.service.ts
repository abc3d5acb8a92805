import type { z } from 'zod';
import { TABLE_MESSAGES, type callCreate } from '@meja/shared/contracts/tables';
import { isOpen } from '@meja/shared/order-status';
import { CALL_AGAIN_AFTER_SECONDS, callWaitSeconds } from '@meja/shared/table-states';
import type { TenantRow } from '../../db/schema/platform';
import type { TableCallRow } from '../../db/schema/tables';
import { inTenantTx } from '../../platform/db-scope';
import type { ServiceDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { trackedOrderRow } from '../orders/orders.service';
import type { StaffAnnouncer } from '../orders/staff-announce';
import { callEvent } from './tables.presenter';
import { answerCall, insertCall, lastAnsweredSince, waitingCall } from './tables.repo';

type CallInput = z.output<typeof callCreate>;

/**
 * 'Panggil pelayan' and 'Minta bill' from an order's tracking page (issue 20): the call goes to the
 * order's table (never a table the client names). One call per table and kind waits at a time — a
 * second tap is the same call — and once staff answered it, the table asks again after a minute.
 */
export function createTableCallsService(
  deps: Pick<ServiceDeps, 'db' | 'now'> & { announcer: StaffAnnouncer },
) {
  async function call(tenant: TenantRow, orderId: string, input: CallInput) {
    const { created, row } = await inTenantTx(deps.db, tenant.id, async (tx) => {
      const order = await trackedOrderRow(tx, tenant.id, orderId, input.token);
      if (!isOpen(order)) throw new AppError('CALL_NOT_OPEN');
      if (order.orderType !== 'DINE_IN') throw new AppError('CALL_NOT_OPEN', TABLE_MESSAGES.callTakeaway);
      const table = order.tableNumber.toUpperCase();
      const now = deps.now();
      const waiting = await waitingCall(tx, tenant.id, table, input.kind);
      // A call older than this order was left by diners who have gone (nobody answered it): it ends.
      if (waiting && waiting.createdAt < order.createdAt)
        await answerCall(tx, tenant.id, waiting.id, null, now);
      else if (waiting) return { created: false, row: waiting };
      const since = new Date(now.getTime() - CALL_AGAIN_AFTER_SECONDS * 1000);
      // Asking again is the same diners' (calls made since their order): the next party is not kept waiting.
      const answered = await lastAnsweredSince(tx, tenant.id, table, input.kind, since, order.createdAt);
      const wait = callWaitSeconds(answered, now);
      if (wait > 0) {
        throw new AppError('RATE_LIMITED', TABLE_MESSAGES.callTooSoon(wait), { retryAfterSeconds: wait });
      }
      const values = {
        tenantId: tenant.id,
        tableName: table,
        kind: input.kind,
        orderId: order.id,
        createdAt: now,
      };
      const inserted = await insertCall(tx, values);
      if (inserted) return { created: true, row: inserted };
      // Another tap of the table made it a moment ago.
      const raced: TableCallRow | undefined = await waitingCall(tx, tenant.id, table, input.kind);
      if (!raced) throw new Error('a waiting call vanished');
      return { created: false, row: raced };
    });
    if (created) deps.announcer.announce(tenant.id, [], [callEvent(row, 'created')]);
    return { created, call: { kind: row.kind, createdAt: row.createdAt.toISOString() } };
  }

  return { call };
}

export type TableCallsService = ReturnType<typeof createTableCallsService>;
