import { chargesOf, type ChargeSettings } from './charges';
import { COUNTER_TABLE, type OrderType } from './contracts/orders';
import { MAX_POS_LINE_QTY } from './limits';
import { lineKey, setLineNote } from './line-notes';
import type { LineOption } from './menu-options';

/** SPEC §7 POS: one cart line. `name` and `price` are the screen's copy; the server prices the order. */
export interface PosCartLine {
  menuItemId: string;
  name: string;
  price: number;
  qty: number;
  /** The line's own note ('tanpa bawang', issue 20); absent or '' for none. */
  note?: string;
  /** The chosen options (issue 20), as the menu priced them: `price` includes their deltas. */
  options?: readonly LineOption[];
}

/** Issue 20: how the sale leaves the counter — eaten here, or taken away (by a name, optionally). */
export interface PosOrderPlace {
  type: OrderType;
  /** A takeaway's name or number to call; '' for none (and always for dine-in). */
  pickupName: string;
}

/** The counter's default: eaten here, no name. */
export const COUNTER_PLACE: PosOrderPlace = { type: 'DINE_IN', pickupName: '' };

/** A sale as the cart makes it: its lines and how it leaves the counter. */
export interface PosSale {
  lines: readonly PosCartLine[];
  place: PosOrderPlace;
}

/** The name to call, as the server keeps it (trimmed, upper-cased); '' for none. */
export function pickupNameOf(place: PosOrderPlace): string {
  return place.type === 'TAKEAWAY' ? place.pickupName.trim().toUpperCase() : '';
}

/** The table a sale is kept at: the takeaway's name, else the counter (the server and the offline copy alike). */
export function saleTable(place: PosOrderPlace): string {
  return pickupNameOf(place) || COUNTER_TABLE;
}

/** The place as a sale's body carries it: nothing for the counter's default (the body of old). */
export function placeBody(place: PosOrderPlace): { type?: OrderType; pickupName?: string } {
  if (place.type === 'DINE_IN') return {};
  const pickupName = pickupNameOf(place);
  return pickupName ? { type: place.type, pickupName } : { type: place.type };
}

export interface PosCartTotals {
  subtotal: number;
  serviceCharge: number;
  tax: number;
  total: number;
}

/**
 * Adds one of the item (with its chosen options, priced into `price`): a new line at the end, or
 * its line with the same options and no note plus 1.
 */
export function addToCart(
  lines: readonly PosCartLine[],
  item: Pick<PosCartLine, 'menuItemId' | 'name' | 'price' | 'options'>,
): PosCartLine[] {
  const options = item.options ?? [];
  const key = lineKey({ menuItemId: item.menuItemId, options });
  if (!lines.some((line) => lineKey(line) === key)) {
    const added = { menuItemId: item.menuItemId, name: item.name, price: item.price, qty: 1 };
    return [...lines, options.length > 0 ? { ...added, options } : added];
  }
  return lines.map((line) => (lineKey(line) === key ? { ...line, qty: line.qty + 1 } : line));
}

/**
 * Changes the quantity of the line `key` (its lineKey: the dish, and its note) by `delta`; a line
 * that reaches 0 (or less) is removed. An unknown line or a delta that is not a whole number leaves
 * the cart as it was.
 */
export function changeQty(lines: readonly PosCartLine[], key: string, delta: number): PosCartLine[] {
  if (!Number.isInteger(delta)) return [...lines];
  return lines
    .map((line) => (lineKey(line) === key ? { ...line, qty: line.qty + delta } : line))
    .filter((line) => line.qty > 0);
}

/** Gives the line `key` a note; a line of the same dish and note takes it in. */
export function setCartLineNote(lines: readonly PosCartLine[], key: string, note: string): PosCartLine[] {
  return setLineNote(lines, key, note, MAX_POS_LINE_QTY);
}

export function cartSubtotal(lines: readonly PosCartLine[]): number {
  return lines.reduce((sum, line) => sum + line.price * line.qty, 0);
}

export function cartItemCount(lines: readonly PosCartLine[]): number {
  return lines.reduce((sum, line) => sum + line.qty, 0);
}

/**
 * Whether the pay buttons are enabled: the total is above 0. Tax is never negative and an included
 * tax leaves the total at the subtotal, so the subtotal decides.
 */
export function canPay(lines: readonly PosCartLine[]): boolean {
  return cartSubtotal(lines) > 0;
}

/** The cart under the tenant's service charge and tax (issue 20, `computeCharges`). */
export function posCartTotals(lines: readonly PosCartLine[], settings: ChargeSettings): PosCartTotals {
  const { subtotal, serviceCharge, tax, total } = chargesOf(cartSubtotal(lines), settings);
  return { subtotal, serviceCharge, tax, total };
}

/**
 * A cart line as a sale's body carries it: the note and the options' ids only when there are any,
 * so a line without them is the body of old (and its replay's identity unchanged).
 */
export function saleLineBody({ menuItemId, name, price, qty, note, options }: PosCartLine) {
  return {
    menuItemId,
    name,
    price,
    qty,
    ...(note ? { note } : {}),
    ...(options && options.length > 0 ? { options: options.map((option) => option.id) } : {}),
  };
}
