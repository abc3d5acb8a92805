import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { tenants, tenantSlugRedirects, users, type TenantRow } from '../../db/schema/platform';
import type { Tx } from '../../platform/db-scope';

export async function findTenantBySlug(tx: Tx, slug: string): Promise<TenantRow | undefined> {
  const rows = await tx.select().from(tenants).where(eq(tenants.slug, slug));
  return rows[0];
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
