import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { BROADCAST_STATUSES, RECIPIENT_STATUSES } from '@meja/shared/contracts/marketing';
import { createdAt, platformReadPolicy, tenantId, tenantIsolationPolicy, tenantRowId } from './columns';
import { invoices } from './billing';
import { tenants } from './platform';

const inList = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

/**
 * A WhatsApp broadcast of issue 18: the message and what it cost. Its recipients are fixed when it
 * is created (the leads not opted out then); sending starts once its invoice (kind BROADCAST) is
 * paid, or at once when the super admin set no price.
 */
export const broadcasts = pgTable(
  'broadcasts',
  {
    tenantId: tenantId(),
    id: tenantRowId(),
    message: text('message').notNull(),
    /** The restaurant's name when it was made: it signs the message ({{1}} of the template). */
    senderName: text('sender_name').notNull(),
    status: text('status').notNull(),
    recipientsCount: integer('recipients_count').notNull(),
    /** Rupiah per recipient when it was created, and the total (0: free, no invoice). */
    pricePerRecipient: bigint('price_per_recipient', { mode: 'number' }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    invoiceId: uuid('invoice_id'),
    /** The billing provider's payment page of the invoice, while it is unpaid. */
    paymentUrl: text('payment_url'),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId], foreignColumns: [tenants.id] }).onDelete('cascade'),
    foreignKey({
      columns: [t.tenantId, t.invoiceId],
      foreignColumns: [invoices.tenantId, invoices.id],
    }),
    check('broadcasts_status_known', sql`${t.status} in (${inList(BROADCAST_STATUSES)})`),
    check('broadcasts_money_non_negative', sql`${t.pricePerRecipient} >= 0 and ${t.amount} >= 0`),
    index('broadcasts_tenant_created_idx').on(t.tenantId, t.createdAt),
    index('broadcasts_invoice_idx').on(t.tenantId, t.invoiceId),
    tenantIsolationPolicy('broadcasts'),
    platformReadPolicy('broadcasts'),
  ],
).enableRLS();

/**
 * One message of a broadcast to one lead, and where it is: queued → sending (claimed by a sender,
 * committed before the provider is asked) → sent → delivered → read, or failed / skipped (opted
 * out before it went). `id` travels with the send (Meta's biz_opaque_callback_data, Twilio's
 * callback URL) so a status webhook finds a message whose send answer was lost in a crash.
 */
export const broadcastRecipients = pgTable(
  'broadcast_recipients',
  {
    tenantId: tenantId(),
    id: tenantRowId(),
    broadcastId: uuid('broadcast_id').notNull(),
    phone: text('phone').notNull(),
    status: text('status').notNull().default('queued'),
    /** Sends tried (a 429 or 5xx is tried again later, up to a limit). */
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    /** The provider's message id (wamid.…, SM…) once known. */
    messageId: text('message_id'),
    /** The provider's error code of a failure (131047, 63016…), or null. */
    errorCode: integer('error_code'),
    /** Why it failed or was skipped, for the log and the admin: 'opted_out', 'rejected', 'attempts'. */
    error: text('error'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      columns: [t.tenantId, t.broadcastId],
      foreignColumns: [broadcasts.tenantId, broadcasts.id],
    }).onDelete('cascade'),
    unique('broadcast_recipients_one_per_phone').on(t.tenantId, t.broadcastId, t.phone),
    check('broadcast_recipients_status_known', sql`${t.status} in (${inList(RECIPIENT_STATUSES)})`),
    index('broadcast_recipients_broadcast_status_idx').on(t.tenantId, t.broadcastId, t.status),
    // The senders' work: queued ones when due, and claims left behind by a sender that died.
    index('broadcast_recipients_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} in ('queued', 'sending')`),
    index('broadcast_recipients_message_idx').on(t.messageId),
    tenantIsolationPolicy('broadcast_recipients'),
    platformReadPolicy('broadcast_recipients'),
  ],
).enableRLS();

/**
 * The platform number's contacts who wrote to it (issue 18): a free-form message reaches a number
 * only within 24 hours of its last message (Meta 131047, Twilio 63016); outside it a template goes.
 */
export const waContacts = pgTable('wa_contacts', {
  phone: text('phone').primaryKey(),
  lastInboundAt: timestamp('last_inbound_at', { withTimezone: true }).notNull(),
});

export type BroadcastRow = typeof broadcasts.$inferSelect;
export type BroadcastRecipientRow = typeof broadcastRecipients.$inferSelect;
