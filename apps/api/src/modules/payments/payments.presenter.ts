import { changeDue } from '@meja/shared/cash';
import type { Payment } from '@meja/shared/contracts/payments';
import type { OrderRow } from '../../db/schema/orders';
import type { PaymentRow } from '../../db/schema/payments';

type OrderShort = Pick<OrderRow, 'id' | 'tableNumber' | 'status'>;

/** A payment's cash received and the change it gave (CASH with the cash entered), else nulls. */
export function cashFiguresOf(row: Pick<PaymentRow, 'amount' | 'cashReceived'>) {
  if (row.cashReceived === null) return { cashReceived: null, change: null };
  return { cashReceived: row.cashReceived, change: changeDue(row.amount, row.cashReceived) };
}

export function presentPayment(row: PaymentRow, order: OrderShort): Payment {
  return {
    _id: row.id,
    orderId: row.orderId,
    method: row.method,
    amount: row.amount,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    ...cashFiguresOf(row),
    order: { _id: order.id, table: order.tableNumber, status: order.status },
  };
}
