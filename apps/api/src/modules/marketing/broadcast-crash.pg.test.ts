import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  addLeads,
  freshPhones,
  META_APP_SECRET,
  META_PHONE_ID,
  META_TOKEN,
  useMetaNumber,
} from '../../../test/broadcasts';
import { freePort } from '../../../test/own-redis';
import { createTenantGraph, createUser } from '../../../test/factories';
import { buildTestApp, TEST_SECRETS_KEY, type TestApp } from '../../../test/harness';
import { createOwnPostgres } from '../../../test/test-db';
import { openPostgres, rowsOf } from '../../db/client';
import type { DatabaseHandle } from '../../db/client';
import { startMetaFake, type MetaFake } from '../../providers/whatsapp/meta/meta-fake';

/**
 * Issue 18's crash: a broadcast to 5,000 leads, its API process killed with SIGKILL mid-way and
 * started again. The provider (the Meta fake, which retries its webhooks as Meta does) must have
 * received every number exactly once: none dropped, none repeated.
 */
const LEADS = 5000;
const API_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

let own: Awaited<ReturnType<typeof createOwnPostgres>>;
let handle: DatabaseHandle;
let meta: MetaFake;
let dataDir: string;
let port: number;
const children: ChildProcess[] = [];
/** What the API processes wrote to stderr (warnings and worse), shown when the test fails. */
const childErrors: string[] = [];

function startApi(): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: API_DIR,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      DATABASE_URL: own.url,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      WEB_DIST_DIR: path.join(dataDir, 'no-web'),
      SECRETS_KEY: TEST_SECRETS_KEY,
      SEED_DEMO: 'false',
      JOBS_ENABLED: 'false',
      LOG_LEVEL: 'warn',
      WHATSAPP_GRAPH_URL: meta.graphUrl,
      WA_SEND_RATE_PER_SECOND: '400',
      WA_SEND_RETRY_BASE_MS: '50',
      WA_SEND_IN_DOUBT_MS: '3000',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    childErrors.push(chunk.toString('utf8'));
  });
  child.once('exit', (code, signal) => childErrors.push(`exit ${String(code)} ${String(signal)}`));
  children.push(child);
  return child;
}

async function until(condition: () => boolean | Promise<boolean>, timeoutMs: number): Promise<boolean> {
  const giveUpAt = Date.now() + timeoutMs;
  while (Date.now() < giveUpAt) {
    if (await condition()) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return false;
}

async function recipientsByStatus(broadcastId: string): Promise<Record<string, number>> {
  const rows = rowsOf(
    await handle.db.execute(
      sql`select status, count(*)::int as n from broadcast_recipients where broadcast_id = ${broadcastId} group by status`,
    ),
  );
  return Object.fromEntries(rows.map((row) => [String(row.status), Number(row.n)]));
}

beforeAll(async () => {
  own = await createOwnPostgres();
  handle = openPostgres(own.url, 4);
  dataDir = mkdtempSync(path.join(tmpdir(), 'meja-broadcast-crash-'));
  port = await freePort();
  meta = await startMetaFake({
    accessToken: META_TOKEN,
    appSecret: META_APP_SECRET,
    phoneNumberId: META_PHONE_ID,
    statusFlow: 'sent',
    redeliverMs: 100,
    webhookUrl: `http://127.0.0.1:${port}/api/v1/webhooks/whatsapp/meta`,
  });
});

afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  await meta?.close();
  await handle?.close();
  await own?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

it('a broadcast to 5,000 leads killed mid-way and resumed sends every number exactly once', async () => {
  // The broadcast is made through the API of an in-test app, which is closed before it sends much:
  // its own sender is paced to a crawl.
  const setup: TestApp = await buildTestApp(handle, {
    env: { WHATSAPP_GRAPH_URL: meta.graphUrl, WA_SEND_RATE_PER_SECOND: '1' },
  });
  const superAdmin = await createUser(handle.db, { role: 'SUPER_ADMIN' });
  const ctx = { app: setup.app, db: handle.db };
  await useMetaNumber(ctx, superAdmin.token);
  const t = await createTenantGraph(handle.db);
  const phones = freshPhones(LEADS);
  await addLeads(ctx, t.tenant.id, phones);
  const response = await setup.app.inject({
    method: 'POST',
    url: `/api/v1/tenant/${t.tenant.slug}/marketing/broadcasts`,
    headers: { authorization: `Bearer ${t.admin.token}`, 'content-type': 'application/json' },
    payload: { message: 'Promo 5.000 pelanggan' },
  });
  expect(response.statusCode, response.body).toBe(201);
  const broadcastId = String(response.json<{ broadcast: { _id: string } }>().broadcast._id);
  await setup.app.close();
  const sentBySetup = meta.sent.length;

  const first = startApi();
  const killedAt = await until(() => meta.sent.length >= sentBySetup + 1500, 90_000);
  expect(killedAt, 'the first API process sent 1,500 messages').toBe(true);
  first.kill('SIGKILL');
  await new Promise((resolve) => first.once('exit', resolve));
  const sentWhenKilled = meta.sent.length;
  const claimedWhenKilled = (await recipientsByStatus(broadcastId)).sending ?? 0;
  expect(sentWhenKilled).toBeLessThan(LEADS);

  startApi();
  const finished = await until(async () => {
    const counts = await recipientsByStatus(broadcastId);
    return (counts.sent ?? 0) === LEADS;
  }, 240_000);
  const counts = await recipientsByStatus(broadcastId);
  expect(finished, `${JSON.stringify(counts)}\n${childErrors.join('').slice(-3000)}`).toBe(true);

  const perPhone = new Map<string, number>();
  for (const send of meta.sent) perPhone.set(send.to, (perPhone.get(send.to) ?? 0) + 1);
  const repeated = phones.filter((phone) => (perPhone.get(phone) ?? 0) > 1);
  const dropped = phones.filter((phone) => !perPhone.has(phone));
  expect({ repeated: repeated.length, dropped: dropped.length }).toEqual({ repeated: 0, dropped: 0 });
  expect(meta.sent.filter((send) => phones.includes(send.to))).toHaveLength(LEADS);
  const [broadcast] = rowsOf(
    await handle.db.execute(sql`select status from broadcasts where id = ${broadcastId}`),
  );
  expect(broadcast?.status).toBe('DONE');
  console.info(
    `broadcast crash: killed after ${sentWhenKilled} of ${LEADS} sent with ${claimedWhenKilled} claimed; resumed to ${LEADS} sent exactly once`,
  );
}, 420_000);
