import { eq } from 'drizzle-orm';
import { tenants, type TenantRow } from '../../db/schema/platform';
import type { Tx } from '../../platform/db-scope';

/* SQL of a paid invoice's effect on the tenant: its package, its paid period, its spent checkout token. */

/** The tenant row, locked until the transaction ends (two invoices paid at once extend one after the other). */
export async function lockTenantRow(tx: Tx, tenantId: string): Promise<TenantRow> {
  const [row] = await tx.select().from(tenants).where(eq(tenants.id, tenantId)).for('update');
  if (!row) throw new Error(`tenant ${tenantId} vanished`);
  return row;
}

/** The tenant row, unlocked (an invoice already paid only names its tenant). */
export async function tenantRow(tx: Tx, tenantId: string): Promise<TenantRow> {
  const [row] = await tx.select().from(tenants).where(eq(tenants.id, tenantId));
  if (!row) throw new Error(`tenant ${tenantId} vanished`);
  return row;
}

/** The package a paid invoice bought and the end of the paid period. */
export async function updateTenantPlan(
  tx: Tx,
  tenantId: string,
  values: { package: TenantRow['package']; paidUntil: Date },
): Promise<void> {
  await tx.update(tenants).set(values).where(eq(tenants.id, tenantId));
}

/** The registration's payment link stops working (the tenant has paid an invoice). */
export async function clearCheckoutToken(tx: Tx, tenantId: string): Promise<void> {
  await tx.update(tenants).set({ checkoutTokenHash: null }).where(eq(tenants.id, tenantId));
}
