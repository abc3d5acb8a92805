import { and, asc, eq, isNotNull, isNull, ne, or } from 'drizzle-orm';
import { lifecycleNotices } from '../../db/schema/console';
import { tenants, users } from '../../db/schema/platform';
import type { Tx } from '../../platform/db-scope';

export interface NoticeKey {
  tenantId: string;
  periodKind: string;
  periodEnd: Date;
  daysBefore: number;
}

/** Active, not deleted tenants that may have a period ending: not ENTERPRISE, with a trial or paid end. */
export function tenantsWithPeriods(tx: Tx) {
  return tx
    .select({
      id: tenants.id,
      slug: tenants.slug,
      name: tenants.name,
      package: tenants.package,
      trialEndsAt: tenants.trialEndsAt,
      paidUntil: tenants.paidUntil,
      timezone: tenants.timezone,
      phone: tenants.phone,
    })
    .from(tenants)
    .where(
      and(
        eq(tenants.active, true),
        isNull(tenants.deletedAt),
        ne(tenants.package, 'ENTERPRISE'),
        or(isNotNull(tenants.trialEndsAt), isNotNull(tenants.paidUntil)),
      ),
    )
    .orderBy(asc(tenants.createdAt), asc(tenants.id));
}

export type LifecycleTenant = Awaited<ReturnType<typeof tenantsWithPeriods>>[number];

/**
 * Records the notice unless it exists: true when this call recorded it (and so must send it). On
 * PostgreSQL a second instance's insert of the same key waits for the first's commit, then does
 * nothing.
 */
export async function recordNotice(tx: Tx, key: NoticeKey, sentAt: Date): Promise<boolean> {
  const inserted = await tx
    .insert(lifecycleNotices)
    .values({ ...key, channels: [], sentAt })
    .onConflictDoNothing()
    .returning({ tenantId: lifecycleNotices.tenantId });
  return inserted.length > 0;
}

/** The channels a recorded notice went out on (set after sending). */
export async function setNoticeChannels(tx: Tx, key: NoticeKey, channels: string[]): Promise<void> {
  await tx
    .update(lifecycleNotices)
    .set({ channels })
    .where(
      and(
        eq(lifecycleNotices.tenantId, key.tenantId),
        eq(lifecycleNotices.periodKind, key.periodKind),
        eq(lifecycleNotices.periodEnd, key.periodEnd),
        eq(lifecycleNotices.daysBefore, key.daysBefore),
      ),
    );
}

/** The tenant's restaurant admins with a verified email: who is told about the subscription. */
export async function restaurantAdminEmails(tx: Tx, tenantId: string): Promise<string[]> {
  const rows = await tx
    .select({ email: users.email })
    .from(users)
    .where(
      and(eq(users.tenantId, tenantId), eq(users.role, 'RESTAURANT_ADMIN'), isNotNull(users.emailVerifiedAt)),
    )
    .orderBy(asc(users.email));
  return rows.map((row) => row.email);
}
