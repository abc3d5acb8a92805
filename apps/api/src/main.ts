import path from 'node:path';
import { isClusterWorker, runPrimary, workerCount } from './cluster';
import { buildApp } from './app';
import { openDatabase } from './db/client';
import { migrateDatabase } from './db/migrate';
import { DEMO_LOGINS, DEMO_PASSWORD, seedDemoData } from './seed/seed';
import { InvalidConfigError, parseEnv, type Env } from './env';
import { openFileStorage } from './platform/file-storage';
import { loadOrCreateSecretsKeyFile } from './platform/secrets';
import { startDevGateways } from './dev-gateways';
import { startDevWhatsApp } from './dev-whatsapp';

function loadEnvOrExit(): Env {
  try {
    return parseEnv(process.env);
  } catch (error) {
    if (error instanceof InvalidConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/** Outside production SECRETS_KEY may be unset: a key kept in DATA_DIR/secrets.key (mode 600) is used. */
function withSecretsKey(env: Env): Env {
  if (env.SECRETS_KEY) return env;
  const { key, created } = loadOrCreateSecretsKeyFile(env.DATA_DIR);
  if (created) {
    console.warn(
      `SECRETS_KEY is not set: generated one in ${path.resolve(env.DATA_DIR, 'secrets.key')}; keep it with the data`,
    );
  }
  return { ...env, SECRETS_KEY: key };
}

/** The database the settings name: PostgreSQL (DATABASE_URL), or PGlite under DATA_DIR. */
function openEnvDatabase(env: Env, onConnectionError: (error: Error) => void) {
  return openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: path.resolve(env.DATA_DIR, 'pglite'),
    durable: env.PGLITE_SYNC === 'full',
    onConnectionError,
  });
}

/** What `npm start` prints once Meja serves. */
function banner(env: Env, extra: readonly string[]): string {
  const where = env.DATABASE_URL
    ? 'PostgreSQL (DATABASE_URL)'
    : `embedded PGlite in ${path.resolve(env.DATA_DIR, 'pglite')}`;
  const lines = [``, `  Meja is running at ${env.PUBLIC_URL}`, `  Database: ${where}`, ...extra];
  if (env.SEED_DEMO) {
    lines.push(`  Demo logins (password ${DEMO_PASSWORD}):`);
    for (const login of DEMO_LOGINS) lines.push(`    ${login.role.padEnd(17)} ${login.email}`);
  }
  lines.push(`  Press Ctrl-C to stop.`, ``);
  return lines.join('\n');
}

/**
 * One API process: migrations and demo data first unless the cluster's primary did them
 * (`prepared`), then the app on PORT until SIGINT or SIGTERM.
 */
async function serve(baseEnv: Env, prepared: boolean): Promise<void> {
  const gatewayFakes = baseEnv.FAKE_GATEWAYS ? await startDevGateways(baseEnv) : null;
  const whatsappFakes = baseEnv.FAKE_WHATSAPP ? await startDevWhatsApp(baseEnv) : null;
  const env: Env = { ...baseEnv, ...gatewayFakes?.env, ...whatsappFakes?.env };
  // A lost PostgreSQL connection is reported, never fatal: the pool opens a new one on demand.
  let reportConnectionError = (error: Error) => console.warn(`database connection lost: ${error.message}`);
  const database = await openEnvDatabase(env, (error) => reportConnectionError(error));
  const storage = openFileStorage(env);
  if (!prepared) {
    await migrateDatabase(database);
    if (env.SEED_DEMO) await seedDemoData(database.db, storage);
  }
  await gatewayFakes?.storeCredentials(database.db, env);

  const app = await buildApp({
    db: database.db,
    env,
    storage,
    webDistDir: env.WEB_DIST_DIR,
    dbPoolUse: database.poolUse,
  });
  reportConnectionError = (error) => app.log.warn({ err: error }, 'database connection lost');

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal}: stopping`);
    await app.close();
    await database.close();
    storage.close();
    await gatewayFakes?.close();
    await whatsappFakes?.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  await app.listen({ port: env.PORT, host: env.HOST });
  if (isClusterWorker()) return; // the primary says it once for all its workers
  const extra: string[] = [];
  if (gatewayFakes)
    extra.push(`  Payment gateways: local fakes (FAKE_GATEWAYS): ${gatewayFakes.description}`);
  if (whatsappFakes) extra.push(`  ${whatsappFakes.description}`);
  console.log(banner(env, extra));
}

async function main(): Promise<void> {
  const env = withSecretsKey(loadEnvOrExit());
  const workers = workerCount(env);
  if (workers === 1 || isClusterWorker()) {
    await serve(env, isClusterWorker());
    return;
  }
  await runPrimary({
    count: workers,
    // The key the primary read or made, so no worker makes another.
    workerEnv: env.SECRETS_KEY ? { SECRETS_KEY: env.SECRETS_KEY } : {},
    prepare: async () => {
      const database = await openEnvDatabase(env, (error) => console.warn(`database: ${error.message}`));
      const storage = openFileStorage(env);
      try {
        await migrateDatabase(database);
        if (env.SEED_DEMO) await seedDemoData(database.db, storage);
      } finally {
        await database.close();
        storage.close();
      }
    },
    onListening: () => console.log(banner(env, [`  Workers: ${workers} processes (WORKERS), one port`])),
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
