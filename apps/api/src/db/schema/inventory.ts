import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  foreignKey,
  index,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { MOVEMENT_KINDS } from '@meja/shared/contracts/inventory';
import { createdAt, groupReadPolicy, tenantId, tenantIsolationPolicy, tenantRowId } from './columns';
import { tenants } from './platform';

/** Stock quantities keep 4 decimals (DESIGN §3); read as numbers. */
const quantity = (name: string) => numeric(name, { precision: 14, scale: 4, mode: 'number' });
/**
 * Running stock and its movements: wider, so years of sales in ALLOW mode (stock may go negative)
 * never overflow the column and refuse a payment.
 */
const runningQuantity = (name: string) => numeric(name, { precision: 18, scale: 4, mode: 'number' });

export const movementKindEnum = pgEnum('stock_movement_kind', MOVEMENT_KINDS);

export const inventoryItems = pgTable(
  'inventory_items',
  {
    tenantId: tenantId(),
    id: tenantRowId(),
    name: text('name').notNull(),
    sku: text('sku'),
    unit: text('unit').notNull().default(''),
    /** Cached sum of the ledger, changed only as `stock = stock + delta` with its movement. */
    stock: runningQuantity('stock').notNull().default(0),
    minStock: quantity('min_stock').notNull().default(0),
    /** Unit price of the latest purchase (rupiah per unit), for food cost. */
    lastUnitCost: quantity('last_unit_cost'),
    createdAt: createdAt(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId], foreignColumns: [tenants.id] }).onDelete('cascade'),
    uniqueIndex('inventory_items_tenant_sku_unique')
      .on(t.tenantId, sql`lower(${t.sku})`)
      .where(sql`${t.sku} is not null and ${t.deletedAt} is null`),
    index('inventory_items_tenant_name_idx').on(t.tenantId, sql`lower(${t.name})`),
    tenantIsolationPolicy('inventory_items'),
  ],
).enableRLS();

/** The stock ledger: every change of stock, signed, with who and when (DESIGN §4). */
export const stockMovements = pgTable(
  'stock_movements',
  {
    tenantId: tenantId(),
    id: tenantRowId(),
    inventoryItemId: uuid('inventory_item_id').notNull(),
    kind: movementKindEnum('kind').notNull(),
    qty: runningQuantity('qty').notNull(),
    note: text('note').notNull().default(''),
    /** A stock count (opname): what was counted and what the ledger expected then; null otherwise. */
    counted: runningQuantity('counted'),
    expected: runningQuantity('expected'),
    /** What caused it: a purchase, an order (sale and reversal), or nothing for manual edits. */
    refType: text('ref_type'),
    refId: uuid('ref_id'),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      columns: [t.tenantId, t.inventoryItemId],
      foreignColumns: [inventoryItems.tenantId, inventoryItems.id],
    }),
    index('stock_movements_item_idx').on(t.tenantId, t.inventoryItemId, t.createdAt),
    index('stock_movements_ref_idx').on(t.tenantId, t.refType, t.refId),
    tenantIsolationPolicy('stock_movements'),
  ],
).enableRLS();

/** 'Input Belanja Bahan': what was bought, when, for how much in total. Feeds profit and loss. */
export const purchases = pgTable(
  'purchases',
  {
    tenantId: tenantId(),
    id: tenantRowId(),
    date: date('date', { mode: 'string' }).notNull(),
    inventoryItemId: uuid('inventory_item_id').notNull(),
    /** Name and SKU as bought, kept even if the ingredient is renamed later. */
    name: text('name').notNull(),
    sku: text('sku').notNull().default(''),
    qty: quantity('qty').notNull(),
    price: bigint('price', { mode: 'number' }).notNull(),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      columns: [t.tenantId, t.inventoryItemId],
      foreignColumns: [inventoryItems.tenantId, inventoryItems.id],
    }),
    index('purchases_tenant_date_idx').on(t.tenantId, t.date),
    tenantIsolationPolicy('purchases'),
    // The group's reports read every branch's purchases in one query (issue 16).
    groupReadPolicy('purchases'),
  ],
).enableRLS();
