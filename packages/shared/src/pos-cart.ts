import { chargesOf, type ChargeSettings } from './charges';
import { COUNTER_TABLE, type OrderType } from './contracts/orders';
import {
  discountNeedsApproval,
  priceDiscounts,
  type DiscountKind,
  type DiscountProblem,
  type PricedDiscount,
} from './discounts';
import { MAX_POS_LINE_QTY } from './limits';
import { cleanLineNote, lineKey, setLineNote } from './line-notes';
import type { LineOption } from './menu-options';
import type { Role } from './roles';

/**
 * A discount the cashier gives in the cart (issue 20): a percent or a fixed amount, with its reason.
 * On a line it is the line's own (`PosCartLine.discount`); on the bill, the sale's `billDiscount`.
 */
export interface CartDiscount {
  kind: DiscountKind;
  /** 1–100 for PERCENT; whole rupiah for FIXED. */
  value: number;
  /** Trimmed, 1–DISCOUNT_REASON_MAX characters. */
  reason: string;
}

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
  /** The line's own discount (issue 20); it goes with the line, and is re-priced with its qty. */
  discount?: CartDiscount;
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
  /** The whole bill's discount (issue 20), on what the lines' own discounts leave; none when absent. */
  billDiscount?: CartDiscount | null;
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

/** A discount as a sale's body carries it: on the line at `line` (its place in the sale), or the bill (null). */
export interface SaleDiscount extends CartDiscount {
  line: number | null;
}

export interface PosCartTotals {
  /** The dishes, at the cart's prices. */
  subtotal: number;
  /** What the discounts take off the dishes (issue 20); 0 without. */
  discount: number;
  serviceCharge: number;
  tax: number;
  total: number;
  /** Each discount with its rupiah: the lines' in line order, then the bill's. */
  discounts: PricedDiscount<SaleDiscount>[];
  /** Why the discounts do not fit the lines (the cart never keeps such: fitDiscounts); none count then. */
  problem: DiscountProblem | null;
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

/**
 * Gives the line `key` a note; a line of the same dish and note takes it in. The joined line keeps
 * its own discount, else takes the one of the line that joined it.
 */
export function setCartLineNote(lines: readonly PosCartLine[], key: string, note: string): PosCartLine[] {
  const changed = lines.find((line) => lineKey(line) === key);
  const next = setLineNote(lines, key, note, MAX_POS_LINE_QTY);
  const discount = changed?.discount;
  if (!changed || !discount || next.length === lines.length) return next;
  const target = lineKey({ ...changed, note: cleanLineNote(note) });
  return next.map((line) => (lineKey(line) === target && !line.discount ? { ...line, discount } : line));
}

/** Gives the line `key` its discount, or takes it away (null). */
export function setCartLineDiscount(
  lines: readonly PosCartLine[],
  key: string,
  discount: CartDiscount | null,
): PosCartLine[] {
  return lines.map((line) => {
    if (lineKey(line) !== key) return line;
    if (discount) return { ...line, discount };
    const { discount: _dropped, ...rest } = line;
    return rest;
  });
}

export function cartSubtotal(lines: readonly PosCartLine[]): number {
  return lines.reduce((sum, line) => sum + line.price * line.qty, 0);
}

export function cartItemCount(lines: readonly PosCartLine[]): number {
  return lines.reduce((sum, line) => sum + line.qty, 0);
}

/** Each line's amount before discounts: its price × qty. */
export function lineAmounts(lines: readonly PosCartLine[]): number[] {
  return lines.map((line) => line.price * line.qty);
}

/** The sale's discounts as its body carries them: each line's own by its place, then the bill's. */
export function saleDiscounts(
  lines: readonly PosCartLine[],
  billDiscount: CartDiscount | null = null,
): SaleDiscount[] {
  const discounts: SaleDiscount[] = [];
  lines.forEach((line, index) => {
    if (line.discount) discounts.push({ line: index, ...discountCopy(line.discount) });
  });
  if (billDiscount) discounts.push({ line: null, ...discountCopy(billDiscount) });
  return discounts;
}

const discountCopy = ({ kind, value, reason }: CartDiscount): CartDiscount => ({ kind, value, reason });

/** What the discounts take off the lines (shared `priceDiscounts`): lines' first, then the bill's. */
function pricedSale(lines: readonly PosCartLine[], billDiscount: CartDiscount | null) {
  return priceDiscounts(lineAmounts(lines), saleDiscounts(lines, billDiscount));
}

/**
 * Whether the pay buttons are enabled: the total is above 0. Tax and the service charge are never
 * negative and an included tax leaves the total at the dishes, so the dishes less their discounts
 * decide; discounts that do not fit (never kept by the cart) leave nothing to pay.
 */
export function canPay(lines: readonly PosCartLine[], billDiscount: CartDiscount | null = null): boolean {
  const priced = pricedSale(lines, billDiscount);
  return priced.ok && cartSubtotal(lines) - priced.total > 0;
}

/**
 * The cart under its discounts (issue 20: the lines' own first, then the bill's on what they leave)
 * and the tenant's service charge and tax on the rest (`chargesOf`) — as the server prices the sale.
 */
export function posCartTotals(
  lines: readonly PosCartLine[],
  settings: ChargeSettings,
  billDiscount: CartDiscount | null = null,
): PosCartTotals {
  const priced = pricedSale(lines, billDiscount);
  const discount = priced.ok ? priced.total : 0;
  const { subtotal, serviceCharge, tax, total } = chargesOf(cartSubtotal(lines), settings, discount);
  return {
    subtotal,
    discount,
    serviceCharge,
    tax,
    total,
    discounts: priced.ok ? priced.discounts : [],
    problem: priced.ok ? null : priced.problem,
  };
}

/** A discount the cart took away because it no longer fits: on the line `line`, or the bill's (null). */
export interface DroppedDiscount {
  line: PosCartLine | null;
  discount: CartDiscount;
}

/**
 * The lines and the bill's discount with every discount that no longer fits taken away (issue 20):
 * a fixed amount above its line's amount (its qty went down), then a fixed bill discount above what
 * the lines leave (a line went, or its discount grew). A percent always fits; it is re-priced.
 */
export function fitDiscounts(
  lines: readonly PosCartLine[],
  billDiscount: CartDiscount | null,
): { lines: readonly PosCartLine[]; billDiscount: CartDiscount | null; dropped: DroppedDiscount[] } {
  const dropped: DroppedDiscount[] = [];
  const fitted = lines.map((line) => {
    if (!line.discount || pricedSale([line], null).ok) return line;
    dropped.push({ line, discount: line.discount });
    const { discount: _dropped, ...rest } = line;
    return rest;
  });
  const kept = dropped.length === 0 ? lines : fitted;
  if (billDiscount && !pricedSale(kept, billDiscount).ok) {
    dropped.push({ line: null, discount: billDiscount });
    return { lines: kept, billDiscount: null, dropped };
  }
  return { lines: kept, billDiscount, dropped };
}

/** The roles whose discounts never need an admin's PIN (as the server's sale rules). */
const PIN_FREE_ROLES: readonly Role[] = ['RESTAURANT_ADMIN', 'SUPER_ADMIN'];

/**
 * Whether the sale's discounts need an admin's PIN (issue 20): given by a cashier, and together more
 * than `limitPercent` % of the dishes (shared `discountNeedsApproval`). An admin never needs one.
 */
export function discountNeedsPin(
  role: Role,
  totals: Pick<PosCartTotals, 'subtotal' | 'discount'>,
  limitPercent: number,
): boolean {
  if (PIN_FREE_ROLES.includes(role)) return false;
  return discountNeedsApproval(totals.discount, totals.subtotal, limitPercent);
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
