import type { AuditList, AuditQuery } from '@meja/shared/contracts/audit';
import type { AuthUser } from '../../platform/auth/auth-user';
import { inAppTx, type Tx } from '../../platform/db-scope';
import type { ServiceDeps } from '../../platform/deps';
import { presentAudit } from './audit.presenter';
import { insertAudit, listAudit } from './audit.repo';

/** Who did it: a person (their id and email, kept even after the account is deleted) or the platform. */
export interface AuditActor {
  userId: string | null;
  email: string;
}

export const PLATFORM_ACTOR: AuditActor = { userId: null, email: 'system' };

export function auditActorOf(user: Pick<AuthUser, 'id' | 'email'>): AuditActor {
  return { userId: user.id, email: user.email };
}

export interface AuditEvent {
  /** Dotted verb: `tenant.create`, `tenant.package`, `group.delete`, `invoice.pay`… */
  action: string;
  targetType: string;
  targetId: string;
  targetLabel?: string;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

/**
 * Records a console action inside the caller's transaction, so the record exists exactly when the
 * change does. `at` is the service's clock (the test clock moves it).
 */
export async function recordAudit(tx: Tx, actor: AuditActor, event: AuditEvent, at: Date): Promise<void> {
  await insertAudit(tx, {
    at,
    actorUserId: actor.userId,
    actorEmail: actor.email,
    action: event.action,
    targetType: event.targetType,
    targetId: event.targetId,
    targetLabel: event.targetLabel ?? '',
    before: event.before ?? null,
    after: event.after ?? null,
  });
}

/** Only the fields that differ, each side with its own value: what a before → after line shows. */
export function changedFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): { before: Record<string, unknown>; after: Record<string, unknown> } | null {
  const keys = Object.keys(after).filter((key) => !Object.is(before[key], after[key]));
  if (keys.length === 0) return null;
  return {
    before: Object.fromEntries(keys.map((key) => [key, before[key] ?? null])),
    after: Object.fromEntries(keys.map((key) => [key, after[key] ?? null])),
  };
}

export function createAuditService(deps: Pick<ServiceDeps, 'db'>) {
  return {
    async list(query: AuditQuery): Promise<AuditList> {
      const rows = await inAppTx(deps.db, (tx) => listAudit(tx, query));
      return { items: rows.map(presentAudit) };
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
