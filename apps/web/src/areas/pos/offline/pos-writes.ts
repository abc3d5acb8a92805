import type { PublicMenuItem } from '@meja/shared/contracts/menu';
import type { PosMenu, QuickAddCashier, QuickAddMenuItem, ShiftClose } from '@meja/shared/contracts/pos';
import type { PosSale } from '@meja/shared/pos-cart';
import type {
  CurrentShiftLoad,
  PayIntentInput,
  PaymentNow,
  PosMenuLoad,
  SaleOptions,
} from './create-pos-writes';
import { posRuntime } from './pos-runtime';
import type { PosCashierView, PosOrderView, PosPaymentView, PosSaleView, PosShiftView } from './pos-views';

/*
 * What the POS screens call for every write and for the menu (docs/pos.md "The web module boundary");
 * nothing else touches the queue. Writes return `{ offline, ... }` and throw ApiError on a 4xx.
 */

export type {
  CurrentShiftLoad,
  PayIntentInput,
  PaymentNow,
  PosMenuLoad,
  SaleGiver,
  SaleOptions,
} from './create-pos-writes';
export { startPosSync } from './pos-sync';
export { useActionQueue, type ActionQueueView } from './use-action-queue';

const writes = () => posRuntime().writes;

export function loadPosMenu(slug: string): Promise<PosMenuLoad> {
  return writes().loadPosMenu(slug);
}

/** The cashier's open shift: the server's, else this device's (an open shift queued offline counts). */
export function loadCurrentShift(slug: string): Promise<CurrentShiftLoad> {
  return writes().loadCurrentShift(slug);
}

/** The sale's order; its discounts above the limit (a cashier's) need `options.discountPin` and the network. */
export function createPosOrder(
  slug: string,
  sale: PosSale,
  menu: PosMenu,
  options?: SaleOptions,
): Promise<{ offline: boolean; order: PosOrderView }> {
  return writes().createPosOrder(slug, sale, menu, options);
}

export function createPayIntent(
  slug: string,
  input: PayIntentInput,
): Promise<{ offline: boolean; payment: PosPaymentView; order: PosOrderView }> {
  return writes().createPayIntent(slug, input);
}

export function confirmPayment(
  slug: string,
  payment: PosPaymentView,
): Promise<{ offline: boolean; payment: PosPaymentView }> {
  return writes().confirmPayment(slug, payment);
}

/** Throws GATEWAY_NEEDS_NETWORK unless a gateway payment would reach the server now (online, nothing queued). */
export function assertGatewayReachable(slug: string): Promise<void> {
  return writes().assertGatewayReachable(slug);
}

/** Throws DISCOUNT_NEEDS_NETWORK unless a sale needing an admin's PIN would reach the server now (issue 20). */
export function assertDiscountApprovable(slug: string, limitPercent: number): Promise<void> {
  return writes().assertDiscountApprovable(slug, limitPercent);
}

/** A gateway payment as the server has it now; null while it cannot be asked. */
export function readGatewayPayment(slug: string, paymentId: string): Promise<PaymentNow | null> {
  return writes().readGatewayPayment(slug, paymentId);
}

export function quickAddMenuItem(
  slug: string,
  body: QuickAddMenuItem,
): Promise<{ offline: boolean; item: PublicMenuItem }> {
  return writes().quickAddMenuItem(slug, body);
}

export function quickAddCashier(
  slug: string,
  body: QuickAddCashier,
): Promise<{ offline: boolean; user: PosCashierView }> {
  return writes().quickAddCashier(slug, body);
}

export function openShift(
  slug: string,
  openingCash: number,
): Promise<{ offline: boolean; shift: PosShiftView }> {
  return writes().openShift(slug, openingCash);
}

export function closeShift(
  slug: string,
  counted: ShiftClose,
): Promise<{ offline: boolean; shift: PosShiftView }> {
  return writes().closeShift(slug, counted);
}

/** A sale of the last-10 table with its order (the queue's copy, else the server's), for a reprint. */
export function readSale(slug: string, paymentId: string): Promise<PaymentNow> {
  return writes().readSale(slug, paymentId);
}

/** Sales still in the queue, newest first, for the last-10 table. */
export function recentLocalSales(slug: string): Promise<PosSaleView[]> {
  return writes().recentLocalSales(slug);
}
