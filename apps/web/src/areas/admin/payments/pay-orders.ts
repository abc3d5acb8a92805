import type { Order } from '@meja/shared/contracts/orders';
import { changeDue } from '@meja/shared/cash';
import type { PaymentMethod } from '@meja/shared/payment-rules';
import { messageOf } from '../../../api/api-error';
import { createPayment } from '../../../api/orders-api';
import { shortId } from '../../../lib/short-id';

export interface PayResult {
  paid: number;
  amount: number;
  method: PaymentMethod;
  failures: string[];
  /** Cash: the change for the whole selection, when the cash received was entered. */
  change: number | null;
}

export interface PayInput {
  orders: Order[];
  method: PaymentMethod;
  cashReceived: number | null;
}

/** The selected orders paid whole, one payment each, one after another ('Buat Pembayaran'). */
export async function payOrders(
  tenantSlug: string,
  input: PayInput,
  failureText: string,
): Promise<PayResult> {
  const total = input.orders.reduce((sum, order) => sum + order.grandTotal, 0);
  const change = input.cashReceived === null ? null : changeDue(total, input.cashReceived);
  const result: PayResult = { paid: 0, amount: 0, method: input.method, failures: [], change };
  // The cash received belongs to one payment only when one order is paid; for several, the
  // change is for their total and no order stores it.
  const cashReceived = input.orders.length === 1 ? input.cashReceived : null;
  // One payment per order (the server keeps one COMPLETED payment per order), one after another.
  for (const order of input.orders) {
    try {
      await createPayment(tenantSlug, {
        orderId: order._id,
        method: input.method,
        amount: order.grandTotal,
        ...(cashReceived !== null && { cashReceived }),
      });
      result.paid += 1;
      result.amount += order.grandTotal;
    } catch (error) {
      result.failures.push(`#${shortId(order._id, 6)}: ${messageOf(error, failureText)}`);
    }
  }
  return result;
}
