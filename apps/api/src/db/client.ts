import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';

export type Database = PgDatabase<PgQueryResultHKT>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Runs SQL text that may hold several statements (drizzle's execute cannot on PGlite). */
  exec(sqlText: string): Promise<void>;
  /** Applies the committed drizzle-kit migrations in `folder`. */
  applyMigrations(folder: string): Promise<void>;
  close(): Promise<void>;
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
  };
}

export async function openPglite(dataDir: string): Promise<DatabaseHandle> {
  mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create({ dataDir });
  return pgliteHandle(client);
}

export function openPostgres(url: string, poolSize = 10): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  const db = drizzlePg({ client: pool });
  return {
    db,
    applyMigrations: (folder) => migratePg(db, { migrationsFolder: folder }),
    kind: 'postgres',
    exec: async (sqlText) => {
      await pool.query(sqlText);
    },
    close: () => pool.end(),
  };
}

export async function openDatabase(opts: { databaseUrl?: string; dataDir: string }): Promise<DatabaseHandle> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl) : openPglite(opts.dataDir);
}

/** The rows of a raw `execute()`: both drivers answer `{ rows }`, which the shared type cannot say. */
export function rowsOf(result: unknown): Record<string, unknown>[] {
  if (typeof result === 'object' && result !== null && 'rows' in result && Array.isArray(result.rows)) {
    return result.rows;
  }
  throw new Error('execute() returned no rows array');
}
