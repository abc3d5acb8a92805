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
  },
});

export default defineConfig({
  test: {
    // Opening a PGlite database costs ~0.7 GB and the machine has 2 cores: two files at a time.
    maxWorkers: 2,
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
