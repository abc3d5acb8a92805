import { eq } from 'drizzle-orm';
import { tenants } from '../../db/schema/platform';
import type { Tx } from '../../platform/db-scope';

/** The tenant's static QRIS payload (null clears it); answers what is stored now. */
export async function updateQrisStaticPayload(
  tx: Tx,
  tenantId: string,
  qrisStaticPayload: string | null,
): Promise<string | null> {
  const [row] = await tx
    .update(tenants)
    .set({ qrisStaticPayload })
    .where(eq(tenants.id, tenantId))
    .returning({ qrisStaticPayload: tenants.qrisStaticPayload });
  if (!row) throw new Error(`tenant ${tenantId} vanished`);
  return row.qrisStaticPayload;
}
