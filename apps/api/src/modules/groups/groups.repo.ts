import { eq } from 'drizzle-orm';
import { groups } from '../../db/schema/platform';
import type { Tx } from '../../platform/db-scope';

export type GroupRow = typeof groups.$inferSelect;

export async function findGroupBySlug(tx: Tx, slug: string): Promise<GroupRow | undefined> {
  const rows = await tx.select().from(groups).where(eq(groups.slug, slug));
  return rows[0];
}
