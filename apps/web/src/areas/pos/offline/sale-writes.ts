import {
  payIntentCreate,
  payIntentResponse,
  posOrderCreate,
  posOrderCreated,
  type PosMenu,
} from '@meja/shared/contracts/pos';
import type { PaymentMethod } from '@meja/shared/payment-rules';
import {
  discountNeedsPin,
  placeBody,
  posCartTotals,
  saleDiscounts,
  saleLineBody,
  type PosSale,
} from '@meja/shared/pos-cart';
import type { DiscountProblem } from '@meja/shared/discounts';
import type { Role } from '@meja/shared/roles';
import { ApiError } from '../../../api/api-error';
import {
  DISCOUNT_INVALID_CODE,
  DISCOUNT_NEEDS_NETWORK_CODE,
  DISCOUNT_PIN_REQUIRED_CODE,
  GATEWAY_NEEDS_NETWORK_CODE,
  offlineMessages,
  QRIS_NOT_CONFIGURED_CODE,
} from './offline-messages';
import { DiscountMisfit, localConfirmedPayment, localOrder, localPayIntent } from './pos-placeholders';
import { POS_PATHS, posReadRequest, posWriteRequest } from './pos-requests';
import type { PosOrderView, PosPaymentView } from './pos-views';
import { answerOf } from './write-errors';
import { isSuccess, type WritePath } from './write-path';

export interface PayIntentInput {
  order: PosOrderView;
  method: PaymentMethod;
  qrisStaticPayload: string | null;
  /** CASH: what the customer handed over (the queued body carries it too). */
  cashReceived?: number;
  /** The method goes through the restaurant's gateway (the menu's `gateway`): live only, never queued. */
  viaGateway?: boolean;
}

export interface PaymentNow {
  payment: PosPaymentView;
  order: PosOrderView;
}

/** Who makes the sale (issue 20): their name goes on an offline sale's discounts; a cashier's role needs a PIN above the limit. */
export interface SaleGiver {
  name: string;
  role: Role;
}

export interface SaleOptions {
  /** The cashier by default (the stricter rule), unnamed. */
  giver?: SaleGiver;
  /**
   * An admin's PIN for discounts above the restaurant's limit (or asked for by the server): the
   * sale then happens live or not at all — the PIN is checked by the server, and never stored here.
   */
  discountPin?: string;
}

const UNNAMED_CASHIER: SaleGiver = { name: '', role: 'CASHIER' };

function discountRefusal(problem: DiscountProblem): ApiError {
  const t = offlineMessages.get();
  const message = problem.kind === 'tooLarge' ? t.discountTooLarge : t.orderFailed;
  return new ApiError({ status: 400, code: DISCOUNT_INVALID_CODE, message });
}

/**
 * The sale: the order, its payment intent, and the confirmation of a QRIS or card payment. A payment
 * through the restaurant's gateway (issue 17) is made and checked live only: the gateway makes its
 * link or QR now and the customer pays now, so a queued copy could only fail, or charge later.
 */
export function saleWrites(path: WritePath) {
  /** Gateway payments already counted into the cached shift: the watch and the check may both see one complete. */
  const countedGatewayPayments = new Set<string>();

  async function countCompleted(tenantSlug: string, payment: PosPaymentView): Promise<void> {
    if (payment.gateway !== null) {
      if (countedGatewayPayments.has(payment._id)) return;
      countedGatewayPayments.add(payment._id);
    }
    await path.tally(tenantSlug, payment);
  }

  /** Refuses a gateway payment now unless it would go straight to the server (online, nothing queued). */
  async function assertGatewayReachable(tenantSlug: string): Promise<void> {
    if (await path.canSendNow(tenantSlug)) return;
    const message = offlineMessages.get().gatewayNeedsNetwork;
    throw new ApiError({ status: 0, code: GATEWAY_NEEDS_NETWORK_CODE, message });
  }

  /**
   * The sale whose discounts an admin's PIN approves, sent live (never queued: the PIN is checked by
   * the server, and is not kept on this device). Sent again for the same sale after no answer, it
   * carries the same `_id` and Idempotency-Key, so a sale the server did record is answered, not
   * made twice; the PIN is no part of the request's identity.
   */
  let unansweredSale: { signature: string; id: string; key: string } | null = null;

  /**
   * Refuses now a sale whose discounts need an admin's PIN unless it would go straight to the server
   * (online, nothing queued): only the server can check the PIN, and such a sale is never queued.
   */
  async function assertDiscountApprovable(tenantSlug: string, limitPercent: number): Promise<void> {
    if (await path.canSendNow(tenantSlug)) return;
    const message = offlineMessages.get().discountNeedsNetwork({ limit: String(limitPercent) });
    throw new ApiError({ status: 0, code: DISCOUNT_NEEDS_NETWORK_CODE, message });
  }

  async function approvedSale(
    tenantSlug: string,
    content: object,
    approval: { pin: string | undefined; limitPercent: number },
    fallback: string,
  ): Promise<{ offline: boolean; order: PosOrderView }> {
    await assertDiscountApprovable(tenantSlug, approval.limitPercent);
    if (!approval.pin) {
      const message = offlineMessages.get().discountPinRequired({ limit: String(approval.limitPercent) });
      throw new ApiError({ status: 403, code: DISCOUNT_PIN_REQUIRED_CODE, message });
    }
    const signature = JSON.stringify([tenantSlug, content]);
    const attempt =
      unansweredSale?.signature === signature
        ? unansweredSale
        : { signature, id: path.newId(), key: path.newId() };
    const body = { _id: attempt.id, ...content, discountPin: approval.pin };
    path.checked(posOrderCreate, body, fallback);
    unansweredSale = attempt;
    const request = posWriteRequest(path.caller(tenantSlug), POS_PATHS.orders, body, attempt.key);
    const response = await path.sendLive(request, fallback);
    unansweredSale = null;
    return { offline: false, order: answerOf(posOrderCreated, response, fallback).order };
  }

  /**
   * The sale's order with its discounts (issue 20). Within the restaurant's limit (or by an admin)
   * it takes the write path like any sale: queued offline with its discounts, the placeholder priced
   * as the server prices it. Above the limit, a cashier's sale needs an admin's PIN and the network.
   */
  async function createPosOrder(
    tenantSlug: string,
    sale: PosSale,
    menu: PosMenu,
    options: SaleOptions = {},
  ): Promise<{ offline: boolean; order: PosOrderView }> {
    const fallback = offlineMessages.get().orderFailed;
    const giver = options.giver ?? UNNAMED_CASHIER;
    const { lines, place, billDiscount = null } = sale;
    const discounts = saleDiscounts(lines, billDiscount);
    // Without discounts, the body of old (and its replay's identity unchanged).
    const content = {
      items: lines.map(saleLineBody),
      ...placeBody(place),
      ...(discounts.length > 0 ? { discounts } : {}),
    };
    const totals = posCartTotals(lines, menu, billDiscount);
    if (totals.problem) throw discountRefusal(totals.problem);
    const limitPercent = menu.discountLimitPercent;
    if (options.discountPin !== undefined || discountNeedsPin(giver.role, totals, limitPercent)) {
      return approvedSale(tenantSlug, content, { pin: options.discountPin, limitPercent }, fallback);
    }
    const id = path.newId();
    const key = path.newId();
    const body = { _id: id, ...content };
    path.checked(posOrderCreate, body, fallback);
    const request = posWriteRequest(path.caller(tenantSlug), POS_PATHS.orders, body, key);
    const answer = await path.attempt(tenantSlug, request, fallback);
    if (answer.answered) {
      return { offline: false, order: answerOf(posOrderCreated, answer.response, fallback).order };
    }
    let order: PosOrderView;
    try {
      order = localOrder(id, sale, menu, path.now(), giver);
    } catch (error) {
      // The cached menu prices a line below its fixed discount: the server would refuse it too.
      if (error instanceof DiscountMisfit) throw discountRefusal(error.problem);
      throw error;
    }
    await path.enqueue(key, request, { kind: 'order', tenantSlug, local: order });
    return { offline: true, order };
  }

  /** Built before anything is queued: a QRIS the server would refuse is refused now. */
  function offlineIntent(id: string, input: PayIntentInput) {
    if (input.method === 'QRIS' && input.qrisStaticPayload === null) {
      const message = offlineMessages.get().qrisNotConfigured;
      throw new ApiError({ status: 400, code: QRIS_NOT_CONFIGURED_CODE, message });
    }
    try {
      return localPayIntent(id, input.order, input, path.now());
    } catch (error) {
      const message = error instanceof Error ? error.message : offlineMessages.get().paymentFailed;
      throw new ApiError({ status: 400, code: 'VALIDATION', message });
    }
  }

  async function createPayIntent(
    tenantSlug: string,
    input: PayIntentInput,
  ): Promise<{ offline: boolean; payment: PosPaymentView; order: PosOrderView }> {
    const fallback = offlineMessages.get().paymentFailed;
    const id = path.newId();
    const key = path.newId();
    const body = {
      _id: id,
      orderId: input.order._id,
      method: input.method,
      ...(input.cashReceived !== undefined && { cashReceived: input.cashReceived }),
    };
    path.checked(payIntentCreate, body, fallback);
    const request = posWriteRequest(path.caller(tenantSlug), POS_PATHS.payIntent, body, key);
    if (input.viaGateway) {
      await assertGatewayReachable(tenantSlug);
      const response = await path.sendLive(request, fallback);
      return { offline: false, ...answerOf(payIntentResponse, response, fallback) };
    }
    const answer = await path.attempt(tenantSlug, request, fallback);
    if (answer.answered) {
      const { payment, order } = answerOf(payIntentResponse, answer.response, fallback);
      if (payment.status === 'COMPLETED') await countCompleted(tenantSlug, payment);
      return { offline: false, payment, order };
    }
    const local = offlineIntent(id, input);
    await path.enqueue(key, request, { kind: 'payIntent', tenantSlug, local });
    if (input.method === 'CASH') await path.tally(tenantSlug, local.payment);
    return { offline: true, ...local };
  }

  async function confirmPayment(
    tenantSlug: string,
    payment: PosPaymentView,
  ): Promise<{ offline: boolean; payment: PosPaymentView }> {
    const fallback = offlineMessages.get().paymentFailed;
    const key = path.newId();
    const url = POS_PATHS.confirmPayment(payment._id);
    const request = posWriteRequest(path.caller(tenantSlug), url, {}, key);
    // A gateway payment's check asks the gateway: live, and a 409 (not paid yet) is the cashier's to read.
    const answer = payment.gateway
      ? { answered: true as const, response: await path.sendLive(request, fallback) }
      : await path.attempt(tenantSlug, request, fallback);
    if (answer.answered) {
      const confirmed = answerOf(payIntentResponse, answer.response, fallback).payment;
      const justCompleted = confirmed.status === 'COMPLETED' && payment.status !== 'COMPLETED';
      if (justCompleted) await countCompleted(tenantSlug, confirmed);
      return { offline: false, payment: confirmed };
    }
    const local = localConfirmedPayment(payment);
    await path.enqueue(key, request, { kind: 'payConfirm', tenantSlug, local: { payment: local } });
    await path.tally(tenantSlug, local);
    return { offline: true, payment: local };
  }

  /**
   * A gateway payment as the server has it now (GET /pay/{id}), for the POS that waits for its
   * webhook; null while the server cannot be asked. Seen COMPLETED, it counts into the cached shift once.
   */
  async function readGatewayPayment(tenantSlug: string, paymentId: string): Promise<PaymentNow | null> {
    if (!path.isOnline()) return null;
    const request = posReadRequest(path.caller(tenantSlug), POS_PATHS.payment(paymentId));
    const response = await path.transport(request).catch(() => null);
    if (!response || !isSuccess(response.status)) return null;
    const parsed = payIntentResponse.safeParse(response.body);
    if (!parsed.success) return null;
    if (parsed.data.payment.status === 'COMPLETED') await countCompleted(tenantSlug, parsed.data.payment);
    return parsed.data;
  }

  return {
    createPosOrder,
    createPayIntent,
    confirmPayment,
    assertGatewayReachable,
    assertDiscountApprovable,
    readGatewayPayment,
  };
}
