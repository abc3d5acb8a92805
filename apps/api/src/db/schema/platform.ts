import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { TAX_TYPES } from '@meja/shared/charges';
import { PACKAGES } from '@meja/shared/plans';
import { ROLES } from '@meja/shared/roles';
import { THEMES, WA_OPTIN_MODES, DEFAULT_WA_OPTIN_TEXT, STOCK_POLICIES } from '@meja/shared/contracts/tenant';
import { createdAt, id } from './columns';

export const packageEnum = pgEnum('package', PACKAGES);
export const roleEnum = pgEnum('role', ROLES);
export const themeEnum = pgEnum('theme', THEMES);
export const waOptinModeEnum = pgEnum('wa_optin_mode', WA_OPTIN_MODES);
export const stockPolicyEnum = pgEnum('stock_policy', STOCK_POLICIES);

export const groups = pgTable('groups', {
  id: id(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  createdAt: createdAt(),
});

export const tenants = pgTable(
  'tenants',
  {
    id: id(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    city: text('city').notNull().default(''),
    package: packageEnum('package').notNull().default('BASIC'),
    trialEndsAt: timestamp('trial_ends_at', { withTimezone: true }),
    /** End of the period paid by invoices (extended by each paid invoice); null before the first. */
    paidUntil: timestamp('paid_until', { withTimezone: true }),
    active: boolean('active').notNull().default(true),
    adsEnabled: boolean('ads_enabled').notNull().default(true),
    quotaLimit: integer('quota_limit'),
    groupId: uuid('group_id').references(() => groups.id, {
      onDelete: 'set null',
    }),
    theme: themeEnum('theme').notNull().default('classic'),
    phone: text('phone').notNull().default(''),
    reservationWhatsApp: text('reservation_whatsapp').notNull().default(''),
    taxPercent: smallint('tax_percent').notNull().default(11),
    /** Issue 20: a service charge on the dishes (0-20 %), and which tax taxPercent is: PPN or PB1. */
    serviceChargePercent: smallint('service_charge_percent').notNull().default(0),
    taxType: text('tax_type', { enum: TAX_TYPES }).notNull().default('PPN'),
    /** Issue 20: the share of the dishes (%) a cashier may give as discount without an admin's PIN. */
    discountLimitPercent: smallint('discount_limit_percent').notNull().default(10),
    /** Issue 21: a kitchen card turns amber, then red, this many minutes after its confirmation. */
    kitchenAmberMinutes: smallint('kitchen_amber_minutes').notNull().default(10),
    kitchenRedMinutes: smallint('kitchen_red_minutes').notNull().default(20),
    address: text('address').notNull().default(''),
    waOptinEnabled: boolean('wa_optin_enabled').notNull().default(false),
    waOptinText: text('wa_optin_text').notNull().default(DEFAULT_WA_OPTIN_TEXT),
    waOptinMode: waOptinModeEnum('wa_optin_mode').notNull().default('CHAT'),
    /** Issue 18: 'Pesanan Anda siap' by WhatsApp to a diner who opted in, when the kitchen marks READY. */
    waReadyNotice: boolean('wa_ready_notice').notNull().default(false),
    timezone: text('timezone').notNull().default('Asia/Jakarta'),
    /** The restaurant's static QRIS payload (checked by its CRC when saved); the POS makes it dynamic. */
    qrisStaticPayload: text('qris_static_payload'),
    /** Bumped by every menu change: the public menu's ETag and cache key, valid across instances. */
    menuVersion: integer('menu_version').notNull().default(0),
    /** POS sales go to the kitchen screen (only where the package has a kitchen). */
    posToKitchen: boolean('pos_to_kitchen').notNull().default(true),
    /** What a sale does when a recipe ingredient would go below zero (STOCK_POLICIES). */
    stockPolicy: stockPolicyEnum('stock_policy').notNull().default('ALLOW'),
    /** SHA-256 of the registration's payment-link token: the only checkout allowed without a session. */
    checkoutTokenHash: text('checkout_token_hash'),
    /**
     * Set when the super admin deleted the tenant: it is inactive at once and purged (its rows
     * deleted) after `purgeAfter`; until then a restore brings it back unchanged.
     */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    purgeAfter: timestamp('purge_after', { withTimezone: true }),
    /** Whether the tenant was active when deleted: a restore brings that back (null unless deleted). */
    activeBeforeDelete: boolean('active_before_delete'),
    createdAt: createdAt(),
  },
  (t) => [
    check('tenants_tax_percent_range', sql`${t.taxPercent} between 0 and 110`),
    check('tenants_service_charge_range', sql`${t.serviceChargePercent} between 0 and 20`),
    check('tenants_discount_limit_range', sql`${t.discountLimitPercent} between 0 and 100`),
    check(
      'tenants_kitchen_alarms',
      sql`${t.kitchenAmberMinutes} between 1 and 240 and ${t.kitchenRedMinutes} between 1 and 240 and ${t.kitchenAmberMinutes} < ${t.kitchenRedMinutes}`,
    ),
    check('tenants_tax_type', sql`${t.taxType} in ('PPN', 'PB1')`),
    check('tenants_quota_limit_non_negative', sql`${t.quotaLimit} is null or ${t.quotaLimit} >= 0`),
    index('tenants_group_id_idx').on(t.groupId),
    check('tenants_deleted_has_purge', sql`(${t.deletedAt} is null) = (${t.purgeAfter} is null)`),
  ],
);

/**
 * A slug a tenant had before: its printed QR codes and links keep working by redirecting to the
 * current slug. A slug is either some tenant's current slug or here, never both (the service
 * checks both tables under the tenant lock).
 */
export const tenantSlugRedirects = pgTable('tenant_slug_redirects', {
  oldSlug: text('old_slug').primaryKey(),
  tenantId: uuid('tenant_id')
    .notNull()
    .references(() => tenants.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
});

export const users = pgTable(
  'users',
  {
    id: id(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** Issue 20: an admin's PIN (argon2id) that approves a cashier's discount above the limit; null: none. */
    discountPinHash: text('discount_pin_hash'),
    name: text('name').notNull(),
    role: roleEnum('role').notNull(),
    tenantId: uuid('tenant_id').references(() => tenants.id, {
      onDelete: 'cascade',
    }),
    groupId: uuid('group_id').references(() => groups.id, {
      onDelete: 'set null',
    }),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** Set at every login; the staff list shows it (issue 14). */
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    /** The password is a temporary one an admin issued: it must be changed at the first login. */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    /** When that temporary password stops working (72 h after it was made); null when there is none. */
    tempPasswordExpiresAt: timestamp('temp_password_expires_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_email_lower_unique').on(sql`lower(${t.email})`),
    index('users_tenant_id_idx').on(t.tenantId),
    check(
      'users_tenant_staff_has_tenant',
      sql`${t.role} not in ('RESTAURANT_ADMIN', 'CASHIER', 'KITCHEN', 'INVENTORY') or ${t.tenantId} is not null`,
    ),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

export const emailVerificationTokens = pgTable(
  'email_verification_tokens',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('email_verification_tokens_user_id_idx').on(t.userId)],
);

/** 'Lupa password': single-use reset links, stored as SHA-256 only, valid for an hour. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('password_reset_tokens_user_id_idx').on(t.userId)],
);

/** One row (id = 1) of platform-wide settings, edited by the super admin. */
export const platformSettings = pgTable(
  'platform_settings',
  {
    id: smallint('id').primaryKey().default(1),
    priceBasic: bigint('price_basic', { mode: 'number' }).notNull().default(0),
    pricePOS: bigint('price_pos', { mode: 'number' }).notNull().default(99000),
    pricePro: bigint('price_pro', { mode: 'number' }).notNull().default(249000),
    priceEnterprise: bigint('price_enterprise', { mode: 'number' }).notNull().default(0),
    whatsappNumber: text('whatsapp_number').notNull().default(''),
    trialDays: integer('trial_days').notNull().default(30),
    billingProvider: text('billing_provider').notNull().default('manual'),
    /** Where the manual provider's invoices are paid by bank transfer (blank until the super admin sets them). */
    bankName: text('bank_name').notNull().default(''),
    bankAccountNumber: text('bank_account_number').notNull().default(''),
    bankAccountName: text('bank_account_name').notNull().default(''),
    bankTransferNote: text('bank_transfer_note').notNull().default(''),
    waProvider: text('wa_provider').notNull().default('none'),
    reminderDays: integer('reminder_days')
      .array()
      .notNull()
      .default(sql`'{7,3,1}'::integer[]`),
    graceDays: integer('grace_days').notNull().default(7),
    broadcastPricePerRecipient: bigint('broadcast_price_per_recipient', {
      mode: 'number',
    })
      .notNull()
      .default(150),
    /** WhatsApp API and payment gateway settings (issue 15); the *Enc columns hold v1:iv:tag:ciphertext only. */
    waPhoneNumberId: text('wa_phone_number_id').notNull().default(''),
    waBusinessNumber: text('wa_business_number').notNull().default(''),
    waAccessTokenEnc: text('wa_access_token_enc'),
    waVerifyTokenEnc: text('wa_verify_token_enc'),
    /** Meta: the app secret that signs webhooks (X-Hub-Signature-256), issue 18. */
    waAppSecretEnc: text('wa_app_secret_enc'),
    /** Twilio (issue 18): the account, its auth token (signs callbacks too) and the WhatsApp sender number. */
    twilioAccountSid: text('twilio_account_sid').notNull().default(''),
    twilioAuthTokenEnc: text('twilio_auth_token_enc'),
    twilioFromNumber: text('twilio_from_number').notNull().default(''),
    /**
     * Issue 18: the approved templates for numbers outside their 24-hour window (Meta: the template's
     * name; Twilio: its Content SID), '' for none: a broadcast ({{1}} restaurant, {{2}} message) and
     * the order-ready notice ({{1}} restaurant, {{2}} order number), in `waTemplateLanguage`.
     */
    waBroadcastTemplate: text('wa_broadcast_template').notNull().default(''),
    waReadyTemplate: text('wa_ready_template').notNull().default(''),
    waTemplateLanguage: text('wa_template_language').notNull().default('id'),
    xenditApiKeyEnc: text('xendit_api_key_enc'),
    xenditCallbackTokenEnc: text('xendit_callback_token_enc'),
    midtransServerKeyEnc: text('midtrans_server_key_enc'),
    midtransClientKey: text('midtrans_client_key').notNull().default(''),
    midtransIsProduction: boolean('midtrans_is_production').notNull().default(false),
    stripeSecretKeyEnc: text('stripe_secret_key_enc'),
    stripeWebhookSecretEnc: text('stripe_webhook_secret_enc'),
  },
  (t) => [
    check('platform_settings_single_row', sql`${t.id} = 1`),
    check('platform_settings_trial_days_non_negative', sql`${t.trialDays} >= 0`),
  ],
);

/** The row types every layer above may name (a module's repo stays private; its rows do not). */
export type GroupRow = typeof groups.$inferSelect;
export type TenantRow = typeof tenants.$inferSelect;
export type PlatformSettingsRow = typeof platformSettings.$inferSelect;
export type UserRow = typeof users.$inferSelect;
