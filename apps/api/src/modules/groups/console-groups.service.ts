import type { z } from 'zod';
import type { ConsoleGroup, MembershipAssigned, groupSave } from '@meja/shared/contracts/console-groups';
import { PLATFORM_ACCOUNT_MESSAGES as MESSAGES } from '@meja/shared/platform-accounts';
import { inAppTx, type Tx } from '../../platform/db-scope';
import type { ServiceDeps } from '../../platform/deps';
import { AppError, notFound } from '../../platform/errors';
import { announceGroupBranchesChanged, announceSessionsEnded, type EventBus } from '../../platform/events';
import { uniqueViolationConstraint } from '../../platform/pg-errors';
import { changedFields, recordAudit, type AuditActor } from '../audit/audit.service';
import {
  countLinkedTenants,
  deleteGroup,
  findGroupWithCounts,
  insertGroup,
  linkTenantAsEnterprise,
  listGroupsWithCounts,
  lockGroup,
  lockGroupAccounts,
  lockLiveTenant,
  revokeSessionsOf,
  slugUsedByOtherGroup,
  updateGroup,
  type GroupWithCounts,
} from './console-groups.repo';

type GroupInput = z.output<typeof groupSave>;

/** SPEC §5: names are upper-cased on entry. */
const stored = (input: GroupInput): GroupInput => ({ name: input.name.toUpperCase(), slug: input.slug });

const GROUP_SLUG_UNIQUE = 'groups_slug_unique';

function slugTaken(): AppError {
  return new AppError('GROUP_SLUG_TAKEN', MESSAGES.groupSlugTaken, {
    fields: { slug: MESSAGES.groupSlugTaken },
  });
}

function present(row: GroupWithCounts): ConsoleGroup {
  return {
    _id: row.id,
    name: row.name,
    slug: row.slug,
    tenantCount: row.tenantCount,
    managerCount: row.managerCount,
    createdAt: row.createdAt.toISOString(),
  };
}

const groupNotFound = () => notFound(MESSAGES.groupNotFound);

/**
 * The super admin's groups (SPEC §2 Groups, issue 15): list, create, rename, delete, and make a
 * tenant a branch of a group on ENTERPRISE. Every change writes its audit record in its transaction.
 *
 * A group with tenants is never deleted (409 GROUP_HAS_TENANTS: the operator moves them first, so no
 * branch loses its group by a misclick); its managers lose the link, and their sessions end.
 */
export function createConsoleGroupsService(deps: Pick<ServiceDeps, 'db' | 'now'> & { bus: EventBus }) {
  async function withCounts(tx: Tx, id: string): Promise<ConsoleGroup> {
    const row = await findGroupWithCounts(tx, id);
    if (!row) throw groupNotFound();
    return present(row);
  }

  /** Runs `work`, answering a slug lost to a simultaneous save as GROUP_SLUG_TAKEN. */
  async function saving<T>(work: () => Promise<T>): Promise<T> {
    return work().catch((error: unknown) => {
      if (uniqueViolationConstraint(error) === GROUP_SLUG_UNIQUE) throw slugTaken();
      throw error;
    });
  }

  async function list(): Promise<ConsoleGroup[]> {
    const rows = await inAppTx(deps.db, listGroupsWithCounts);
    return rows.map(present);
  }

  async function create(actor: AuditActor, given: GroupInput): Promise<ConsoleGroup> {
    const input = stored(given);
    return saving(() =>
      inAppTx(deps.db, async (tx) => {
        if (await slugUsedByOtherGroup(tx, input.slug, null)) throw slugTaken();
        const id = await insertGroup(tx, { name: input.name, slug: input.slug });
        await recordAudit(
          tx,
          actor,
          {
            action: 'group.create',
            targetType: 'group',
            targetId: id,
            targetLabel: input.slug,
            after: input,
          },
          deps.now(),
        );
        return withCounts(tx, id);
      }),
    );
  }

  async function update(actor: AuditActor, id: string, given: GroupInput): Promise<ConsoleGroup> {
    const input = stored(given);
    return saving(() =>
      inAppTx(deps.db, async (tx) => {
        const group = await lockGroup(tx, { id });
        if (!group) throw groupNotFound();
        if (await slugUsedByOtherGroup(tx, input.slug, id)) throw slugTaken();
        const change = changedFields({ name: group.name, slug: group.slug }, { ...input });
        if (change) {
          await updateGroup(tx, id, input);
          await recordAudit(
            tx,
            actor,
            { action: 'group.update', targetType: 'group', targetId: id, targetLabel: input.slug, ...change },
            deps.now(),
          );
        }
        return withCounts(tx, id);
      }),
    );
  }

  async function remove(actor: AuditActor, id: string): Promise<void> {
    const managers = await inAppTx(deps.db, async (tx) => {
      const group = await lockGroup(tx, { id });
      if (!group) throw groupNotFound();
      if ((await countLinkedTenants(tx, id)) > 0) throw new AppError('GROUP_HAS_TENANTS');
      const accounts = await lockGroupAccounts(tx, id);
      await revokeSessionsOf(tx, accounts, deps.now());
      await deleteGroup(tx, id);
      await recordAudit(
        tx,
        actor,
        {
          action: 'group.delete',
          targetType: 'group',
          targetId: id,
          targetLabel: group.slug,
          before: { name: group.name, slug: group.slug, managersUnlinked: accounts.length },
        },
        deps.now(),
      );
      return accounts;
    });
    for (const userId of managers) announceSessionsEnded(deps.bus, userId);
  }

  /**
   * SPEC §7 assign-membership: the tenant `ownerSlug` becomes a branch of the group and ENTERPRISE.
   * Already a branch of this group: answered again (its package made ENTERPRISE if it was not). A
   * branch of another group: 409, never moved silently away from that group's manager.
   */
  async function assignMembership(
    actor: AuditActor,
    groupSlug: string,
    ownerSlug: string,
  ): Promise<MembershipAssigned> {
    const assigned = await inAppTx(deps.db, async (tx) => {
      const group = await lockGroup(tx, { slug: groupSlug });
      if (!group) throw groupNotFound();
      const tenant = await lockLiveTenant(tx, ownerSlug);
      if (!tenant) throw notFound(MESSAGES.tenantNotFound);
      if (tenant.groupId !== null && tenant.groupId !== group.id) throw new AppError('TENANT_IN_OTHER_GROUP');
      const change = changedFields(
        { groupId: tenant.groupId, package: tenant.package },
        { groupId: group.id, package: 'ENTERPRISE' },
      );
      if (change) {
        await linkTenantAsEnterprise(tx, tenant.id, group.id);
        await recordAudit(
          tx,
          actor,
          {
            action: 'group.assign-membership',
            targetType: 'tenant',
            targetId: tenant.id,
            targetLabel: tenant.slug,
            before: { ...change.before, groupSlug: tenant.groupId === null ? null : group.slug },
            after: { ...change.after, groupSlug: group.slug },
          },
          deps.now(),
        );
      }
      return {
        message: MESSAGES.membershipAssigned,
        group: await withCounts(tx, group.id),
        tenant: { _id: tenant.id, slug: tenant.slug, package: 'ENTERPRISE' },
      } satisfies MembershipAssigned;
    });
    // The group's open screens start following their new branch.
    announceGroupBranchesChanged(deps.bus, assigned.group._id);
    return assigned;
  }

  return { list, create, update, remove, assignMembership };
}

export type ConsoleGroupsService = ReturnType<typeof createConsoleGroupsService>;
