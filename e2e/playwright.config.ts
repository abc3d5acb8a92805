import { fileURLToPath } from 'node:url';
import { defineConfig, type Project } from '@playwright/test';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));

process.env.PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD = '1';
// scripts/e2e-server.mjs listens on E2E_PORT too: two checkouts on one machine use two ports.
const port = process.env.E2E_PORT ?? '3100';

/**
 * The specs that move the server's one clock (TEST_CLOCK_HOOK) run alone, after every other spec.
 * Run one of them by itself with `--no-deps` (else the whole 'chromium' project runs first).
 */
const CLOCK_SPECS = [
  '**/trial-countdown.spec.ts',
  '**/trial-expired.spec.ts',
  '**/subscription-lifecycle.spec.ts',
  // Not the clock, but as platform-wide: it switches the billing provider to a gateway for a while.
  '**/gateway-checkout.spec.ts',
  // As platform-wide: it gives the platform a WhatsApp number (the Meta fake) for a while.
  '**/marketing-broadcast.spec.ts',
];

const chromium: Project['use'] = {
  browserName: 'chromium',
  launchOptions: {
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  },
};

/** Journeys in Debian's Chromium against the API serving the built web app (DESIGN §1, §5). */
export default defineConfig({
  testDir: './specs',
  outputDir: './.artifacts',
  // Every spec has a restaurant of its own (e2e/support/tenant.ts): two workers, one per core, share
  // the single-process server. A spec file's tests stay in order in one worker.
  workers: 2,
  // Each worker has half the machine (and the server a share of it), and a CI machine can be 2–3×
  // slower than a quiet one: four times Playwright's default per test (an expect still waits 10 s).
  timeout: 120_000,
  expect: { timeout: 10_000 },
  retries: 0,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  reporter: 'list',
  use: {
    baseURL: process.env.E2E_BASE_URL ?? `http://127.0.0.1:${port}`,
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    locale: 'id-ID',
    timezoneId: 'Asia/Jakarta',
  },
  projects: [
    { name: 'chromium', testIgnore: CLOCK_SPECS, use: chromium },
    {
      // A moved clock would move every parallel spec's 'today', sessions and trials with it.
      name: 'server-clock',
      testMatch: CLOCK_SPECS,
      dependencies: ['chromium'],
      workers: 1,
      use: chromium,
    },
  ],
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    cwd: repoRoot,
    url: `http://127.0.0.1:${port}/api/v1/health`,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
