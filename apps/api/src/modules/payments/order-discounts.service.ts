import type { z } from 'zod';
import type { orderDiscountsSet } from '@meja/shared/contracts/discounts';
import type { Order } from '@meja/shared/contracts/orders';
import { ORDER_TRANSITION_MESSAGES } from '@meja/shared/order-transitions';
import type { TenantRow } from '../../db/schema/platform';
import { inTenantTx } from '../../platform/db-scope';
import type { ServiceDeps } from '../../platform/deps';
import { notFound } from '../../platform/errors';
import type { Scope } from '../../platform/scope';
import { presentStoredOrder } from '../orders/orders.service';
import type { StaffAnnouncer } from '../orders/staff-announce';
import { orderEvent } from '../realtime/tenant-events';
import { setDiscounts, type DiscountGiver } from '../sales/order-discounts';
import { lockOrder } from '../sales/sales.service';

type SetInput = z.output<typeof orderDiscountsSet>;

/** PUT /orders/{id}/discounts (issue 20): an unpaid order's discounts, from the payments screen. */
export function createOrderDiscountsService(
  deps: Pick<ServiceDeps, 'db' | 'now' | 'throttle'> & { announcer: StaffAnnouncer },
) {
  async function set(
    scope: Scope,
    tenant: Pick<TenantRow, 'discountLimitPercent'>,
    giver: DiscountGiver,
    orderId: string,
    input: SetInput,
  ): Promise<{ order: Order }> {
    const { order, row } = await inTenantTx(deps.db, scope.tenantId, async (tx) => {
      const locked = await lockOrder(tx, scope.tenantId, orderId);
      if (!locked) throw notFound(ORDER_TRANSITION_MESSAGES.notFound);
      const stored = await setDiscounts(tx, { throttle: deps.throttle, now: deps.now() }, locked, input, {
        giver,
        limitPercent: tenant.discountLimitPercent,
      });
      return { row: stored, order: await presentStoredOrder(tx, stored) };
    });
    deps.announcer.announce(scope.tenantId, [row.id], [orderEvent(row, 'updated')]);
    return { order };
  }

  return { set };
}

export type OrderDiscountsService = ReturnType<typeof createOrderDiscountsService>;
