import type { GroupUser } from '@meja/shared/contracts/group';
import type { GroupAdminRow } from './group-users.repo';

export function presentGroupUser(row: GroupAdminRow): GroupUser {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    tenantName: row.tenantName,
    tenantSlug: row.tenantSlug,
    mustChangePassword: row.mustChangePassword,
    createdAt: row.createdAt.toISOString(),
  };
}
