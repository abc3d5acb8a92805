import type { PublicMenuItem } from '@meja/shared/contracts/menu';
import { priceWithOptions, type LineOption } from '@meja/shared/menu-options';
import {
  addToCart,
  changeQty,
  COUNTER_PLACE,
  fitDiscounts,
  setCartLineDiscount,
  setCartLineNote,
  type CartDiscount,
  type DroppedDiscount,
  type PosCartLine,
  type PosOrderPlace,
} from '@meja/shared/pos-cart';

/**
 * The POS cart as a tiny external store: a tap on a menu card only touches this store, and only the
 * components that read the cart (useSyncExternalStore) render again, never the menu grid.
 */
export interface PosCartStore {
  getLines: () => readonly PosCartLine[];
  /** Adds one of the dish, with its chosen options (issue 20) priced in. */
  addItem: (
    item: Pick<PublicMenuItem, '_id' | 'name' | 'price' | 'effectivePrice'>,
    options?: readonly LineOption[],
  ) => void;
  /** `key` is the line's lineKey (its dish, and its note). */
  changeQty: (key: string, delta: number) => void;
  setNote: (key: string, note: string) => void;
  /** The line's own discount (issue 20), or null to take it away. */
  setLineDiscount: (key: string, discount: CartDiscount | null) => void;
  /** The whole bill's discount, on what the lines' own leave; null for none. */
  getBillDiscount: () => CartDiscount | null;
  setBillDiscount: (discount: CartDiscount | null) => void;
  /**
   * The discounts the last change took away because they no longer fit (a fixed amount above its
   * line after the qty went down, or above what is left of the bill): for the screen to say so.
   */
  getDropped: () => readonly DroppedDiscount[];
  /** Eaten here or taken away, and the name to call (issue 20); back to the counter's default on clear. */
  getPlace: () => PosOrderPlace;
  setPlace: (place: PosOrderPlace) => void;
  clear: () => void;
  subscribe: (listener: () => void) => () => void;
}

/** SPEC §3: the line price is the effective price when it is a number, else the price. */
export function cartPrice(item: Pick<PublicMenuItem, 'price' | 'effectivePrice'>): number {
  return Number.isFinite(item.effectivePrice) ? item.effectivePrice : item.price;
}

const NONE_DROPPED: readonly DroppedDiscount[] = [];

export function createPosCartStore(initial: readonly PosCartLine[] = []): PosCartStore {
  let lines: readonly PosCartLine[] = initial;
  let place: PosOrderPlace = COUNTER_PLACE;
  let billDiscount: CartDiscount | null = null;
  let dropped: readonly DroppedDiscount[] = NONE_DROPPED;
  const listeners = new Set<() => void>();

  function notify(): void {
    for (const listener of listeners) listener();
  }

  /** Every change of the lines or discounts: what no longer fits is taken away, and said. */
  function set(next: readonly PosCartLine[], nextBill: CartDiscount | null = billDiscount): void {
    const fitted = fitDiscounts(next, nextBill);
    lines = fitted.lines;
    billDiscount = fitted.billDiscount;
    dropped = fitted.dropped.length > 0 ? fitted.dropped : NONE_DROPPED;
    notify();
  }

  return {
    getLines: () => lines,
    addItem: (item, options = []) =>
      set(
        addToCart(lines, {
          menuItemId: item._id,
          name: item.name,
          price: priceWithOptions(cartPrice(item), options),
          options,
        }),
      ),
    changeQty: (key, delta) => set(changeQty(lines, key, delta)),
    setNote: (key, note) => set(setCartLineNote(lines, key, note)),
    setLineDiscount: (key, discount) => set(setCartLineDiscount(lines, key, discount)),
    getBillDiscount: () => billDiscount,
    setBillDiscount: (discount) => set(lines, discount),
    getDropped: () => dropped,
    getPlace: () => place,
    setPlace: (next) => {
      place = next.type === 'DINE_IN' ? COUNTER_PLACE : next;
      notify();
    },
    clear: () => {
      if (lines.length === 0 && place === COUNTER_PLACE && billDiscount === null && dropped === NONE_DROPPED)
        return;
      lines = [];
      place = COUNTER_PLACE;
      billDiscount = null;
      dropped = NONE_DROPPED;
      notify();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

const stores = new Map<string, PosCartStore>();

/** One cart per restaurant for the life of the page, so it survives a visit to the Shift page. */
export function posCartStore(slug: string): PosCartStore {
  let store = stores.get(slug);
  if (!store) {
    store = createPosCartStore();
    stores.set(slug, store);
  }
  return store;
}
