import { z } from 'zod';

/** A recorded console action (issue 15): who, what, on which object, before → after, when. */
export const auditEntry = z.object({
  _id: z.string(),
  at: z.string(),
  actorEmail: z.string(),
  /** False for what the platform did by itself (the lifecycle job). */
  byPerson: z.boolean(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  targetLabel: z.string(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditEntry = z.infer<typeof auditEntry>;

export const AUDIT_PAGE_MAX = 200;

/** GET /api/v1/super-admin/audit: newest first; `before` (an entry's `at`) pages back. */
export const auditQuery = z.object({
  targetType: z.string().trim().max(40).optional(),
  targetId: z.string().trim().max(100).optional(),
  before: z.iso.datetime({ offset: true }).optional(),
  limit: z.coerce.number().int().min(1).max(AUDIT_PAGE_MAX).default(50),
});
export type AuditQuery = z.infer<typeof auditQuery>;

export const auditList = z.object({ items: z.array(auditEntry) });
export type AuditList = z.infer<typeof auditList>;
