import type { CartDiscount, DroppedDiscount, PosCartLine, PosOrderPlace } from '@meja/shared/pos-cart';
import { useSyncExternalStore } from 'react';
import type { PosCartStore } from '../cart-store';

/** The cart's lines; only the components that call this render again on a tap. */
export function useCartLines(cart: PosCartStore): readonly PosCartLine[] {
  return useSyncExternalStore(cart.subscribe, cart.getLines, cart.getLines);
}

/** How the sale leaves the counter (issue 20). */
export function useCartPlace(cart: PosCartStore): PosOrderPlace {
  return useSyncExternalStore(cart.subscribe, cart.getPlace, cart.getPlace);
}

/** The whole bill's discount (issue 20), or null. */
export function useCartBillDiscount(cart: PosCartStore): CartDiscount | null {
  return useSyncExternalStore(cart.subscribe, cart.getBillDiscount, cart.getBillDiscount);
}

/** The discounts the cart's last change took away because they no longer fit. */
export function useCartDropped(cart: PosCartStore): readonly DroppedDiscount[] {
  return useSyncExternalStore(cart.subscribe, cart.getDropped, cart.getDropped);
}
