import type { Tx } from '../../platform/db-scope';
import type { Scope } from '../../platform/scope';
import { deductOrder, reverseSale } from './stock-ledger';

/**
 * An order's recipe and the stock (issue 12): taken when the order is confirmed — the kitchen will
 * cook it — and put back when it is un-confirmed or cancelled. Inside the caller's transaction.
 */

/**
 * Takes what the order's dishes consume, once (nothing while it already holds its deduction). Under
 * the tenant's BLOCK policy an ingredient that would go below zero refuses it with 409 SOLD_OUT,
 * unless `force`: a sale that already happened (an offline POS sale replayed, a CLOSE the staff
 * insisted on) is always recorded.
 */
export async function takeOrderStock(
  tx: Tx,
  scope: Scope,
  orderId: string,
  options: { force?: boolean } = {},
): Promise<void> {
  await deductOrder(tx, scope, orderId, { force: options.force ?? false });
}

/** Puts back what the order holds; nothing when it holds nothing. */
export function returnOrderStock(tx: Tx, scope: Scope, orderId: string): Promise<void> {
  return reverseSale(tx, scope, orderId);
}
