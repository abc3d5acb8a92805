import type { OrderVoid } from '@meja/shared/contracts/reports';
import type { Tx } from '../../platform/db-scope';
import { voidsBetween } from './order-voids.repo';

/** The voids of the tenant's days [from, to) in its time zone, for the reports (issue 20). */
export async function voidsInWindow(
  tx: Tx,
  tenantId: string,
  window: { from: string; to: string; timeZone: string },
): Promise<OrderVoid[]> {
  const rows = await voidsBetween(tx, tenantId, window);
  return rows.map((row) => ({ ...row, at: row.at.toISOString() }));
}
