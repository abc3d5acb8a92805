import type { TicketTimes } from '@meja/shared/contracts/dashboard';
import type { TicketTimesDay } from '@meja/shared/contracts/reports';
import type { Tx } from '../../platform/db-scope';
import { ticketTimesBetween } from './ticket-times.repo';

/**
 * The kitchen's ticket times (issue 21) of the orders made READY on the tenant's days [from, to) in
 * its time zone: each day with a ticket, oldest first, and the whole window (null when none) — the
 * shared `ticketTimeFigures` computed in the database.
 */
export async function ticketTimesInWindow(
  tx: Tx,
  tenantId: string,
  window: { from: string; to: string; timeZone: string },
): Promise<{ days: TicketTimesDay[]; period: TicketTimes | null }> {
  const rows = await ticketTimesBetween(tx, tenantId, window);
  const figures = ({ count, averageSeconds, p90Seconds }: (typeof rows)[number]): TicketTimes => ({
    count,
    averageSeconds,
    p90Seconds,
  });
  // The whole window's row is there even without a ticket (a grouping set of no rows), with count 0.
  const whole = rows.find((row) => row.date === null && row.count > 0);
  return {
    days: rows.flatMap((row) => (row.date === null ? [] : [{ date: row.date, ...figures(row) }])),
    period: whole ? figures(whole) : null,
  };
}
