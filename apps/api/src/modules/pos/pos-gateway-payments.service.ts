import { z } from 'zod';
import type { WebhookReceived } from '@meja/shared/contracts/billing';
import { isTenantGatewayProvider, type TenantGatewayProvider } from '@meja/shared/contracts/payment-gateway';
import type { TenantEvent } from '@meja/shared/contracts/tenant-events';
import { planPayment } from '@meja/shared/payment-rules';
import type { OrderRow } from '../../db/schema/orders';
import type { PaymentRow } from '../../db/schema/payments';
import { inTenantTx, unsafePlatformReadTx, type Tx } from '../../platform/db-scope';
import type { ServiceDeps } from '../../platform/deps';
import type { Job } from '../../platform/jobs';
import { AppError, notFound } from '../../platform/errors';
import type { GatewayEvent, GatewayStatus, PosPaymentGateway } from '../../providers/payments/gateway';
import type { StaffAnnouncer } from '../orders/staff-announce';
import type { TenantGatewayService } from '../payment-gateway/tenant-gateway.service';
import { orderEvent, paymentEvent } from '../realtime/tenant-events';
import { lockOrder } from '../sales/sales.service';
import { completePendingPayment } from '../sales/settlement';
import {
  failOtherPendingPayments,
  lockPayment,
  orderIdOfPayment,
  readPayment,
  recordPaymentGatewayEvent,
  unsafePendingGatewayPayments,
} from './pos-payments.repo';

export type GatewayEventOutcome = WebhookReceived['outcome'];

/** A gateway payment waits this long for its webhook before the poll asks the gateway itself. */
export const POS_GATEWAY_POLL_AFTER_MS = 2 * 60 * 1000;
/** Past this, a link or QR has long expired: the poll stops asking. */
const POS_GATEWAY_POLL_UNTIL_MS = 24 * 60 * 60 * 1000;
const POLL_BATCH = 200;

const PAYMENT_NOT_FOUND = 'Pembayaran tidak ditemukan.';
const uuid = z.uuid();

/** The gateway's own status of a POS payment, asked by what that gateway needs. */
export function askPaymentStatus(gateway: PosPaymentGateway, payment: PaymentRow): Promise<GatewayStatus> {
  return gateway.paymentStatus({
    reference: payment.id,
    providerRef: payment.gatewayRef,
    method: payment.method === 'QRIS' ? 'QRIS' : 'CARD',
  });
}

/**
 * The POS payments that go through the restaurant's own gateway (issue 17) as its events land: a
 * verified PAID event completes its PENDING payment exactly once (the order's lock first, as every
 * payment of it takes; each event id stored once, so a replay changes nothing), the POS and the
 * staff screens hear of it at once. Amount, currency or gateway mismatches are refused and logged.
 * A lost webhook is recovered by the poll, which asks the gateway and applies its answer the same way.
 */
export function createPosGatewayPaymentsService(
  deps: Pick<ServiceDeps, 'db' | 'now' | 'log'> & {
    announcer: StaffAnnouncer;
    gateways: Pick<TenantGatewayService, 'gatewayForWebhook'>;
  },
) {
  type Notice = { orderIds: string[]; events: TenantEvent[] };

  /** Settles the locked order through its locked payment; the outcome and what to announce. */
  async function settle(
    tx: Tx,
    tenantId: string,
    order: OrderRow,
    payment: PaymentRow,
    notice: Notice,
  ): Promise<GatewayEventOutcome> {
    const plan = planPayment(order);
    if (plan.kind === 'refused') {
      // Money taken for an order that can no longer be paid (cancelled meanwhile): kept on record
      // for the owner to refund at the gateway, never silently dropped.
      deps.log.warn(
        { tenantId, paymentId: payment.id, orderId: order.id, reason: plan.code },
        'gateway payment of an order that cannot be paid: refund it at the gateway',
      );
      return 'recorded';
    }
    const settled = await completePendingPayment(tx, { tenantId, userId: null }, order, payment, deps.now());
    await failOtherPendingPayments(tx, tenantId, order.id, payment.id);
    notice.orderIds = [order.id];
    notice.events = [orderEvent(settled.order, 'updated'), paymentEvent(order.id, settled.payment.status)];
    return 'paid';
  }

  /**
   * What Meja does with `event` (already verified, and for PAID confirmed): inside the caller's
   * transaction, with the order and payment locked.
   */
  async function applyLocked(
    tx: Tx,
    tenantId: string,
    provider: TenantGatewayProvider,
    event: GatewayEvent,
    notice: Notice,
  ): Promise<GatewayEventOutcome> {
    const orderId = uuid.safeParse(event.reference).success
      ? await orderIdOfPayment(tx, tenantId, event.reference)
      : undefined;
    const order = orderId ? await lockOrder(tx, tenantId, orderId) : undefined;
    const payment = order ? await lockPayment(tx, tenantId, event.reference) : undefined;
    if (!order || !payment) throw notFound(PAYMENT_NOT_FOUND);
    if (
      event.status === 'PAID' &&
      (payment.gateway !== provider || event.amount !== payment.amount || event.currency !== 'IDR')
    ) {
      deps.log.warn(
        {
          tenantId,
          provider,
          paymentId: payment.id,
          eventId: event.eventId,
          amount: event.amount,
          currency: event.currency,
        },
        'gateway event refused: not a payment of this gateway, amount or currency',
      );
      throw new AppError('GATEWAY_EVENT_MISMATCH');
    }
    const outcome: GatewayEventOutcome =
      event.status !== 'PAID' ? 'recorded' : payment.status === 'PENDING' ? 'paid' : 'already-paid';
    const fresh = await recordPaymentGatewayEvent(tx, {
      tenantId,
      provider,
      eventId: event.eventId,
      paymentId: payment.id,
      status: event.status,
      amount: event.amount,
      outcome,
      receivedAt: deps.now(),
    });
    if (!fresh) return 'duplicate';
    if (outcome !== 'paid') {
      if (event.status === 'PAID' && payment.status !== 'COMPLETED') {
        deps.log.warn(
          { tenantId, paymentId: payment.id, status: payment.status },
          'gateway says paid, the payment is no longer pending (paid another way?): refund it at the gateway',
        );
      }
      return outcome;
    }
    return settle(tx, tenantId, order, payment, notice);
  }

  /** A verified (and for PAID, confirmed) event of the restaurant's gateway, applied once. */
  async function apply(
    tenantId: string,
    provider: TenantGatewayProvider,
    event: GatewayEvent,
  ): Promise<GatewayEventOutcome> {
    const notice: Notice = { orderIds: [], events: [] };
    const outcome = await inTenantTx(deps.db, tenantId, (tx) =>
      applyLocked(tx, tenantId, provider, event, notice),
    );
    if (outcome === 'paid') deps.announcer.announce(tenantId, notice.orderIds, notice.events);
    return outcome;
  }

  /** The POS payment an event names, read without a lock (to ask its gateway before applying). */
  async function paymentOf(tenantId: string, reference: string): Promise<PaymentRow> {
    if (!uuid.safeParse(reference).success) throw notFound(PAYMENT_NOT_FOUND);
    const row = await inTenantTx(deps.db, tenantId, (tx) => readPayment(tx, tenantId, reference));
    if (!row) throw notFound(PAYMENT_NOT_FOUND);
    return row;
  }

  /**
   * Lost webhooks: every gateway payment still PENDING a few minutes after it was made (and less
   * than a day old) is asked of its gateway; one the gateway says is PAID is applied as its
   * webhook would have been. A gateway that fails is logged and asked again at the next run.
   */
  async function pollPending(now: Date): Promise<number> {
    const pending = await unsafePlatformReadTx(deps.db, (tx) =>
      unsafePendingGatewayPayments(
        tx,
        {
          after: new Date(now.getTime() - POS_GATEWAY_POLL_UNTIL_MS),
          before: new Date(now.getTime() - POS_GATEWAY_POLL_AFTER_MS),
        },
        POLL_BATCH,
      ),
    );
    let paid = 0;
    for (const payment of pending) {
      const provider = payment.gateway;
      if (!isTenantGatewayProvider(provider)) continue;
      try {
        const gateway = await deps.gateways.gatewayForWebhook(payment.tenantId, provider);
        const status = await askPaymentStatus(gateway, payment);
        if (status.status !== 'PAID') continue;
        const outcome = await apply(payment.tenantId, provider, {
          eventId: `status-poll:${payment.id}`,
          reference: payment.id,
          providerRef: status.providerRef,
          status: 'PAID',
          amount: status.amount,
          currency: status.currency,
        });
        if (outcome === 'paid') paid += 1;
      } catch (error) {
        deps.log.warn(
          { err: error, provider, tenantId: payment.tenantId, paymentId: payment.id },
          'POS gateway status poll failed',
        );
      }
    }
    return paid;
  }

  return { apply, applyLocked, paymentOf, pollPending };
}

export type PosGatewayPaymentsService = ReturnType<typeof createPosGatewayPaymentsService>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The POS's gateway payments (the tests run its lost-webhook poll). */
    posGatewayPayments: PosGatewayPaymentsService;
  }
}

/** The POS's lost-webhook poll on the job runner (one instance at a time, every run of the runner). */
export function createPosGatewayPollJob(payments: Pick<PosGatewayPaymentsService, 'pollPending'>): Job {
  return {
    name: 'pos-gateway-payment-poll',
    run: async (_tx, now) => async () => {
      await payments.pollPending(now);
    },
  };
}
