import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../src/app';
import type { DatabaseHandle } from '../src/db/client';
import { parseEnv, type Env } from '../src/env';
import { createLocalEventBus, type EventBus } from '../src/platform/events';
import type { Mailer, MailMessage } from '../src/platform/mail';
import { DEFAULT_LIMITS, Throttle, type ThrottleLimits } from '../src/platform/throttle';
import type { CheckoutProvider } from '../src/providers/payments/checkout-provider';
import { openTestDatabase, type TestDatabaseOptions } from './test-db';

/** A clock tests can move (trial ends, link expiry) without waiting. */
export class TestClock {
  private offsetMs = 0;
  now = (): Date => new Date(Date.now() + this.offsetMs);
  advance(ms: number): void {
    this.offsetMs += ms;
  }
  reset(): void {
    this.offsetMs = 0;
  }
}

/** Keeps what would have been mailed (used when a test does not need the SMTP wire). */
export class CapturingMailer implements Mailer {
  readonly delivers = false;
  readonly sent: MailMessage[] = [];
  async send(message: MailMessage): Promise<void> {
    this.sent.push(message);
  }
  close(): void {}
}

export interface TestAppOptions {
  env?: Record<string, string>;
  mailer?: Mailer;
  limits?: Partial<ThrottleLimits>;
  /** The throttle itself (one on Redis, say); an in-memory one with `limits` when absent. */
  throttle?: Throttle;
  /** The realtime bus the app uses; tests that publish changes pass their own. */
  bus?: EventBus;
  /** Billing providers besides manual (fake gateways); manual only when absent. */
  checkoutProviders?: readonly CheckoutProvider[];
  /** A built web app to serve (tests of the pages the API sends); none by default. */
  webDistDir?: string;
  /** Keep-alive (and access re-check) period of the staff event streams. */
  sseHeartbeatMs?: number;
  /** Adds routes before the app is ready (guard tests declare test-only routes this way). */
  configure?: (app: FastifyInstance) => void;
}

export interface TestApp {
  app: FastifyInstance;
  clock: TestClock;
  mailer: Mailer;
  env: Env;
  bus: EventBus;
}

/** Uploads of this test process go to a temporary folder, never the repository's ./data. */
const testDataDir = mkdtempSync(path.join(tmpdir(), 'meja-test-data-'));

/** The tests' key of the stored secrets (a fixed one: tests decrypt the stored row themselves). */
export const TEST_SECRETS_KEY = Buffer.alloc(32, 7).toString('base64');

export function testEnv(overrides: Record<string, string> = {}): Env {
  return parseEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://meja.test',
    DATA_DIR: testDataDir,
    SECRETS_KEY: TEST_SECRETS_KEY,
    // Overload protection off: a stall of a loaded test machine must not answer 503 to an unrelated
    // test (platform/overload.test.ts turns it on).
    OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
    // No background jobs on a timer: a test runs them when it wants (app.jobs.runAll()).
    JOBS_ENABLED: 'false',
    ...overrides,
  });
}

export async function buildTestApp(handle: DatabaseHandle, options: TestAppOptions = {}): Promise<TestApp> {
  const clock = new TestClock();
  const mailer = options.mailer ?? new CapturingMailer();
  const env = testEnv(options.env);
  const bus = options.bus ?? createLocalEventBus();
  const app = await buildApp({
    db: handle.db,
    env,
    mailer,
    now: clock.now,
    logger: false,
    webDistDir: options.webDistDir ?? null,
    throttle: options.throttle ?? new Throttle({ ...DEFAULT_LIMITS, ...options.limits }),
    bus,
    checkoutProviders: options.checkoutProviders,
    sseHeartbeatMs: options.sseHeartbeatMs,
    dbPoolUse: handle.poolUse,
  });
  options.configure?.(app);
  await app.ready();
  return { app, clock, mailer, env, bus };
}

/** One database per test file; call in beforeAll and close in afterAll. */
export async function openTestContext(options: TestAppOptions & { database?: TestDatabaseOptions } = {}) {
  const handle = await openTestDatabase(options.database);
  const built = await buildTestApp(handle, options);
  return {
    ...built,
    handle,
    db: handle.db,
    close: async () => {
      await built.app.close();
      await handle.close();
    },
  };
}

export function bearer(token: string) {
  return { authorization: `Bearer ${token}` };
}

export function jsonOf(response: LightMyRequestResponse): unknown {
  return JSON.parse(response.body);
}
