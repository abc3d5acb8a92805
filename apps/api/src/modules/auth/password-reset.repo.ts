import { and, eq, isNull, sql } from 'drizzle-orm';
import { passwordResetTokens, sessions, users } from '../../db/schema/platform';
import type { Tx } from '../../platform/db-scope';

/** The account behind an email (any role), for a reset link. */
export async function findUserByEmail(tx: Tx, email: string) {
  const rows = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`);
  return rows[0];
}

export async function insertResetToken(
  tx: Tx,
  values: { userId: string; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await tx.insert(passwordResetTokens).values(values);
}

/** A reset link's row with its user's email; `forUpdate` holds it until the transaction ends. */
export async function findResetToken(tx: Tx, tokenHash: string, options: { forUpdate?: boolean } = {}) {
  const query = tx
    .select({
      id: passwordResetTokens.id,
      userId: passwordResetTokens.userId,
      expiresAt: passwordResetTokens.expiresAt,
      usedAt: passwordResetTokens.usedAt,
      email: users.email,
    })
    .from(passwordResetTokens)
    .innerJoin(users, eq(users.id, passwordResetTokens.userId))
    .where(eq(passwordResetTokens.tokenHash, tokenHash));
  const rows = options.forUpdate ? await query.for('update', { of: passwordResetTokens }) : await query;
  return rows[0];
}

/**
 * The new password: every reset link of the user stops working, every session ends (DESIGN §4),
 * and the email counts as verified (the link was opened from its inbox).
 */
export async function applyPasswordReset(
  tx: Tx,
  values: { userId: string; passwordHash: string; now: Date },
): Promise<void> {
  const { userId, passwordHash, now } = values;
  await tx
    .update(users)
    .set({
      passwordHash,
      // A password the user chose: no temporary one is waiting any more (issue 14).
      mustChangePassword: false,
      tempPasswordExpiresAt: null,
      emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now.toISOString()}::timestamptz)`,
    })
    .where(eq(users.id, userId));
  await tx
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
  await tx
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}
