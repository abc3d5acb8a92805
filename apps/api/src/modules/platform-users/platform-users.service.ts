import type { z } from 'zod';
import type {
  PlatformPasswordReset,
  PlatformUser,
  PlatformUserCreated,
  platformUserCreate,
} from '@meja/shared/contracts/platform-users';
import {
  PLATFORM_ACCOUNT_MESSAGES as MESSAGES,
  platformChangeRefusal,
  roleLinkMissing,
  roleScope,
  type PlatformChangeRefusal,
} from '@meja/shared/platform-accounts';
import type { Role } from '@meja/shared/roles';
import { STAFF_ACCOUNT_MESSAGES, tempPasswordExpiry } from '@meja/shared/staff-accounts';
import type { AuthUser } from '../../platform/auth/auth-user';
import { hashPassword } from '../../platform/auth/passwords';
import { newTempPassword } from '../../platform/auth/temp-password';
import { inAppTx, type Tx } from '../../platform/db-scope';
import type { ServiceDeps } from '../../platform/deps';
import { AppError, forbidden, notFound, invalidField } from '../../platform/errors';
import { announceSessionsEnded, type EventBus } from '../../platform/events';
import { auditActorOf, recordAudit } from '../audit/audit.service';
import { createStaffAccount, isEmailRace } from '../auth/users.service';
import { auditedAccount, presentPlatformUser } from './platform-users.presenter';
import {
  deleteAccount,
  findAccount,
  groupIdBySlug,
  listAccounts,
  liveTenantIdBySlug,
  lockAccount,
  lockSuperAdmins,
  revokeAccountSessions,
  setAccountTempPassword,
  updateAccountRole,
  type AccountRow,
} from './platform-users.repo';

type CreateInput = z.output<typeof platformUserCreate>;
type Actor = Pick<AuthUser, 'id' | 'email'>;

const REFUSALS: Record<PlatformChangeRefusal, () => AppError> = {
  SELF_DELETE: () => new AppError('SELF_ACCOUNT', MESSAGES.selfDelete),
  SELF_DEMOTE: () => new AppError('SELF_ACCOUNT', MESSAGES.selfDemote),
  LAST_SUPER_ADMIN: () => new AppError('LAST_SUPER_ADMIN'),
};

function emailTaken(): AppError {
  const message = STAFF_ACCOUNT_MESSAGES.emailTaken;
  return new AppError('EMAIL_TAKEN', message, { fields: { email: message } });
}

const accountNotFound = () => notFound(MESSAGES.notFound);

/**
 * Every account of the platform for the super admin (SPEC §2 Users, issue 15): list, create with a
 * temporary password, change role, delete, reset password. A role change or a delete ends the
 * account's sessions and, after the commit, its open event streams. Nobody deletes or demotes
 * themself, and the last super admin stays (checked with every super admin's row locked).
 */
export function createPlatformUsersService(deps: Pick<ServiceDeps, 'db' | 'now'> & { bus: EventBus }) {
  async function existing(tx: Tx, id: string): Promise<AccountRow> {
    const row = await findAccount(tx, id);
    if (!row) throw accountNotFound();
    return row;
  }

  async function list(): Promise<PlatformUser[]> {
    const rows = await inAppTx(deps.db, listAccounts);
    return rows.map(presentPlatformUser);
  }

  /** The tenant or group `slug` names for the role, or a field error on `slug`. */
  async function linksOf(
    tx: Tx,
    input: CreateInput,
  ): Promise<{ tenantId: string | null; groupId: string | null }> {
    const slug = input.slug ?? '';
    switch (roleScope(input.role)) {
      case 'tenant': {
        const tenantId = await liveTenantIdBySlug(tx, slug);
        if (!tenantId) throw invalidField(MESSAGES.tenantNotFound, 'slug');
        return { tenantId, groupId: null };
      }
      case 'group': {
        const groupId = await groupIdBySlug(tx, slug);
        if (!groupId) throw invalidField(MESSAGES.groupNotFound, 'slug');
        return { tenantId: null, groupId };
      }
      case 'platform':
        return { tenantId: null, groupId: null };
    }
  }

  async function create(actor: Actor, input: CreateInput): Promise<PlatformUserCreated> {
    const tempPassword = newTempPassword();
    const passwordHash = await hashPassword(tempPassword);
    const now = deps.now();
    const row = await inAppTx(deps.db, async (tx) => {
      const links = await linksOf(tx, input);
      const id = await createStaffAccount(tx, {
        ...links,
        email: input.email,
        // SPEC §5: names are upper-cased on entry.
        name: input.name.toUpperCase(),
        role: input.role,
        passwordHash,
        tempPasswordExpiresAt: tempPasswordExpiry(now),
        // The super admin vouches for the address, as a restaurant admin does for staff.
        emailVerifiedAt: now,
        emailTakenRefusal: emailTaken(),
      });
      const created = await existing(tx, id);
      await recordAudit(
        tx,
        auditActorOf(actor),
        {
          action: 'user.create',
          targetType: 'user',
          targetId: id,
          targetLabel: created.email,
          after: auditedAccount(created),
        },
        now,
      );
      return created;
    }).catch((error: unknown) => {
      if (isEmailRace(error)) throw emailTaken();
      throw error;
    });
    return { user: presentPlatformUser(row), tempPassword };
  }

  /**
   * Checks the rules with every super admin's row and the target's locked, applies `change` and
   * ends the target's sessions; the streams are told once the transaction has committed.
   */
  async function changeAccount(
    actor: Actor,
    id: string,
    newRole: Role | null,
    change: (tx: Tx, target: AccountRow) => Promise<AccountRow | null>,
  ): Promise<AccountRow | null> {
    const outcome = await inAppTx(deps.db, async (tx) => {
      const superAdmins = await lockSuperAdmins(tx);
      if (!(await lockAccount(tx, id))) throw accountNotFound();
      const target = await existing(tx, id);
      const refusal = platformChangeRefusal({
        actorId: actor.id,
        target,
        newRole,
        superAdminCount: superAdmins.length,
      });
      if (refusal) throw REFUSALS[refusal]();
      // The asker lost the role meanwhile (another super admin demoted them).
      if (!superAdmins.includes(actor.id)) throw forbidden();
      if (newRole === target.role) return { row: target, ended: false };
      const row = await change(tx, target);
      if (row) await revokeAccountSessions(tx, id, deps.now());
      return { row, ended: true };
    });
    if (outcome.ended) announceSessionsEnded(deps.bus, id);
    return outcome.row;
  }

  async function changeRole(actor: Actor, id: string, role: Role): Promise<PlatformUser> {
    const row = await changeAccount(actor, id, role, async (tx, target) => {
      const missing = roleLinkMissing(role, target);
      if (missing) {
        const message = missing === 'tenant' ? MESSAGES.userLacksTenant : MESSAGES.userLacksGroup;
        throw new AppError('ROLE_NEEDS_LINK', message, { fields: { role: message } });
      }
      await updateAccountRole(tx, id, role);
      await recordAudit(
        tx,
        auditActorOf(actor),
        {
          action: 'user.role',
          targetType: 'user',
          targetId: id,
          targetLabel: target.email,
          before: { role: target.role },
          after: { role },
        },
        deps.now(),
      );
      return { ...target, role };
    });
    if (!row) throw accountNotFound();
    return presentPlatformUser(row);
  }

  async function remove(actor: Actor, id: string): Promise<void> {
    await changeAccount(actor, id, null, async (tx, target) => {
      await deleteAccount(tx, id);
      await recordAudit(
        tx,
        auditActorOf(actor),
        {
          action: 'user.delete',
          targetType: 'user',
          targetId: id,
          targetLabel: target.email,
          before: auditedAccount(target),
        },
        deps.now(),
      );
      return null;
    });
  }

  /** A new temporary password, to be changed at the next login; the account's sessions end. */
  async function resetPassword(actor: Actor, id: string): Promise<PlatformPasswordReset> {
    const tempPassword = newTempPassword();
    const passwordHash = await hashPassword(tempPassword);
    await inAppTx(deps.db, async (tx) => {
      if (!(await lockAccount(tx, id))) throw accountNotFound();
      const target = await existing(tx, id);
      const now = deps.now();
      await setAccountTempPassword(tx, id, { passwordHash, expiresAt: tempPasswordExpiry(now) });
      await revokeAccountSessions(tx, id, now);
      await recordAudit(
        tx,
        auditActorOf(actor),
        {
          action: 'user.reset-password',
          targetType: 'user',
          targetId: id,
          targetLabel: target.email,
          after: { mustChangePassword: true },
        },
        now,
      );
    });
    announceSessionsEnded(deps.bus, id);
    return { tempPassword };
  }

  return { list, create, changeRole, remove, resetPassword };
}

export type PlatformUsersService = ReturnType<typeof createPlatformUsersService>;
