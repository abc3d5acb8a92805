import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { tenants, tenantSlugRedirects, users, type TenantRow } from '../../db/schema/platform';
import { STOCK_POLICIES, THEMES, WA_OPTIN_MODES } from '@meja/shared/contracts/tenant';
import { TAX_TYPES } from '@meja/shared/charges';
import { PACKAGES } from '@meja/shared/plans';
import type { Tx } from '../../platform/db-scope';
import {
  hotBoolean,
  hotBooleanOrNull,
  hotDate,
  hotDateOrNull,
  hotNumber,
  hotNumberOrNull,
  hotOneOf,
  hotRows,
  hotStatement,
  hotString,
  hotStringOrNull,
  type HotRow,
} from '../../platform/hot-sql';

const TENANT_BY_SLUG = hotStatement(
  'tenant_by_slug',
  `select id, slug, name, city, package, trial_ends_at, paid_until, active, ads_enabled, quota_limit,
          group_id, theme, phone, reservation_whatsapp, tax_percent, service_charge_percent, tax_type, discount_limit_percent, kitchen_amber_minutes, kitchen_red_minutes, address, wa_optin_enabled,
          wa_optin_text, wa_optin_mode, wa_ready_notice, timezone, qris_static_payload, menu_version,
          pos_to_kitchen, stock_policy, checkout_token_hash, deleted_at, purge_after,
          active_before_delete, created_at
     from tenants where slug = $1`,
);

/** A tenant row as a hot statement reads it (every column), typed as drizzle reads it. */
function tenantRowOf(row: HotRow): TenantRow {
  return {
    id: hotString(row, 'id'),
    slug: hotString(row, 'slug'),
    name: hotString(row, 'name'),
    city: hotString(row, 'city'),
    package: hotOneOf(row, 'package', PACKAGES),
    trialEndsAt: hotDateOrNull(row, 'trial_ends_at'),
    paidUntil: hotDateOrNull(row, 'paid_until'),
    active: hotBoolean(row, 'active'),
    adsEnabled: hotBoolean(row, 'ads_enabled'),
    quotaLimit: hotNumberOrNull(row, 'quota_limit'),
    groupId: hotStringOrNull(row, 'group_id'),
    theme: hotOneOf(row, 'theme', THEMES),
    phone: hotString(row, 'phone'),
    reservationWhatsApp: hotString(row, 'reservation_whatsapp'),
    taxPercent: hotNumber(row, 'tax_percent'),
    serviceChargePercent: hotNumber(row, 'service_charge_percent'),
    taxType: hotOneOf(row, 'tax_type', TAX_TYPES),
    discountLimitPercent: hotNumber(row, 'discount_limit_percent'),
    kitchenAmberMinutes: hotNumber(row, 'kitchen_amber_minutes'),
    kitchenRedMinutes: hotNumber(row, 'kitchen_red_minutes'),
    address: hotString(row, 'address'),
    waOptinEnabled: hotBoolean(row, 'wa_optin_enabled'),
    waOptinText: hotString(row, 'wa_optin_text'),
    waOptinMode: hotOneOf(row, 'wa_optin_mode', WA_OPTIN_MODES),
    waReadyNotice: hotBoolean(row, 'wa_ready_notice'),
    timezone: hotString(row, 'timezone'),
    qrisStaticPayload: hotStringOrNull(row, 'qris_static_payload'),
    menuVersion: hotNumber(row, 'menu_version'),
    posToKitchen: hotBoolean(row, 'pos_to_kitchen'),
    stockPolicy: hotOneOf(row, 'stock_policy', STOCK_POLICIES),
    checkoutTokenHash: hotStringOrNull(row, 'checkout_token_hash'),
    deletedAt: hotDateOrNull(row, 'deleted_at'),
    purgeAfter: hotDateOrNull(row, 'purge_after'),
    activeBeforeDelete: hotBooleanOrNull(row, 'active_before_delete'),
    createdAt: hotDate(row, 'created_at'),
  };
}

/** The tenant of a staff or POS request (every one of them reads it: a hot statement, issue 19). */
export async function findTenantBySlug(tx: Tx, slug: string): Promise<TenantRow | undefined> {
  const [row] = await hotRows(tx, TENANT_BY_SLUG, [slug]);
  return row ? tenantRowOf(row) : undefined;
}

/**
 * A restaurant diners may see: not one whose admins have all yet to verify their email. A fresh
 * registration is thus as unknown to the public as the slug the API answers, without creating
 * anything, for an email that already has an account (issue 12: registration must not tell). A
 * deleted tenant (waiting for its purge) is unknown to diners too.
 */
export async function findPublicTenantBySlug(tx: Tx, slug: string): Promise<TenantRow | undefined> {
  const admins = (verified: boolean) =>
    sql`exists (select 1 from ${users} where ${and(
      eq(users.tenantId, tenants.id),
      eq(users.role, 'RESTAURANT_ADMIN'),
      verified ? isNotNull(users.emailVerifiedAt) : isNull(users.emailVerifiedAt),
    )})`;
  const rows = await tx
    .select()
    .from(tenants)
    .where(
      and(
        eq(tenants.slug, slug),
        isNull(tenants.deletedAt),
        sql`not (${admins(false)} and not ${admins(true)})`,
      ),
    );
  return rows[0];
}

/** The current slug of the tenant an old slug of it redirects to (issue 15: printed QR codes). */
export async function findRedirectedSlug(tx: Tx, oldSlug: string): Promise<string | undefined> {
  const [row] = await tx
    .select({ slug: tenants.slug })
    .from(tenantSlugRedirects)
    .innerJoin(tenants, eq(tenants.id, tenantSlugRedirects.tenantId))
    .where(eq(tenantSlugRedirects.oldSlug, oldSlug));
  return row?.slug;
}

/** The columns the restaurant admin sets (GET/PATCH /settings and the Payments profile). */
export type TenantSettingsValues = Partial<
  Pick<
    TenantRow,
    | 'name'
    | 'theme'
    | 'phone'
    | 'reservationWhatsApp'
    | 'taxPercent'
    | 'serviceChargePercent'
    | 'taxType'
    | 'discountLimitPercent'
    | 'kitchenAmberMinutes'
    | 'kitchenRedMinutes'
    | 'address'
    | 'waOptinEnabled'
    | 'waOptinText'
    | 'waOptinMode'
    | 'waReadyNotice'
    | 'timezone'
    | 'posToKitchen'
    | 'stockPolicy'
  >
>;

/** Saves the settings sent; `bumpMenuVersion` when diners see the change (the public menu's ETag moves). */
export async function updateTenantSettings(
  tx: Tx,
  tenantId: string,
  values: TenantSettingsValues,
  options: { bumpMenuVersion: boolean },
): Promise<TenantRow> {
  const [row] = await tx
    .update(tenants)
    .set({
      ...values,
      ...(options.bumpMenuVersion && { menuVersion: sql`${tenants.menuVersion} + 1` }),
    })
    .where(eq(tenants.id, tenantId))
    .returning();
  if (!row) throw new Error(`tenant ${tenantId} vanished`);
  return row;
}

export async function findTenantById(tx: Tx, tenantId: string): Promise<TenantRow | undefined> {
  const [row] = await tx.select().from(tenants).where(eq(tenants.id, tenantId));
  return row;
}

/** The tenant row locked until the transaction ends: a settings change compares against it safely. */
export async function lockTenantById(tx: Tx, tenantId: string): Promise<TenantRow | undefined> {
  const [row] = await tx.select().from(tenants).where(eq(tenants.id, tenantId)).for('update');
  return row;
}
