import { and, desc, eq, lt, type SQL } from 'drizzle-orm';
import type { AuditQuery } from '@meja/shared/contracts/audit';
import { auditLog, type AuditRow } from '../../db/schema/console';
import type { Tx } from '../../platform/db-scope';

export type NewAuditRow = typeof auditLog.$inferInsert;

export async function insertAudit(tx: Tx, row: NewAuditRow): Promise<void> {
  await tx.insert(auditLog).values(row);
}

export async function listAudit(tx: Tx, query: AuditQuery): Promise<AuditRow[]> {
  const where: SQL[] = [];
  if (query.targetType) where.push(eq(auditLog.targetType, query.targetType));
  if (query.targetId) where.push(eq(auditLog.targetId, query.targetId));
  if (query.before) where.push(lt(auditLog.at, new Date(query.before)));
  return tx
    .select()
    .from(auditLog)
    .where(where.length > 0 ? and(...where) : undefined)
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(query.limit);
}
