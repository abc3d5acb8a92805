import { priceWithOptions } from '@meja/shared/menu-options';
import type { CartLine } from './cart-lines';

/* The cart page's prices (not in cart-lines.ts, which the menu's first chunk carries). */

/** What one portion of the line costs: the dish's price and its options' deltas (issue 20). */
export function unitPrice(line: Pick<CartLine, 'price' | 'choices'>): number {
  return priceWithOptions(line.price, line.choices);
}

export function cartSubtotal(lines: readonly CartLine[]): number {
  return lines.reduce((sum, line) => sum + unitPrice(line) * line.qty, 0);
}
