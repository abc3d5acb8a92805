import type { PlatformUser } from '@meja/shared/contracts/platform-users';
import type { AccountRow } from './platform-users.repo';

export function presentPlatformUser(row: AccountRow): PlatformUser {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    tenantSlug: row.tenantSlug,
    groupSlug: row.groupSlug,
    mustChangePassword: row.mustChangePassword,
    createdAt: row.createdAt.toISOString(),
  };
}

/** What an audit record keeps of an account (never a password). */
export function auditedAccount(row: AccountRow): Record<string, unknown> {
  return {
    name: row.name,
    email: row.email,
    role: row.role,
    tenantSlug: row.tenantSlug,
    groupSlug: row.groupSlug,
  };
}
