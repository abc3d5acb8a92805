import type { z } from 'zod';
import type { paymentCreate, PaymentCreated } from '@meja/shared/contracts/payments';
import { ORDER_TRANSITION_MESSAGES } from '@meja/shared/order-transitions';
import { amountDue, amountMatches, PAYMENT_MESSAGES, planPayment } from '@meja/shared/payment-rules';
import { inTenantTx } from '../../platform/db-scope';
import type { ServiceDeps } from '../../platform/deps';
import { AppError, notFound } from '../../platform/errors';
import type { Scope } from '../../platform/scope';
import { presentStoredOrder } from '../orders/orders.service';
import type { StaffAnnouncer } from '../orders/staff-announce';
import { orderEvent, paymentEvent } from '../realtime/tenant-events';
import type { TenantEvent } from '@meja/shared/contracts/tenant-events';
import { checkCashReceived } from './cash-received';
import { listPayments } from './payments.repo';
import { presentPayment } from './payments.presenter';
import { lockOrder } from '../sales/sales.service';
import { secondPayment, settleOrder } from '../sales/settlement';

type CreateInput = z.output<typeof paymentCreate>;

/** /payments (SPEC §5): take the money for an order, and the history. */
export function createPaymentsService(deps: Pick<ServiceDeps, 'db' | 'now'> & { announcer: StaffAnnouncer }) {
  async function pay(scope: Scope, input: CreateInput): Promise<PaymentCreated> {
    const { result, changed, events } = await inTenantTx<{
      result: PaymentCreated;
      changed: string[];
      events: TenantEvent[];
    }>(deps.db, scope.tenantId, async (tx) => {
      const order = await lockOrder(tx, scope.tenantId, input.orderId);
      if (!order) throw notFound(ORDER_TRANSITION_MESSAGES.notFound);
      const plan = planPayment(order);
      if (plan.kind === 'refused') throw new AppError(plan.code, plan.message);
      const due = amountDue(order);
      if (!amountMatches(input.amount, due)) {
        const message = PAYMENT_MESSAGES.amountMismatch(due);
        throw new AppError('VALIDATION', message, { fields: { amount: message } });
      }
      checkCashReceived(input.method, input.cashReceived, due);
      const settled = await settleOrder(tx, scope, order, input.method, deps.now(), {
        cashReceived: input.cashReceived ?? null,
      });
      return {
        result: {
          payment: presentPayment(settled.payment, settled.order),
          order: await presentStoredOrder(tx, settled.order),
        },
        // Paying confirms the order (issue 12): it may join the kitchen's cards, whose queue moves.
        changed: [order.id],
        events: [orderEvent(settled.order, 'updated'), paymentEvent(order.id, 'COMPLETED')],
      };
    }).catch(secondPayment);
    deps.announcer.announce(scope.tenantId, changed, events);
    return result;
  }

  async function list(scope: Scope) {
    const rows = await inTenantTx(deps.db, scope.tenantId, (tx) => listPayments(tx, scope.tenantId));
    return rows.map((row) => presentPayment(row.payment, row.order, row.parts));
  }

  return { pay, list };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
