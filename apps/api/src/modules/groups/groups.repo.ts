import { eq } from 'drizzle-orm';
import { groups, type GroupRow } from '../../db/schema/platform';
import type { Tx } from '../../platform/db-scope';

export async function findGroupBySlug(tx: Tx, slug: string): Promise<GroupRow | undefined> {
  const rows = await tx.select().from(groups).where(eq(groups.slug, slug));
  return rows[0];
}
