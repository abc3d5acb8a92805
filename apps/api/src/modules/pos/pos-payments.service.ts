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
import { withIdempotency, type IdempotentRequest } from '../../platform/idempotency';
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
import { askPaymentStatus, type PosGatewayPaymentsService } from './pos-gateway-payments.service';
import type { TenantGatewayService } from '../payment-gateway/tenant-gateway.service';
import type { PosPaymentGateway } from '../../providers/payments/gateway';
import { shiftForSale } from './pos-shift-gate';

type IntentInput = z.output<typeof payIntentCreate>;

const PAYMENT_NOT_FOUND = 'Pembayaran tidak ditemukan.';

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

/** A gateway payment is made live at the counter: it needs the gateway's link or QR right now. */
const GATEWAY_PAYMENT_TTL_MS = 30 * 60 * 1000;

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

  /**
   * The card link or QRIS of the restaurant's gateway for this payment (issue 17). Never from the
   * offline queue: a replayed request would show a link or QR nobody is waiting for.
   */
  async function throughGateway(
    routed: { provider: TenantGatewayProvider; gateway: PosPaymentGateway },
    sale: {
      tenant: TenantRow;
      order: OrderRow;
      paymentId: string;
      method: 'CARD' | 'QRIS';
      amount: number;
      now: Date;
      request: IdempotentRequest;
    },
  ) {
    if (sale.request.replay) throw new AppError('GATEWAY_NEEDS_NETWORK');
    try {
      const made = await routed.gateway.createPayment({
        reference: sale.paymentId,
        method: sale.method,
        amount: { amount: sale.amount, currency: 'IDR' },
        description: `Pesanan ${sale.order.tableNumber} — ${sale.tenant.name}`,
        notificationUrl: deps.gateways.webhookUrl(sale.tenant.id, routed.provider),
        returnUrl: `${deps.env.PUBLIC_URL}/${sale.tenant.slug}/order-track/${sale.order.id}`,
        expiresAt: new Date(sale.now.getTime() + GATEWAY_PAYMENT_TTL_MS),
      });
      return {
        qrString: made.qrString,
        payUrl: made.payUrl,
        gateway: routed.provider,
        gatewayRef: made.providerRef,
      };
    } catch (error) {
      deps.log.warn(
        { err: error, tenantId: sale.tenant.id, provider: routed.provider, paymentId: sale.paymentId },
        'restaurant gateway payment not created',
      );
      throw new AppError('PAYMENT_GATEWAY_FAILED');
    }
  }

  async function answer(
    tx: Tx,
    scope: PosScope,
    payment: PaymentRow,
    order: OrderRow,
    notice: Notice | null,
  ): Promise<PayIntentResponse> {
    if (notice) {
      notice.orderIds = await deps.announcer.affected(tx, scope.tenantId, order.id);
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
        const routed = await deps.gateways.gatewayForMethod(tx, scope.tenantId, input.method);
        const paymentId = input._id ?? uuidv7();
        const made = routed
          ? await throughGateway(routed, {
              tenant,
              order,
              paymentId,
              method: input.method,
              amount: due,
              now,
              request,
            })
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
            id: paymentId,
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
   * confirmation asks the gateway (for a webhook that is late) and completes the payment only when
   * the gateway says it is PAID, exactly as its webhook would.
   */
  async function checkWithGateway(
    tx: Tx,
    scope: PosScope,
    payment: PaymentRow,
    provider: TenantGatewayProvider,
    notice: Notice,
  ) {
    const gateway = await deps.gateways.gatewayOf(tx, scope.tenantId, provider);
    const status = await askPaymentStatus(gateway, payment).catch((error: unknown) => {
      deps.log.warn(
        { err: error, tenantId: scope.tenantId, paymentId: payment.id },
        'gateway status check failed',
      );
      throw new AppError('PAYMENT_GATEWAY_FAILED');
    });
    if (status.status !== 'PAID') throw new AppError('PAYMENT_AWAITS_GATEWAY');
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
          const checked = await checkWithGateway(tx, scope, payment, payment.gateway, notice);
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
