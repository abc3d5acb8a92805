import type { z } from 'zod';
import type { changePasswordRequest, LoginRequest, LoginResponse } from '@meja/shared/contracts/auth';
import { isTempPasswordExpired, STAFF_ACCOUNT_MESSAGES } from '@meja/shared/staff-accounts';
import { AppError, tooManyAttempts, unauthenticated } from '../../platform/errors';
import { inAppTx } from '../../platform/db-scope';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../../platform/auth/passwords';
import { hashToken, newSecretToken } from '../../platform/auth/tokens';
import type { ServiceDeps } from '../../platform/deps';
import { announceSessionsEnded, type EventBus } from '../../platform/events';
import {
  findAuthUser,
  findPasswordHash,
  findUserBySession,
  findUserForLogin,
  findVerificationToken,
  insertSession,
  markLoggedIn,
  markVerificationUsed,
  revokeSessionByHash,
  setOwnPassword,
} from './auth.repo';
import type { AuthUser } from '../../platform/auth/auth-user';
import type { TenantRow } from '../../db/schema/platform';
import { tenantBySlug } from '../tenants/tenants.service';

/** A request's session, and the restaurant it asked for when it named one (see authenticate). */
export interface Authenticated {
  user: AuthUser;
  tokenHash: string;
  tenant?: { slug: string; row: TenantRow | undefined };
}
import { presentSessionUser } from './auth.presenter';

/** The signed-in user as the answers show it (also the group area's change-password answer). */
export { presentSessionUser };

export type VerifyOutcome = 'verified' | 'invalid' | 'used' | 'expired';
type ChangePasswordInput = z.output<typeof changePasswordRequest>;

export function createAuthService(deps: ServiceDeps & { bus: EventBus }) {
  const ttlMs = deps.env.SESSION_TTL_HOURS * 60 * 60 * 1000;

  /**
   * The account behind an email and password, throttled per account and address (SPEC §5 login):
   * unknown and wrong give the same 401, an unverified email 403. Opens no session.
   */
  async function checkCredentials(input: LoginRequest, ip: string): Promise<AuthUser> {
    const email = input.email.trim().toLowerCase();
    const wait = await deps.throttle.loginWait(ip, email);
    if (wait > 0) throw tooManyAttempts(wait, 'percobaan login');

    const found = await inAppTx(deps.db, (tx) => findUserForLogin(tx, email));
    const passwordOk = found ? await verifyPassword(found.passwordHash, input.password) : false;
    if (!found) await burnPasswordCheck(input.password);
    if (!found || !passwordOk) {
      await deps.throttle.loginFailed(ip, email);
      throw new AppError('INVALID_CREDENTIALS');
    }
    if (!found.emailVerifiedAt) throw new AppError('EMAIL_NOT_VERIFIED');
    // Told only to whoever knows the temporary password (issue 14: it works for 72 hours).
    if (found.mustChangePassword && isTempPasswordExpired(found.tempPasswordExpiresAt, deps.now())) {
      throw new AppError('TEMP_PASSWORD_EXPIRED');
    }
    await deps.throttle.loginSucceeded(ip, email);
    const {
      passwordHash: _passwordHash,
      emailVerifiedAt: _verifiedAt,
      tempPasswordExpiresAt: _tempExpiry,
      ...user
    } = found;
    return user;
  }

  /** A new session for the user: the token to hand out (the database keeps only its hash). */
  async function openSession(user: AuthUser): Promise<string> {
    const token = newSecretToken();
    const expiresAt = new Date(deps.now().getTime() + ttlMs);
    await inAppTx(deps.db, async (tx) => {
      await insertSession(tx, { userId: user.id, tokenHash: hashToken(token), expiresAt });
      await markLoggedIn(tx, user.id, deps.now());
    });
    return token;
  }

  async function login(input: LoginRequest, ip: string): Promise<LoginResponse> {
    const user = await checkCredentials(input, ip);
    return { user: presentSessionUser(user), token: await openSession(user) };
  }

  /**
   * The session's user and, when `tenantSlugFor` names one for that user, the restaurant the
   * request is for: one transaction for both (issue 19: every staff request needs the two).
   */
  async function authenticate(
    token: string,
    tenantSlugFor: (user: AuthUser) => string | null = () => null,
  ): Promise<Authenticated | null> {
    const tokenHash = hashToken(token);
    return inAppTx(deps.db, async (tx) => {
      const user = await findUserBySession(tx, tokenHash, deps.now());
      if (!user) return null;
      const slug = tenantSlugFor(user);
      if (slug === null) return { user, tokenHash };
      return { user, tokenHash, tenant: { slug, row: await tenantBySlug(tx, slug) } };
    });
  }

  async function logout(token: string): Promise<void> {
    await inAppTx(deps.db, (tx) => revokeSessionByHash(tx, hashToken(token), deps.now()));
  }

  async function verifyEmail(token: string): Promise<VerifyOutcome> {
    return inAppTx(deps.db, async (tx) => {
      const found = await findVerificationToken(tx, hashToken(token));
      if (!found) return 'invalid';
      if (found.usedAt) return 'used';
      if (found.expiresAt.getTime() <= deps.now().getTime()) return 'expired';
      await markVerificationUsed(tx, found.id, found.userId, deps.now());
      return 'verified';
    });
  }

  function refuseField(field: 'currentPassword' | 'newPassword', message: string): AppError {
    return new AppError('VALIDATION', message, { fields: { [field]: message } });
  }

  /**
   * The logged-in user's own new password (issue 14), also the forced change after a temporary one:
   * the current password is checked (throttled like a login), the other sessions end, this one stays.
   */
  async function changePassword(
    session: { user: AuthUser; tokenHash: string },
    input: ChangePasswordInput,
    ip: string,
  ): Promise<AuthUser> {
    const { user } = session;
    const email = user.email.toLowerCase();
    const wait = await deps.throttle.loginWait(ip, email);
    if (wait > 0) throw tooManyAttempts(wait, 'percobaan password');
    const current = await inAppTx(deps.db, (tx) => findPasswordHash(tx, user.id));
    if (!current) throw unauthenticated();
    if (!(await verifyPassword(current, input.currentPassword))) {
      await deps.throttle.loginFailed(ip, email);
      throw refuseField('currentPassword', STAFF_ACCOUNT_MESSAGES.wrongCurrentPassword);
    }
    if (input.newPassword === input.currentPassword) {
      throw refuseField('newPassword', STAFF_ACCOUNT_MESSAGES.samePassword);
    }
    const passwordHash = await hashPassword(input.newPassword);
    const changed = await inAppTx(deps.db, async (tx) => {
      await setOwnPassword(tx, {
        userId: user.id,
        passwordHash,
        keepTokenHash: session.tokenHash,
        now: deps.now(),
      });
      const stored = await findAuthUser(tx, user.id);
      if (!stored) throw unauthenticated();
      return stored;
    });
    // The other sessions' open event streams end now, not at their next keep-alive; this one's stay.
    announceSessionsEnded(deps.bus, user.id);
    return changed;
  }

  return { checkCredentials, openSession, login, authenticate, logout, verifyEmail, changePassword };
}

export type AuthService = ReturnType<typeof createAuthService>;
