import { v7 as uuidv7 } from 'uuid';
import { isTenantGatewayProvider, type TenantGatewayProvider } from '@meja/shared/contracts/payment-gateway';
import { ORDER_TRANSITION_MESSAGES } from '@meja/shared/order-transitions';
import { amountDue, planPayment } from '@meja/shared/payment-rules';
import type { PaymentRow } from '../../db/schema/payments';
import type { TenantRow } from '../../db/schema/platform';
import { inTenantTx } from '../../platform/db-scope';
import type { ServiceDeps } from '../../platform/deps';
import { AppError, notFound } from '../../platform/errors';
import { alreadyAnswered, type IdempotentRequest } from '../../platform/idempotency';
import type { GatewayStatus } from '../../providers/payments/gateway';
import type { TenantGatewayService } from '../payment-gateway/tenant-gateway.service';
import { readOrder } from '../sales/sales.service';
import { askPaymentStatus } from './pos-gateway-payments.service';
import type { PosScope } from './pos-scope';
import { shiftForSale } from './pos-shift-gate';

/*
 * The gateway's part of a POS payment (issue 17), done before the payment's transaction and
 * outside any: a gateway can take seconds to answer, and meanwhile no database connection (on the
 * embedded database, the only one) and no order lock may be held. What the gateway answered is
 * then written in the transaction, whose own checks run again under the order's lock.
 */

/** A gateway payment made at the gateway, waiting to be written. */
export interface GatewayIntent {
  paymentId: string;
  amount: number;
  fields: {
    qrString: string | null;
    payUrl: string | null;
    gateway: TenantGatewayProvider;
    gatewayRef: string | null;
  };
}

/** A gateway payment is made live at the counter: its link or QR lasts this long. */
const GATEWAY_PAYMENT_TTL_MS = 30 * 60 * 1000;

type Deps = Pick<ServiceDeps, 'db' | 'now' | 'env' | 'log'> & {
  gateways: Pick<TenantGatewayService, 'gatewayForMethod' | 'gatewayOf' | 'webhookUrl'>;
};

/**
 * The card link or QRIS of the restaurant's gateway for a new payment of the order, or null when
 * the method does not go through a gateway, or when this request was answered before (its stored
 * answer is replayed; the gateway is not asked twice). Never from the offline queue: a link or QR
 * made later would wait for nobody.
 */
export async function prepareGatewayIntent(
  deps: Deps,
  scope: PosScope,
  tenant: TenantRow,
  input: { orderId: string; method: 'CARD' | 'QRIS'; _id?: string | undefined },
  request: IdempotentRequest,
): Promise<GatewayIntent | null> {
  if (request.key !== undefined && (await alreadyAnswered(deps.db, scope.tenantId, request.key))) return null;
  const checked = await inTenantTx(deps.db, scope.tenantId, async (tx) => {
    const routed = await deps.gateways.gatewayForMethod(tx, scope.tenantId, input.method);
    if (!routed) return null;
    if (request.replay) throw new AppError('GATEWAY_NEEDS_NETWORK');
    const order = await readOrder(tx, scope.tenantId, input.orderId);
    if (!order) throw notFound(ORDER_TRANSITION_MESSAGES.notFound);
    const plan = planPayment(order);
    if (plan.kind === 'refused') throw new AppError(plan.code, plan.message);
    const due = amountDue(order);
    if (due <= 0) throw new AppError('NOTHING_DUE');
    await shiftForSale(tx, scope, request);
    return { routed, order, due };
  });
  if (!checked) return null;
  const { routed, order, due } = checked;
  const paymentId = input._id ?? uuidv7();
  try {
    const made = await routed.gateway.createPayment({
      reference: paymentId,
      method: input.method,
      amount: { amount: due, currency: 'IDR' },
      description: `Pesanan ${order.tableNumber} — ${tenant.name}`,
      notificationUrl: deps.gateways.webhookUrl(tenant.id, routed.provider),
      returnUrl: `${deps.env.PUBLIC_URL}/${tenant.slug}/order-track/${order.id}`,
      expiresAt: new Date(deps.now().getTime() + GATEWAY_PAYMENT_TTL_MS),
    });
    return {
      paymentId,
      amount: due,
      fields: {
        qrString: made.qrString,
        payUrl: made.payUrl,
        gateway: routed.provider,
        gatewayRef: made.providerRef,
      },
    };
  } catch (error) {
    deps.log.warn(
      { err: error, tenantId: tenant.id, provider: routed.provider, paymentId },
      'restaurant gateway payment not created',
    );
    throw new AppError('PAYMENT_GATEWAY_FAILED');
  }
}

/**
 * What the gateway says of a PENDING gateway payment the cashier asks about (null: not a waiting
 * gateway payment — the confirmation then goes its usual way), asked outside any transaction.
 */
export async function gatewayStatusForCheck(
  deps: Deps & { readPayment: (tenantId: string, id: string) => Promise<PaymentRow | undefined> },
  scope: PosScope,
  paymentId: string,
): Promise<GatewayStatus | null> {
  const payment = await deps.readPayment(scope.tenantId, paymentId);
  const provider = payment?.gateway;
  if (!payment || payment.status !== 'PENDING' || !isTenantGatewayProvider(provider)) return null;
  const gateway = await inTenantTx(deps.db, scope.tenantId, (tx) =>
    deps.gateways.gatewayOf(tx, scope.tenantId, provider),
  );
  try {
    return await askPaymentStatus(gateway, payment);
  } catch (error) {
    deps.log.warn({ err: error, tenantId: scope.tenantId, paymentId }, 'gateway status check failed');
    throw new AppError('PAYMENT_GATEWAY_FAILED');
  }
}
