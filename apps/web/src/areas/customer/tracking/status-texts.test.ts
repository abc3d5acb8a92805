import {
  customerKitchenText,
  customerListText,
  ORDER_STATUSES,
  PAYMENT_STATUS_LABELS,
  PAYMENT_STATUSES,
} from '@meja/shared/order-status';
import { describe, expect, it } from 'vitest';
import { kitchenText, listText, paymentText } from './status-texts';
import { orderMessages } from './tracking-messages';

const flags = ORDER_STATUSES.flatMap((status) =>
  [false, true].flatMap((confirmed) => [false, true].map((ready) => ({ status, confirmed, ready }))),
);

describe('order status texts of the diner pages', () => {
  it('say in Indonesian exactly what the shared SPEC §4 wording says, for all 12 combinations', () => {
    const t = orderMessages.get();
    for (const order of flags) {
      expect(kitchenText(t, order)).toBe(customerKitchenText(order));
      expect(listText(t, order)).toBe(customerListText(order));
    }
    for (const status of PAYMENT_STATUSES) expect(paymentText(t, status)).toBe(PAYMENT_STATUS_LABELS[status]);
  });
});
