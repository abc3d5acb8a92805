import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { alias, type SelectedFields } from 'drizzle-orm/pg-core';
import { emailVerificationTokens, groups, sessions, tenants, users } from '../../db/schema/platform';
import { ROLES } from '@meja/shared/roles';
import type { AuthUser } from '../../platform/auth/auth-user';
import type { Tx } from '../../platform/db-scope';
import {
  hotBoolean,
  hotOneOf,
  hotRows,
  hotStatement,
  hotString,
  hotStringOrNull,
} from '../../platform/hot-sql';

const userGroups = alias(groups, 'user_groups');
const tenantGroups = alias(groups, 'tenant_groups');

/** A user with the slugs the web needs: their tenant, and their group (own, else their tenant's). */
const authUserColumns = {
  id: users.id,
  role: users.role,
  name: users.name,
  email: users.email,
  tenantId: users.tenantId,
  tenantSlug: tenants.slug,
  groupId: sql<string | null>`coalesce(${userGroups.id}, ${tenantGroups.id})`,
  groupSlug: sql<string | null>`coalesce(${userGroups.slug}, ${tenantGroups.slug})`,
  mustChangePassword: users.mustChangePassword,
};

function selectAuthUsers<T extends SelectedFields>(tx: Tx, extra: T) {
  return tx
    .select({ ...authUserColumns, ...extra })
    .from(users)
    .leftJoin(tenants, eq(tenants.id, users.tenantId))
    .leftJoin(userGroups, eq(userGroups.id, users.groupId))
    .leftJoin(tenantGroups, eq(tenantGroups.id, tenants.groupId));
}

export async function findUserForLogin(tx: Tx, email: string) {
  const rows = await selectAuthUsers(tx, {
    passwordHash: users.passwordHash,
    emailVerifiedAt: users.emailVerifiedAt,
    tempPasswordExpiresAt: users.tempPasswordExpiresAt,
  }).where(sql`lower(${users.email}) = lower(${email})`);
  return rows[0];
}

// Every staff request starts here: a hot statement (issue 19), authUserColumns written out.
const USER_BY_SESSION = hotStatement(
  'user_by_session',
  `select u.id, u.role, u.name, u.email, u.tenant_id, t.slug as tenant_slug,
          coalesce(ug.id, tg.id) as group_id, coalesce(ug.slug, tg.slug) as group_slug,
          u.must_change_password
     from sessions s
     join users u on u.id = s.user_id
     left join tenants t on t.id = u.tenant_id
     left join groups ug on ug.id = u.group_id
     left join groups tg on tg.id = t.group_id
    where s.token_hash = $1 and s.revoked_at is null and s.expires_at > $2`,
);

/** The user of a live session (not revoked, not expired), as the access guard needs them. */
export async function findUserBySession(tx: Tx, tokenHash: string, now: Date): Promise<AuthUser | undefined> {
  const [row] = await hotRows(tx, USER_BY_SESSION, [tokenHash, now]);
  if (!row) return undefined;
  return {
    id: hotString(row, 'id'),
    role: hotOneOf(row, 'role', ROLES),
    name: hotString(row, 'name'),
    email: hotString(row, 'email'),
    tenantId: hotStringOrNull(row, 'tenant_id'),
    tenantSlug: hotStringOrNull(row, 'tenant_slug'),
    groupId: hotStringOrNull(row, 'group_id'),
    groupSlug: hotStringOrNull(row, 'group_slug'),
    mustChangePassword: hotBoolean(row, 'must_change_password'),
  };
}

export async function emailTaken(tx: Tx, email: string): Promise<boolean> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`);
  return rows.length > 0;
}

export async function insertUser(tx: Tx, values: typeof users.$inferInsert): Promise<string> {
  const [row] = await tx.insert(users).values(values).returning({ id: users.id });
  if (!row) throw new Error('insert users returned no row');
  return row.id;
}

export async function insertSession(tx: Tx, values: { userId: string; tokenHash: string; expiresAt: Date }) {
  await tx.insert(sessions).values(values);
}

/** The staff list's 'last login' (issue 14). */
export async function markLoggedIn(tx: Tx, userId: string, now: Date) {
  await tx.update(users).set({ lastLoginAt: now }).where(eq(users.id, userId));
}

/** The user's password hash, held until the transaction ends (a password change). */
export async function findPasswordHash(tx: Tx, userId: string): Promise<string | undefined> {
  const rows = await tx
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return rows[0]?.passwordHash;
}

/**
 * The user's own new password: no longer temporary, and every other session of the account ends
 * (the one that changed it stays).
 */
export async function setOwnPassword(
  tx: Tx,
  values: { userId: string; passwordHash: string; keepTokenHash: string; now: Date },
) {
  await tx
    .update(users)
    .set({ passwordHash: values.passwordHash, mustChangePassword: false, tempPasswordExpiresAt: null })
    .where(eq(users.id, values.userId));
  await tx
    .update(sessions)
    .set({ revokedAt: values.now })
    .where(
      and(
        eq(sessions.userId, values.userId),
        isNull(sessions.revokedAt),
        ne(sessions.tokenHash, values.keepTokenHash),
      ),
    );
}

/** The session user again (after a change of their own account). */
export async function findAuthUser(tx: Tx, userId: string) {
  const rows = await selectAuthUsers(tx, {}).where(eq(users.id, userId));
  return rows[0];
}

export async function revokeSessionByHash(tx: Tx, tokenHash: string, now: Date) {
  await tx
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)));
}

export async function insertVerificationToken(
  tx: Tx,
  values: { userId: string; tokenHash: string; expiresAt: Date },
) {
  await tx.insert(emailVerificationTokens).values(values);
}

export async function findVerificationToken(tx: Tx, tokenHash: string) {
  const rows = await tx
    .select()
    .from(emailVerificationTokens)
    .where(eq(emailVerificationTokens.tokenHash, tokenHash))
    .for('update');
  return rows[0];
}

export async function markVerificationUsed(tx: Tx, tokenId: string, userId: string, now: Date) {
  await tx
    .update(emailVerificationTokens)
    .set({ usedAt: now })
    .where(eq(emailVerificationTokens.id, tokenId));
  await tx.update(users).set({ emailVerifiedAt: now }).where(eq(users.id, userId));
}
