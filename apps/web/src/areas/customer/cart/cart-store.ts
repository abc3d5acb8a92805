import { useCallback, useSyncExternalStore } from 'react';
import { addToCart, parseCartLines, removeLine, setLineQty, type CartLine } from './cart-lines';
import { cartKey } from '../data/local-keys';
import { readLocalJson, writeLocalJson } from '../data/local-storage';

/* The cart of `cart:{slug}` as a tiny external store: every screen (and tab) sees one cart. */

const snapshots = new Map<string, CartLine[]>();
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key?.startsWith('cart:')) {
      snapshots.clear();
      listener();
    }
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function readCart(slug: string): CartLine[] {
  const cached = snapshots.get(slug);
  if (cached) return cached;
  const lines = parseCartLines(readLocalJson(cartKey(slug)));
  snapshots.set(slug, lines);
  return lines;
}

export function writeCart(slug: string, lines: CartLine[]): void {
  snapshots.set(slug, lines);
  writeLocalJson(cartKey(slug), lines);
  notify();
}

export interface CartActions {
  lines: CartLine[];
  add: (item: Omit<CartLine, 'qty'>) => void;
  setQty: (menuItemId: string, qty: number) => void;
  remove: (menuItemId: string) => void;
  clear: () => void;
}

export function useCart(slug: string): CartActions {
  const lines = useSyncExternalStore(
    subscribe,
    () => readCart(slug),
    () => readCart(slug),
  );
  const add = useCallback(
    (item: Omit<CartLine, 'qty'>) => writeCart(slug, addToCart(readCart(slug), item)),
    [slug],
  );
  const setQty = useCallback(
    (menuItemId: string, qty: number) => writeCart(slug, setLineQty(readCart(slug), menuItemId, qty)),
    [slug],
  );
  const remove = useCallback(
    (menuItemId: string) => writeCart(slug, removeLine(readCart(slug), menuItemId)),
    [slug],
  );
  const clear = useCallback(() => writeCart(slug, []), [slug]);
  return { lines, add, setQty, remove, clear };
}
