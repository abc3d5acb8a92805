// The server Playwright starts: a fresh temporary PGlite database with the demo data, the built
// web app, on port 3100 (E2E_PORT), with the test clock hook on (e2e/support/server-clock.ts) and
// the test mail outbox (e2e/support/accounts.ts reads a reset link from it). The database is removed
// when the server stops.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureWebBuild, runApi } from './lib.mjs';

const port = process.env.E2E_PORT ?? '3100';
const dataDir = mkdtempSync(path.join(tmpdir(), 'meja-e2e-'));
await ensureWebBuild();
const code = await runApi({
  ...process.env,
  DATABASE_URL: '',
  DATA_DIR: dataDir,
  PORT: port,
  HOST: '127.0.0.1',
  PUBLIC_URL: `http://127.0.0.1:${port}`,
  SEED_DEMO: 'true',
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  NODE_ENV: 'development',
  // Journeys move the server clock (a BASIC trial ending) through POST /api/v1/test/clock.
  TEST_CLOCK_HOOK: 'true',
  // Journeys follow a link from a mail (a password reset) through GET /api/v1/test/mail.
  TEST_MAIL_HOOK: 'true',
  // Each spec makes its own restaurant (e2e/support/tenant.ts) through POST /api/v1/test/tenants.
  TEST_SEED_HOOK: 'true',
  // Journeys pay through local fakes of Midtrans, Xendit and Stripe (gateway-checkout.spec.ts).
  FAKE_GATEWAYS: 'true',
  // Journeys send WhatsApp through local fakes of Meta and Twilio (the console takes the fakes'
  // credentials, apps/api/src/dev-whatsapp.ts; a diner's message is POST {fake}/__fake/inbound).
  FAKE_WHATSAPP: 'true',
  // No overload 503s: a stall of the loaded CI machine must not fail an unrelated journey.
  OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
});
rmSync(dataDir, { recursive: true, force: true });
process.exit(code);
