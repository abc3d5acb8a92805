import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';

export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Every request's work runs in one transaction as the application role (no BYPASSRLS, owns
 * nothing), so row-level security applies whoever the connection's login is (DESIGN §3).
 */
export function inAppTx<T>(db: Database, work: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local role meja_app`);
    return work(tx);
  });
}

/** As inAppTx, with `app.tenant_id` set: tenant tables show and accept only this tenant's rows. */
export function inTenantTx<T>(db: Database, tenantId: string, work: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    // One round trip: set_config('role', …, true) is SET LOCAL ROLE.
    await tx.execute(
      sql`select set_config('app.tenant_id', ${tenantId}, true), set_config('role', 'meja_app', true)`,
    );
    return work(tx);
  });
}

/**
 * UNSAFE: sees every tenant's rows of the tables that carry `platformReadPolicy` (read only; a
 * write still needs inTenantTx). For the platform console only, never for a tenant's request.
 */
export function unsafePlatformReadTx<T>(db: Database, work: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('app.platform_read', 'on', true), set_config('role', 'meja_app', true)`,
    );
    return work(tx);
  });
}
