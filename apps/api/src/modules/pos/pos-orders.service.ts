import type { z } from 'zod';
import type { posOrderCreate } from '@meja/shared/contracts/pos';
import type { TenantEvent } from '@meja/shared/contracts/tenant-events';
import { v7 as uuidv7 } from 'uuid';
import type { ServiceDeps } from '../../platform/deps';
import { conflict } from '../../platform/errors';
import { withIdempotency, type IdempotentRequest } from '../../platform/idempotency';
import { uniqueViolationConstraint } from '../../platform/pg-errors';
import { priceOrderLines } from '../orders/order-pricing';
import { insertOrder } from '../orders/orders.repo';
import { presentOrder } from '../orders/orders.presenter';
import type { StaffAnnouncer } from '../orders/staff-announce';
import { orderEvent } from '../realtime/tenant-events';
import type { TenantRow } from '../tenants/tenants.repo';
import type { PosScope } from './pos-scope';
import { shiftForSale } from './pos-shift-gate';

type OrderInput = z.output<typeof posOrderCreate>;

/** Every POS order sits at this "table": the counter. */
export const POS_TABLE = 'POS';
const ORDER_ID_TAKEN = 'Pesanan dengan id ini sudah ada.';

/** POST /pos/orders (docs/pos.md): the cashier's sale, priced from the database, replayable. */
export function createPosOrdersService(
  deps: Pick<ServiceDeps, 'db' | 'now'> & { announcer: StaffAnnouncer },
) {
  async function create(scope: PosScope, tenant: TenantRow, input: OrderInput, request: IdempotentRequest) {
    // The screen's name and price are a copy: they are neither read nor part of the request's identity.
    const body = { _id: input._id, items: input.items.map(({ menuItemId, qty }) => ({ menuItemId, qty })) };
    const notice: { orderIds: string[]; events: TenantEvent[] } = { orderIds: [], events: [] };
    const result = await withIdempotency(
      deps.db,
      { tenantId: scope.tenantId, request, body, now: deps.now },
      async (tx) => {
        await shiftForSale(tx, scope, request);
        const priced = await priceOrderLines(tx, tenant, body.items);
        const { row, items } = await insertOrder(
          tx,
          {
            tenantId: scope.tenantId,
            id: body._id ?? uuidv7(),
            tableNumber: POS_TABLE,
            source: 'POS',
            // The cashier took it: a kitchen tenant's screen shows it at once.
            confirmed: true,
            subtotal: priced.subtotal,
            tax: priced.tax,
            total: priced.total,
            taxPercent: priced.taxPercent,
          },
          priced.lines,
        );
        notice.orderIds = await deps.announcer.affected(tx, scope.tenantId, row.id);
        notice.events = [orderEvent(row, 'created')];
        return { status: 201, body: { order: presentOrder(row, items) } };
      },
    ).catch((error: unknown) => {
      if (uniqueViolationConstraint(error) !== null) throw conflict(ORDER_ID_TAKEN);
      throw error;
    });
    if (!result.replayed) deps.announcer.announce(scope.tenantId, notice.orderIds, notice.events);
    return result;
  }

  return { create };
}

export type PosOrdersService = ReturnType<typeof createPosOrdersService>;
