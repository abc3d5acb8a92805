import { and, eq, inArray, sql } from 'drizzle-orm';
import { MOVEMENT_KINDS } from '@meja/shared/contracts/inventory';
import { STOCK_POLICIES, type StockPolicy } from '@meja/shared/contracts/tenant';
import { inventoryItems, stockMovements } from '../../db/schema/inventory';
import { v7 as uuidv7 } from 'uuid';
import type { Tx } from '../../platform/db-scope';
import { hotNumber, hotOneOf, hotRows, hotStatement, hotString } from '../../platform/hot-sql';

/* SQL of the stock ledger (DESIGN §4) and of what a sale may take (issue 12). */

// A sale's whole deduction in one statement (issue 19): every ingredient row is locked first, in
// id order (the uncorrelated count is evaluated once, before the update starts), as the ledger's
// other changes lock them, so two sales sharing ingredients never deadlock. Under BLOCK ($4 false)
// a row that would go below zero is left out of `taken`, and the caller refuses the sale.
const TAKE_SALE_STOCK = hotStatement(
  'take_sale_stock',
  `with wanted as (
     select w.id, w.qty, w.movement_id from unnest($2::uuid[], $3::numeric[], $8::uuid[]) as w(id, qty, movement_id)
   ), locked as (
     select i.id from inventory_items i
      where i.tenant_id = $1 and i.id in (select id from wanted)
      order by i.id
        for update
   ), taken as (
     update inventory_items i set stock = i.stock - w.qty
       from wanted w
      where i.tenant_id = $1 and i.id = w.id and (select count(*) from locked) >= 0
        and ($4::boolean or i.stock >= w.qty)
     returning i.id, i.stock::text as stock
   ), logged as (
     insert into stock_movements (tenant_id, id, inventory_item_id, kind, qty, ref_type, ref_id, created_by)
     select $1, w.movement_id, w.id, 'SALE', -w.qty, $5, $6, $7
       from wanted w
      where w.id in (select id from taken)
   )
   select id, stock from taken`,
);

/**
 * Takes each ingredient's quantity and records a SALE movement for each, in one statement. Under
 * `allowNegative: false` an ingredient with too little is not taken; the answer (ingredient → new
 * stock) then lacks it, and the caller must refuse the sale (its transaction rolls back).
 */
export async function takeSaleStock(
  tx: Tx,
  tenantId: string,
  sale: {
    take: readonly { inventoryItemId: string; qty: number }[];
    allowNegative: boolean;
    ref: { type: string; id: string };
    userId: string | null;
  },
): Promise<Map<string, number>> {
  if (sale.take.length === 0) return new Map();
  const rows = await hotRows(tx, TAKE_SALE_STOCK, [
    tenantId,
    sale.take.map((line) => line.inventoryItemId),
    sale.take.map((line) => String(line.qty)),
    sale.allowNegative,
    sale.ref.type,
    sale.ref.id,
    sale.userId,
    sale.take.map(() => uuidv7()),
  ]);
  return new Map(rows.map((row) => [hotString(row, 'id'), hotNumber(row, 'stock')]));
}

/** Current stock and name of the ingredients. */
export function ingredientStocks(tx: Tx, tenantId: string, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return tx
    .select({ id: inventoryItems.id, name: inventoryItems.name, stock: inventoryItems.stock })
    .from(inventoryItems)
    .where(and(eq(inventoryItems.tenantId, tenantId), inArray(inventoryItems.id, ids)));
}

export type MovementKind = (typeof stockMovements.$inferInsert)['kind'];

/** The only way stock changes: `stock = stock + delta` in SQL, never read-modify-write (DESIGN §4). */
export async function addToStock(tx: Tx, tenantId: string, id: string, delta: number): Promise<number> {
  const [row] = await tx
    .update(inventoryItems)
    .set({ stock: sql`${inventoryItems.stock} + ${delta}::numeric` })
    .where(and(eq(inventoryItems.tenantId, tenantId), eq(inventoryItems.id, id)))
    .returning({ stock: inventoryItems.stock });
  if (!row) throw new Error(`inventory item ${id} missing while moving stock`);
  return row.stock;
}

export async function insertMovement(tx: Tx, values: typeof stockMovements.$inferInsert) {
  await tx.insert(stockMovements).values(values);
}

const MOVEMENTS_BY_REF = hotStatement(
  'movements_by_ref',
  `select inventory_item_id, kind, qty::text as qty from stock_movements
    where tenant_id = $1 and ref_type = $2 and ref_id = $3`,
);

/** The movements something caused (an order's sales and reversals). */
export async function movementsByRef(
  tx: Tx,
  tenantId: string,
  refType: string,
  refId: string,
): Promise<{ inventoryItemId: string; kind: MovementKind; qty: number }[]> {
  const rows = await hotRows(tx, MOVEMENTS_BY_REF, [tenantId, refType, refId]);
  return rows.map((row) => ({
    inventoryItemId: hotString(row, 'inventory_item_id'),
    kind: hotOneOf(row, 'kind', MOVEMENT_KINDS),
    qty: hotNumber(row, 'qty'),
  }));
}

const BOM_LINES_OF = hotStatement(
  'bom_lines_of',
  `select menu_item_id, inventory_item_id, qty::text as qty from menu_bom_lines
    where tenant_id = $1 and menu_item_id = any($2::uuid[])
   union all
   select option_id, inventory_item_id, qty::text from option_bom_lines
    where tenant_id = $1 and option_id = any($2::uuid[])`,
);

/**
 * Recipe lines of the given dishes and options (issue 20: an option's recipe is read as a dish's,
 * its id in `menuItemId`), for sale checks and deductions.
 */
export async function bomLinesOf(
  tx: Tx,
  tenantId: string,
  menuItemIds: string[],
): Promise<{ menuItemId: string; inventoryItemId: string; qty: number }[]> {
  if (menuItemIds.length === 0) return [];
  const rows = await hotRows(tx, BOM_LINES_OF, [tenantId, menuItemIds]);
  return rows.map((row) => ({
    menuItemId: hotString(row, 'menu_item_id'),
    inventoryItemId: hotString(row, 'inventory_item_id'),
    qty: hotNumber(row, 'qty'),
  }));
}

/** The advisory lock of one order's stock, held until the transaction ends. */
const orderStockLockKey = (tenantId: string, orderId: string) => `order-stock:${tenantId}:${orderId}`;

const LOCK_ORDER_STOCK = hotStatement(
  'lock_order_stock',
  'select pg_advisory_xact_lock(hashtextextended($1, 0))',
);

/**
 * One stock change per order at a time (a sale and its reversal, or two of either racing): the
 * checks after it are new statements and so see what the other transaction committed.
 */
export async function lockOrderStock(tx: Tx, tenantId: string, orderId: string): Promise<void> {
  await hotRows(tx, LOCK_ORDER_STOCK, [orderStockLockKey(tenantId, orderId)]);
}

// An order's sale in two round trips before its take (issue 19): the order's stock lock with the
// tenant's policy; then, in a statement of its own so that its snapshot is taken under the lock,
// what the order holds, its lines and their recipe.
const LOCK_ORDER_SALE = hotStatement(
  'lock_order_sale',
  `select pg_advisory_xact_lock(hashtextextended($1, 0)),
          (select stock_policy from tenants where id = $2) as stock_policy`,
);

/** lockOrderStock, and the tenant's stock policy read in the same round trip. */
export async function lockOrderSale(tx: Tx, tenantId: string, orderId: string): Promise<StockPolicy> {
  const [row] = await hotRows(tx, LOCK_ORDER_SALE, [orderStockLockKey(tenantId, orderId), tenantId]);
  return row && row['stock_policy'] !== null ? hotOneOf(row, 'stock_policy', STOCK_POLICIES) : 'ALLOW';
}

const ORDER_SALE_READS = hotStatement(
  'order_sale_reads',
  `select 'held' as part, inventory_item_id as id, kind::text as detail, qty::text as qty, 0 as position
     from stock_movements where tenant_id = $1 and ref_type = $2 and ref_id = $3
   union all
   select 'line', menu_item_id, name, qty::text, position::int
     from order_items where tenant_id = $1 and order_id = $3
   union all
   select 'line', (o.option ->> 'id')::uuid, i.name || ' + ' || (o.option ->> 'name'), i.qty::text, i.position::int
     from order_items i cross join lateral jsonb_array_elements(i.options) as o(option)
    where i.tenant_id = $1 and i.order_id = $3
   union all
   select 'recipe', menu_item_id, inventory_item_id::text, qty::text, 0
     from menu_bom_lines
    where tenant_id = $1
      and menu_item_id in (select menu_item_id from order_items where tenant_id = $1 and order_id = $3)
   union all
   select 'recipe', option_id, inventory_item_id::text, qty::text, 0
     from option_bom_lines
    where tenant_id = $1
      and option_id in (select (o.option ->> 'id')::uuid
                          from order_items i cross join lateral jsonb_array_elements(i.options) as o(option)
                         where i.tenant_id = $1 and i.order_id = $3)
   order by part, position`,
);

export interface OrderSaleReads {
  movements: { inventoryItemId: string; kind: MovementKind; qty: number }[];
  lines: { menuItemId: string; qty: number; name: string }[];
  recipe: { menuItemId: string; inventoryItemId: string; qty: number }[];
}

/**
 * The order's stock movements (as movementsByRef), its lines in order, and their dishes' recipe
 * lines. A line's chosen option is read as a line of its own (the option's id, the line's qty) with
 * the option's recipe, so a sale takes 'tambah telur''s egg as it takes the dish's noodles.
 */
export async function orderSaleReads(
  tx: Tx,
  tenantId: string,
  refType: string,
  orderId: string,
): Promise<OrderSaleReads> {
  const reads: OrderSaleReads = { movements: [], lines: [], recipe: [] };
  for (const row of await hotRows(tx, ORDER_SALE_READS, [tenantId, refType, orderId])) {
    const part = hotString(row, 'part');
    if (part === 'held') {
      reads.movements.push({
        inventoryItemId: hotString(row, 'id'),
        kind: hotOneOf(row, 'detail', MOVEMENT_KINDS),
        qty: hotNumber(row, 'qty'),
      });
    } else if (part === 'line') {
      reads.lines.push({
        menuItemId: hotString(row, 'id'),
        qty: hotNumber(row, 'qty'),
        name: hotString(row, 'detail'),
      });
    } else {
      reads.recipe.push({
        menuItemId: hotString(row, 'id'),
        inventoryItemId: hotString(row, 'detail'),
        qty: hotNumber(row, 'qty'),
      });
    }
  }
  return reads;
}
