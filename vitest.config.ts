import { defineConfig } from 'vitest/config';

const apiTest = (name: string, driver: 'pglite' | 'postgres') => ({
  test: {
    name,
    include: ['apps/api/src/**/*.test.ts', 'apps/api/test/**/*.test.ts'],
    // `*.pg.test.ts`: races that only a real PostgreSQL server can show (PGlite runs one transaction at a time).
    exclude: driver === 'pglite' ? ['**/*.pg.test.ts', '**/node_modules/**'] : ['**/node_modules/**'],
    globalSetup: ['apps/api/test/global-setup.ts'],
    env: { MEJA_TEST_DRIVER: driver },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    isolate: false,
  },
});

export default defineConfig({
  test: {
    // Opening a PGlite database costs ~0.7 GB and the machine has 2 cores: two files at a time.
    maxWorkers: 2,
    // API test files share their worker's module cache (`isolate: false` in apiTest): importing the
    // API anew for every file was half of the suite's time. A file owns its state through its own
    // database, app and hooks (test/harness.ts); none relies on a fresh module graph. The unit files
    // stay isolated: browser stand-ins (fake IndexedDB, stubbed globals) must meet a fresh module.
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/shared/src/**/*.test.ts',
            'apps/web/src/**/*.test.{ts,tsx}',
            // The start-up scripts' rules (plain Node).
            'scripts/**/*.test.mjs',
          ],
        },
      },
      apiTest('api', 'pglite'),
      ...(process.env.TEST_DATABASE_URL ? [apiTest('api-pg', 'postgres')] : []),
    ],
  },
});
