import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/client';
import { orderItems, orders } from '../../db/schema/orders';
import { payments } from '../../db/schema/payments';
import type { Tx } from '../../platform/db-scope';

/** SQL of the discounts given on orders (issue 20), as the reports list them. */

export interface PaidDiscountRow {
  orderId: string;
  table: string;
  type: string;
  line: number | null;
  item: string | null;
  kind: string;
  value: number;
  amount: number;
  reason: string;
  by: string;
  approvedBy: string | null;
  at: string;
  paidAt: string;
}

const nullableText = (value: unknown) => (value === null || value === undefined ? null : String(value));

/**
 * Each discount of the tenant's orders paid on its calendar days [from, to) in `timeZone`: an order
 * paid in full (payment status COMPLETED, not cancelled — a void refunds it) whose last COMPLETED
 * payment falls in the window, so an order paid in parts over midnight is listed once, on the day it
 * was settled. The orders are found from the window's payments (their `(tenant_id, created_at)`
 * index), never by reading every order. Oldest given first; the dish is the order's line at the
 * discount's place, by position.
 */
export async function discountsPaidBetween(
  tx: Tx,
  tenantId: string,
  window: { from: string; to: string; timeZone: string },
): Promise<PaidDiscountRow[]> {
  const result = await tx.execute(sql`
    with bounds as materialized (
      select ((${window.from})::date)::timestamp at time zone ${window.timeZone} as start_at,
             ((${window.to})::date)::timestamp at time zone ${window.timeZone} as end_at
    ),
    paid_in as (
      select distinct p.order_id from ${payments} p cross join bounds
      where p.tenant_id = ${tenantId}
        and p.status = 'COMPLETED'
        and p.created_at >= bounds.start_at
        and p.created_at < bounds.end_at
    )
    select o.id as order_id, o.table_number, o.order_type,
      to_char(settled.at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as paid_at,
      d.discount ->> 'line' as line, d.discount ->> 'kind' as kind, d.discount ->> 'value' as value,
      d.discount ->> 'amount' as amount, d.discount ->> 'reason' as reason, d.discount ->> 'by' as by,
      d.discount ->> 'approvedBy' as approved_by, d.discount ->> 'at' as at,
      case when d.discount ->> 'line' is null then null else (
        select i.name from ${orderItems} i
        where i.tenant_id = o.tenant_id and i.order_id = o.id
        order by i.position, i.id
        offset (d.discount ->> 'line')::int limit 1
      ) end as item
    from paid_in
    cross join bounds
    join ${orders} o on o.tenant_id = ${tenantId} and o.id = paid_in.order_id
    cross join lateral (
      select max(p.created_at) as at from ${payments} p
      where p.tenant_id = ${tenantId} and p.order_id = o.id and p.status = 'COMPLETED'
    ) as settled
    cross join lateral jsonb_array_elements(o.discounts) with ordinality as d(discount, place)
    where o.payment_status = 'COMPLETED'
      and o.status <> 'CANCELLED'
      and settled.at < bounds.end_at
    order by d.discount ->> 'at', o.id, d.place`);
  return rowsOf(result).map((row) => ({
    orderId: String(row.order_id),
    table: String(row.table_number),
    type: String(row.order_type),
    line: row.line === null || row.line === undefined ? null : Number(row.line),
    item: nullableText(row.item),
    kind: String(row.kind),
    value: Number(row.value),
    amount: Number(row.amount),
    reason: String(row.reason),
    by: String(row.by),
    approvedBy: nullableText(row.approved_by),
    at: String(row.at),
    paidAt: String(row.paid_at),
  }));
}
