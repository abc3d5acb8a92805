import type { DiscountPinSet } from '@meja/shared/contracts/discounts';
import { inTenantTx, type Tx } from '../../platform/db-scope';
import type { ServiceDeps } from '../../platform/deps';
import { AppError, forbidden, tooManyAttempts } from '../../platform/errors';
import { DISCOUNT_MESSAGES } from '@meja/shared/discounts';
import { STAFF_ACCOUNT_MESSAGES } from '@meja/shared/staff-accounts';
import { hashPassword, verifyPassword } from '../../platform/auth/passwords';
import type { Scope } from '../../platform/scope';
import { adminPasswordHash, adminsWithPin, setDiscountPinHash } from './discount-pin.repo';

/**
 * The admin whose PIN this is (issue 20: it approves a cashier's discount above the limit), or null
 * when none has it; 'none' when no admin of the tenant has set a PIN at all. Each admin's hash is
 * checked (a tenant has a handful), the PIN is never stored in the clear.
 */
export async function adminOfDiscountPin(
  tx: Tx,
  tenantId: string,
  pin: string,
): Promise<{ id: string; name: string } | null | 'none'> {
  const admins = await adminsWithPin(tx, tenantId);
  if (admins.length === 0) return 'none';
  for (const admin of admins) {
    if (admin.pinHash && (await verifyPassword(admin.pinHash, pin)))
      return { id: admin.id, name: admin.name };
  }
  return null;
}

/** An admin's own discount PIN: whether it is set, and setting it (their password confirms it). */
export function createDiscountPinService(deps: Pick<ServiceDeps, 'db' | 'throttle'>) {
  async function state(scope: Scope): Promise<{ pinSet: boolean }> {
    const row = await inTenantTx(deps.db, scope.tenantId, (tx) =>
      adminPasswordHash(tx, scope.tenantId, scope.userId ?? ''),
    );
    return { pinSet: Boolean(row?.pinHash) };
  }

  /** The password is checked as a password change checks it: throttled like a login. */
  async function set(
    scope: Scope,
    actor: { email: string; ip: string },
    input: DiscountPinSet,
  ): Promise<{ pinSet: boolean }> {
    const userId = scope.userId ?? '';
    const row = await inTenantTx(deps.db, scope.tenantId, (tx) =>
      adminPasswordHash(tx, scope.tenantId, userId),
    );
    // A super admin acting for the tenant has no PIN of its own here.
    if (!row) throw forbidden(DISCOUNT_MESSAGES.pinOwnOnly);
    const email = actor.email.toLowerCase();
    const wait = await deps.throttle.loginWait(actor.ip, email);
    if (wait > 0) throw tooManyAttempts(wait, 'percobaan password');
    if (!(await verifyPassword(row.passwordHash, input.password))) {
      await deps.throttle.loginFailed(actor.ip, email);
      const message = STAFF_ACCOUNT_MESSAGES.wrongCurrentPassword;
      throw new AppError('VALIDATION', message, { fields: { password: message } });
    }
    const pinHash = await hashPassword(input.pin);
    await inTenantTx(deps.db, scope.tenantId, (tx) =>
      setDiscountPinHash(tx, scope.tenantId, userId, pinHash),
    );
    return { pinSet: true };
  }

  return { state, set };
}

export type DiscountPinService = ReturnType<typeof createDiscountPinService>;
