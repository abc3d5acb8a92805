import type { z } from 'zod';
import type {
  StaffPasswordIssued,
  StaffUser,
  staffRoleUpdate,
  staffUserCreate,
} from '@meja/shared/contracts/users';
import {
  STAFF_ACCOUNT_MESSAGES,
  getsTempPassword,
  staffChangeRefusal,
  tempPasswordExpiry,
  type StaffChangeRefusal,
} from '@meja/shared/staff-accounts';
import type { TenantStaffRole } from '@meja/shared/roles';
import { hashPassword } from '../../platform/auth/passwords';
import { newTempPassword } from '../../platform/auth/temp-password';
import { newSecretToken } from '../../platform/auth/tokens';
import { inTenantTx, type Tx } from '../../platform/db-scope';
import type { ServiceDeps } from '../../platform/deps';
import { AppError, notFound } from '../../platform/errors';
import { announceSessionsEnded, type EventBus } from '../../platform/events';
import type { Scope } from '../../platform/scope';
import type { PasswordResetService } from '../auth/password-reset.service';
import { createStaffAccount, isEmailRace } from '../auth/users.service';
import { presentStaffUser } from './users.presenter';
import {
  deleteStaff,
  findStaff,
  listStaff,
  lockAdmins,
  revokeSessions,
  setTempPassword,
  updateRole,
  type StaffRow,
} from './users.repo';

type CreateInput = z.output<typeof staffUserCreate>;
type RoleInput = z.output<typeof staffRoleUpdate>;

const REFUSALS: Record<StaffChangeRefusal, () => AppError> = {
  SELF_DELETE: () => new AppError('SELF_ACCOUNT', STAFF_ACCOUNT_MESSAGES.selfDelete),
  SELF_DEMOTE: () => new AppError('SELF_ACCOUNT', STAFF_ACCOUNT_MESSAGES.selfDemote),
  LAST_ADMIN: () => new AppError('LAST_ADMIN'),
};

function emailTaken(): AppError {
  const message = STAFF_ACCOUNT_MESSAGES.emailTaken;
  return new AppError('EMAIL_TAKEN', message, { fields: { email: message } });
}

/** The tenant's first restaurant admin (oldest), locked until the transaction ends; undefined when none. */
export async function lockOldestAdmin(tx: Tx, tenantId: string): Promise<StaffRow | undefined> {
  const admin = (await listStaff(tx, tenantId)).find((row) => row.role === 'RESTAURANT_ADMIN');
  return admin && findStaff(tx, tenantId, admin.id, { forUpdate: true });
}

/**
 * Gives the account a temporary password (its argon2id hash, made by the caller before the
 * transaction): to be changed at the first login, expiring like every temporary one; its sessions
 * end. The caller announces the ended sessions on the bus once its transaction has committed.
 */
export async function issueTempPassword(
  tx: Tx,
  values: { tenantId: string; userId: string; passwordHash: string; now: Date },
): Promise<void> {
  await setTempPassword(tx, {
    tenantId: values.tenantId,
    userId: values.userId,
    passwordHash: values.passwordHash,
    expiresAt: tempPasswordExpiry(values.now),
  });
  await revokeSessions(tx, values.userId, values.now);
}

/**
 * The restaurant's staff accounts (SPEC §2 Admin users, §6; issue 14): list, create with a
 * temporary password (or, for an admin, the password-reset mail), change role, delete, reset the
 * password. Deleting an account or changing its role ends its sessions and, through the realtime
 * bus, its open event streams on every instance at once.
 */
export function createUsersService(
  deps: ServiceDeps & { bus: EventBus; passwordReset: PasswordResetService },
) {
  async function list(scope: Scope): Promise<StaffUser[]> {
    const rows = await inTenantTx(deps.db, scope.tenantId, (tx) => listStaff(tx, scope.tenantId));
    return rows.map(presentStaffUser);
  }

  async function existing(tx: Tx, scope: Scope, userId: string, forUpdate = false): Promise<StaffRow> {
    const row = await findStaff(tx, scope.tenantId, userId, { forUpdate });
    if (!row) throw notFound(STAFF_ACCOUNT_MESSAGES.notFound);
    return row;
  }

  /** The answer that carries a new password: on screen for staff, by mail for an admin. */
  async function issued(row: StaffRow, tempPassword: string | null): Promise<StaffPasswordIssued> {
    if (tempPassword === null) {
      await deps.passwordReset.sendResetLink(row);
      return { user: presentStaffUser(row), delivery: 'EMAIL' };
    }
    return { user: presentStaffUser(row), delivery: 'TEMP_PASSWORD', tempPassword };
  }

  async function create(scope: Scope, input: CreateInput): Promise<StaffPasswordIssued> {
    const tempPassword = getsTempPassword(input.role) ? newTempPassword() : null;
    // An admin's first password comes through the mailed link; until then no one knows this one.
    const passwordHash = await hashPassword(tempPassword ?? newSecretToken());
    const now = deps.now();
    const row = await inTenantTx(deps.db, scope.tenantId, async (tx) => {
      const id = await createStaffAccount(tx, {
        tenantId: scope.tenantId,
        email: input.email,
        name: input.name.toUpperCase(),
        role: input.role,
        passwordHash,
        tempPasswordExpiresAt: tempPassword === null ? null : tempPasswordExpiry(now),
        // The mailed link proves an admin's address; staff are vouched for by the admin.
        emailVerifiedAt: tempPassword === null ? null : now,
        emailTakenRefusal: emailTaken(),
      });
      return existing(tx, scope, id);
    }).catch((error: unknown) => {
      if (isEmailRace(error)) throw emailTaken();
      throw error;
    });
    return issued(row, tempPassword);
  }

  /**
   * Checks the rules under lock (the tenant's admins, then the target), applies `change` and ends
   * the target's sessions; the streams are told once the transaction has committed.
   */
  async function changeAccount(
    scope: Scope,
    userId: string,
    newRole: TenantStaffRole | null,
    change: (tx: Tx, target: StaffRow) => Promise<StaffRow | null>,
  ): Promise<StaffRow | null> {
    const outcome = await inTenantTx(deps.db, scope.tenantId, async (tx) => {
      const adminCount = await lockAdmins(tx, scope.tenantId);
      const target = await existing(tx, scope, userId, true);
      const refusal = staffChangeRefusal({
        actorId: scope.userId ?? '',
        target,
        newRole,
        adminCount,
      });
      if (refusal) throw REFUSALS[refusal]();
      if (newRole === target.role) return { row: target, ended: false };
      const row = await change(tx, target);
      await revokeSessions(tx, userId, deps.now());
      return { row, ended: true };
    });
    if (outcome.ended) announceSessionsEnded(deps.bus, userId);
    return outcome.row;
  }

  async function changeRole(scope: Scope, userId: string, input: RoleInput): Promise<StaffUser> {
    const row = await changeAccount(scope, userId, input.role, async (tx, target) => {
      await updateRole(tx, scope.tenantId, userId, input.role);
      return { ...target, role: input.role };
    });
    if (!row) throw notFound(STAFF_ACCOUNT_MESSAGES.notFound);
    return presentStaffUser(row);
  }

  async function remove(scope: Scope, userId: string): Promise<void> {
    await changeAccount(scope, userId, null, async (tx) => {
      await deleteStaff(tx, scope.tenantId, userId);
      return null;
    });
  }

  /**
   * A new temporary password for a cashier, kitchen or inventory account (its sessions end); for a
   * restaurant admin the password-reset mail instead, and nothing changes until its link is used.
   */
  async function resetPassword(scope: Scope, userId: string): Promise<StaffPasswordIssued> {
    const target = await inTenantTx(deps.db, scope.tenantId, (tx) => existing(tx, scope, userId));
    if (!getsTempPassword(target.role)) return issued(target, null);
    const tempPassword = newTempPassword();
    const passwordHash = await hashPassword(tempPassword);
    const row = await inTenantTx(deps.db, scope.tenantId, async (tx) => {
      const locked = await existing(tx, scope, userId, true);
      // Its role changed meanwhile to admin: the mail is the way then.
      if (!getsTempPassword(locked.role)) return null;
      await setTempPassword(tx, {
        tenantId: scope.tenantId,
        userId,
        passwordHash,
        expiresAt: tempPasswordExpiry(deps.now()),
      });
      await revokeSessions(tx, userId, deps.now());
      return { ...locked, mustChangePassword: true };
    });
    if (!row) return issued(target, null);
    announceSessionsEnded(deps.bus, userId);
    return issued(row, tempPassword);
  }

  return { list, create, changeRole, remove, resetPassword };
}

export type UsersService = ReturnType<typeof createUsersService>;
