import type { ReportTopOption } from '@meja/shared/contracts/reports';
import type { Tx } from '../../platform/db-scope';
import { optionsSoldBetween } from './options-sold.repo';

/**
 * The options chosen on what the tenant's payments of its days [from, to) paid (issue 20), most
 * portions first, with the extra revenue of their price deltas: every one of them, or the first
 * `limit`. The POS day report, the admin's reports and the group's reports count them alike.
 */
export function optionsSoldInWindow(
  tx: Tx,
  tenantId: string,
  window: { from: string; to: string; timeZone: string },
  limit: number | null = null,
): Promise<ReportTopOption[]> {
  return optionsSoldBetween(tx, tenantId, window, limit);
}
