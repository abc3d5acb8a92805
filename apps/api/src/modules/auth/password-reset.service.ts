import type { z } from 'zod';
import type { passwordResetConfirm, passwordResetRequest } from '@meja/shared/contracts/auth';
import { hashPassword } from '../../platform/auth/passwords';
import { hashToken, newSecretToken } from '../../platform/auth/tokens';
import { inAppTx } from '../../platform/db-scope';
import type { ServiceDeps } from '../../platform/deps';
import { AppError, tooManyAttempts } from '../../platform/errors';
import type { BackgroundMail } from '../../platform/mail';
import { passwordResetMail } from './auth-mails';
import { applyPasswordReset, findResetToken, findUserByEmail, insertResetToken } from './password-reset.repo';

type ResetRequest = z.output<typeof passwordResetRequest>;
type ResetConfirm = z.output<typeof passwordResetConfirm>;

export const RESET_LINK_MINUTES = 60;

const LINK_REFUSED = {
  invalid: 'Link reset password tidak valid. Silakan minta link baru.',
  used: 'Link reset password sudah pernah dipakai. Silakan minta link baru bila perlu.',
  expired: `Link reset password sudah kedaluwarsa (berlaku ${RESET_LINK_MINUTES} menit). Silakan minta link baru.`,
} as const;

/** 'Lupa password' (issue 12): a single-use link by mail, valid an hour, then a new password. */
export function createPasswordResetService(deps: ServiceDeps & { mail: BackgroundMail }) {
  function resetUrl(token: string, posSlug: string | undefined): string {
    const query = new URLSearchParams({ token, ...(posSlug ? { pos: posSlug } : {}) });
    return `${deps.env.PUBLIC_URL}/reset-password?${query.toString()}`;
  }

  /**
   * The same answer for a known and an unknown email, at about the same time: the link is stored in
   * the lookup's transaction and mailed after the answer. Throttled per address and per email alike.
   */
  async function requestReset(input: ResetRequest, ip: string): Promise<void> {
    const email = input.email.toLowerCase();
    const wait = await deps.throttle.resetRequestWait(ip, email);
    if (wait > 0) throw tooManyAttempts(wait, 'permintaan reset password');
    const token = newSecretToken();
    const now = deps.now();
    const user = await inAppTx(deps.db, async (tx) => {
      const found = await findUserByEmail(tx, email);
      if (found) {
        await insertResetToken(tx, {
          userId: found.id,
          tokenHash: hashToken(token),
          expiresAt: new Date(now.getTime() + RESET_LINK_MINUTES * 60_000),
        });
      }
      return found;
    });
    if (!user) return;
    deps.mail.send(
      passwordResetMail(user.email, {
        resetUrl: resetUrl(token, input.posSlug),
        validMinutes: RESET_LINK_MINUTES,
      }),
      'password reset',
    );
  }

  /**
   * A reset link for an account another user chose (issue 14: an admin resets or creates a
   * restaurant admin, whose password never shows on a screen). Not throttled: the caller is an admin.
   */
  async function sendResetLink(user: { id: string; email: string }): Promise<void> {
    const token = newSecretToken();
    const expiresAt = new Date(deps.now().getTime() + RESET_LINK_MINUTES * 60_000);
    await inAppTx(deps.db, (tx) =>
      insertResetToken(tx, { userId: user.id, tokenHash: hashToken(token), expiresAt }),
    );
    deps.mail.send(
      passwordResetMail(user.email, {
        resetUrl: resetUrl(token, undefined),
        validMinutes: RESET_LINK_MINUTES,
      }),
      'password reset',
    );
  }

  function refuse(reason: keyof typeof LINK_REFUSED): AppError {
    return new AppError('INVALID_LINK', LINK_REFUSED[reason]);
  }

  /** Why a link cannot be used now, or null when it can. */
  function refusal(
    row: { usedAt: Date | null; expiresAt: Date } | undefined,
  ): keyof typeof LINK_REFUSED | null {
    if (!row) return 'invalid';
    if (row.usedAt) return 'used';
    if (row.expiresAt.getTime() <= deps.now().getTime()) return 'expired';
    return null;
  }

  /**
   * Sets the new password once; the account's sessions end and its login throttle starts afresh.
   * Answers the account's email (the link's holder owns it), so the login can be filled in.
   */
  async function confirmReset(input: ResetConfirm, ip: string): Promise<string> {
    const wait = await deps.throttle.resetConfirmWait(ip);
    if (wait > 0) throw tooManyAttempts(wait, 'percobaan reset password dari alamat ini');
    const tokenHash = hashToken(input.token);
    // A cheap look first: a dead link costs no password hash.
    const early = refusal(await inAppTx(deps.db, (tx) => findResetToken(tx, tokenHash)));
    if (early) throw refuse(early);
    const passwordHash = await hashPassword(input.password);
    const email = await inAppTx(deps.db, async (tx) => {
      const row = await findResetToken(tx, tokenHash, { forUpdate: true });
      const late = refusal(row);
      if (late || !row) throw refuse(late ?? 'invalid');
      await applyPasswordReset(tx, { userId: row.userId, passwordHash, now: deps.now() });
      return row.email;
    });
    await deps.throttle.passwordReset(ip, email);
    return email;
  }

  return { requestReset, confirmReset, sendResetLink };
}

export type PasswordResetService = ReturnType<typeof createPasswordResetService>;
