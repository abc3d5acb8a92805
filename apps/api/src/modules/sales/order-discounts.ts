import type { DiscountInputBody } from '@meja/shared/contracts/discounts';
import { chargesOf } from '@meja/shared/charges';
import {
  DISCOUNT_MESSAGES,
  discountNeedsApproval,
  discountProblemMessage,
  priceDiscounts,
} from '@meja/shared/discounts';
import { planPayment } from '@meja/shared/payment-rules';
import type { Role } from '@meja/shared/roles';
import type { OrderRow, StoredDiscount } from '../../db/schema/orders';
import type { Tx } from '../../platform/db-scope';
import { AppError, tooManyAttempts } from '../../platform/errors';
import type { Throttle } from '../../platform/throttle';
import { adminOfDiscountPin } from '../users/discount-pin.service';
import { selectLineAmounts, setOrderDiscounts } from './sales.repo';

/** Who gives a discount: a cashier above the restaurant's limit needs an admin's PIN; an admin never. */
export interface DiscountGiver {
  id: string | null;
  name: string;
  role: Role;
}

export interface DiscountRequest {
  discounts: readonly Required<DiscountInputBody>[];
  pin?: string | undefined;
}

const sameDiscount = (a: StoredDiscount, b: Required<DiscountInputBody>) =>
  a.line === b.line && a.kind === b.kind && a.value === b.value && a.reason === b.reason;

/**
 * Sets the order's discounts (issue 20), the order locked by the caller: refused on an order that
 * is cancelled, paid, being paid in parts or waiting for a QRIS or card payment; each discount
 * priced against the lines (priceDiscounts); a cashier's set above `limitPercent` % of the dishes
 * approved by an admin's PIN (wrong PINs counted per restaurant). A discount already on the order
 * and sent again unchanged keeps who gave and approved it. The service charge and tax are then
 * worked out again on the dishes less the discounts (computeCharges).
 */
export async function setDiscounts(
  tx: Tx,
  deps: { throttle: Throttle; now: Date },
  order: OrderRow,
  request: DiscountRequest,
  context: { giver: DiscountGiver; limitPercent: number },
): Promise<OrderRow> {
  const plan = planPayment(order);
  if (plan.kind === 'refused') {
    const message =
      plan.code === 'ORDER_CANCELLED'
        ? DISCOUNT_MESSAGES.orderCancelled
        : plan.code === 'ORDER_ALREADY_PAID'
          ? DISCOUNT_MESSAGES.orderPaid
          : undefined;
    throw new AppError(plan.code, message);
  }
  if (order.paymentStatus === 'PENDING') throw new AppError('PAYMENT_IN_PROGRESS');
  const priced = priceDiscounts(await selectLineAmounts(tx, order.tenantId, order.id), request.discounts);
  if (!priced.ok) throw new AppError('DISCOUNT_INVALID', discountProblemMessage(priced.problem));
  const kept = (discount: Required<DiscountInputBody>) =>
    order.discounts.find((stored) => sameDiscount(stored, discount));
  const fresh = request.discounts.some((discount) => !kept(discount));
  const approver =
    fresh && needsPin(context, priced.total, order.subtotal)
      ? await approveWithPin(tx, deps.throttle, order.tenantId, request.pin, context.limitPercent)
      : null;
  const at = deps.now.toISOString();
  const discounts: StoredDiscount[] = priced.discounts.map((discount) => {
    const before = kept(discount);
    return {
      line: discount.line,
      kind: discount.kind,
      value: discount.value,
      amount: discount.amount,
      reason: discount.reason,
      by: before?.by ?? context.giver.name,
      byId: before ? before.byId : context.giver.id,
      approvedBy: before ? before.approvedBy : (approver?.name ?? null),
      approvedById: before ? before.approvedById : (approver?.id ?? null),
      at: before?.at ?? at,
    };
  });
  const charges = chargesOf(order.subtotal, order, priced.total);
  return setOrderDiscounts(
    tx,
    order.tenantId,
    order.id,
    {
      discount: charges.discount,
      discounts,
      serviceCharge: charges.serviceCharge,
      tax: charges.tax,
      total: charges.total,
    },
    deps.now,
  );
}

function needsPin(context: { giver: DiscountGiver; limitPercent: number }, total: number, subtotal: number) {
  const { role } = context.giver;
  if (role === 'RESTAURANT_ADMIN' || role === 'SUPER_ADMIN') return false;
  return discountNeedsApproval(total, subtotal, context.limitPercent);
}

async function approveWithPin(
  tx: Tx,
  throttle: Throttle,
  tenantId: string,
  pin: string | undefined,
  limitPercent: number,
): Promise<{ id: string; name: string }> {
  if (!pin) throw new AppError('DISCOUNT_PIN_REQUIRED', DISCOUNT_MESSAGES.pinRequired(limitPercent));
  const wait = await throttle.discountPinWait(tenantId);
  if (wait > 0) throw tooManyAttempts(wait, 'PIN salah');
  const admin = await adminOfDiscountPin(tx, tenantId, pin);
  if (admin === 'none') throw new AppError('DISCOUNT_PIN_NOT_SET');
  if (!admin) {
    await throttle.discountPinFailed(tenantId);
    throw new AppError('DISCOUNT_PIN_WRONG');
  }
  return admin;
}
