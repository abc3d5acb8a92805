import { tenantEvent, type TenantEvent, type TenantOrderEvent } from '@meja/shared/contracts/tenant-events';
import type { PaymentRecordStatus } from '@meja/shared/payment-rules';
import type { EventBus } from '../../platform/events';
import type { OrderRow } from '../../db/schema/orders';

/** The staff screens' notices of one tenant travel on one bus channel (DESIGN §1, issue 5). */
export const tenantChannel = (tenantId: string) => `tenant:${tenantId}`;

export function orderEvent(row: OrderRow, change: TenantOrderEvent['change']): TenantEvent {
  return {
    type: 'order',
    orderId: row.id,
    change,
    status: row.status,
    confirmed: row.confirmed,
    ready: row.ready,
    paymentStatus: row.paymentStatus,
  };
}

export function paymentEvent(orderId: string, status: PaymentRecordStatus): TenantEvent {
  return { type: 'payment', orderId, status };
}

export function publishTenantEvent(bus: EventBus, tenantId: string, event: TenantEvent): void {
  bus.publish(tenantChannel(tenantId), event);
}

/** Every well-formed notice of the tenant (a message from another instance is checked, not trusted). */
export function watchTenant(bus: EventBus, tenantId: string, onEvent: (event: TenantEvent) => void) {
  return bus.subscribe(tenantChannel(tenantId), (message) => {
    const parsed = tenantEvent.safeParse(message);
    if (parsed.success) onEvent(parsed.data);
  });
}
