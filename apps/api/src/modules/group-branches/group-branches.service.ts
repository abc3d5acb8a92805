import type { z } from 'zod';
import {
  GROUP_MESSAGES,
  type copyMenuRequest,
  type copySettingsRequest,
  type groupBranchCreate,
  type AdminPasswordReset,
  type GroupBranch,
  type GroupBranchCreated,
  type GroupBranchList,
  type MenuCopyResult,
} from '@meja/shared/contracts/group';
import { STAFF_ACCOUNT_MESSAGES, tempPasswordExpiry } from '@meja/shared/staff-accounts';
import type { GroupRow, TenantRow } from '../../db/schema/platform';
import { hashPassword } from '../../platform/auth/passwords';
import { newTempPassword } from '../../platform/auth/temp-password';
import { actAsTenant, inAppTx, type Tx } from '../../platform/db-scope';
import type { ServiceDeps } from '../../platform/deps';
import { AppError, notFound, invalidField } from '../../platform/errors';
import { announceGroupBranchesChanged, announceSessionsEnded, type EventBus } from '../../platform/events';
import { uniqueViolationConstraint } from '../../platform/pg-errors';
import { recordAudit, type AuditActor } from '../audit/audit.service';
import { trialTenantValues } from '../auth/registration.service';
import { createStaffAccount } from '../auth/users.service';
import { ingredientsToCopy, mapIngredientsInto } from '../inventory/inventory.service';
import { menuToCopy, writeMenuCopy } from '../menu/menu.service';
import { optionGroupsToCopy, writeOptionGroupsCopy } from '../menu/menu-options.service';
import { BRANCH_COPIED_SETTINGS, copyBranchSettings } from '../tenants/tenant-settings.service';
import { issueTempPassword, lockOldestAdmin } from '../users/users.service';
import { presentBranch } from './group-branches.presenter';
import {
  findBranch,
  insertBranch,
  listBranches,
  oldestBranch,
  slugInUse,
  type BranchRow,
} from './group-branches.repo';

type CreateInput = z.output<typeof groupBranchCreate>;
type CopySettingsInput = z.output<typeof copySettingsRequest>;
type CopyMenuInput = z.output<typeof copyMenuRequest>;

function adminEmailTaken(): AppError {
  const message = STAFF_ACCOUNT_MESSAGES.emailTaken;
  return new AppError('EMAIL_TAKEN', message, { fields: { adminEmail: message } });
}

/** A create that lost a race at a unique index answers as the check it raced past would have. */
function raceRefusal(error: unknown): never {
  const constraint = uniqueViolationConstraint(error);
  if (constraint === 'tenants_slug_unique') throw new AppError('SLUG_TAKEN');
  if (constraint === 'users_email_lower_unique') throw adminEmailTaken();
  throw error;
}

async function branchOrNotFound(tx: Tx, group: GroupRow, slug: string): Promise<BranchRow> {
  const branch = await findBranch(tx, group.id, slug);
  if (!branch) throw notFound(GROUP_MESSAGES.branchNotFound);
  return branch;
}

/** The source of a copy onto `target`: a branch of the same group, never the target itself. */
async function sourceFor(tx: Tx, group: GroupRow, target: TenantRow, sourceSlug: string): Promise<BranchRow> {
  if (sourceSlug === target.slug) throw invalidField(GROUP_MESSAGES.sourceSelf, 'sourceSlug');
  return branchOrNotFound(tx, group, sourceSlug);
}

/**
 * The source's menu onto the target inside the caller's transaction: read as the source, written as
 * the target (row-level security sees one tenant at a time), the recipes' ingredients mapped, and
 * the option groups of the dishes copied with them (issue 20).
 */
async function copyMenuIn(
  tx: Tx,
  sourceId: string,
  targetId: string,
  options: { overwrite: boolean; now: Date },
): Promise<MenuCopyResult> {
  await actAsTenant(tx, sourceId);
  const dishes = await menuToCopy(tx, sourceId);
  const groups = await optionGroupsToCopy(tx, sourceId);
  const ingredients = await ingredientsToCopy(tx, sourceId, [
    ...dishes.flatMap((dish) => dish.recipe.map((line) => line.inventoryItemId)),
    ...groups.groups.flatMap((group) =>
      group.options.flatMap((option) => option.recipe.map((line) => line.inventoryItemId)),
    ),
  ]);
  await actAsTenant(tx, targetId);
  const mapping = await mapIngredientsInto(tx, targetId, ingredients);
  const ingredientOf = (sourceIngredientId: string) => {
    const id = mapping.ids.get(sourceIngredientId);
    if (!id) throw new Error(`ingredient ${sourceIngredientId} was not mapped`);
    return id;
  };
  const { copied, skipped, dishIdOf } = await writeMenuCopy(tx, targetId, dishes, {
    ...options,
    ingredientOf,
  });
  await writeOptionGroupsCopy(tx, targetId, groups, { dishIdOf, ingredientOf });
  return { copied, skipped, ingredientsCreated: mapping.created };
}

function copiedSettingsOf(row: TenantRow): Record<string, unknown> {
  return Object.fromEntries(BRANCH_COPIED_SETTINGS.map((key) => [key, row[key]]));
}

/**
 * /api/v1/group/{g}/branches (SPEC §2 Group area 'Restaurants', issue 16): the group's branches,
 * a new branch in one transaction, copies of settings and menu between branches, and a new
 * temporary password for a branch's admin. Every branch named (path, body, copy source) must be
 * one of the caller's group, else 404; every write leaves an audit record by the manager.
 */
export function createGroupBranchesService(
  deps: Pick<ServiceDeps, 'db' | 'now'> & {
    bus: EventBus;
    /** Told after a branch's row or menu changed, so cached reads of the tenant are dropped. */
    onTenantChanged: (tenantId: string) => void;
  },
) {
  async function present(group: GroupRow, tenantId: string): Promise<GroupBranch> {
    const rows = await inAppTx(deps.db, (tx) => listBranches(tx, group.id));
    const row = rows.find((branch) => branch.id === tenantId);
    if (!row) throw notFound(GROUP_MESSAGES.branchNotFound);
    return presentBranch(row);
  }

  async function list(group: GroupRow): Promise<GroupBranchList> {
    const rows = await inAppTx(deps.db, (tx) => listBranches(tx, group.id));
    return { items: rows.map(presentBranch) };
  }

  /**
   * A new ENTERPRISE branch of the group, with the settings and menu of the source (or of the
   * group's oldest branch) and its first admin, all in one transaction: any refusal leaves nothing.
   * Standing: the branch shares the group's subscription, so it takes the paid period of the group's
   * oldest branch when that has one; otherwise (the group's first paid invoice has yet to come)
   * the platform's normal trial. ENTERPRISE is billed by contract and never blocked by either.
   */
  async function create(group: GroupRow, input: CreateInput, actor: AuditActor): Promise<GroupBranchCreated> {
    const now = deps.now();
    const tempPassword = input.adminEmail ? newTempPassword() : null;
    const passwordHash = tempPassword === null ? null : await hashPassword(tempPassword);
    const made = await inAppTx(deps.db, async (tx) => {
      if (await slugInUse(tx, input.slug)) throw new AppError('SLUG_TAKEN');
      const oldest = await oldestBranch(tx, group.id);
      // The group's first branch has nothing to copy from: it starts with the platform's defaults.
      const source =
        (input.copySettings || input.copyMenu) && input.sourceSlug
          ? await branchOrNotFound(tx, group, input.sourceSlug)
          : oldest;
      const standing = oldest?.paidUntil
        ? { paidUntil: oldest.paidUntil, trialEndsAt: null }
        : { paidUntil: null, trialEndsAt: (await trialTenantValues(tx, now)).trialEndsAt };
      const branch = await insertBranch(tx, {
        name: input.name.toUpperCase(),
        slug: input.slug,
        city: input.city.toUpperCase(),
        phone: input.phone,
        package: 'ENTERPRISE',
        groupId: group.id,
        ...standing,
      });
      if (source && input.copySettings) await copyBranchSettings(tx, source, branch.id);
      const menu =
        source && input.copyMenu
          ? await copyMenuIn(tx, source.id, branch.id, { overwrite: false, now })
          : { copied: 0, skipped: 0, ingredientsCreated: 0 };
      let admin: GroupBranchCreated['admin'] = null;
      if (tempPassword !== null && passwordHash !== null) {
        const name = (input.adminName || input.adminEmail.split('@')[0] || input.adminEmail).toUpperCase();
        const id = await createStaffAccount(tx, {
          tenantId: branch.id,
          email: input.adminEmail,
          name,
          role: 'RESTAURANT_ADMIN',
          passwordHash,
          tempPasswordExpiresAt: tempPasswordExpiry(now),
          // The manager vouches for the address, as an admin does for the staff it adds.
          emailVerifiedAt: now,
          emailTakenRefusal: adminEmailTaken(),
        });
        admin = { _id: id, name, email: input.adminEmail.toLowerCase(), tempPassword };
      }
      await recordAudit(
        tx,
        actor,
        {
          action: 'branch.create',
          targetType: 'tenant',
          targetId: branch.id,
          targetLabel: branch.slug,
          after: {
            name: branch.name,
            slug: branch.slug,
            package: branch.package,
            group: group.slug,
            source: source && (input.copySettings || input.copyMenu) ? source.slug : null,
            copySettings: input.copySettings,
            copiedMenu: menu.copied,
            admin: admin?.email ?? null,
          },
        },
        now,
      );
      return { branchId: branch.id, admin, copiedMenu: menu.copied };
    }).catch(raceRefusal);
    deps.onTenantChanged(made.branchId);
    announceGroupBranchesChanged(deps.bus, group.id);
    return { branch: await present(group, made.branchId), admin: made.admin, copiedMenu: made.copiedMenu };
  }

  async function copySettings(
    group: GroupRow,
    slug: string,
    input: CopySettingsInput,
    actor: AuditActor,
  ): Promise<{ branch: GroupBranch }> {
    const now = deps.now();
    const targetId = await inAppTx(deps.db, async (tx) => {
      const target = await branchOrNotFound(tx, group, slug);
      const source = await sourceFor(tx, group, target, input.sourceSlug);
      const stored = await copyBranchSettings(tx, source, target.id);
      await recordAudit(
        tx,
        actor,
        {
          action: 'branch.copy-settings',
          targetType: 'tenant',
          targetId: target.id,
          targetLabel: target.slug,
          before: { source: null, ...copiedSettingsOf(target) },
          after: { source: source.slug, ...copiedSettingsOf(stored) },
        },
        now,
      );
      return target.id;
    });
    deps.onTenantChanged(targetId);
    return { branch: await present(group, targetId) };
  }

  async function copyMenu(
    group: GroupRow,
    slug: string,
    input: CopyMenuInput,
    actor: AuditActor,
  ): Promise<MenuCopyResult> {
    const now = deps.now();
    const { targetId, result } = await inAppTx(deps.db, async (tx) => {
      const target = await branchOrNotFound(tx, group, slug);
      const source = await sourceFor(tx, group, target, input.sourceSlug);
      const copied = await copyMenuIn(tx, source.id, target.id, { overwrite: input.overwrite, now });
      await recordAudit(
        tx,
        actor,
        {
          action: 'branch.copy-menu',
          targetType: 'tenant',
          targetId: target.id,
          targetLabel: target.slug,
          after: { source: source.slug, overwrite: input.overwrite, ...copied },
        },
        now,
      );
      return { targetId: target.id, result: copied };
    });
    deps.onTenantChanged(targetId);
    return result;
  }

  /** A new temporary password for the branch's first admin; its sessions end everywhere. */
  async function resetAdminPassword(
    group: GroupRow,
    slug: string,
    actor: AuditActor,
  ): Promise<AdminPasswordReset> {
    const now = deps.now();
    const tempPassword = newTempPassword();
    const passwordHash = await hashPassword(tempPassword);
    const admin = await inAppTx(deps.db, async (tx) => {
      const branch = await branchOrNotFound(tx, group, slug);
      const found = await lockOldestAdmin(tx, branch.id);
      if (!found) throw notFound(GROUP_MESSAGES.noAdmin);
      await issueTempPassword(tx, { tenantId: branch.id, userId: found.id, passwordHash, now });
      await recordAudit(
        tx,
        actor,
        {
          action: 'branch.reset-admin-password',
          targetType: 'user',
          targetId: found.id,
          targetLabel: found.email,
          after: { tenant: branch.slug, mustChangePassword: true },
        },
        now,
      );
      return found;
    });
    announceSessionsEnded(deps.bus, admin.id);
    return { email: admin.email, tempPassword };
  }

  return { list, create, copySettings, copyMenu, resetAdminPassword };
}

export type GroupBranchesService = ReturnType<typeof createGroupBranchesService>;
