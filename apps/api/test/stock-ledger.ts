import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../src/db/client';
import { deductSale, reverseSale } from '../src/modules/sales/stock-ledger';
import { inTenantTx } from '../src/platform/db-scope';
import type { Scope } from '../src/platform/scope';
import type { TenantGraph } from './factories';

/* The stock ledger's tests (stock-ledger*.test.ts): a sale and its reversal, and the ledger's sums. */

export const scopeOf = (t: TenantGraph, userId: string | null = t.admin.id): Scope => ({
  tenantId: t.tenant.id,
  userId,
});

export function sell(
  db: Database,
  scope: Scope,
  orderId: string,
  lines: { menuItemId: string; qty: number }[],
) {
  return inTenantTx(db, scope.tenantId, (tx) => deductSale(tx, scope, { orderId, lines }));
}

export function reverse(db: Database, scope: Scope, orderId: string) {
  return inTenantTx(db, scope.tenantId, (tx) => reverseSale(tx, scope, orderId));
}

/** Per ingredient: the cached stock, the sum of its movements, and whether SQL finds them equal. */
export async function ledger(db: Database, tenantId: string, ids: string[]) {
  const result = await inTenantTx(db, tenantId, (tx) =>
    tx.execute(sql`
      select i.id::text as id,
             i.stock::text as stock,
             coalesce(sum(m.qty), 0)::text as total,
             i.stock = coalesce(sum(m.qty), 0) as equal,
             count(m.id)::int as movements
      from inventory_items i
      left join stock_movements m on m.tenant_id = i.tenant_id and m.inventory_item_id = i.id
      where i.tenant_id = ${tenantId} and i.id in ${sql.raw(`(${ids.map((id) => `'${id}'`).join(', ')})`)}
      group by i.id, i.stock`),
  );
  const byId = new Map<string, { stock: number; total: number; equal: boolean; movements: number }>();
  for (const row of rowsOf(result)) {
    byId.set(String(row.id), {
      stock: Number(row.stock),
      total: Number(row.total),
      equal: row.equal === true,
      movements: Number(row.movements),
    });
  }
  return byId;
}
