import type { Tx } from '../../platform/db-scope';
import { kitchenCards } from './orders.repo';
import type { OrdersService } from './orders.service';

/**
 * Who must hear about a staff change of one order: the order itself, and every order on the
 * kitchen's cards, whose queue number (kitchenQueue on the diner's tracking) may have moved.
 * The ids are read inside the change's transaction and announced once it has committed.
 */
export function createStaffAnnouncer(orders: Pick<OrdersService, 'announce'>) {
  async function affected(tx: Tx, tenantId: string, orderId: string): Promise<string[]> {
    const cards = await kitchenCards(tx, tenantId);
    return [...new Set([orderId, ...cards.map((card) => card.id)])];
  }

  function announce(tenantId: string, orderIds: readonly string[]): void {
    for (const orderId of orderIds) orders.announce(tenantId, orderId);
  }

  return { affected, announce };
}

export type StaffAnnouncer = ReturnType<typeof createStaffAnnouncer>;
