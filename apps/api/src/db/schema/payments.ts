import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  jsonb,
  smallint,
  foreignKey,
  index,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { SPLIT_MODES, type SplitPart, type SplitPick } from '@meja/shared/bill-split';
import { PAYMENT_METHODS, PAYMENT_RECORD_STATUSES } from '@meja/shared/payment-rules';
import { createdAt, platformReadPolicy, tenantId, tenantIsolationPolicy, tenantRowId } from './columns';
import { orders } from './orders';
import { tenants } from './platform';
import { shifts } from './shifts';

export const paymentMethodEnum = pgEnum('payment_method', PAYMENT_METHODS);
export const paymentRecordStatusEnum = pgEnum('payment_record_status', PAYMENT_RECORD_STATUSES);

/**
 * A part of a split bill as stored: what it pays each order, (by dishes) its guest's lines, and
 * once paid in cash, what the guest handed over for the whole part (its payments are per order).
 */
export type StoredSplitPart = SplitPart & {
  picks: (SplitPick & { name: string })[];
  cashReceived?: number | null;
};

/**
 * A table's bill paid in parts (issue 20): its orders (each marked with the split while it is
 * open), and the parts as the server computed them when the split was made — each part's amount and
 * its share of each order, so paying a part later never recomputes them. Closed when the last part
 * is paid; deleted when it is cancelled before any is.
 */
export const billSplits = pgTable(
  'bill_splits',
  {
    tenantId: tenantId(),
    id: tenantRowId(),
    mode: text('mode', { enum: SPLIT_MODES }).notNull(),
    /** The table of its first order, for the cashier's screen. */
    tableNumber: text('table_number').notNull(),
    orderIds: uuid('order_ids').array().notNull(),
    parts: jsonb('parts').$type<StoredSplitPart[]>().notNull(),
    total: bigint('total', { mode: 'number' }).notNull(),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId], foreignColumns: [tenants.id] }).onDelete('cascade'),
    check('bill_splits_mode', sql`${t.mode} in ('EQUAL', 'ITEMS')`),
    index('bill_splits_tenant_open_idx')
      .on(t.tenantId, t.createdAt)
      .where(sql`${t.closedAt} is null`),
    tenantIsolationPolicy('bill_splits'),
  ],
).enableRLS();

export type BillSplitRow = typeof billSplits.$inferSelect;

/**
 * Money taken for an order (SPEC §5): the amount is the server's (order total including tax), never
 * the client's. At most one COMPLETED payment per order and part (0: the whole order; 1…n: a part of
 * its split bill), enforced by the database itself, so two cashiers paying at the same moment cannot
 * both succeed.
 */
/** One COMPLETED payment per order and part: a second one meets this index (answered 409 by the API). */
export const ONE_COMPLETED_PER_ORDER = 'payments_one_completed_per_order_part';

export const payments = pgTable(
  'payments',
  {
    tenantId: tenantId(),
    id: tenantRowId(),
    orderId: uuid('order_id').notNull(),
    method: paymentMethodEnum('method').notNull(),
    status: paymentRecordStatusEnum('status').notNull(),
    /** Rupiah, tax included. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** The staff member who took it (null for a deleted account or a system payment). */
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
    /** When a COMPLETED payment was refunded because its order was cancelled. */
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    /** POS: the dynamic QRIS string for the exact amount, shown to the payer. */
    qrString: text('qr_string'),
    /** POS: a card-pay link from a gateway (null with the manual provider: the cashier confirms the slip). */
    payUrl: text('pay_url'),
    /** POS: the cashier's shift the payment was taken in (its cash counts towards the shift's drawer). */
    shiftId: uuid('shift_id'),
    /** CASH: what the customer handed over (change = cash received − amount); null when not asked. */
    cashReceived: bigint('cash_received', { mode: 'number' }),
    /** When a PENDING payment (QRIS, card) was confirmed and became COMPLETED. */
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** POS: the restaurant's gateway the payment goes through (issue 17); it completes by its webhook. */
    gateway: text('gateway'),
    /** POS: the gateway's id of the checkout, transaction or QR code. */
    gatewayRef: text('gateway_ref'),
    /** Issue 20: the split bill this payment is a part of, and which part (0: the whole order). */
    splitId: uuid('split_id'),
    part: smallint('part').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId], foreignColumns: [tenants.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.tenantId, t.orderId], foreignColumns: [orders.tenantId, orders.id] }).onDelete(
      'cascade',
    ),
    foreignKey({ columns: [t.tenantId, t.shiftId], foreignColumns: [shifts.tenantId, shifts.id] }),
    foreignKey({ columns: [t.tenantId, t.splitId], foreignColumns: [billSplits.tenantId, billSplits.id] }),
    check('payments_amount_non_negative', sql`${t.amount} >= 0`),
    check(
      'payments_cash_received_covers',
      sql`${t.cashReceived} is null or ${t.cashReceived} >= ${t.amount}`,
    ),
    uniqueIndex(ONE_COMPLETED_PER_ORDER)
      .on(t.tenantId, t.orderId, t.part)
      .where(sql`${t.status} = 'COMPLETED'`),
    index('payments_tenant_order_idx').on(t.tenantId, t.orderId),
    index('payments_tenant_created_idx').on(t.tenantId, t.createdAt),
    // The lost-webhook poll: gateway payments still waiting.
    index('payments_gateway_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.gateway} is not null and ${t.status} = 'PENDING'`),
    index('payments_tenant_shift_idx')
      .on(t.tenantId, t.shiftId)
      .where(sql`${t.shiftId} is not null`),
    // The dashboard's revenue by day and top items (issue 5): COMPLETED payments of a time range,
    // answered from the index alone (amount, order id and split part ride along).
    index('payments_tenant_completed_created_idx')
      .on(t.tenantId, t.createdAt, t.amount, t.orderId, t.part)
      .where(sql`${t.status} = 'COMPLETED'`),
    tenantIsolationPolicy('payments'),
    // The lost-webhook poll finds every tenant's waiting gateway payments (unsafePlatformReadTx).
    platformReadPolicy('payments'),
  ],
).enableRLS();

/** The row types every layer above may name (a module's repo stays private; its rows do not). */
export type PaymentRow = typeof payments.$inferSelect;
