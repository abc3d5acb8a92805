// Bulk orders for the benchmarks that read them (dashboard, reports): generated in SQL in one
// transaction, with their lines and payments, then analysed.

/**
 * `orders` orders of the tenant, evenly over the last `days` days: two lines each from its menu,
 * 11 % tax; 1 in 40 CANCELLED, the newest 200 still PENDING and unpaid, the rest PAID with one
 * COMPLETED payment 20 minutes after the order (CASH, CARD, QRIS in turn).
 */
export async function fillOrders(client, slug, orders, days) {
  const { rows } = await client.query('select id from tenants where slug = $1', [slug]);
  const tenantId = rows[0].id;
  await client.query('begin');
  await client.query(
    `create temp table bench_menu on commit drop as
       select row_number() over (order by id) as idx, id, name, price
       from menu_items where tenant_id = $1`,
    [tenantId],
  );
  const { rows: menuCount } = await client.query('select count(*)::int as n from bench_menu');
  const n = menuCount[0].n;
  await client.query(
    `create temp table bench_src on commit drop as
       select g, gen_random_uuid() as id,
         now() - (($2::int - g) * ($3::int * 86400.0 / $2::int)) * interval '1 second' as created_at,
         (g % $1::int) + 1 as ia, ((g * 7) % $1::int) + 1 as ib, (g % 3) + 1 as qa,
         case when g % 40 = 0 then 'CANCELLED' when g > $2::int - 200 then 'PENDING' else 'PAID' end as status
       from generate_series(1, $2::int) as g`,
    [n, orders, days],
  );
  await client.query(
    `insert into orders (tenant_id, id, table_number, note, status, confirmed, ready, payment_status,
                         source, subtotal, tax, total, tax_percent, created_at, updated_at)
     select $1::uuid, s.id, 'T' || (s.g % 30 + 1), '', s.status::order_status, s.status <> 'PENDING',
            s.status = 'PAID', case when s.status = 'PAID' then 'COMPLETED' else 'NONE' end::payment_status,
            'CUSTOMER', a.price * s.qa + b.price, round((a.price * s.qa + b.price) * 0.11),
            a.price * s.qa + b.price + round((a.price * s.qa + b.price) * 0.11), 11,
            s.created_at, s.created_at
     from bench_src s join bench_menu a on a.idx = s.ia join bench_menu b on b.idx = s.ib`,
    [tenantId],
  );
  await client.query(
    `insert into order_items (tenant_id, id, order_id, menu_item_id, name, price, qty, position)
     select $1::uuid, gen_random_uuid(), s.id, a.id, a.name, a.price, s.qa, 0
       from bench_src s join bench_menu a on a.idx = s.ia
     union all
     select $1::uuid, gen_random_uuid(), s.id, b.id, b.name, b.price, 1, 1
       from bench_src s join bench_menu b on b.idx = s.ib`,
    [tenantId],
  );
  await client.query(
    `insert into payments (tenant_id, id, order_id, method, status, amount, created_at)
     select o.tenant_id, gen_random_uuid(), o.id,
            (array['CASH', 'CARD', 'QRIS'])[1 + (s.g % 3)]::payment_method, 'COMPLETED', o.total,
            least(o.created_at + interval '20 minutes', now())
       from bench_src s join orders o on o.tenant_id = $1 and o.id = s.id
      where s.status = 'PAID'`,
    [tenantId],
  );
  await client.query('commit');
  // The daily sales rollups were upserted once per payment: vacuumed as autovacuum keeps them.
  await client.query(
    'vacuum analyze orders, order_items, payments, sales_daily, dish_sales_daily, dish_sales_monthly',
  );
  const { rows: counts } = await client.query(
    `select (select count(*) from orders where tenant_id = $1)::int as orders,
            (select count(*) from order_items where tenant_id = $1)::int as lines,
            (select count(*) from payments where tenant_id = $1)::int as payments`,
    [tenantId],
  );
  return counts[0];
}
