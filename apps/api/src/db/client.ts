import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql, type ExtractTablesWithRelations } from 'drizzle-orm';
import { PgDialect, type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg, NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { DurableNodeFS, durableStartParams, fsyncTree } from './durable-pglite';

export type Database = PgDatabase<PgQueryResultHKT>;
export type DatabaseTx = Parameters<Parameters<Database['transaction']>[0]>[0];

type NoSchema = Record<string, never>;
type NoRelations = ExtractTablesWithRelations<NoSchema>;
type OpenTransaction = <T>(opening: string, work: (tx: DatabaseTx) => Promise<T>) => Promise<T>;

/** PostgreSQL's one-round-trip transaction opener of each database (openPostgres). */
const openers = new WeakMap<Database, OpenTransaction>();

/**
 * A transaction whose first statements (`opening`: SQL text without parameters, never built from
 * input) run before `work`. On PostgreSQL BEGIN and `opening` go in one round trip and BEGIN and
 * COMMIT are sent by the driver, not built by drizzle (issue 19: a request's transaction cost two
 * round trips and two built statements more); on PGlite it is drizzle's transaction.
 */
export function transactionOpening<T>(
  db: Database,
  opening: string,
  work: (tx: DatabaseTx) => Promise<T>,
): Promise<T> {
  const open = openers.get(db);
  if (open) return open(opening, work);
  return db.transaction(async (tx) => {
    await tx.execute(sql.raw(opening));
    return work(tx);
  });
}

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Runs SQL text that may hold several statements (drizzle's execute cannot on PGlite). */
  exec(sqlText: string): Promise<void>;
  /** Applies the committed drizzle-kit migrations in `folder`. */
  applyMigrations(folder: string): Promise<void>;
  close(): Promise<void>;
  /** The pool's connections now (PostgreSQL), for monitoring; null on PGlite. */
  poolUse(): { total: number; idle: number; waiting: number; max: number } | null;
}

export function pgliteHandle(client: PGlite): DatabaseHandle {
  const db = drizzlePglite({ client });
  return {
    db,
    applyMigrations: (folder) => migratePglite(db, { migrationsFolder: folder }),
    kind: 'pglite',
    exec: async (sqlText) => {
      await client.exec(sqlText);
    },
    close: () => client.close(),
    poolUse: () => null,
  };
}

/**
 * The embedded database in `dataDir`. `durable` (the default): a commit is fsync'd to disk before
 * it is acknowledged (db/durable-pglite.ts); false: PGlite as released, where a power cut can lose
 * the last commits (a crash of the process cannot).
 */
export async function openPglite(
  dataDir: string,
  options: { durable?: boolean } = {},
): Promise<DatabaseHandle> {
  mkdirSync(dataDir, { recursive: true });
  if (options.durable === false) return pgliteHandle(await PGlite.create({ dataDir }));
  const fresh = !existsSync(path.join(dataDir, 'PG_VERSION'));
  const client = await PGlite.create({ fs: new DurableNodeFS(dataDir), startParams: durableStartParams() });
  if (fresh) fsyncTree(dataDir);
  return pgliteHandle(client);
}

export interface PostgresOptions {
  /**
   * Hears a connection that failed (PostgreSQL restarted, failed over, or a reaper terminated it).
   * The pool drops that connection and opens a new one on demand; the request that was using it
   * fails (503, or one retry: platform/db-scope.ts).
   */
  onConnectionError?: (error: Error) => void;
}

export function openPostgres(url: string, poolSize = 10, options: PostgresOptions = {}): DatabaseHandle {
  const onConnectionError = options.onConnectionError ?? (() => {});
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    // A server that does not answer (a network partition) fails the request instead of hanging it.
    connectionTimeoutMillis: 5000,
  });
  // Without these listeners a terminated connection is an unhandled 'error' event that ends the
  // process: on the pool for idle connections, on each client for one a request has checked out.
  pool.on('error', onConnectionError);
  pool.on('connect', (client) => client.on('error', onConnectionError));
  const nodePgDb = drizzlePg({ client: pool });
  const db: Database = nodePgDb;
  const dialect = new PgDialect();
  // drizzle's transaction on a pool sends BEGIN before its try/finally: a connection that dies at
  // BEGIN is never given back, and a few of those leave the pool empty and every request waiting.
  // Here the connection is checked out and always given back; one whose ROLLBACK failed is given
  // back broken, so the pool closes it rather than lend it out inside a transaction.
  const open: OpenTransaction = async (opening, work) => {
    const client = await pool.connect();
    let broken: Error | undefined;
    try {
      await client.query(opening ? `begin; ${opening}` : 'begin');
      const session = new NodePgSession(client, dialect, undefined);
      const result = await work(new NodePgTransaction<NoSchema, NoRelations>(dialect, session, undefined));
      await client.query('commit');
      return result;
    } catch (error) {
      await client.query('rollback').catch((rollbackError: unknown) => {
        broken = rollbackError instanceof Error ? rollbackError : new Error('rollback failed');
      });
      throw error;
    } finally {
      client.release(broken);
    }
  };
  openers.set(db, open);
  db.transaction = (work, config) => {
    if (config) throw new Error('transaction settings are not supported');
    return open('', work);
  };
  return {
    db,
    applyMigrations: (folder) => migratePg(nodePgDb, { migrationsFolder: folder }),
    kind: 'postgres',
    exec: async (sqlText) => {
      await pool.query(sqlText);
    },
    close: () => pool.end(),
    poolUse: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
      max: poolSize,
    }),
  };
}

export async function openDatabase(opts: {
  databaseUrl?: string;
  dataDir: string;
  /** PGlite only: sync each commit to disk (see openPglite). */
  durable?: boolean;
  onConnectionError?: (error: Error) => void;
}): Promise<DatabaseHandle> {
  return opts.databaseUrl
    ? openPostgres(opts.databaseUrl, undefined, { onConnectionError: opts.onConnectionError })
    : openPglite(opts.dataDir, { durable: opts.durable });
}

/** The rows of a raw `execute()`: both drivers answer `{ rows }`, which the shared type cannot say. */
export function rowsOf(result: unknown): Record<string, unknown>[] {
  if (typeof result === 'object' && result !== null && 'rows' in result && Array.isArray(result.rows)) {
    return result.rows;
  }
  throw new Error('execute() returned no rows array');
}
