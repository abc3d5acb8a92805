import { useCallback, useSyncExternalStore } from 'react';
import {
  addToCart,
  parseCartLines,
  removeLine,
  setLineNote,
  setLineQty,
  type CartItem,
  type CartLine,
} from './cart-lines';
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

/** `key` is a line's lineKey (its dish, its options and its note). */
export interface CartActions {
  lines: CartLine[];
  add: (item: CartItem) => void;
  setQty: (key: string, qty: number) => void;
  setNote: (key: string, note: string) => void;
  remove: (key: string) => void;
  clear: () => void;
}

export function useCart(slug: string): CartActions {
  const lines = useSyncExternalStore(
    subscribe,
    () => readCart(slug),
    () => readCart(slug),
  );
  const add = useCallback((item: CartItem) => writeCart(slug, addToCart(readCart(slug), item)), [slug]);
  const setQty = useCallback(
    (key: string, qty: number) => writeCart(slug, setLineQty(readCart(slug), key, qty)),
    [slug],
  );
  const setNote = useCallback(
    (key: string, note: string) => writeCart(slug, setLineNote(readCart(slug), key, note)),
    [slug],
  );
  const remove = useCallback((key: string) => writeCart(slug, removeLine(readCart(slug), key)), [slug]);
  const clear = useCallback(() => writeCart(slug, []), [slug]);
  return { lines, add, setQty, setNote, remove, clear };
}
