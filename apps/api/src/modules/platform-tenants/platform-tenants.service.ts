import {
  TENANT_RESTORE_DAYS,
  type PlatformTenant,
  type PlatformTenantCreate,
  type PlatformTenantList,
  type PlatformTenantUpdate,
} from '@meja/shared/contracts/platform-tenants';
import type { Database } from '../../db/client';
import type { TenantRow } from '../../db/schema/platform';
import { inAppTx, inTenantTx, unsafePlatformReadTx, type Tx } from '../../platform/db-scope';
import type { ServiceDeps } from '../../platform/deps';
import type { Job } from '../../platform/jobs';
import { AppError, notFound } from '../../platform/errors';
import { announceSessionsEnded, type EventBus } from '../../platform/events';
import { uniqueViolationConstraint } from '../../platform/pg-errors';
import { changedFields, PLATFORM_ACTOR, recordAudit, type AuditActor } from '../audit/audit.service';
import { trialTenantValues } from '../auth/registration.service';
import { presentConsoleTenant } from './platform-tenants.presenter';
import {
  deleteTenantRows,
  findConsoleTenant,
  insertConsoleTenant,
  listConsoleTenants,
  lockIfPurgeDue,
  lockTenant,
  moveSlug,
  purgeDueIds,
  staffIdsOf,
  slugTakenByOther,
  updateConsoleTenant,
  type ConsoleTenantChanges,
} from './platform-tenants.repo';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Tenants purged per transaction; the job runs again for the rest. */
const PURGE_BATCH = 20;

/** Which audit action each changeable field is recorded under. */
const FIELD_ACTIONS = {
  name: 'tenant.name',
  slug: 'tenant.slug',
  package: 'tenant.package',
  active: 'tenant.active',
  quotaLimit: 'tenant.quota',
  adsEnabled: 'tenant.ads',
} as const satisfies Record<keyof PlatformTenantUpdate, string>;

const TENANT_NOT_FOUND = 'Tenant tidak ditemukan.';

/** The tenant's fields an audit record shows. */
function auditedFields(row: TenantRow): Record<string, unknown> {
  return {
    name: row.name,
    slug: row.slug,
    package: row.package,
    active: row.active,
    quotaLimit: row.quotaLimit,
    adsEnabled: row.adsEnabled,
    deletedAt: row.deletedAt?.toISOString() ?? null,
    purgeAfter: row.purgeAfter?.toISOString() ?? null,
  };
}

/** A unique violation on the slug (two renames racing for it) is the same answer as a taken slug. */
async function slugSafe<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const constraint = uniqueViolationConstraint(error);
    if (constraint === 'tenants_slug_unique' || constraint === 'tenant_slug_redirects_pkey') {
      throw new AppError('SLUG_TAKEN');
    }
    throw error;
  }
}

async function lockExisting(tx: Tx, tenantId: string): Promise<TenantRow> {
  const row = await lockTenant(tx, tenantId);
  if (!row) throw notFound(TENANT_NOT_FOUND);
  return row;
}

/**
 * Deletes, with every row of theirs, the tenants whose 30 days of restore have passed, each with an
 * audit record by the platform, one tenant per transaction. For the job runner; returns how many
 * were purged. Safe beside another run: a tenant locked or already gone is skipped.
 */
export async function purgeDeletedTenants(db: Database, now: Date): Promise<number> {
  let purged = 0;
  for (;;) {
    const due = await inAppTx(db, (tx) => purgeDueIds(tx, now, PURGE_BATCH));
    let round = 0;
    for (const tenantId of due) {
      const done = await inTenantTx(db, tenantId, async (tx) => {
        const row = await lockIfPurgeDue(tx, tenantId, now);
        if (!row) return false;
        await recordAudit(
          tx,
          PLATFORM_ACTOR,
          {
            action: 'tenant.purge',
            targetType: 'tenant',
            targetId: row.id,
            targetLabel: row.slug,
            before: auditedFields(row),
          },
          now,
        );
        await deleteTenantRows(tx, row.id);
        return true;
      });
      if (done) round += 1;
    }
    purged += round;
    // Fewer than a batch, or only ones another run holds: the rest is for the next run.
    if (due.length < PURGE_BATCH || round === 0) return purged;
  }
}

/**
 * The purge as a background job. Each tenant's purge is a transaction of its own (a large tenant's
 * rows must not hold the job lock's transaction), so it runs after the runner's commit; a second
 * instance purging at the same moment skips what the first holds or has done.
 */
export function createTenantPurgeJob(db: Database): Job {
  return {
    name: 'tenant-purge',
    run: async (_tx, now) => async () => {
      await purgeDeletedTenants(db, now);
    },
  };
}

interface Deps extends Pick<ServiceDeps, 'db' | 'now'> {
  /** Told after every change, so cached public reads of the tenant are dropped. */
  onChanged?: (tenantId: string) => void;
  /** The realtime bus: a tenant switched off ends its staff's open event streams at once. */
  bus?: EventBus;
}

/** /api/v1/super-admin/tenants: the platform's tenants, their package, quota, ads, standing, slug. */
export function createPlatformTenantsService(deps: Deps) {
  /** The tenant as the list shows it, read after the change committed (its orders need the platform read). */
  async function present(tenantId: string): Promise<PlatformTenant> {
    const row = await unsafePlatformReadTx(deps.db, (tx) => findConsoleTenant(tx, tenantId, deps.now()));
    if (!row) throw notFound(TENANT_NOT_FOUND);
    return presentConsoleTenant(row);
  }

  async function changed(tenantId: string): Promise<PlatformTenant> {
    deps.onChanged?.(tenantId);
    const tenant = await present(tenantId);
    // Switched off (or deleted): every open staff stream re-checks its access now, not at its keep-alive.
    if (!tenant.active && deps.bus) {
      const bus = deps.bus;
      const staff = await inAppTx(deps.db, (tx) => staffIdsOf(tx, tenantId));
      for (const userId of staff) announceSessionsEnded(bus, userId);
    }
    return tenant;
  }

  async function list(): Promise<PlatformTenantList> {
    const rows = await unsafePlatformReadTx(deps.db, (tx) => listConsoleTenants(tx, deps.now()));
    return { items: rows.map(presentConsoleTenant) };
  }

  async function create(input: PlatformTenantCreate, actor: AuditActor): Promise<PlatformTenant> {
    const now = deps.now();
    return slugSafe(() =>
      inAppTx(deps.db, async (tx) => {
        if (await slugTakenByOther(tx, input.slug, null)) throw new AppError('SLUG_TAKEN');
        const row = await insertConsoleTenant(tx, {
          name: input.name.toUpperCase(),
          slug: input.slug,
          ...(await trialTenantValues(tx, now)),
        });
        await recordAudit(
          tx,
          actor,
          {
            action: 'tenant.create',
            targetType: 'tenant',
            targetId: row.id,
            targetLabel: row.slug,
            after: auditedFields(row),
          },
          now,
        );
        return row.id;
      }),
    ).then(present);
  }

  async function update(
    tenantId: string,
    input: PlatformTenantUpdate,
    actor: AuditActor,
  ): Promise<PlatformTenant> {
    const now = deps.now();
    await slugSafe(() =>
      inAppTx(deps.db, async (tx) => {
        const before = await lockExisting(tx, tenantId);
        if (before.deletedAt) throw new AppError('TENANT_DELETED');
        const changes: ConsoleTenantChanges = {
          ...(input.name !== undefined && { name: input.name.toUpperCase() }),
          ...(input.slug !== undefined && { slug: input.slug }),
          ...(input.package !== undefined && { package: input.package }),
          ...(input.active !== undefined && { active: input.active }),
          ...(input.quotaLimit !== undefined && { quotaLimit: input.quotaLimit }),
          ...(input.adsEnabled !== undefined && { adsEnabled: input.adsEnabled }),
        };
        const diff = changedFields(auditedFields(before), changes);
        if (!diff) return;
        if (changes.slug !== undefined && changes.slug !== before.slug) {
          if (await slugTakenByOther(tx, changes.slug, tenantId)) throw new AppError('SLUG_TAKEN');
          await moveSlug(tx, tenantId, before.slug, changes.slug);
        }
        await updateConsoleTenant(tx, tenantId, changes);
        for (const [field, action] of Object.entries(FIELD_ACTIONS)) {
          if (!(field in diff.after)) continue;
          await recordAudit(
            tx,
            actor,
            {
              action,
              targetType: 'tenant',
              targetId: tenantId,
              targetLabel: changes.slug ?? before.slug,
              before: { [field]: diff.before[field] },
              after: { [field]: diff.after[field] },
            },
            now,
          );
        }
      }),
    );
    return changed(tenantId);
  }

  /** Soft delete: inactive at once (staff and diners refused), restorable for 30 days, then purged. */
  async function remove(tenantId: string, confirmSlug: string, actor: AuditActor): Promise<PlatformTenant> {
    const now = deps.now();
    await inAppTx(deps.db, async (tx) => {
      const before = await lockExisting(tx, tenantId);
      if (before.deletedAt) throw new AppError('TENANT_DELETED');
      if (confirmSlug !== before.slug) throw new AppError('CONFIRM_SLUG_MISMATCH');
      const purgeAfter = new Date(now.getTime() + TENANT_RESTORE_DAYS * DAY_MS);
      await updateConsoleTenant(tx, tenantId, {
        active: false,
        deletedAt: now,
        purgeAfter,
        activeBeforeDelete: before.active,
      });
      await recordAudit(
        tx,
        actor,
        {
          action: 'tenant.delete',
          targetType: 'tenant',
          targetId: tenantId,
          targetLabel: before.slug,
          before: { active: before.active, deletedAt: null, purgeAfter: null },
          after: { active: false, deletedAt: now.toISOString(), purgeAfter: purgeAfter.toISOString() },
        },
        now,
      );
    });
    return changed(tenantId);
  }

  /** Brings a deleted tenant back as it was (active again only if it was active when deleted). */
  async function restore(tenantId: string, actor: AuditActor): Promise<PlatformTenant> {
    const now = deps.now();
    await inAppTx(deps.db, async (tx) => {
      const before = await lockExisting(tx, tenantId);
      if (!before.deletedAt || !before.purgeAfter) throw new AppError('TENANT_NOT_DELETED');
      if (before.purgeAfter.getTime() <= now.getTime()) throw new AppError('RESTORE_EXPIRED');
      const active = before.activeBeforeDelete ?? true;
      await updateConsoleTenant(tx, tenantId, {
        active,
        deletedAt: null,
        purgeAfter: null,
        activeBeforeDelete: null,
      });
      await recordAudit(
        tx,
        actor,
        {
          action: 'tenant.restore',
          targetType: 'tenant',
          targetId: tenantId,
          targetLabel: before.slug,
          before: {
            active: before.active,
            deletedAt: before.deletedAt.toISOString(),
            purgeAfter: before.purgeAfter.toISOString(),
          },
          after: { active, deletedAt: null, purgeAfter: null },
        },
        now,
      );
    });
    return changed(tenantId);
  }

  return { list, create, update, remove, restore };
}

export type PlatformTenantsService = ReturnType<typeof createPlatformTenantsService>;
