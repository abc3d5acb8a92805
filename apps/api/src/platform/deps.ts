import type { FastifyBaseLogger } from 'fastify';
import type { DbPoolUse } from '@meja/shared/contracts/monitoring';
import type { Database } from '../db/client';
import type { Env } from '../env';
import type { Mailer } from './mail';
import type { Throttle } from './throttle';
import type { FileStorage } from './storage';
import type { EventBus } from './events';
import type { CheckoutProvider } from '../providers/payments/checkout-provider';

/** What the app is built from; tests build it with their own database, mailer and clock. */
export interface AppDeps {
  db: Database;
  env: Env;
  mailer?: Mailer;
  throttle?: Throttle;
  /** The current time; tests move it to reach the end of a trial without waiting. */
  now?: () => Date;
  logger?: FastifyBaseLogger | boolean;
  /** The realtime bus; in-process when absent. */
  bus?: EventBus;
  /** Where uploads go; local disk under DATA_DIR/uploads when absent. */
  storage?: FileStorage;
  /** The billing providers this build offers; only manual when absent (tests add fake gateways). */
  checkoutProviders?: readonly CheckoutProvider[];
  /** How often staff event streams send a keep-alive and re-check access (25 s when absent). */
  sseHeartbeatMs?: number;
  /** The database pool's use for monitoring (PostgreSQL); absent or null on PGlite. */
  dbPoolUse?: () => DbPoolUse | null;
  /** Folder of the built web app to serve, or null for an API-only instance. */
  webDistDir?: string | null;
}

export interface ServiceDeps {
  db: Database;
  env: Env;
  mailer: Mailer;
  throttle: Throttle;
  now: () => Date;
  log: FastifyBaseLogger;
}
