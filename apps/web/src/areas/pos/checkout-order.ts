import { lineKey } from '@meja/shared/line-notes';
import type { PosCartLine, PosOrderPlace } from '@meja/shared/pos-cart';

/**
 * An order made for a QRIS or card payment that the cashier then cancelled stays unpaid. Paying the
 * same cart again reuses it, so a change of method never creates a second order.
 */
export interface PendingCheckout<Order> {
  order: Order;
  lines: readonly PosCartLine[];
  place: PosOrderPlace;
}

export function sameCart(a: readonly PosCartLine[], b: readonly PosCartLine[]): boolean {
  return (
    a.length === b.length &&
    a.every((line, i) => {
      const other = b[i];
      return other !== undefined && lineKey(line) === lineKey(other) && line.qty === other.qty;
    })
  );
}

/** The pending order when the cart (and how it leaves) is still exactly the one it was made for, else null. */
export function reusableOrder<Order>(
  pending: PendingCheckout<Order> | null,
  lines: readonly PosCartLine[],
  place: PosOrderPlace,
): Order | null {
  if (!pending || !sameCart(pending.lines, lines)) return null;
  return pending.place.type === place.type && pending.place.pickupName === place.pickupName
    ? pending.order
    : null;
}
