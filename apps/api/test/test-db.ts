import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import { openPostgres, pgliteHandle, type DatabaseHandle } from '../src/db/client';
import { migrateDatabase } from '../src/db/migrate';

export interface TestDatabaseOptions {
  /**
   * On PostgreSQL, a database of this file's own instead of the one every file shares: for files
   * that change platform-wide rows (the platform settings) other files read. PGlite files always
   * have their own.
   */
  own?: boolean;
}

/** A migrated database for one test file: a clone of the PGlite template, or the shared test server database. */
export async function openTestDatabase(options: TestDatabaseOptions = {}): Promise<DatabaseHandle> {
  if (process.env.MEJA_TEST_DRIVER === 'postgres') {
    return options.own ? openOwnPostgres() : openPostgres(inject('postgresUrl'), 4);
  }
  const template = new Blob([readFileSync(inject('pgliteTemplate'))]);
  return pgliteHandle(await PGlite.create({ loadDataDir: template }));
}

let ownDatabases = 0;

/** A fresh, migrated PostgreSQL database beside the shared one: its name, its URL, and how to drop it. */
export async function createOwnPostgres() {
  const sharedUrl = new URL(inject('postgresUrl'));
  ownDatabases += 1;
  const name = `${sharedUrl.pathname.slice(1)}_own_${process.pid}_${ownDatabases}`;
  const admin = openPostgres(sharedUrl.toString(), 1);
  await admin.exec(`CREATE DATABASE ${name}`);
  const url = new URL(sharedUrl);
  url.pathname = `/${name}`;
  const migrating = openPostgres(url.toString(), 1);
  await migrateDatabase(migrating);
  await migrating.close();
  return {
    name,
    url: url.toString(),
    /** A connection to the shared database, which outlives this one (to terminate its sessions, say). */
    admin,
    drop: async () => {
      await dropWhenIdle(admin, name);
      await admin.close();
    },
  };
}

/** A fresh, migrated database beside the shared one, dropped when the handle closes. */
async function openOwnPostgres(): Promise<DatabaseHandle> {
  const own = await createOwnPostgres();
  const handle = openPostgres(own.url, 4);
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await own.drop();
    },
  };
}

const OBJECT_IN_USE = '55006';

/**
 * pg's pool.end() resolves before its sockets have closed. DROP … WITH (FORCE) then kills a
 * connection that is still saying goodbye, and its error reaches no listener (an uncaught error
 * that fails the run). Wait for the sessions to leave instead.
 */
async function dropWhenIdle(admin: DatabaseHandle, name: string): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      await admin.exec(`DROP DATABASE IF EXISTS ${name}`);
      return;
    } catch (error) {
      const inUse =
        typeof error === 'object' && error !== null && Reflect.get(error, 'code') === OBJECT_IN_USE;
      if (!inUse || attempt >= 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}
