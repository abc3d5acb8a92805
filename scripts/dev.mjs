// `npm run dev`: the API in watch mode on API_PORT (3001) and Vite on 5173 proxying /api to it.
import { spawn } from 'node:child_process';
import { ensureDependencies, log, ROOT } from './lib.mjs';

await ensureDependencies();
const apiPort = process.env.API_PORT ?? '3001';
const env = {
  SEED_DEMO: 'true',
  PUBLIC_URL: 'http://localhost:5173',
  ...process.env,
  PORT: apiPort,
  API_PORT: apiPort,
};
const children = [
  spawn('npx', ['tsx', 'watch', 'apps/api/src/main.ts'], { cwd: ROOT, stdio: 'inherit', env }),
  spawn('npx', ['vite', '--host'], { cwd: `${ROOT}/apps/web`, stdio: 'inherit', env }),
];
log(`web: http://localhost:5173 (API on :${apiPort})`);
const stop = () => children.forEach((c) => c.kill('SIGINT'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
await Promise.all(children.map((c) => new Promise((resolve) => c.on('exit', resolve))));
