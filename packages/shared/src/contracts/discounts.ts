import { z } from 'zod';
import { DISCOUNT_KINDS, DISCOUNT_MESSAGES, DISCOUNT_PIN_LENGTH, DISCOUNT_REASON_MAX } from '../discounts';
import { MAX_ORDER_LINES, MAX_PRICE } from '../limits';
import { order } from './orders';

/** Issue 20: discounts on an order (PUT /tenant/{slug}/orders/{id}/discounts) and at a POS sale. */

const withoutNul = (text: string) => !text.includes('\u0000');

export const discountPin = z
  .string({ error: DISCOUNT_MESSAGES.pinFormat })
  .regex(new RegExp(`^\\d{${DISCOUNT_PIN_LENGTH}}$`), DISCOUNT_MESSAGES.pinFormat);

/** One discount as asked: on one line (its place in the order's items) or on the bill (null). */
export const discountInput = z
  .object({
    line: z
      .number({ error: DISCOUNT_MESSAGES.unknownLine })
      .int(DISCOUNT_MESSAGES.unknownLine)
      .min(0, DISCOUNT_MESSAGES.unknownLine)
      .max(MAX_ORDER_LINES - 1, DISCOUNT_MESSAGES.unknownLine)
      .nullable(),
    kind: z.enum(DISCOUNT_KINDS, { error: 'Jenis diskon harus PERCENT atau FIXED' }),
    value: z
      .number({ error: DISCOUNT_MESSAGES.valueRequired })
      .int(DISCOUNT_MESSAGES.valueRequired)
      .min(1, DISCOUNT_MESSAGES.valueRequired)
      .max(MAX_PRICE * 1000, DISCOUNT_MESSAGES.tooLarge),
    reason: z
      .string({ error: DISCOUNT_MESSAGES.reasonRequired })
      .trim()
      .min(1, DISCOUNT_MESSAGES.reasonRequired)
      .max(DISCOUNT_REASON_MAX, DISCOUNT_MESSAGES.reasonTooLong)
      .refine(withoutNul, DISCOUNT_MESSAGES.reasonRequired),
  })
  .superRefine((discount, context) => {
    if (discount.kind === 'PERCENT' && discount.value > 100) {
      context.addIssue({ code: 'custom', path: ['value'], message: DISCOUNT_MESSAGES.percentRange });
    }
  });
export type DiscountInputBody = z.input<typeof discountInput>;

export const discountList = z.array(discountInput).max(MAX_ORDER_LINES + 1, DISCOUNT_MESSAGES.twice);

/**
 * PUT /orders/{id}/discounts: the order's discounts from now on (an empty list removes them). A
 * cashier giving more than the restaurant's limit sends an admin's PIN.
 */
export const orderDiscountsSet = z.object({ discounts: discountList, pin: discountPin.optional() }).strict();
export type OrderDiscountsSet = z.input<typeof orderDiscountsSet>;
export const orderDiscountsSaved = z.object({ order });

/** PUT /payments/discount-pin: an admin sets (or changes) the PIN that approves discounts. */
export const discountPinSet = z
  .object({
    pin: discountPin,
    password: z.string({ error: 'Masukkan kata sandi Anda.' }).min(1, 'Masukkan kata sandi Anda.').max(200),
  })
  .strict();
export type DiscountPinSet = z.input<typeof discountPinSet>;
export const discountPinState = z.object({ pinSet: z.boolean() });
