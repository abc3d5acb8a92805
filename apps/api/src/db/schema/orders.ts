import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { TAX_TYPES } from '@meja/shared/charges';
import type { LineOption } from '@meja/shared/menu-options';
import type { OrderDiscount } from '@meja/shared/contracts/orders';
import { ORDER_SOURCES, ORDER_TYPES } from '@meja/shared/contracts/orders';
import { ORDER_STATUSES, PAYMENT_STATUSES } from '@meja/shared/order-status';
import { createdAt, platformReadPolicy, tenantId, tenantIsolationPolicy, tenantRowId } from './columns';
import { menuItems } from './menu';
import { tenants } from './platform';

export const orderStatusEnum = pgEnum('order_status', ORDER_STATUSES);
export const paymentStatusEnum = pgEnum('payment_status', PAYMENT_STATUSES);
export const orderSourceEnum = pgEnum('order_source', ORDER_SOURCES);

/** A discount as kept on its order: the read shape, with the ids of who gave and approved it, and when. */
export type StoredDiscount = OrderDiscount & { byId: string | null; approvedById: string | null; at: string };

export const orders = pgTable(
  'orders',
  {
    tenantId: tenantId(),
    id: tenantRowId(),
    tableNumber: text('table_number').notNull(),
    note: text('note').notNull().default(''),
    status: orderStatusEnum('status').notNull().default('PENDING'),
    confirmed: boolean('confirmed').notNull().default(false),
    ready: boolean('ready').notNull().default(false),
    priority: boolean('priority'),
    paymentStatus: paymentStatusEnum('payment_status').notNull().default('NONE'),
    source: orderSourceEnum('source').notNull(),
    /** Issue 20: DINE_IN at `table_number`, or TAKEAWAY under the name or number kept there. */
    orderType: text('order_type', { enum: ORDER_TYPES }).notNull().default('DINE_IN'),
    /**
     * Money in rupiah: `subtotal` is the spec's `total` (the dishes); `total` is what the diner pays
     * (service charge and tax added as the tenant's settings were when it was ordered, kept here).
     */
    subtotal: bigint('subtotal', { mode: 'number' }).notNull(),
    serviceCharge: bigint('service_charge', { mode: 'number' }).notNull().default(0),
    tax: bigint('tax', { mode: 'number' }).notNull(),
    total: bigint('total', { mode: 'number' }).notNull(),
    taxPercent: smallint('tax_percent').notNull(),
    serviceChargePercent: smallint('service_charge_percent').notNull().default(0),
    taxType: text('tax_type', { enum: TAX_TYPES }).notNull().default('PPN'),
    /**
     * Issue 20: the discounts given (StoredDiscount: who, which admin's PIN, when) and their sum,
     * taken off `subtotal` before the service charge and tax: `total` is computed after them.
     */
    discount: bigint('discount', { mode: 'number' }).notNull().default(0),
    discounts: jsonb('discounts').$type<StoredDiscount[]>().notNull().default([]),
    /** SHA-256 of the diner's tracking token (DESIGN §4); the token itself is only in the link. */
    trackingTokenHash: text('tracking_token_hash'),
    /** When it was last confirmed (the kitchen's clock starts) and marked READY; null while not. */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    readyAt: timestamp('ready_at', { withTimezone: true }),
    /** Issue 18: the diner's WhatsApp (opted in from this order's page) for 'Pesanan Anda siap', and when it went. */
    notifyPhone: text('notify_phone'),
    readyNotifiedAt: timestamp('ready_notified_at', { withTimezone: true }),
    /**
     * Issue 20: the split bill (payments.ts, bill_splits) the order is being paid through, while
     * its parts are unpaid; a whole payment, a close or a cancel of it waits until then.
     */
    splitId: uuid('split_id'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId], foreignColumns: [tenants.id] }).onDelete('cascade'),
    check('orders_money_non_negative', sql`${t.subtotal} >= 0 and ${t.tax} >= 0 and ${t.total} >= 0`),
    check('orders_service_charge_non_negative', sql`${t.serviceCharge} >= 0`),
    check('orders_discount_range', sql`${t.discount} between 0 and ${t.subtotal}`),
    check('orders_order_type', sql`${t.orderType} in ('DINE_IN', 'TAKEAWAY')`),
    index('orders_tenant_table_idx').on(t.tenantId, sql`upper(${t.tableNumber})`, t.createdAt),
    index('orders_tenant_created_idx').on(t.tenantId, t.createdAt),
    index('orders_tenant_open_idx').on(t.tenantId, t.status, t.confirmed),
    // Orders still open (neither cancelled nor closed): the group overview counts them per branch
    // without reading the branch's paid history (issue 16). The predicate is openOrderCount's.
    index('orders_tenant_still_open_idx')
      .on(t.tenantId)
      .where(
        sql`${t.status} <> 'CANCELLED' and (${t.status} <> 'PAID' or ${t.confirmed} = false or ${t.ready} = false)`,
      ),
    // Orders by when they were made READY: the kitchen's ticket times of a day or a period (issue 21).
    index('orders_tenant_ready_idx')
      .on(t.tenantId, t.readyAt)
      .where(sql`${t.readyAt} is not null`),
    tenantIsolationPolicy('orders'),
    // The console reads every tenant's orders (read only): the tenant list's usage, revenue, stats.
    platformReadPolicy('orders'),
  ],
).enableRLS();

/** What was ordered, priced by the server when the order was made; names kept for history. */
export const orderItems = pgTable(
  'order_items',
  {
    tenantId: tenantId(),
    id: tenantRowId(),
    orderId: uuid('order_id').notNull(),
    menuItemId: uuid('menu_item_id').notNull(),
    name: text('name').notNull(),
    price: bigint('price', { mode: 'number' }).notNull(),
    qty: integer('qty').notNull(),
    position: smallint('position').notNull().default(0),
    /** The line's own note ('tanpa bawang', issue 20); '' for none. */
    note: text('note').notNull().default(''),
    /** The chosen options as they were priced (issue 20), in the dish's order; [] for none. */
    options: jsonb('options').$type<LineOption[]>().notNull().default([]),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.orderId], foreignColumns: [orders.tenantId, orders.id] }).onDelete(
      'cascade',
    ),
    // A menu item with past orders cannot be destroyed: deleting it archives it instead (issue 3).
    foreignKey({ columns: [t.tenantId, t.menuItemId], foreignColumns: [menuItems.tenantId, menuItems.id] }),
    index('order_items_order_idx').on(t.tenantId, t.orderId),
    index('order_items_menu_item_idx').on(t.tenantId, t.menuItemId),
    check('order_items_qty_positive', sql`${t.qty} > 0`),
    tenantIsolationPolicy('order_items'),
  ],
).enableRLS();

/** WhatsApp opt-ins from the menu banner: a marketing lead with its consent (time, source, text) and any opt-out. */
export const waLeads = pgTable(
  'wa_leads',
  {
    tenantId: tenantId(),
    id: tenantRowId(),
    phone: text('phone').notNull(),
    source: text('source').notNull(),
    consentedAt: timestamp('consented_at', { withTimezone: true }).notNull().defaultNow(),
    /** The consent text the diner agreed to, as shown then (issue 18); '' for leads from before it was kept. */
    consentText: text('consent_text').notNull().default(''),
    /** When the diner opted out ('STOP' or the admin): never messaged again, whatever comes later. */
    optedOutAt: timestamp('opted_out_at', { withTimezone: true }),
    /** Who opted them out: 'reply' (a STOP message) or 'admin'. */
    optOutSource: text('opt_out_source'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId], foreignColumns: [tenants.id] }).onDelete('cascade'),
    unique('wa_leads_tenant_phone_unique').on(t.tenantId, t.phone),
    // A STOP to the platform's WhatsApp number opts that phone out at every restaurant (issue 18).
    index('wa_leads_phone_idx').on(t.phone),
    tenantIsolationPolicy('wa_leads'),
    platformReadPolicy('wa_leads'),
  ],
).enableRLS();

/** The row types every layer above may name (a module's repo stays private; its rows do not). */
export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;

/**
 * A paid order cancelled — a void (issue 20): what was refunded, why, and who did it (their name
 * kept, so a deleted account still reads). Listed in the reports.
 */
export const orderVoids = pgTable(
  'order_voids',
  {
    tenantId: tenantId(),
    id: tenantRowId(),
    orderId: uuid('order_id').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    reason: text('reason').notNull(),
    voidedBy: uuid('voided_by'),
    voidedByName: text('voided_by_name').notNull(),
    voidedAt: timestamp('voided_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.orderId], foreignColumns: [orders.tenantId, orders.id] }).onDelete(
      'cascade',
    ),
    index('order_voids_tenant_at_idx').on(t.tenantId, t.voidedAt),
    tenantIsolationPolicy('order_voids'),
  ],
).enableRLS();

export type OrderVoidRow = typeof orderVoids.$inferSelect;
