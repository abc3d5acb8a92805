import { DISCOUNT_KINDS } from '@meja/shared/discounts';
import { ORDER_TYPES } from '@meja/shared/contracts/orders';
import type { ReportDiscount } from '@meja/shared/contracts/reports';
import type { Tx } from '../../platform/db-scope';
import { discountsPaidBetween } from './order-discounts.repo';

/**
 * The discounts of the orders paid on the tenant's days [from, to) in its time zone, for the
 * reports (issue 20): who gave what off which dish, why, and whose PIN approved it.
 */
export async function discountsInWindow(
  tx: Tx,
  tenantId: string,
  window: { from: string; to: string; timeZone: string },
): Promise<ReportDiscount[]> {
  const rows = await discountsPaidBetween(tx, tenantId, window);
  return rows.map((row) => ({
    ...row,
    type: ORDER_TYPES.find((type) => type === row.type) ?? 'DINE_IN',
    kind: DISCOUNT_KINDS.find((kind) => kind === row.kind) ?? 'FIXED',
  }));
}
