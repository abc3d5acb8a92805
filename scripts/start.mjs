// `npm start`: install when needed, build the web app when stale, migrate and seed the embedded
// database under ./data (or DATABASE_URL), then serve API and web on one port.
import { ensureDependencies, ensureWebBuild, log, runApi } from './lib.mjs';

await ensureDependencies();
await ensureWebBuild();
log('starting Meja…');
const code = await runApi({ SEED_DEMO: 'true', LOG_LEVEL: 'warn', ...process.env });
process.exit(code);
