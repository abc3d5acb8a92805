import { sql } from 'drizzle-orm';
import { transactionOpening, type Database, type DatabaseTx } from '../db/client';
import { isConnectionError } from './pg-errors';

export type Tx = DatabaseTx;

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
async function transaction<T>(db: Database, opening: string, work: (tx: Tx) => Promise<T>): Promise<T> {
  let begins = 0;
  let workRuns = 0;
  for (;;) {
    let began = false;
    let commitSent = false;
    try {
      return await transactionOpening(db, opening, async (tx) => {
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
 * set_config('role', …, true) is SET LOCAL ROLE; it is sent with BEGIN in one round trip.
 */
export function inAppTx<T>(db: Database, work: (tx: Tx) => Promise<T>): Promise<T> {
  return transaction(db, ACT_AS_APP, work);
}

/** As inAppTx, with `app.tenant_id` set: tenant tables show and accept only this tenant's rows. */
export function inTenantTx<T>(db: Database, tenantId: string, work: (tx: Tx) => Promise<T>): Promise<T> {
  return transaction(db, settingAndApp('app.tenant_id', tenantId), work);
}

const ACT_AS_APP = "select set_config('role', 'meja_app', true)";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The opening statements that set `name` to an id and act as the application role. They go with
 * BEGIN as text (a simple query cannot carry parameters), so the id must be a uuid: nothing else
 * ever reaches the SQL.
 */
function settingAndApp(name: 'app.tenant_id' | 'app.group_id', id: string): string {
  if (!UUID.test(id)) throw new Error(`${name} must be a uuid`);
  return `select set_config('${name}', '${id}', true), set_config('role', 'meja_app', true)`;
}

/**
 * UNSAFE: sees every tenant's rows of the tables that carry `platformReadPolicy` (read only; a
 * write still needs inTenantTx). For the platform console only, never for a tenant's request.
 */
export function unsafePlatformReadTx<T>(db: Database, work: (tx: Tx) => Promise<T>): Promise<T> {
  return transaction(
    db,
    "select set_config('app.platform_read', 'on', true), set_config('role', 'meja_app', true)",
    work,
  );
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
  return transaction(db, settingAndApp('app.group_id', groupId), work);
}
