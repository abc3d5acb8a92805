import type { TenantEvent } from '@meja/shared/contracts/tenant-events';
import type { Tx } from '../../platform/db-scope';
import { kitchenCards } from './orders.repo';
import type { OrdersService } from './orders.service';

/**
 * Who must hear about a staff change of one order: the order itself, and every order on the
 * kitchen's cards, whose queue number (kitchenQueue on the diner's tracking) may have moved.
 * The ids are read inside the change's transaction and announced once it has committed, with the
 * notices for the tenant's staff screens (GET /events).
 */
export function createStaffAnnouncer(orders: Pick<OrdersService, 'announce' | 'notifyStaff'>) {
  async function affected(tx: Tx, tenantId: string, orderId: string): Promise<string[]> {
    const cards = await kitchenCards(tx, tenantId);
    return [...new Set([orderId, ...cards.map((card) => card.id)])];
  }

  function announce(
    tenantId: string,
    orderIds: readonly string[],
    events: readonly TenantEvent[] = [],
  ): void {
    for (const orderId of orderIds) orders.announce(tenantId, orderId);
    for (const event of events) orders.notifyStaff(tenantId, event);
  }

  return { affected, announce };
}

export type StaffAnnouncer = ReturnType<typeof createStaffAnnouncer>;
