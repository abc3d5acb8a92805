import { chargesOf, type ChargeSettings } from './charges';

/** SPEC §7 POS: one cart line. `name` and `price` are the screen's copy; the server prices the order. */
export interface PosCartLine {
  menuItemId: string;
  name: string;
  price: number;
  qty: number;
}

export interface PosCartTotals {
  subtotal: number;
  serviceCharge: number;
  tax: number;
  total: number;
}

/** Adds one of the item: a new line at the end, or the existing line's quantity plus 1. */
export function addToCart(
  lines: readonly PosCartLine[],
  item: Pick<PosCartLine, 'menuItemId' | 'name' | 'price'>,
): PosCartLine[] {
  if (!lines.some((line) => line.menuItemId === item.menuItemId)) {
    return [...lines, { menuItemId: item.menuItemId, name: item.name, price: item.price, qty: 1 }];
  }
  return lines.map((line) => (line.menuItemId === item.menuItemId ? { ...line, qty: line.qty + 1 } : line));
}

/**
 * Changes a line's quantity by `delta`; a line that reaches 0 (or less) is removed. An unknown item
 * or a delta that is not a whole number leaves the cart as it was.
 */
export function changeQty(lines: readonly PosCartLine[], menuItemId: string, delta: number): PosCartLine[] {
  if (!Number.isInteger(delta)) return [...lines];
  return lines
    .map((line) => (line.menuItemId === menuItemId ? { ...line, qty: line.qty + delta } : line))
    .filter((line) => line.qty > 0);
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
