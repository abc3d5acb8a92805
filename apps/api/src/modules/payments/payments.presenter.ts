import { isTenantGatewayProvider } from '@meja/shared/contracts/payment-gateway';
import type { Payment } from '@meja/shared/contracts/payments';
import type { OrderRow } from '../../db/schema/orders';
import type { PaymentRow } from '../../db/schema/payments';
import { cashFiguresOf } from './cash-received';

type OrderShort = Pick<OrderRow, 'id' | 'tableNumber' | 'status'>;

/** `parts`: how many parts the payment's split bill has (issue 20), null for a whole payment. */
export function presentPayment(row: PaymentRow, order: OrderShort, parts: number | null = null): Payment {
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
    part: row.part > 0 && parts !== null ? { part: row.part, of: parts } : null,
    order: { _id: order.id, table: order.tableNumber, status: order.status },
  };
}
