import {
  customerKitchenState,
  customerListState,
  type CustomerKitchenState,
  type CustomerListState,
  type OrderFlags,
  type PaymentStatus,
} from '@meja/shared/order-status';
import type { orderMessages } from './tracking-messages';

type OrderTexts = ReturnType<typeof orderMessages.get>;

/** SPEC §4 kitchen state of an order, worded in the visible locale. */
export function kitchenText(t: OrderTexts, order: OrderFlags): string {
  const texts: Record<CustomerKitchenState, string> = {
    cancelled: t.kitchenCancelled,
    ready: t.kitchenReady,
    cooking: t.kitchenCooking,
    waiting: t.kitchenWaiting,
  };
  return texts[customerKitchenState(order)];
}

/** SPEC §4 state in the table's list of orders, worded in the visible locale. */
export function listText(t: OrderTexts, order: OrderFlags): string {
  const texts: Record<CustomerListState, string> = {
    paid: t.listPaid,
    cancelled: t.listCancelled,
    processing: t.listProcessing,
    waiting: t.listWaiting,
  };
  return texts[customerListState(order)];
}

export function paymentText(t: OrderTexts, status: PaymentStatus): string {
  const texts: Record<PaymentStatus, string> = {
    NONE: t.paymentNone,
    PENDING: t.paymentPending,
    COMPLETED: t.paymentCompleted,
    FAILED: t.paymentFailed,
  };
  return texts[status];
}
