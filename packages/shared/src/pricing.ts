/** One price rule for server and screens (issue 3): the price after a percent or fixed discount. */
export interface Discounted {
  price: number;
  discountPercent: number | null;
  discountFixed: number | null;
}

/** price − discount, never below 0; percent discounts round to whole rupiah. */
export function effectivePrice(item: Discounted): number {
  const { price } = item;
  if (item.discountPercent !== null && item.discountPercent > 0) {
    const percent = Math.min(100, item.discountPercent);
    return Math.max(0, price - Math.round((price * percent) / 100));
  }
  if (item.discountFixed !== null && item.discountFixed > 0) {
    return Math.max(0, price - item.discountFixed);
  }
  return price;
}

export function hasDiscount(item: Discounted): boolean {
  return effectivePrice(item) < item.price;
}

/**
 * SPEC §4: percent and fixed discounts exclude each other — setting one clears the other.
 * `incoming` holds only the fields a request sent (undefined = not sent, null = cleared).
 * A request that sets both to a positive value is ambiguous and answered with 'both'.
 */
export function resolveDiscounts(
  current: { discountPercent: number | null; discountFixed: number | null },
  incoming: { discountPercent?: number | null; discountFixed?: number | null },
): { discountPercent: number | null; discountFixed: number | null } | 'both' {
  const percent = incoming.discountPercent;
  const fixed = incoming.discountFixed;
  const sets = (v: number | null | undefined) => v !== undefined && v !== null && v > 0;
  if (sets(percent) && sets(fixed)) return 'both';
  if (sets(percent)) return { discountPercent: percent ?? null, discountFixed: null };
  if (sets(fixed)) return { discountPercent: null, discountFixed: fixed ?? null };
  return {
    discountPercent: percent === undefined ? current.discountPercent : null,
    discountFixed: fixed === undefined ? current.discountFixed : null,
  };
}
