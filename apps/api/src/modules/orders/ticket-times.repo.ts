import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/client';
import { orders } from '../../db/schema/orders';
import type { Tx } from '../../platform/db-scope';

/** SQL of the kitchen's ticket times (issue 21), for the dashboard and the reports. */

export interface TicketTimesRow {
  /** The local day, or null for the whole window. */
  date: string | null;
  count: number;
  averageSeconds: number;
  p90Seconds: number;
}

/**
 * The ticket times (ready_at − confirmed_at, in seconds) of the tenant's orders made READY on its
 * days [from, to) in `timeZone` — READY and not cancelled, confirmed, each counted on the local day
 * of its `ready_at` — per day (oldest first, only days with a ticket) and for the whole window (the
 * last row, date null; count 0 when there is no ticket), in one statement over the partial index
 * `orders_tenant_ready_idx`. Figures as the shared `ticketTimeFigures`: the average rounded, the
 * 90th percentile by nearest rank (`percentile_disc(0.9)`: the ⌈0.9·n⌉-th smallest) rounded, on
 * exact numerics (round half away from zero, Math.round's for these non-negative values). A READY
 * time before its confirmation (confirmed again after READY) is no ticket, as a negative time is
 * none for the shared rule; nor is a sale recorded READY at once (a POS sale that skips the
 * kitchen: ready_at = created_at), which never was on the kitchen's screen.
 */
export async function ticketTimesBetween(
  tx: Tx,
  tenantId: string,
  window: { from: string; to: string; timeZone: string },
): Promise<TicketTimesRow[]> {
  const result = await tx.execute(sql`
    with bounds as materialized (
      select ((${window.from})::date)::timestamp at time zone ${window.timeZone} as start_at,
             ((${window.to})::date)::timestamp at time zone ${window.timeZone} as end_at
    ),
    tickets as (
      select (o.ready_at at time zone ${window.timeZone})::date as day,
        extract(epoch from o.ready_at - o.confirmed_at)::numeric as seconds
      from ${orders} o
      cross join bounds
      where o.tenant_id = ${tenantId}
        and o.ready_at >= bounds.start_at
        and o.ready_at < bounds.end_at
        and o.ready
        and o.status <> 'CANCELLED'
        and o.confirmed_at is not null
        and o.ready_at >= o.confirmed_at
        and o.ready_at > o.created_at
    )
    select to_char(day, 'YYYY-MM-DD') as date, count(*)::int as count,
      round(avg(seconds))::bigint as average_seconds,
      round(percentile_disc(0.9) within group (order by seconds))::bigint as p90_seconds
    from tickets
    group by grouping sets ((day), ())
    order by day nulls last`);
  return rowsOf(result).map((row) => ({
    date: row.date === null || row.date === undefined ? null : String(row.date),
    count: Number(row.count),
    averageSeconds: Number(row.average_seconds),
    p90Seconds: Number(row.p90_seconds),
  }));
}
