import { and, eq, exists, isNotNull, isNull, sql } from 'drizzle-orm';
import { orders, waLeads } from '../../db/schema/orders';
import { tenants } from '../../db/schema/platform';
import type { Tx } from '../../platform/db-scope';

/** SQL of 'Pesanan Anda siap' (issue 18): who gets it, claimed once per order. */

export interface ClaimedReadyNotice {
  orderId: string;
  phone: string;
  restaurantName: string;
}

/**
 * Claims the order's ready notice: sets `ready_notified_at` when the order is READY, has a diner's
 * number, the restaurant sends the notice, that number is a lead of the restaurant that has not
 * opted out, and no notice was claimed before. Answers who to tell, or undefined: the conditional
 * update lets one caller claim it, however many mark the order READY at once, on any instance.
 */
export async function claimReadyNotice(
  tx: Tx,
  tenantId: string,
  orderId: string,
  now: Date,
): Promise<ClaimedReadyNotice | undefined> {
  const [claimed] = await tx
    .update(orders)
    .set({ readyNotifiedAt: now })
    .where(
      and(
        eq(orders.tenantId, tenantId),
        eq(orders.id, orderId),
        eq(orders.ready, true),
        isNotNull(orders.notifyPhone),
        isNull(orders.readyNotifiedAt),
        exists(
          tx
            .select({ one: sql`1` })
            .from(tenants)
            .where(and(eq(tenants.id, orders.tenantId), eq(tenants.waReadyNotice, true))),
        ),
        exists(
          tx
            .select({ one: sql`1` })
            .from(waLeads)
            .where(
              and(
                eq(waLeads.tenantId, orders.tenantId),
                eq(waLeads.phone, orders.notifyPhone),
                isNull(waLeads.optedOutAt),
              ),
            ),
        ),
      ),
    )
    .returning({ orderId: orders.id, phone: orders.notifyPhone });
  if (!claimed?.phone) return undefined;
  const [tenant] = await tx.select({ name: tenants.name }).from(tenants).where(eq(tenants.id, tenantId));
  return { orderId: claimed.orderId, phone: claimed.phone, restaurantName: tenant?.name ?? '' };
}
