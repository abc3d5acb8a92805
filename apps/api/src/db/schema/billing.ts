import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  foreignKey,
  index,
  pgEnum,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { BILLING_CYCLES } from '@meja/shared/billing';
import { INVOICE_STATUSES } from '@meja/shared/contracts/billing';
import { platformReadPolicy, tenantId, tenantIsolationPolicy, tenantRowId } from './columns';
import { packageEnum, tenants } from './platform';

export const billingCycleEnum = pgEnum('billing_cycle', BILLING_CYCLES);
export const invoiceStatusEnum = pgEnum('invoice_status', INVOICE_STATUSES);

/** The running number of INV-YYYYMM-NNNNNN, shared by every tenant so a number names one invoice. */
export const invoiceNumberSeq = pgSequence('invoice_number_seq', { startWith: 1 });

/**
 * A tenant's bill for a plan (SPEC §3 Invoice): amount from the platform prices at checkout, paid by
 * bank transfer (manual provider, marked paid by the super admin) or through a gateway later. The
 * invoice page link carries a random token; only its SHA-256 is kept, as for order tracking.
 */
export const invoices = pgTable(
  'invoices',
  {
    tenantId: tenantId(),
    id: tenantRowId(),
    number: text('number').notNull(),
    /** What it bills: a plan period, or a WhatsApp broadcast (issue 18: no plan, no cycle, no period). */
    kind: text('kind').notNull().default('PLAN'),
    plan: packageEnum('plan'),
    cycle: billingCycleEnum('cycle'),
    /** Rupiah. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    status: invoiceStatusEnum('status').notNull().default('UNPAID'),
    provider: text('provider').notNull().default('manual'),
    /** The gateway's id for the checkout (null for manual). */
    providerRef: text('provider_ref'),
    tokenHash: text('token_hash').notNull(),
    description: text('description').notNull().default(''),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** The stretch of the tenant's paid period this invoice bought, fixed when it is paid. */
    periodStart: timestamp('period_start', { withTimezone: true }),
    periodEnd: timestamp('period_end', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId], foreignColumns: [tenants.id] }).onDelete('cascade'),
    check('invoices_amount_non_negative', sql`${t.amount} >= 0`),
    check('invoices_kind_known', sql`${t.kind} in ('PLAN', 'BROADCAST')`),
    check(
      'invoices_plan_has_plan',
      sql`${t.kind} <> 'PLAN' or (${t.plan} is not null and ${t.cycle} is not null)`,
    ),
    check(
      'invoices_paid_has_period',
      sql`${t.status} <> 'PAID' or (${t.paidAt} is not null and (${t.kind} <> 'PLAN' or (${t.periodStart} is not null and ${t.periodEnd} is not null)))`,
    ),
    // The sequence makes numbers unique across tenants; the key carries tenant_id for Citus (DESIGN §3).
    uniqueIndex('invoices_tenant_number_unique').on(t.tenantId, t.number),
    index('invoices_tenant_created_idx').on(t.tenantId, t.createdAt),
    tenantIsolationPolicy('invoices'),
    platformReadPolicy('invoices'),
  ],
).enableRLS();

/**
 * Each gateway event that reached an invoice (issue 17), by the provider's own event id: a replayed
 * or duplicated webhook finds its row and changes nothing. Written in the transaction that acts on
 * the event, so an event whose handling failed is not recorded and its redelivery is handled.
 */
export const gatewayEvents = pgTable(
  'gateway_events',
  {
    tenantId: tenantId(),
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    invoiceId: uuid('invoice_id').notNull(),
    /** What the gateway said: PAID, PENDING, FAILED, EXPIRED or REFUNDED. */
    status: text('status').notNull(),
    /** Rupiah, as the gateway said. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.provider, t.eventId] }),
    // One provider event is handled once, whichever tenant its reference named.
    uniqueIndex('gateway_events_provider_event_unique').on(t.provider, t.eventId),
    foreignKey({ columns: [t.tenantId], foreignColumns: [tenants.id] }).onDelete('cascade'),
    foreignKey({
      columns: [t.tenantId, t.invoiceId],
      foreignColumns: [invoices.tenantId, invoices.id],
    }).onDelete('cascade'),
    tenantIsolationPolicy('gateway_events'),
  ],
).enableRLS();

export type GatewayEventRow = typeof gatewayEvents.$inferSelect;
