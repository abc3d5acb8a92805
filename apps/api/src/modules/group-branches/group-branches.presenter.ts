import type { GroupBranch } from '@meja/shared/contracts/group';
import type { BranchRow } from './group-branches.repo';

export function presentBranch(row: BranchRow): GroupBranch {
  return {
    _id: row.id,
    name: row.name,
    slug: row.slug,
    city: row.city,
    phone: row.phone,
    package: row.package,
    active: row.active,
    adminCount: row.adminCount,
    createdAt: row.createdAt.toISOString(),
  };
}
