import type { z } from 'zod';
import type { posOrderCreate } from '@meja/shared/contracts/pos';
import type { TenantEvent } from '@meja/shared/contracts/tenant-events';
import { v7 as uuidv7 } from 'uuid';
import type { ServiceDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { withIdempotency, type IdempotentRequest } from '../../platform/idempotency';
import { uniqueViolationConstraint } from '../../platform/pg-errors';
import { packageHasSection } from '@meja/shared/access';
import { presentStoredOrder, recordOrder } from '../orders/orders.service';
import { setDiscounts, type DiscountGiver, type DiscountRequest } from '../sales/order-discounts';
import type { Tx } from '../../platform/db-scope';
import type { OrderRow } from '../../db/schema/orders';
import type { StaffAnnouncer } from '../orders/staff-announce';
import { orderEvent } from '../realtime/tenant-events';
import { priceOrderLines, requestLine } from '../sales/order-pricing';
import { takeOrderStock } from '../sales/order-stock';
import type { TenantRow } from '../../db/schema/platform';
import type { PosScope } from './pos-scope';
import { shiftForSale } from './pos-shift-gate';

import { saleTable } from '@meja/shared/pos-cart';

type OrderInput = z.output<typeof posOrderCreate>;

/**
 * Whether a POS sale goes to the kitchen screen (issue 12): the tenant's setting, and only where the
 * package has a kitchen (never POS_ONLY). Otherwise it is made READY at once: nothing to cook.
 */
export function posSaleGoesToKitchen(tenant: Pick<TenantRow, 'posToKitchen' | 'package'>): boolean {
  return tenant.posToKitchen && packageHasSection(tenant.package, 'kitchen');
}

/**
 * POST /pos/orders (docs/pos.md): the cashier's sale, priced from the database, replayable. It is
 * confirmed at once and takes its recipe's stock at once (issue 12); under BLOCK a dish that cannot
 * be made is refused (409 SOLD_OUT) — except a sale replayed from the offline queue, which happened.
 */
export function createPosOrdersService(
  deps: Pick<ServiceDeps, 'db' | 'now' | 'throttle'> & { announcer: StaffAnnouncer },
) {
  /** The sale with its discounts set (issue 20): the same rules as on the payments screen. */
  async function discounted(
    tx: Tx,
    row: OrderRow,
    request: DiscountRequest,
    context: { giver: DiscountGiver; limitPercent: number },
  ) {
    const stored = await setDiscounts(
      tx,
      { throttle: deps.throttle, now: deps.now() },
      row,
      request,
      context,
    );
    return { row: stored, order: await presentStoredOrder(tx, stored) };
  }

  async function create(
    scope: PosScope,
    tenant: TenantRow,
    giver: DiscountGiver,
    input: OrderInput,
    request: IdempotentRequest,
  ) {
    // The screen's name and price are a copy: they are neither read nor part of the request's identity.
    // A line's note and options are (only when there are any: requestLine).
    const items = input.items.map(requestLine);
    // Likewise the order's type and name: only when not the counter's dine-in default.
    const body = {
      _id: input._id,
      items,
      ...(input.type === 'DINE_IN' ? {} : { type: input.type }),
      ...(input.pickupName ? { pickupName: input.pickupName } : {}),
      // The discounts are part of the sale (the PIN that approves them is not).
      ...(input.discounts.length > 0 ? { discounts: input.discounts } : {}),
    };
    const notice: { orderIds: string[]; events: TenantEvent[] } = { orderIds: [], events: [] };
    const result = await withIdempotency(
      deps.db,
      { tenantId: scope.tenantId, request, body, now: deps.now },
      async (tx) => {
        await shiftForSale(tx, scope, request);
        const now = deps.now();
        const priced = await priceOrderLines(tx, tenant, body.items, { now, check: !request.replay });
        const cooked = posSaleGoesToKitchen(tenant);
        const recorded = await recordOrder(
          tx,
          {
            tenantId: scope.tenantId,
            id: body._id ?? uuidv7(),
            // A takeaway called by a name or number keeps it where a table would be.
            tableNumber: saleTable({ type: input.type, pickupName: input.pickupName }),
            orderType: input.type,
            source: 'POS',
            // The cashier took it: confirmed; on a kitchen tenant's screen at once, else nothing to cook.
            confirmed: true,
            confirmedAt: now,
            ready: !cooked,
            readyAt: cooked ? null : now,
            createdAt: now,
            ...priced.charges,
          },
          priced.lines,
        );
        const { row, order } =
          input.discounts.length === 0
            ? recorded
            : await discounted(
                tx,
                recorded.row,
                { discounts: input.discounts, pin: input.discountPin },
                {
                  giver,
                  limitPercent: tenant.discountLimitPercent,
                },
              );
        await takeOrderStock(tx, scope, row.id, { force: request.replay });
        notice.orderIds = [row.id];
        notice.events = [orderEvent(row, 'created')];
        return { status: 201, body: { order } };
      },
    ).catch((error: unknown) => {
      if (uniqueViolationConstraint(error) !== null) throw new AppError('ORDER_ID_TAKEN');
      throw error;
    });
    if (!result.replayed) deps.announcer.announce(scope.tenantId, notice.orderIds, notice.events);
    return result;
  }

  return { create };
}

export type PosOrdersService = ReturnType<typeof createPosOrdersService>;
