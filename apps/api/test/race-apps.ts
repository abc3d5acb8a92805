import { createOwnPostgres } from './test-db';
import { buildTestApp, type TestApp, type TestAppOptions } from './harness';
import { openPostgres } from '../src/db/client';
import type { Ctx } from './catalog';

/**
 * Two apps on one PostgreSQL database of their own, for the races (`*.pg.test.ts`): `ctx` through
 * a small pool for the set-up and the checks, `wide` through a pool of 24 so that concurrent
 * requests really run at the same time.
 */
export async function openRaceApps(options: TestAppOptions = {}) {
  const own = await createOwnPostgres();
  const narrow = openPostgres(own.url, 4);
  const app = await buildTestApp(narrow, options);
  const ctx: Ctx = { ...app, handle: narrow, db: narrow.db, close: async () => app.app.close() };
  const pool = openPostgres(own.url, 24);
  const wide: TestApp = await buildTestApp(pool, options);
  return {
    ctx,
    wide,
    close: async () => {
      await wide.app.close();
      await pool.close();
      await ctx.close();
      await narrow.close();
      await own.drop();
    },
  };
}
