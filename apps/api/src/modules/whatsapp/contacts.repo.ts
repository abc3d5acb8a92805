import { gt, inArray, and, sql } from 'drizzle-orm';
import { waContacts } from '../../db/schema/marketing';
import type { Tx } from '../../platform/db-scope';

/** SQL of the platform number's contacts: when each last wrote to it (the 24-hour window). */

export async function recordInbound(tx: Tx, phone: string, at: Date): Promise<void> {
  await tx
    .insert(waContacts)
    .values({ phone, lastInboundAt: at })
    .onConflictDoUpdate({
      target: waContacts.phone,
      set: { lastInboundAt: sql`greatest(${waContacts.lastInboundAt}, excluded.last_inbound_at)` },
    });
}

/** Of `phones`, those who wrote after `since`. */
export async function phonesWrittenSince(
  tx: Tx,
  phones: readonly string[],
  since: Date,
): Promise<Set<string>> {
  if (phones.length === 0) return new Set();
  const rows = await tx
    .select({ phone: waContacts.phone })
    .from(waContacts)
    .where(and(inArray(waContacts.phone, [...phones]), gt(waContacts.lastInboundAt, since)));
  return new Set(rows.map((row) => row.phone));
}
