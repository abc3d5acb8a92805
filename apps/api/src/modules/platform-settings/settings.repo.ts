import { platformSettings, type PlatformSettingsRow } from '../../db/schema/platform';
import type { Tx } from '../../platform/db-scope';

/** The single settings row, created with its defaults the first time it is read. */
export async function readPlatformSettings(tx: Tx): Promise<PlatformSettingsRow> {
  const [existing] = await tx.select().from(platformSettings);
  if (existing) return existing;
  await tx.insert(platformSettings).values({ id: 1 }).onConflictDoNothing();
  const [created] = await tx.select().from(platformSettings);
  if (!created) throw new Error('platform_settings row missing after insert');
  return created;
}

export type PlatformSettingsChanges = Partial<Omit<typeof platformSettings.$inferInsert, 'id'>>;

/** Changes the single row (made first when missing) and returns it as stored. */
export async function updatePlatformSettings(
  tx: Tx,
  changes: PlatformSettingsChanges,
): Promise<PlatformSettingsRow> {
  await readPlatformSettings(tx);
  if (Object.keys(changes).length === 0) return readPlatformSettings(tx);
  const [updated] = await tx.update(platformSettings).set(changes).returning();
  if (!updated) throw new Error('platform_settings row missing on update');
  return updated;
}
