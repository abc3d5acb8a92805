import { z } from 'zod';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1');

/** A flag that is on unless set to false or 0. */
const booleanFlagOn = z
  .enum(['true', 'false', '1', '0'])
  .optional()
  .transform((v) => v === undefined || v === 'true' || v === '1');

/** Every setting Meja reads from the environment. A bad value stops the process (see loadEnv). */
export const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().min(1).default('0.0.0.0'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
      .optional(),
    DATA_DIR: z.string().min(1).default('./data'),
    /**
     * The embedded database (no DATABASE_URL): `full` syncs each commit to disk before answering;
     * `off` is PGlite as released, faster, and a power cut can lose the last orders (README).
     */
    PGLITE_SYNC: z.enum(['full', 'off']).default('full'),
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\//, 'must be a redis:// URL')
      .optional(),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
      .optional(),
    MAIL_FROM: z.string().min(3).default('Meja <no-reply@meja.local>'),
    PUBLIC_URL: z.url().optional(),
    SESSION_TTL_HOURS: z.coerce
      .number()
      .int()
      .min(1)
      .max(24 * 365)
      .default(720),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    TRUST_PROXY: booleanFlag,
    SEED_DEMO: booleanFlag,
    WEB_DIST_DIR: z.string().min(1).default('apps/web/dist'),
    /** The web build's ad client: when set, the Content-Security-Policy lets the ad script run. */
    VITE_AD_CLIENT: z.string().trim().optional(),
    /** The web build's ad slot: with the client, the menu's still preview keeps the ad's room. */
    VITE_AD_SLOT: z.string().trim().optional(),
    /**
     * The AES-256-GCM key of the platform's stored secrets (gateway and WhatsApp credentials): 32
     * bytes in base64. Required in production; elsewhere `main` keeps one in DATA_DIR/secrets.key.
     */
    SECRETS_KEY: z
      .string()
      .trim()
      .refine((v) => Buffer.from(v, 'base64').length === 32 && /^[A-Za-z0-9+/]+={0,2}$/.test(v), {
        message: 'must be 32 random bytes in base64 (openssl rand -base64 32)',
      })
      .optional(),
    /**
     * The payment gateways' API addresses (issue 17). Unset: the real ones — Midtrans's sandbox for a
     * sandbox server key (`SB-Mid-server-…`), else production. Set them to a local fake's address to
     * click through a payment without an account (README "Payment gateways").
     */
    MIDTRANS_API_URL: z.url().optional(),
    MIDTRANS_SNAP_URL: z.url().optional(),
    XENDIT_API_URL: z.url().optional(),
    STRIPE_API_URL: z.url().optional(),
    /** A bearer token that lets a Prometheus scraper read GET /metrics (a super admin's session also can). */
    METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
    /** `off`: no per-request metrics hook (the benchmark's baseline); GET /metrics still serves the rest. */
    METRICS: z.enum(['on', 'off']).default('on'),
    /** Overload protection (503 with Retry-After): the event-loop delay past which requests are refused. */
    OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).default(1000),
    /**
     * The background jobs (the subscription lifecycle's reminders): run in this process every
     * JOBS_INTERVAL_MS. Several instances may all run them: a PostgreSQL advisory lock lets one at
     * a time do each job.
     */
    JOBS_ENABLED: booleanFlagOn,
    JOBS_INTERVAL_MS: z.coerce
      .number()
      .int()
      .min(1000)
      .max(24 * 60 * 60 * 1000)
      .default(5 * 60 * 1000),
    /**
     * Meta's Graph API with its version, for WhatsApp notices when the platform settings' provider
     * is meta (the access token and phone number id are platform settings).
     */
    WHATSAPP_GRAPH_URL: z.url().default('https://graph.facebook.com/v26.0'),
    TWILIO_API_URL: z.url().default('https://api.twilio.com'),
    /**
     * The broadcast senders (issue 18): messages per second per instance (Meta's default
     * throughput is 80 a second, Twilio's sender 80; keep the sum over the instances below it),
     * the first wait after a 429 or 5xx (doubling each try, up to 5 minutes), and how long a message
     * claimed by a sender that stopped answering (a crash) waits for its status webhook before it is
     * sent again.
     */
    WA_SEND_RATE_PER_SECOND: z.coerce.number().int().min(1).max(1000).default(20),
    WA_SEND_RETRY_BASE_MS: z.coerce.number().int().min(1).max(600_000).default(2000),
    WA_SEND_IN_DOUBT_MS: z.coerce
      .number()
      .int()
      .min(100)
      .max(24 * 60 * 60 * 1000)
      .default(10 * 60 * 1000),
    /**
     * `npm start` on PostgreSQL with several processes (node:cluster, README 'Several instances'):
     * a number, or `auto` for one per core. More than one needs DATABASE_URL and REDIS_URL.
     */
    WORKERS: z
      .string()
      .trim()
      .regex(/^(auto|[1-9][0-9]?)$/, 'must be auto or a number from 1 to 99')
      .default('1'),
    /**
     * Where uploaded pictures live: `disk` (DATA_DIR/uploads, one machine) or `s3`, an S3-compatible
     * bucket every instance shares (README 'Scaling out'): S3_BUCKET and the key pair required;
     * S3_ENDPOINT for a server other than AWS (path-style addressing unless S3_FORCE_PATH_STYLE=false).
     */
    STORAGE: z.enum(['disk', 's3']).default('disk'),
    S3_BUCKET: z.string().trim().min(3).max(63).optional(),
    S3_REGION: z.string().trim().min(1).default('us-east-1'),
    S3_ENDPOINT: z.url().optional(),
    S3_ACCESS_KEY_ID: z.string().trim().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().trim().min(1).optional(),
    S3_FORCE_PATH_STYLE: booleanFlagOn,
    S3_PREFIX: z
      .string()
      .regex(/^([a-z0-9][a-z0-9._-]*\/)?$/, "must be empty or a folder name ending in '/'")
      .default(''),
    /** Browser tests only: POST /api/v1/test/clock moves the server's clock (trial ends without waiting). */
    TEST_CLOCK_HOOK: booleanFlag,
    /** Browser tests only: GET /api/v1/test/mail?to= lists the mail sent to an address (a reset link). */
    TEST_MAIL_HOOK: booleanFlag,
    /** Browser tests only: POST /api/v1/test/tenants makes a fresh restaurant per spec (parallel specs). */
    TEST_SEED_HOOK: booleanFlag,
    /**
     * `true`: start local fakes of Midtrans, Xendit and Stripe beside the API and point it at them,
     * with their credentials stored in the platform settings when none are (try a card payment
     * without an account; README "Payment gateways"). Refused under NODE_ENV=production.
     */
    FAKE_GATEWAYS: booleanFlag,
    /**
     * `true`: start local fakes of Meta's WhatsApp Cloud API and Twilio beside the API and point
     * WHATSAPP_GRAPH_URL and TWILIO_API_URL at them; their credentials are printed at start-up for
     * the console (README "WhatsApp"). Refused under NODE_ENV=production.
     */
    FAKE_WHATSAPP: booleanFlag,
  })
  .refine((env) => env.WORKERS === '1' || (env.DATABASE_URL !== undefined && env.REDIS_URL !== undefined), {
    path: ['WORKERS'],
    message:
      'more than one needs DATABASE_URL (PGlite is one process) and REDIS_URL (live screens and throttles shared between the workers)',
  })
  .refine((env) => env.WORKERS === '1' || !(env.FAKE_GATEWAYS || env.FAKE_WHATSAPP), {
    path: ['WORKERS'],
    message:
      'more than one cannot run the local fakes (FAKE_GATEWAYS, FAKE_WHATSAPP): use one worker to try them',
  })
  .refine(
    (env) =>
      env.STORAGE !== 's3' ||
      (env.S3_BUCKET !== undefined &&
        env.S3_ACCESS_KEY_ID !== undefined &&
        env.S3_SECRET_ACCESS_KEY !== undefined),
    {
      path: ['STORAGE'],
      message: 's3 needs S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY',
    },
  )
  .refine((env) => !(env.NODE_ENV === 'production' && env.SECRETS_KEY === undefined), {
    path: ['SECRETS_KEY'],
    message:
      'must be set when NODE_ENV=production (openssl rand -base64 32): it encrypts the stored gateway and WhatsApp credentials',
  })
  .refine((env) => !(env.TEST_CLOCK_HOOK && env.NODE_ENV === 'production'), {
    path: ['TEST_CLOCK_HOOK'],
    message:
      'must not be set when NODE_ENV=production: it lets anyone move the server clock (for browser tests only)',
  })
  .refine((env) => !(env.TEST_MAIL_HOOK && env.NODE_ENV === 'production'), {
    path: ['TEST_MAIL_HOOK'],
    message:
      'must not be set when NODE_ENV=production: it lets anyone read the mail the server sent (for browser tests only)',
  })
  .refine((env) => !(env.FAKE_GATEWAYS && env.NODE_ENV === 'production'), {
    path: ['FAKE_GATEWAYS'],
    message: 'must not be set when NODE_ENV=production: it sends real payments to local fakes',
  })
  .refine((env) => !(env.FAKE_WHATSAPP && env.NODE_ENV === 'production'), {
    path: ['FAKE_WHATSAPP'],
    message:
      "must not be set when NODE_ENV=production: it sends the restaurants' WhatsApp messages to local fakes",
  })
  .refine((env) => !(env.TEST_SEED_HOOK && env.NODE_ENV === 'production'), {
    path: ['TEST_SEED_HOOK'],
    message:
      'must not be set when NODE_ENV=production: it lets anyone create a restaurant with known passwords (for browser tests only)',
  })
  .transform((env) => ({
    ...env,
    PUBLIC_URL: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
  }));

export type Env = z.infer<typeof envSchema>;

/** Empty strings count as unset, so `FOO= npm start` behaves like no FOO at all. */
function withoutEmpty(source: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(
    Object.entries(source).filter(
      (entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== '',
    ),
  );
}

export function parseEnv(source: NodeJS.ProcessEnv): Env {
  const result = envSchema.safeParse(withoutEmpty(source));
  if (result.success) return result.data;
  const problems = result.error.issues.map((i) => `  ${i.path.join('.') || '(env)'}: ${i.message}`);
  throw new InvalidConfigError(`Invalid configuration:\n${problems.join('\n')}`);
}

export class InvalidConfigError extends Error {}
