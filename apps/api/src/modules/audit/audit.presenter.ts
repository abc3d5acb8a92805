import type { AuditEntry } from '@meja/shared/contracts/audit';
import type { AuditRow } from '../../db/schema/console';

export function presentAudit(row: AuditRow): AuditEntry {
  return {
    _id: row.id,
    at: row.at.toISOString(),
    actorEmail: row.actorEmail,
    byPerson: row.actorUserId !== null,
    action: row.action,
    targetType: row.targetType,
    targetId: row.targetId,
    targetLabel: row.targetLabel,
    before: row.before ?? null,
    after: row.after ?? null,
  };
}
