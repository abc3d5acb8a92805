import type { z } from 'zod';
import { v7 as uuidv7 } from 'uuid';
import { isTenantGatewayProvider, type TenantGatewayProvider } from '@meja/shared/contracts/payment-gateway';
import type { payIntentCreate, PayIntentResponse } from '@meja/shared/contracts/pos';
import type { TenantEvent } from '@meja/shared/contracts/tenant-events';
import { ORDER_TRANSITION_MESSAGES } from '@meja/shared/order-transitions';
import { amountDue, planPayment } from '@meja/shared/payment-rules';
import { dynamicQris } from '@meja/shared/qris';
import { inTenantTx, type Tx } from '../../platform/db-scope';
import type { ServiceDeps } from '../../platform/deps';
import { AppError, notFound } from '../../platform/errors';
import { alreadyAnswered, withIdempotency, type IdempotentRequest } from '../../platform/idempotency';
import { uniqueViolationConstraint } from '../../platform/pg-errors';
import type { OrderRow } from '../../db/schema/orders';
import { presentStoredOrder } from '../orders/orders.service';
import type { StaffAnnouncer } from '../orders/staff-announce';
import { ONE_COMPLETED_PER_ORDER, type PaymentRow } from '../../db/schema/payments';
import { checkCashReceived } from '../payments/cash-received';
import { orderEvent, paymentEvent } from '../realtime/tenant-events';
import { lockOrder, readOrder } from '../sales/sales.service';
import { completePendingPayment, openPendingPayment, settleOrder } from '../sales/settlement';
import type { TenantRow } from '../../db/schema/platform';
import { presentPosPayment } from './pos.presenter';
import { failOtherPendingPayments, lockPayment, orderIdOfPayment, readPayment } from './pos-payments.repo';
import type { PosScope } from './pos-scope';
import type { PosGatewayPaymentsService } from './pos-gateway-payments.service';
import type { TenantGatewayService } from '../payment-gateway/tenant-gateway.service';
import type { GatewayStatus } from '../../providers/payments/gateway';
import { gatewayStatusForCheck, prepareGatewayIntent } from './pos-gateway-intent';
import { shiftForSale } from './pos-shift-gate';

type IntentInput = z.output<typeof payIntentCreate>;

const PAYMENT_NOT_FOUND = 'Pembayaran tidak ditemukan.';
const ORDER_CHANGED = 'Pesanan berubah saat pembayaran dibuat. Silakan coba lagi.';

/** The dynamic QRIS of the tenant's static payload for the exact amount (DESIGN §4), or the refusal. */
function qrisFor(tenant: TenantRow, rupiah: number): string {
  if (!tenant.qrisStaticPayload) throw new AppError('QRIS_NOT_CONFIGURED');
  try {
    return dynamicQris(tenant.qrisStaticPayload, rupiah);
  } catch {
    // Checked when saved; a payload that no longer passes is the same as none.
    throw new AppError('QRIS_NOT_CONFIGURED');
  }
}

/** A client id already used, or a second COMPLETED payment of the order: both 409. */
function paymentConflict(error: unknown): never {
  const constraint = uniqueViolationConstraint(error);
  if (constraint === ONE_COMPLETED_PER_ORDER) throw new AppError('ORDER_ALREADY_PAID');
  if (constraint !== null) throw new AppError('PAYMENT_ID_TAKEN');
  throw error;
}

/**
 * POST /pay/create-intent and /pay/{paymentId}/confirm (docs/pos.md): CASH completes at once; QRIS
 * and CARD wait for the cashier's confirmation. Paying marks the order PAID (and confirmed).
 */
export function createPosPaymentsService(
  deps: Pick<ServiceDeps, 'db' | 'now' | 'env' | 'log'> & {
    announcer: StaffAnnouncer;
    gateways: Pick<TenantGatewayService, 'gatewayForMethod' | 'gatewayOf' | 'webhookUrl'>;
    gatewayPayments: Pick<PosGatewayPaymentsService, 'applyLocked'>;
  },
) {
  type Notice = { orderIds: string[]; events: TenantEvent[] };
  const statusDeps = {
    ...deps,
    readPayment: (tenantId: string, id: string) =>
      inTenantTx(deps.db, tenantId, (tx) => readPayment(tx, tenantId, id)),
  };

  async function answer(
    tx: Tx,
    scope: PosScope,
    payment: PaymentRow,
    order: OrderRow,
    notice: Notice | null,
  ): Promise<PayIntentResponse> {
    if (notice) {
      notice.orderIds = [order.id];
      notice.events = [orderEvent(order, 'updated'), paymentEvent(order.id, payment.status)];
    }
    return { payment: presentPosPayment(payment), order: await presentStoredOrder(tx, order) };
  }

  /** The order paid through `payment`: its other waiting payments can no longer complete. */
  async function paid(tx: Tx, scope: PosScope, settled: { payment: PaymentRow; order: OrderRow }) {
    await failOtherPendingPayments(tx, scope.tenantId, settled.order.id, settled.payment.id);
    return settled;
  }

  async function createIntent(
    scope: PosScope,
    tenant: TenantRow,
    input: IntentInput,
    request: IdempotentRequest,
  ) {
    const notice: Notice = { orderIds: [], events: [] };
    const method = input.method;
    const intent =
      method === 'CASH'
        ? null
        : await prepareGatewayIntent(deps, scope, tenant, { ...input, method }, request);
    const result = await withIdempotency(
      deps.db,
      { tenantId: scope.tenantId, request, body: input, now: deps.now },
      async (tx) => {
        const order = await lockOrder(tx, scope.tenantId, input.orderId);
        if (!order) throw notFound(ORDER_TRANSITION_MESSAGES.notFound);
        const plan = planPayment(order);
        if (plan.kind === 'refused') throw new AppError(plan.code, plan.message);
        const due = amountDue(order);
        if (due <= 0) throw new AppError('NOTHING_DUE');
        checkCashReceived(input.method, input.cashReceived, due);
        const shift = await shiftForSale(tx, scope, request);
        const now = deps.now();
        const common = { paymentId: input._id, shiftId: shift?.id ?? null };

        if (input.method === 'CASH') {
          const cash = { ...common, cashReceived: input.cashReceived ?? null, forceStock: request.replay };
          const settled = await paid(tx, scope, await settleOrder(tx, scope, order, 'CASH', now, cash));
          return { status: 201, body: await answer(tx, scope, settled.payment, settled.order, notice) };
        }
        // The order's amount cannot change while it is unpaid; a gateway link for another one would
        // never match its webhook, so it is refused rather than written.
        if (intent && intent.amount !== due) throw new AppError('IN_PROGRESS', ORDER_CHANGED);
        const made = intent
          ? intent.fields
          : {
              qrString: input.method === 'QRIS' ? qrisFor(tenant, due) : null,
              // The manual card provider has no pay link: the cashier confirms the terminal's slip.
              payUrl: null,
              gateway: null,
              gatewayRef: null,
            };
        const { payment, order: waiting } = await openPendingPayment(
          tx,
          {
            tenantId: scope.tenantId,
            id: intent?.paymentId ?? input._id ?? uuidv7(),
            orderId: order.id,
            method: input.method,
            status: 'PENDING',
            amount: due,
            createdBy: scope.userId,
            createdAt: now,
            shiftId: common.shiftId,
            ...made,
          },
          now,
        );
        return { status: 201, body: await answer(tx, scope, payment, waiting, notice) };
      },
    ).catch(paymentConflict);
    if (!result.replayed) deps.announcer.announce(scope.tenantId, notice.orderIds, notice.events);
    return result;
  }

  /**
   * A gateway payment is confirmed by its gateway, never by the cashier's word: the cashier's
   * confirmation asked the gateway before this transaction (for a webhook that is late), and the
   * payment completes only when the gateway said PAID, applied exactly as its webhook would be.
   */
  async function checkWithGateway(
    tx: Tx,
    scope: PosScope,
    payment: PaymentRow,
    provider: TenantGatewayProvider,
    status: GatewayStatus | null,
    notice: Notice,
  ) {
    if (status?.status !== 'PAID') throw new AppError('PAYMENT_AWAITS_GATEWAY');
    await deps.gatewayPayments.applyLocked(
      tx,
      scope.tenantId,
      provider,
      {
        eventId: `status-check:${payment.id}`,
        reference: payment.id,
        providerRef: status.providerRef,
        status: 'PAID',
        amount: status.amount,
        currency: status.currency,
      },
      notice,
    );
    const order = await lockOrder(tx, scope.tenantId, payment.orderId);
    const settled = await lockPayment(tx, scope.tenantId, payment.id);
    if (!order || !settled) throw notFound(PAYMENT_NOT_FOUND);
    return { payment: settled, order };
  }

  /** Completes a PENDING payment; one already COMPLETED is answered again (idempotent by state too). */
  async function confirm(scope: PosScope, paymentId: string, request: IdempotentRequest) {
    const notice: Notice = { orderIds: [], events: [] };
    const answered =
      request.key !== undefined && (await alreadyAnswered(deps.db, scope.tenantId, request.key));
    const gatewayStatus = answered ? null : await gatewayStatusForCheck(statusDeps, scope, paymentId);
    const result = await withIdempotency(
      deps.db,
      { tenantId: scope.tenantId, request, body: { paymentId }, now: deps.now },
      async (tx) => {
        // The order's lock first, as every payment of it takes: two confirmations never interleave.
        const orderId = await orderIdOfPayment(tx, scope.tenantId, paymentId);
        const order = orderId ? await lockOrder(tx, scope.tenantId, orderId) : undefined;
        const payment = order ? await lockPayment(tx, scope.tenantId, paymentId) : undefined;
        if (!order || !payment) throw notFound(PAYMENT_NOT_FOUND);
        if (payment.status === 'COMPLETED') {
          return { status: 200, body: await answer(tx, scope, payment, order, null) };
        }
        if (payment.status !== 'PENDING') throw new AppError('PAYMENT_NOT_PENDING');
        if (isTenantGatewayProvider(payment.gateway)) {
          const checked = await checkWithGateway(tx, scope, payment, payment.gateway, gatewayStatus, notice);
          return { status: 200, body: await answer(tx, scope, checked.payment, checked.order, null) };
        }
        const plan = planPayment(order);
        if (plan.kind === 'refused') throw new AppError(plan.code, plan.message);
        const settled = await paid(
          tx,
          scope,
          await completePendingPayment(tx, scope, order, payment, deps.now()),
        );
        return { status: 200, body: await answer(tx, scope, settled.payment, settled.order, notice) };
      },
    ).catch(paymentConflict);
    if (!result.replayed) deps.announcer.announce(scope.tenantId, notice.orderIds, notice.events);
    return result;
  }

  /** A payment and its order as they are now. */
  async function read(scope: PosScope, paymentId: string): Promise<PayIntentResponse> {
    return inTenantTx(deps.db, scope.tenantId, async (tx) => {
      const payment = await readPayment(tx, scope.tenantId, paymentId);
      const order = payment ? await readOrder(tx, scope.tenantId, payment.orderId) : undefined;
      if (!payment || !order) throw notFound(PAYMENT_NOT_FOUND);
      return { payment: presentPosPayment(payment), order: await presentStoredOrder(tx, order) };
    });
  }

  return { createIntent, confirm, read };
}

export type PosPaymentsService = ReturnType<typeof createPosPaymentsService>;
