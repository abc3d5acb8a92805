import type { TenantEvent } from '@meja/shared/contracts/tenant-events';
import type { OrdersService } from './orders.service';

/**
 * A staff change, once committed: the diners following the changed orders hear of it (and every
 * instance works out whose place in the kitchen's queue moved, issue 19), and the tenant's staff
 * screens (GET /events) get their notices.
 */
export function createStaffAnnouncer(orders: Pick<OrdersService, 'announce' | 'notifyStaff'>) {
  function announce(
    tenantId: string,
    orderIds: readonly string[],
    events: readonly TenantEvent[] = [],
  ): void {
    orders.announce(tenantId, orderIds);
    for (const event of events) orders.notifyStaff(tenantId, event);
  }

  return { announce };
}

export type StaffAnnouncer = ReturnType<typeof createStaffAnnouncer>;
