import { and, count, desc, eq, isNotNull, isNull, like, sql, type SQL } from 'drizzle-orm';
import type { LEAD_FILTERS } from '@meja/shared/contracts/marketing';
import { waLeads } from '../../db/schema/orders';
import type { Tx } from '../../platform/db-scope';

/** SQL of the restaurant's WhatsApp leads (issue 18); the opt-in itself is written by orders. */

export type LeadRow = typeof waLeads.$inferSelect;

function matching(tenantId: string, digits: string, filter: (typeof LEAD_FILTERS)[number]): SQL | undefined {
  return and(
    eq(waLeads.tenantId, tenantId),
    digits ? like(waLeads.phone, `%${digits}%`) : undefined,
    filter === 'reachable' ? isNull(waLeads.optedOutAt) : undefined,
    filter === 'opted-out' ? isNotNull(waLeads.optedOutAt) : undefined,
  );
}

export async function listLeads(
  tx: Tx,
  tenantId: string,
  query: { digits: string; filter: (typeof LEAD_FILTERS)[number]; limit: number },
) {
  const where = matching(tenantId, query.digits, query.filter);
  const items = await tx
    .select()
    .from(waLeads)
    .where(where)
    .orderBy(desc(waLeads.consentedAt), desc(waLeads.id))
    .limit(query.limit);
  const [counts] = await tx
    .select({
      total: count(),
      reachable: sql<number>`count(*) filter (where ${waLeads.optedOutAt} is null)`.mapWith(Number),
    })
    .from(waLeads)
    .where(where);
  return { items, total: counts?.total ?? 0, reachable: counts?.reachable ?? 0 };
}

/** Opts the lead out (once: an earlier opt-out keeps its time and source); undefined: no such lead. */
export async function optOutLead(
  tx: Tx,
  tenantId: string,
  match: { id: string } | { phone: string },
  source: 'reply' | 'admin',
  now: Date,
): Promise<LeadRow | undefined> {
  const which = 'id' in match ? eq(waLeads.id, match.id) : eq(waLeads.phone, match.phone);
  await tx
    .update(waLeads)
    .set({ optedOutAt: now, optOutSource: source })
    .where(and(eq(waLeads.tenantId, tenantId), which, isNull(waLeads.optedOutAt)));
  const [row] = await tx
    .select()
    .from(waLeads)
    .where(and(eq(waLeads.tenantId, tenantId), which));
  return row;
}

/** The restaurants that have `phone` among their leads: only under unsafePlatformReadTx. */
export async function unsafeTenantsWithLead(tx: Tx, phone: string): Promise<string[]> {
  const rows = await tx
    .selectDistinct({ tenantId: waLeads.tenantId })
    .from(waLeads)
    .where(eq(waLeads.phone, phone));
  return rows.map((row) => row.tenantId);
}

/** Whether `phone` opted out at this restaurant (it is then never messaged again). */
export async function isOptedOut(tx: Tx, tenantId: string, phone: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: waLeads.id })
    .from(waLeads)
    .where(and(eq(waLeads.tenantId, tenantId), eq(waLeads.phone, phone), isNotNull(waLeads.optedOutAt)));
  return row !== undefined;
}
