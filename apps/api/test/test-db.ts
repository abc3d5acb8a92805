import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import { openPostgres, pgliteHandle, type DatabaseHandle } from '../src/db/client';

/** A migrated database for one test file: a clone of the PGlite template, or the shared test server database. */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  if (process.env.MEJA_TEST_DRIVER === 'postgres') return openPostgres(inject('postgresUrl'), 4);
  const template = new Blob([readFileSync(inject('pgliteTemplate'))]);
  return pgliteHandle(await PGlite.create({ loadDataDir: template }));
}
