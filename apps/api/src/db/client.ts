import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { DurableNodeFS, durableStartParams, fsyncTree } from './durable-pglite';

export type Database = PgDatabase<PgQueryResultHKT>;

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
  const db = drizzlePg({ client: pool });
  // drizzle's transaction on a pool sends BEGIN before its try/finally: a connection that dies at
  // BEGIN is never given back, and a few of those leave the pool empty and every request waiting.
  // Check the connection out here and always give it back (the pool drops it when it is broken).
  db.transaction = async (work, config) => {
    const client = await pool.connect();
    try {
      return await drizzlePg({ client }).transaction(work, config);
    } finally {
      client.release();
    }
  };
  return {
    db,
    applyMigrations: (folder) => migratePg(db, { migrationsFolder: folder }),
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
