import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { hotRows, hotStatement } from './hot-sql';
import { isConnectionError } from './pg-errors';

export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Attempts of a transaction whose BEGIN failed on a dead connection (nothing ran yet). */
const MAX_BEGIN_ATTEMPTS = 3;

/**
 * One transaction, run again when its connection broke before COMMIT was sent: PostgreSQL then
 * rolled it back, so nothing of the earlier attempt was written. A restart, a failover or a reaper
 * terminating connections thus costs a request a retry on a fresh connection, not an error. The
 * work is run at most twice; a connection that was already dead when BEGIN was sent (the pool
 * learns of it only then) is replaced up to MAX_BEGIN_ATTEMPTS times. A failure at COMMIT itself
 * is ambiguous — the commit may have happened — and is never retried: the client gets a 503, and an
 * Idempotency-Key makes its own retry safe (platform/idempotency.ts). So `work` must touch only
 * the database (no mail, no events) before it returns.
 */
async function transaction<T>(db: Database, work: (tx: Tx) => Promise<T>): Promise<T> {
  let begins = 0;
  let workRuns = 0;
  for (;;) {
    let began = false;
    let commitSent = false;
    try {
      return await db.transaction(async (tx) => {
        began = true;
        workRuns += 1;
        const result = await work(tx);
        commitSent = true; // drizzle sends COMMIT as soon as this callback returns
        return result;
      });
    } catch (error) {
      if (commitSent || !isConnectionError(error)) throw error;
      if (began ? workRuns >= 2 : ++begins >= MAX_BEGIN_ATTEMPTS) throw error;
      // The pool's other connections that died in the same moment report it within milliseconds.
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}

/**
 * Every request's work runs in one transaction as the application role (no BYPASSRLS, owns
 * nothing), so row-level security applies whoever the connection's login is (DESIGN §3).
 */
export function inAppTx<T>(db: Database, work: (tx: Tx) => Promise<T>): Promise<T> {
  return transaction(db, async (tx) => {
    await hotRows(tx, ACT_AS_APP, []);
    return work(tx);
  });
}

/** As inAppTx, with `app.tenant_id` set: tenant tables show and accept only this tenant's rows. */
export function inTenantTx<T>(db: Database, tenantId: string, work: (tx: Tx) => Promise<T>): Promise<T> {
  return transaction(db, async (tx) => {
    await hotRows(tx, ACT_AS_TENANT, [tenantId]);
    return work(tx);
  });
}

const ACT_AS_APP = hotStatement('act_as_app', "select set_config('role', 'meja_app', true)");

// Every tenant request starts with it (a hot statement, issue 19). One round trip:
// set_config('role', …, true) is SET LOCAL ROLE.
const ACT_AS_TENANT = hotStatement(
  'act_as_tenant',
  "select set_config('app.tenant_id', $1, true), set_config('role', 'meja_app', true)",
);

/**
 * UNSAFE: sees every tenant's rows of the tables that carry `platformReadPolicy` (read only; a
 * write still needs inTenantTx). For the platform console only, never for a tenant's request.
 */
export function unsafePlatformReadTx<T>(db: Database, work: (tx: Tx) => Promise<T>): Promise<T> {
  return transaction(db, async (tx) => {
    await tx.execute(
      sql`select set_config('app.platform_read', 'on', true), set_config('role', 'meja_app', true)`,
    );
    return work(tx);
  });
}

/**
 * Inside an open transaction, makes `app.tenant_id` name another tenant until it is changed again or
 * the transaction ends: a group's branch copy reads its source and writes its target in ONE
 * transaction (issue 16), each step seeing only the tenant it names.
 */
export async function actAsTenant(tx: Tx, tenantId: string): Promise<void> {
  await tx.execute(sql`select set_config('app.tenant_id', ${tenantId}, true)`);
}

/**
 * Sees the rows of every branch of the group, read only, in the tables that carry
 * `groupReadPolicy` (the sales rollups and purchases): the group's reports in one query rather
 * than one transaction per branch. Only for a group's own routes, after the access guard.
 */
export function inGroupReadTx<T>(db: Database, groupId: string, work: (tx: Tx) => Promise<T>): Promise<T> {
  return transaction(db, async (tx) => {
    await tx.execute(
      sql`select set_config('app.group_id', ${groupId}, true), set_config('role', 'meja_app', true)`,
    );
    return work(tx);
  });
}
