import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../src/db/client';
import { inTenantTx, type Tx } from '../src/platform/db-scope';

/*
 * The daily sales rollups (migration 0021) against what they stand for: the tests write orders,
 * lines and payments straight into the tables (every write path ends there, and the triggers see
 * them all alike), then compare the rollups with the payments added up afresh.
 */

export interface Line {
  name: string;
  price: number;
  qty: number;
}

/** A menu item per dish name of the tenant (order lines need one), made once. */
export async function menuOf(db: Database, tenantId: string, names: readonly string[]) {
  const ids = new Map<string, string>();
  await inTenantTx(db, tenantId, async (tx) => {
    for (const name of names) {
      const id = randomUUID();
      await tx.execute(
        sql`insert into menu_items (tenant_id, id, name, price) values (${tenantId}, ${id}, ${name}, 1000)`,
      );
      ids.set(name, id);
    }
  });
  return ids;
}

/** A diner's order with its lines (subtotal Σ price × qty, 11 % tax), not yet paid; its id and total. */
export async function unpaidOrder(
  tx: Tx,
  tenantId: string,
  menu: Map<string, string>,
  lines: readonly Line[],
): Promise<{ id: string; total: number }> {
  const id = randomUUID();
  const subtotal = lines.reduce((sum, line) => sum + line.price * line.qty, 0);
  const tax = Math.round(subtotal * 0.11);
  await tx.execute(sql`
    insert into orders (tenant_id, id, table_number, source, subtotal, tax, total, tax_percent)
    values (${tenantId}, ${id}, 'T1', 'CUSTOMER', ${subtotal}, ${tax}, ${subtotal + tax}, 11)`);
  for (const [position, line] of lines.entries()) {
    await tx.execute(sql`
      insert into order_items (tenant_id, id, order_id, menu_item_id, name, price, qty, position)
      values (${tenantId}, ${randomUUID()}, ${id}, ${menu.get(line.name)}, ${line.name}, ${line.price},
              ${line.qty}, ${position})`);
  }
  return { id, total: subtotal + tax };
}

/** An order with its lines (subtotal Σ price × qty, 11 % tax) and one payment of its total; the payment's id. */
export async function orderWithPayment(
  tx: Tx,
  tenantId: string,
  menu: Map<string, string>,
  input: { lines: readonly Line[]; status: 'COMPLETED' | 'PENDING'; at: Date },
): Promise<string> {
  const orderId = randomUUID();
  const subtotal = input.lines.reduce((sum, line) => sum + line.price * line.qty, 0);
  const tax = Math.round(subtotal * 0.11);
  await tx.execute(sql`
    insert into orders (tenant_id, id, table_number, source, subtotal, tax, total, tax_percent, created_at)
    values (${tenantId}, ${orderId}, 'T1', 'CUSTOMER', ${subtotal}, ${tax}, ${subtotal + tax}, 11, ${input.at.toISOString()})`);
  for (const [position, line] of input.lines.entries()) {
    await tx.execute(sql`
      insert into order_items (tenant_id, id, order_id, menu_item_id, name, price, qty, position)
      values (${tenantId}, ${randomUUID()}, ${orderId}, ${menu.get(line.name)}, ${line.name}, ${line.price},
              ${line.qty}, ${position})`);
  }
  const paymentId = randomUUID();
  await tx.execute(sql`
    insert into payments (tenant_id, id, order_id, method, status, amount, created_at)
    values (${tenantId}, ${paymentId}, ${orderId}, 'CASH', ${input.status}, ${subtotal + tax}, ${input.at.toISOString()})`);
  return paymentId;
}

/**
 * Where the rollups and the payments added up afresh (COMPLETED ones, by the tenant's local day in
 * its current time zone; a split bill's part counting its share of its order) disagree, compared
 * exactly in SQL: no rows when they agree.
 */
export async function rollupMismatches(db: Database, tenantId: string) {
  return inTenantTx(db, tenantId, async (tx) => {
    const days = await tx.execute(sql`
      with truth as (
        select (p.created_at at time zone t.timezone)::date as day, sum(p.amount) as amount,
               sum(case when o.total > 0 then p.amount::numeric / o.total else 1 end) as payments
        from payments p join tenants t on t.id = p.tenant_id
        join orders o on o.tenant_id = p.tenant_id and o.id = p.order_id
        where p.tenant_id = ${tenantId} and p.status = 'COMPLETED'
        group by 1
      ), rolled as (select day, amount, payments from sales_daily where tenant_id = ${tenantId})
      select coalesce(truth.day, rolled.day)::text as day, truth.amount::text as expected, rolled.amount::text as actual,
             truth.payments::text as expected_count, rolled.payments::text as actual_count
      from truth full join rolled on rolled.day = truth.day
      where truth.amount is distinct from rolled.amount or truth.payments is distinct from rolled.payments`);
    const dishes = await tx.execute(sql`
      with truth as (
        select (p.created_at at time zone t.timezone)::date as day, i.name,
               sum(i.qty * case when o.total > 0 then p.amount::numeric / o.total else 1 end) as qty,
               coalesce(sum(i.price * i.qty * p.amount::numeric / nullif(o.subtotal, 0)), 0) as revenue
        from payments p
        join tenants t on t.id = p.tenant_id
        join orders o on o.tenant_id = p.tenant_id and o.id = p.order_id
        join order_items i on i.tenant_id = o.tenant_id and i.order_id = o.id
        where p.tenant_id = ${tenantId} and p.status = 'COMPLETED'
        group by 1, 2
      ), rolled as (select day, name, qty, revenue from dish_sales_daily where tenant_id = ${tenantId})
      select coalesce(truth.day, rolled.day)::text as day, coalesce(truth.name, rolled.name) as name,
             truth.qty::text as expected_qty, rolled.qty::text as actual_qty,
             truth.revenue::text as expected_revenue, rolled.revenue::text as actual_revenue
      from truth full join rolled on rolled.day = truth.day and rolled.name = truth.name
      where truth.qty is distinct from rolled.qty or truth.revenue is distinct from rolled.revenue`);
    const months = await tx.execute(sql`
      with truth as (
        select date_trunc('month', day)::date as month, name, sum(qty) as qty, sum(revenue) as revenue
        from dish_sales_daily where tenant_id = ${tenantId}
        group by 1, 2
      ), rolled as (select month, name, qty, revenue from dish_sales_monthly where tenant_id = ${tenantId})
      select coalesce(truth.month, rolled.month)::text as month, coalesce(truth.name, rolled.name) as name,
             truth.qty::text as expected_qty, rolled.qty::text as actual_qty
      from truth full join rolled on rolled.month = truth.month and rolled.name = truth.name
      where truth.qty is distinct from rolled.qty or truth.revenue is distinct from rolled.revenue`);
    return { days: rowsOf(days), dishes: rowsOf(dishes), months: rowsOf(months) };
  });
}

/**
 * The top dishes of the payments taken on the tenant's local days [from, to), straight from the
 * payments and lines (the dashboard's query before the rollups): what the rollups must answer.
 */
export async function topItemsFromPayments(
  db: Database,
  tenantId: string,
  days: { from: string; to: string },
) {
  const result = await inTenantTx(db, tenantId, (tx) =>
    tx.execute(sql`
      select i.name, sum(i.qty)::int as qty,
             round(coalesce(sum(i.price * i.qty * p.amount::numeric / nullif(o.subtotal, 0)), 0))::bigint as revenue
      from payments p
      join tenants t on t.id = p.tenant_id
      join orders o on o.tenant_id = p.tenant_id and o.id = p.order_id
      join order_items i on i.tenant_id = o.tenant_id and i.order_id = o.id
      where p.tenant_id = ${tenantId} and p.status = 'COMPLETED'
        and p.created_at >= ((${days.from})::date)::timestamp at time zone t.timezone
        and p.created_at < ((${days.to})::date)::timestamp at time zone t.timezone
      group by i.name
      order by sum(i.qty) desc, 3 desc, i.name`),
  );
  return rowsOf(result).map((row) => ({
    name: String(row.name),
    qty: Number(row.qty),
    revenue: Number(row.revenue),
  }));
}

/** How many rollup rows the tenant has (a tenant with no sales has none). */
export async function rollupRowCount(db: Database, tenantId: string): Promise<number> {
  const result = await inTenantTx(db, tenantId, (tx) =>
    tx.execute(sql`
      select (select count(*) from sales_daily where tenant_id = ${tenantId})
           + (select count(*) from dish_sales_daily where tenant_id = ${tenantId})
           + (select count(*) from dish_sales_monthly where tenant_id = ${tenantId}) as count`),
  );
  return Number(rowsOf(result)[0]?.count ?? 0);
}
