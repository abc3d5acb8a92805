import { isTenantGatewayProvider } from '@meja/shared/contracts/payment-gateway';
import type { Payment } from '@meja/shared/contracts/payments';
import type { OrderRow } from '../../db/schema/orders';
import type { PaymentRow } from '../../db/schema/payments';
import { cashFiguresOf } from './cash-received';

type OrderShort = Pick<OrderRow, 'id' | 'tableNumber' | 'status'>;

export function presentPayment(row: PaymentRow, order: OrderShort): Payment {
  return {
    _id: row.id,
    orderId: row.orderId,
    method: row.method,
    amount: row.amount,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    ...cashFiguresOf(row),
    gateway: isTenantGatewayProvider(row.gateway) ? row.gateway : null,
    gatewayRef: row.gatewayRef,
    order: { _id: order.id, table: order.tableNumber, status: order.status },
  };
}
