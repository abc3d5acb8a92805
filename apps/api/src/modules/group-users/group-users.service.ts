import type { z } from 'zod';
import type { ChangePasswordResponse, changePasswordRequest } from '@meja/shared/contracts/auth';
import {
  GROUP_MESSAGES,
  type GroupUser,
  type groupUserCreate,
  type groupUserUpdate,
} from '@meja/shared/contracts/group';
import {
  STAFF_ACCOUNT_MESSAGES,
  staffChangeRefusal,
  tempPasswordExpiry,
  type StaffChangeRefusal,
} from '@meja/shared/staff-accounts';
import type { AuthUser } from '../../platform/auth/auth-user';
import { hashPassword } from '../../platform/auth/passwords';
import { inAppTx, type Tx } from '../../platform/db-scope';
import type { ServiceDeps } from '../../platform/deps';
import { AppError, notFound } from '../../platform/errors';
import { announceSessionsEnded, type EventBus } from '../../platform/events';
import { presentSessionUser, type AuthService } from '../auth/auth.service';
import { createStaffAccount, isEmailRace } from '../auth/users.service';
import { presentGroupUser } from './group-users.presenter';
import {
  deleteAdmin,
  emailUsedByAnother,
  findGroupAdmin,
  findGroupBranch,
  listGroupAdmins,
  lockBranchAdmins,
  revokeSessions,
  setAdminPassword,
  updateAdminProfile,
  type GroupAdminRow,
} from './group-users.repo';

type CreateInput = z.output<typeof groupUserCreate>;
type UpdateInput = z.output<typeof groupUserUpdate>;
type ChangePasswordInput = z.output<typeof changePasswordRequest>;
type Session = { user: AuthUser; tokenHash: string };

const REFUSALS: Record<StaffChangeRefusal, () => AppError> = {
  // The group's manager (or a super admin) is never one of the branch admins it deletes.
  SELF_DELETE: () => new AppError('SELF_ACCOUNT', STAFF_ACCOUNT_MESSAGES.selfDelete),
  SELF_DEMOTE: () => new AppError('SELF_ACCOUNT', STAFF_ACCOUNT_MESSAGES.selfDemote),
  LAST_ADMIN: () => new AppError('LAST_ADMIN', GROUP_MESSAGES.lastAdmin),
};

function emailTaken(): AppError {
  const message = STAFF_ACCOUNT_MESSAGES.emailTaken;
  return new AppError('EMAIL_TAKEN', message, { fields: { email: message } });
}

const userNotFound = () => notFound(GROUP_MESSAGES.userNotFound);

function rethrowEmailRace(error: unknown): never {
  if (isEmailRace(error)) throw emailTaken();
  throw error;
}

/**
 * The restaurant admins of a group's branches (SPEC §2 Group area Users, issue 16), and the
 * manager's own password. Only a RESTAURANT_ADMIN of a live branch of the group is ever named;
 * anything else is 'not found'. The rules are the tenant users screen's: the email is unique on the
 * platform, a branch keeps an admin, a password someone else set must be changed at the first login.
 */
export function createGroupUsersService(
  deps: Pick<ServiceDeps, 'db' | 'now'> & { bus: EventBus; auth: Pick<AuthService, 'changePassword'> },
) {
  async function existing(tx: Tx, groupId: string, userId: string): Promise<GroupAdminRow> {
    const row = await findGroupAdmin(tx, groupId, userId, { forUpdate: true });
    if (!row) throw userNotFound();
    return row;
  }

  async function list(groupId: string): Promise<GroupUser[]> {
    const rows = await inAppTx(deps.db, (tx) => listGroupAdmins(tx, groupId));
    return rows.map(presentGroupUser);
  }

  /** A restaurant admin of the named branch, with the password the manager chose (to be changed). */
  async function create(groupId: string, input: CreateInput): Promise<GroupUser> {
    const passwordHash = await hashPassword(input.password);
    const now = deps.now();
    const row = await inAppTx(deps.db, async (tx) => {
      const branch = await findGroupBranch(tx, groupId, input.tenantSlug);
      if (!branch) {
        const message = GROUP_MESSAGES.branchNotFound;
        throw new AppError('NOT_FOUND', message, { fields: { tenantSlug: message } });
      }
      const id = await createStaffAccount(tx, {
        tenantId: branch.id,
        email: input.email,
        // SPEC §5: names are upper-cased on entry.
        name: input.name.toUpperCase(),
        role: 'RESTAURANT_ADMIN',
        passwordHash,
        tempPasswordExpiresAt: tempPasswordExpiry(now),
        // The manager vouches for the address, as a restaurant admin does for staff.
        emailVerifiedAt: now,
        emailTakenRefusal: emailTaken(),
      });
      return existing(tx, groupId, id);
    }).catch(rethrowEmailRace);
    return presentGroupUser(row);
  }

  async function update(groupId: string, userId: string, input: UpdateInput): Promise<GroupUser> {
    return 'password' in input
      ? setPassword(groupId, userId, input.password)
      : updateProfile(groupId, userId, input);
  }

  /** A password the manager chose: to be changed at the next login; the admin's sessions end. */
  async function setPassword(groupId: string, userId: string, password: string): Promise<GroupUser> {
    const passwordHash = await hashPassword(password);
    const row = await inAppTx(deps.db, async (tx) => {
      const target = await existing(tx, groupId, userId);
      const now = deps.now();
      await setAdminPassword(tx, userId, { passwordHash, expiresAt: tempPasswordExpiry(now) });
      await revokeSessions(tx, userId, now);
      return { ...target, mustChangePassword: true };
    });
    // Its open event streams end now, not at their next keep-alive.
    announceSessionsEnded(deps.bus, userId);
    return presentGroupUser(row);
  }

  async function updateProfile(
    groupId: string,
    userId: string,
    input: { name: string; email: string },
  ): Promise<GroupUser> {
    const email = input.email.toLowerCase();
    const name = input.name.toUpperCase();
    const row = await inAppTx(deps.db, async (tx) => {
      const target = await existing(tx, groupId, userId);
      if (await emailUsedByAnother(tx, email, userId)) throw emailTaken();
      await updateAdminProfile(tx, userId, { name, email });
      return { ...target, name, email };
    }).catch(rethrowEmailRace);
    return presentGroupUser(row);
  }

  /** Deletes a branch admin, never a branch's last: checked with the branch's admins locked. */
  async function remove(actor: Pick<AuthUser, 'id'>, groupId: string, userId: string): Promise<void> {
    await inAppTx(deps.db, async (tx) => {
      const found = await findGroupAdmin(tx, groupId, userId);
      if (!found) throw userNotFound();
      const adminCount = await lockBranchAdmins(tx, found.tenantId);
      // Read again under the lock: a simultaneous request may have deleted or demoted it.
      const target = await existing(tx, groupId, userId);
      const refusal = staffChangeRefusal({
        actorId: actor.id,
        target: { id: target.id, role: 'RESTAURANT_ADMIN' },
        newRole: null,
        adminCount,
      });
      if (refusal) throw REFUSALS[refusal]();
      await deleteAdmin(tx, userId);
    });
    announceSessionsEnded(deps.bus, userId);
  }

  /** The manager's own password: the auth module's change, which ends the other sessions. */
  async function changeOwnPassword(
    session: Session,
    input: ChangePasswordInput,
    ip: string,
  ): Promise<ChangePasswordResponse> {
    const user = await deps.auth.changePassword(session, input, ip);
    return { user: presentSessionUser(user) };
  }

  return { list, create, update, remove, changeOwnPassword };
}

export type GroupUsersService = ReturnType<typeof createGroupUsersService>;
