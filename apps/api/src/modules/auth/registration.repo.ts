import { eq } from 'drizzle-orm';
import { tenants, tenantSlugRedirects, type TenantRow } from '../../db/schema/platform';
import type { Tx } from '../../platform/db-scope';

/* SQL of a registration's tenant: a free slug, the new restaurant, and its removal when the mail fails. */

/** A tenant's current slug, or an old one that still redirects to its tenant (printed QR codes). */
export async function slugInUse(tx: Tx, slug: string): Promise<boolean> {
  const rows = await tx.select({ id: tenants.id }).from(tenants).where(eq(tenants.slug, slug));
  if (rows.length > 0) return true;
  const old = await tx
    .select({ id: tenantSlugRedirects.tenantId })
    .from(tenantSlugRedirects)
    .where(eq(tenantSlugRedirects.oldSlug, slug));
  return old.length > 0;
}

export async function insertTenant(tx: Tx, values: typeof tenants.$inferInsert): Promise<TenantRow> {
  const [row] = await tx.insert(tenants).values(values).returning();
  if (!row) throw new Error('insert tenants returned no row');
  return row;
}

/** Removes a tenant and, through the foreign keys, its users and their tokens. */
export async function deleteTenant(tx: Tx, tenantId: string): Promise<void> {
  await tx.delete(tenants).where(eq(tenants.id, tenantId));
}
