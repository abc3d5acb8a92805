import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/client';
import { orderItems, orders } from '../../db/schema/orders';
import { payments } from '../../db/schema/payments';
import type { Tx } from '../../platform/db-scope';

/** SQL of the options sold (issue 20), for the POS day report and the admin's and group's reports. */

export interface OptionSoldRow {
  group: string;
  name: string;
  qty: number;
  revenue: number;
}

/**
 * The options chosen on the lines the tenant's COMPLETED payments of its days [from, to) in
 * `timeZone` paid, by group and name as the lines keep them: the portions (each payment its share
 * of its order's lines, amount / total — a part of a split bill its share, an order given away whole
 * all of it: the daily rollup's rule for the dishes) and what the options' price deltas added
 * (delta × those portions), each rounded once. Options whose portions round to 0 are left out; most
 * portions first, then group and name; `limit` of them when given. The payments are found by their
 * `(tenant_id, created_at)` index, their lines by the order's.
 */
export async function optionsSoldBetween(
  tx: Tx,
  tenantId: string,
  window: { from: string; to: string; timeZone: string },
  limit: number | null,
): Promise<OptionSoldRow[]> {
  const share = sql`(case when o.total > 0 then p.amount::numeric / o.total else 1 end)`;
  const result = await tx.execute(sql`
    with bounds as materialized (
      select ((${window.from})::date)::timestamp at time zone ${window.timeZone} as start_at,
             ((${window.to})::date)::timestamp at time zone ${window.timeZone} as end_at
    )
    select chosen.option ->> 'group' as group_name, chosen.option ->> 'name' as name,
      round(sum(i.qty * ${share})) as qty,
      round(sum(coalesce((chosen.option ->> 'priceDelta')::numeric, 0) * i.qty * ${share})) as revenue
    from ${payments} p
    cross join bounds
    join ${orders} o on o.tenant_id = p.tenant_id and o.id = p.order_id
    join ${orderItems} i on i.tenant_id = p.tenant_id and i.order_id = p.order_id
    cross join lateral jsonb_array_elements(i.options) as chosen(option)
    where p.tenant_id = ${tenantId}
      and o.tenant_id = ${tenantId}
      and i.tenant_id = ${tenantId}
      and p.status = 'COMPLETED'
      and p.created_at >= bounds.start_at
      and p.created_at < bounds.end_at
    group by 1, 2
    having round(sum(i.qty * ${share})) > 0
    order by 3 desc, 1, 2
    ${limit === null ? sql`` : sql`limit ${limit}`}`);
  return rowsOf(result).map((row) => ({
    group: String(row.group_name),
    name: String(row.name),
    qty: Number(row.qty),
    revenue: Number(row.revenue),
  }));
}
