import { and, asc, eq, isNull } from 'drizzle-orm';
import { tenants } from '../../db/schema/platform';
import type { Tx } from '../../platform/db-scope';

/** A branch as the group's figures need it. */
export interface ReportBranch {
  id: string;
  slug: string;
  name: string;
  active: boolean;
  timezone: string;
}

/** The group's branches (deleted ones left out), oldest first. */
export function groupBranches(tx: Tx, groupId: string): Promise<ReportBranch[]> {
  return tx
    .select({
      id: tenants.id,
      slug: tenants.slug,
      name: tenants.name,
      active: tenants.active,
      timezone: tenants.timezone,
    })
    .from(tenants)
    .where(and(eq(tenants.groupId, groupId), isNull(tenants.deletedAt)))
    .orderBy(asc(tenants.createdAt), asc(tenants.id));
}
