import path from 'node:path';
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

async function main(): Promise<void> {
  const baseEnv = withSecretsKey(loadEnvOrExit());
  const gatewayFakes = baseEnv.FAKE_GATEWAYS ? await startDevGateways(baseEnv) : null;
  const whatsappFakes = baseEnv.FAKE_WHATSAPP ? await startDevWhatsApp(baseEnv) : null;
  const env: Env = { ...baseEnv, ...gatewayFakes?.env, ...whatsappFakes?.env };
  const pgliteDir = path.resolve(env.DATA_DIR, 'pglite');
  // A lost PostgreSQL connection is reported, never fatal: the pool opens a new one on demand.
  let reportConnectionError = (error: Error) => console.warn(`database connection lost: ${error.message}`);
  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: pgliteDir,
    durable: env.PGLITE_SYNC === 'full',
    onConnectionError: (error) => reportConnectionError(error),
  });
  await migrateDatabase(database);
  const storage = openFileStorage(env);
  if (env.SEED_DEMO) await seedDemoData(database.db, storage);
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
  const where = env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${pgliteDir}`;
  const lines = [``, `  Meja is running at ${env.PUBLIC_URL}`, `  Database: ${where}`];
  if (gatewayFakes)
    lines.push(`  Payment gateways: local fakes (FAKE_GATEWAYS): ${gatewayFakes.description}`);
  if (whatsappFakes) lines.push(`  ${whatsappFakes.description}`);
  if (env.SEED_DEMO) {
    lines.push(`  Demo logins (password ${DEMO_PASSWORD}):`);
    for (const login of DEMO_LOGINS) lines.push(`    ${login.role.padEnd(17)} ${login.email}`);
  }
  lines.push(`  Press Ctrl-C to stop.`, ``);
  console.log(lines.join('\n'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
