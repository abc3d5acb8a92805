import type { AdminMenuItem } from '@meja/shared/contracts/menu';

/**
 * What the admin menu says about a dish's availability (issue 12): sold out (by hand for today, or
 * out of stock under the BLOCK policy), short of an ingredient but still sold (ALLOW), or nothing.
 */
export type MenuStockStatus =
  { kind: 'soldOut'; reason: 'today' | 'stock' } | { kind: 'short' } | { kind: 'available' };

export function menuStockStatus(
  item: Pick<AdminMenuItem, 'soldOut' | 'soldOutToday' | 'stockOut'>,
): MenuStockStatus {
  if (item.soldOut) return { kind: 'soldOut', reason: item.soldOutToday ? 'today' : 'stock' };
  // Not sold out although an ingredient is short: the policy is ALLOW, the dish still sells.
  if (item.stockOut) return { kind: 'short' };
  return { kind: 'available' };
}
