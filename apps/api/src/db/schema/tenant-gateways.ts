import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  foreignKey,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { platformReadPolicy, tenantId, tenantIsolationPolicy } from './columns';
import { payments } from './payments';
import { tenants } from './platform';

/**
 * The restaurant's own gateway account (issue 17): which provider, which POS methods go through it,
 * and its credentials as AES-256-GCM ciphertext (platform/secrets.ts). One row per tenant.
 */
export const tenantGateways = pgTable(
  'tenant_gateways',
  {
    tenantId: tenantId().primaryKey(),
    provider: text('provider'),
    cardViaGateway: boolean('card_via_gateway').notNull().default(false),
    qrisViaGateway: boolean('qris_via_gateway').notNull().default(false),
    midtransServerKeyEnc: text('midtrans_server_key_enc'),
    xenditApiKeyEnc: text('xendit_api_key_enc'),
    xenditCallbackTokenEnc: text('xendit_callback_token_enc'),
    stripeSecretKeyEnc: text('stripe_secret_key_enc'),
    stripeWebhookSecretEnc: text('stripe_webhook_secret_enc'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    foreignKey({ columns: [t.tenantId], foreignColumns: [tenants.id] }).onDelete('cascade'),
    check(
      'tenant_gateways_provider_known',
      sql`${t.provider} is null or ${t.provider} in ('midtrans', 'xendit', 'stripe')`,
    ),
    tenantIsolationPolicy('tenant_gateways'),
    // The lost-webhook poll reads every tenant's account (unsafePlatformReadTx).
    platformReadPolicy('tenant_gateways'),
  ],
).enableRLS();

export type TenantGatewayRow = typeof tenantGateways.$inferSelect;

/**
 * Each provider event about a POS payment, stored once (its id is the key), so a replayed webhook
 * changes nothing; also the finance trail of what each gateway said and when.
 */
export const paymentGatewayEvents = pgTable(
  'payment_gateway_events',
  {
    tenantId: tenantId(),
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    paymentId: uuid('payment_id').notNull(),
    /** What the gateway said: PAID, PENDING, FAILED, EXPIRED or REFUNDED. */
    status: text('status').notNull(),
    /** Rupiah, as the gateway said. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** What Meja did with it: paid, already-paid, recorded (see the webhook service). */
    outcome: text('outcome').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.provider, t.eventId] }),
    foreignKey({ columns: [t.tenantId], foreignColumns: [tenants.id] }).onDelete('cascade'),
    foreignKey({
      columns: [t.tenantId, t.paymentId],
      foreignColumns: [payments.tenantId, payments.id],
    }).onDelete('cascade'),
    tenantIsolationPolicy('payment_gateway_events'),
  ],
).enableRLS();
