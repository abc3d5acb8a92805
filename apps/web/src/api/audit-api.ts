import { auditList, type AuditList } from '@meja/shared/contracts/audit';
import { apiGet } from './http-client';

/** Every console query's scope: a console change invalidates it, so the log shows the change. */
export const AUDIT_QUERY_KEY = ['super-admin', 'audit'] as const;

export const AUDIT_PAGE_SIZE = 20;

/** GET /api/v1/super-admin/audit (issue 15): the console's action records, newest first. */
export function fetchAudit(before: string | undefined, signal?: AbortSignal): Promise<AuditList> {
  const query = new URLSearchParams({ limit: String(AUDIT_PAGE_SIZE) });
  if (before) query.set('before', before);
  return apiGet(`/super-admin/audit?${query.toString()}`, auditList, { signal });
}
