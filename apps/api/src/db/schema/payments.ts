import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
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
import { PAYMENT_METHODS, PAYMENT_RECORD_STATUSES } from '@meja/shared/payment-rules';
import { createdAt, platformReadPolicy, tenantId, tenantIsolationPolicy, tenantRowId } from './columns';
import { orders } from './orders';
import { tenants } from './platform';
import { shifts } from './shifts';

export const paymentMethodEnum = pgEnum('payment_method', PAYMENT_METHODS);
export const paymentRecordStatusEnum = pgEnum('payment_record_status', PAYMENT_RECORD_STATUSES);

/**
 * Money taken for an order (SPEC §5): the amount is the server's (order total including tax), never
 * the client's. At most one COMPLETED payment per order, enforced by the database itself, so two
 * cashiers paying at the same moment cannot both succeed.
 */
/** One COMPLETED payment per order: a second one meets this index (answered 409 by the API). */
export const ONE_COMPLETED_PER_ORDER = 'payments_one_completed_per_order';

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
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId], foreignColumns: [tenants.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.tenantId, t.orderId], foreignColumns: [orders.tenantId, orders.id] }).onDelete(
      'cascade',
    ),
    foreignKey({ columns: [t.tenantId, t.shiftId], foreignColumns: [shifts.tenantId, shifts.id] }),
    check('payments_amount_non_negative', sql`${t.amount} >= 0`),
    check(
      'payments_cash_received_covers',
      sql`${t.cashReceived} is null or ${t.cashReceived} >= ${t.amount}`,
    ),
    uniqueIndex(ONE_COMPLETED_PER_ORDER)
      .on(t.tenantId, t.orderId)
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
    // answered from the index alone (amount and order id ride along).
    index('payments_tenant_completed_created_idx')
      .on(t.tenantId, t.createdAt, t.amount, t.orderId)
      .where(sql`${t.status} = 'COMPLETED'`),
    tenantIsolationPolicy('payments'),
    // The lost-webhook poll finds every tenant's waiting gateway payments (unsafePlatformReadTx).
    platformReadPolicy('payments'),
  ],
).enableRLS();

/** The row types every layer above may name (a module's repo stays private; its rows do not). */
export type PaymentRow = typeof payments.$inferSelect;
