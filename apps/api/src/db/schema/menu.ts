import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  foreignKey,
  index,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, tenantId, tenantIsolationPolicy, tenantRowId } from './columns';
import { inventoryItems } from './inventory';
import { tenants } from './platform';

export const menuItems = pgTable(
  'menu_items',
  {
    tenantId: tenantId(),
    id: tenantRowId(),
    name: text('name').notNull(),
    /** What the dish is, for the diner's item page (issue 20); '' when none. */
    description: text('description').notNull().default(''),
    price: bigint('price', { mode: 'number' }).notNull(),
    category: text('category').notNull().default('LAINNYA'),
    isActive: boolean('is_active').notNull().default(true),
    imageUrl: text('image_url').notNull().default(''),
    isSpecialToday: boolean('is_special_today').notNull().default(false),
    isFavorite: boolean('is_favorite').notNull().default(false),
    discountPercent: numeric('discount_percent', { precision: 5, scale: 2, mode: 'number' }),
    discountFixed: bigint('discount_fixed', { mode: 'number' }),
    /** 'Habis hari ini': sold out by hand for this calendar day of the restaurant's time zone. */
    soldOutOn: date('sold_out_on', { mode: 'string' }),
    /**
     * Some recipe ingredient holds less than one portion needs. Kept in the transaction of every
     * stock or recipe change; a flip bumps the tenant's menu version (the public menu's cache key).
     */
    stockOut: boolean('stock_out').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set instead of deleting when past orders refer to the item, so history keeps its name. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId], foreignColumns: [tenants.id] }).onDelete('cascade'),
    check('menu_items_price_non_negative', sql`${t.price} >= 0`),
    check(
      'menu_items_discount_percent_range',
      sql`${t.discountPercent} is null or ${t.discountPercent} between 0 and 100`,
    ),
    check(
      'menu_items_discount_fixed_non_negative',
      sql`${t.discountFixed} is null or ${t.discountFixed} >= 0`,
    ),
    check('menu_items_one_discount', sql`${t.discountPercent} is null or ${t.discountFixed} is null`),
    index('menu_items_tenant_listing_idx').on(t.tenantId, t.archivedAt, t.category),
    tenantIsolationPolicy('menu_items'),
  ],
).enableRLS();

/** A recipe line: one portion of the menu item uses `qty` of the ingredient (at most 5 lines). */
export const menuBomLines = pgTable(
  'menu_bom_lines',
  {
    tenantId: tenantId(),
    id: tenantRowId(),
    menuItemId: uuid('menu_item_id').notNull(),
    inventoryItemId: uuid('inventory_item_id').notNull(),
    qty: numeric('qty', { precision: 14, scale: 4, mode: 'number' }).notNull(),
    position: smallint('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      columns: [t.tenantId, t.menuItemId],
      foreignColumns: [menuItems.tenantId, menuItems.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.tenantId, t.inventoryItemId],
      foreignColumns: [inventoryItems.tenantId, inventoryItems.id],
    }),
    unique('menu_bom_lines_item_ingredient_unique').on(t.tenantId, t.menuItemId, t.inventoryItemId),
    index('menu_bom_lines_ingredient_idx').on(t.tenantId, t.inventoryItemId),
    check('menu_bom_lines_qty_non_negative', sql`${t.qty} >= 0`),
    tenantIsolationPolicy('menu_bom_lines'),
  ],
).enableRLS();

/** The row types every layer above may name (a module's repo stays private; its rows do not). */
export type MenuRow = typeof menuItems.$inferSelect;

/** A group of options chosen with a dish (issue 20: 'Level pedas', 'Tambahan'), reusable across dishes. */
export const optionGroups = pgTable(
  'option_groups',
  {
    tenantId: tenantId(),
    id: tenantRowId(),
    name: text('name').notNull(),
    /** At least this many options (≥ 1: required). */
    minChoices: smallint('min_choices').notNull().default(0),
    /** At most this many options. */
    maxChoices: smallint('max_choices').notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId], foreignColumns: [tenants.id] }).onDelete('cascade'),
    check(
      'option_groups_choices_range',
      sql`${t.minChoices} >= 0 and ${t.maxChoices} >= 1 and ${t.minChoices} <= ${t.maxChoices}`,
    ),
    tenantIsolationPolicy('option_groups'),
  ],
).enableRLS();

/** One option of a group ('Level 3', 'Telur' +Rp 4.000). An order line keeps a copy of it. */
export const menuOptions = pgTable(
  'menu_options',
  {
    tenantId: tenantId(),
    id: tenantRowId(),
    groupId: uuid('group_id').notNull(),
    name: text('name').notNull(),
    priceDelta: bigint('price_delta', { mode: 'number' }).notNull().default(0),
    position: smallint('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      columns: [t.tenantId, t.groupId],
      foreignColumns: [optionGroups.tenantId, optionGroups.id],
    }).onDelete('cascade'),
    index('menu_options_group_idx').on(t.tenantId, t.groupId),
    check('menu_options_price_delta_non_negative', sql`${t.priceDelta} >= 0`),
    tenantIsolationPolicy('menu_options'),
  ],
).enableRLS();

/** A recipe line of an option: one portion with it uses `qty` of the ingredient ('tambah telur': 1 egg). */
export const optionBomLines = pgTable(
  'option_bom_lines',
  {
    tenantId: tenantId(),
    id: tenantRowId(),
    optionId: uuid('option_id').notNull(),
    inventoryItemId: uuid('inventory_item_id').notNull(),
    qty: numeric('qty', { precision: 14, scale: 4, mode: 'number' }).notNull(),
    position: smallint('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      columns: [t.tenantId, t.optionId],
      foreignColumns: [menuOptions.tenantId, menuOptions.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.tenantId, t.inventoryItemId],
      foreignColumns: [inventoryItems.tenantId, inventoryItems.id],
    }),
    unique('option_bom_lines_option_ingredient_unique').on(t.tenantId, t.optionId, t.inventoryItemId),
    index('option_bom_lines_ingredient_idx').on(t.tenantId, t.inventoryItemId),
    check('option_bom_lines_qty_non_negative', sql`${t.qty} >= 0`),
    tenantIsolationPolicy('option_bom_lines'),
  ],
).enableRLS();

/** Which groups a dish has, in the order the diner sees them. */
export const menuItemOptionGroups = pgTable(
  'menu_item_option_groups',
  {
    tenantId: tenantId(),
    menuItemId: uuid('menu_item_id').notNull(),
    groupId: uuid('group_id').notNull(),
    position: smallint('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.menuItemId, t.groupId] }),
    foreignKey({
      columns: [t.tenantId, t.menuItemId],
      foreignColumns: [menuItems.tenantId, menuItems.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.tenantId, t.groupId],
      foreignColumns: [optionGroups.tenantId, optionGroups.id],
    }).onDelete('cascade'),
    index('menu_item_option_groups_group_idx').on(t.tenantId, t.groupId),
    tenantIsolationPolicy('menu_item_option_groups'),
  ],
).enableRLS();
