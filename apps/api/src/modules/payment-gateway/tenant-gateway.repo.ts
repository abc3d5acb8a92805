import { eq } from 'drizzle-orm';
import { tenantGateways, type TenantGatewayRow } from '../../db/schema/tenant-gateways';
import type { Tx } from '../../platform/db-scope';

/** SQL of the restaurant's own gateway account (issue 17). */

export async function readTenantGateway(tx: Tx, tenantId: string): Promise<TenantGatewayRow | undefined> {
  const [row] = await tx.select().from(tenantGateways).where(eq(tenantGateways.tenantId, tenantId));
  return row;
}

export async function saveTenantGateway(
  tx: Tx,
  values: typeof tenantGateways.$inferInsert,
): Promise<TenantGatewayRow> {
  const { tenantId: _tenantId, ...changes } = values;
  const [row] = await tx
    .insert(tenantGateways)
    .values(values)
    .onConflictDoUpdate({ target: tenantGateways.tenantId, set: changes })
    .returning();
  if (!row) throw new Error('tenant gateway not saved');
  return row;
}

/** Every restaurant's gateway row: only under unsafePlatformReadTx (the dev server's fakes). */
export function unsafeAllTenantGateways(tx: Tx): Promise<TenantGatewayRow[]> {
  return tx.select().from(tenantGateways);
}
