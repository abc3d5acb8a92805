import { lineKey } from '@meja/shared/line-notes';
import type { CartDiscount, PosCartLine, PosOrderPlace } from '@meja/shared/pos-cart';

/**
 * An order made for a QRIS or card payment that the cashier then cancelled stays unpaid. Paying the
 * same cart again reuses it, so a change of method never creates a second order.
 */
export interface PendingCheckout<Order> {
  order: Order;
  lines: readonly PosCartLine[];
  place: PosOrderPlace;
  /** The bill's discount it was made with (issue 20); absent = none. */
  billDiscount?: CartDiscount | null;
}

/** Two discounts (or none) the same: kind, value and reason. */
export function sameDiscount(
  a: CartDiscount | null | undefined,
  b: CartDiscount | null | undefined,
): boolean {
  if (!a || !b) return !a && !b;
  return a.kind === b.kind && a.value === b.value && a.reason === b.reason;
}

export function sameCart(a: readonly PosCartLine[], b: readonly PosCartLine[]): boolean {
  return (
    a.length === b.length &&
    a.every((line, i) => {
      const other = b[i];
      return (
        other !== undefined &&
        lineKey(line) === lineKey(other) &&
        line.qty === other.qty &&
        sameDiscount(line.discount, other.discount)
      );
    })
  );
}

/**
 * The pending order when the cart (its lines, their discounts and the bill's, and how it leaves)
 * is still exactly the one it was made for, else null.
 */
export function reusableOrder<Order>(
  pending: PendingCheckout<Order> | null,
  lines: readonly PosCartLine[],
  place: PosOrderPlace,
  billDiscount: CartDiscount | null = null,
): Order | null {
  if (!pending || !sameCart(pending.lines, lines)) return null;
  if (!sameDiscount(pending.billDiscount, billDiscount)) return null;
  return pending.place.type === place.type && pending.place.pickupName === place.pickupName
    ? pending.order
    : null;
}
