// For bench/metrics-cost-one-process.mjs: two Meja apps built alike but for METRICS=on / off, on one
// embedded PGlite database with the demo data, in this one process, listening on two loopback ports.
//   node --import tsx bench/metrics-two-apps-server.mjs <port on> <port off>
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../apps/api/src/app.ts';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { migrateDatabase } from '../apps/api/src/db/migrate.ts';
import { parseEnv } from '../apps/api/src/env.ts';
import { createDiskStorage } from '../apps/api/src/platform/storage.ts';
import { seedDemoData } from '../apps/api/src/seed/seed.ts';

const ports = { on: Number(process.argv[2]), off: Number(process.argv[3]) };
const dataDir = mkdtempSync(path.join(tmpdir(), 'meja-bench-two-apps-'));
const database = await openDatabase({ databaseUrl: '', dataDir: path.join(dataDir, 'pglite') });
await migrateDatabase(database);
const storage = createDiskStorage(path.join(dataDir, 'uploads'));
await seedDemoData(database.db, storage);
const apps = [];
for (const metrics of ['on', 'off']) {
  const env = parseEnv({
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    SECRETS_KEY: Buffer.alloc(32, 7).toString('base64'),
    TRUST_PROXY: 'true',
    JOBS_ENABLED: 'false',
    METRICS: metrics,
  });
  const app = await buildApp({ db: database.db, env, storage, webDistDir: null });
  await app.listen({ port: ports[metrics], host: '127.0.0.1' });
  apps.push(app);
}
process.on('SIGINT', async () => {
  for (const app of apps) await app.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
});
console.log('Meja is running (two apps)');
