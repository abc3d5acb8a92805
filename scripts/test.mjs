// `npm test`: everything CI checks, in order, stopping at the first failure:
// dependencies, Chromium, type check, lint, formatting, migration drift, unit + API tests
// (PGlite; also PostgreSQL when TEST_DATABASE_URL is set), web build, Playwright e2e.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ensureDependencies, ensureWebBuild, log, ROOT, run, runOrExit, warn } from './lib.mjs';

const CHROMIUM = '/usr/bin/chromium';
const inCi = process.env.CI === 'true' || process.env.CI === '1';
const results = path.join(ROOT, '.test-results');

async function ensureChromium() {
  if (existsSync(CHROMIUM)) return true;
  log('Chromium is missing: installing the Debian package (apt-get update && apt-get install chromium)…');
  const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const prefix = asRoot ? [] : ['sudo', '-n'];
  const apt = (args) =>
    run(prefix[0] ?? 'apt-get', [...prefix.slice(1), ...(asRoot ? [] : ['apt-get']), ...args], {
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  const ok =
    (await apt(['update'])) === 0 && (await apt(['install', '-y', 'chromium'])) === 0 && existsSync(CHROMIUM);
  if (ok) return true;
  if (inCi) {
    console.error(
      `\x1b[31m[meja] FATAL: Chromium could not be installed at ${CHROMIUM}; the e2e suite cannot run in CI.\x1b[0m`,
    );
    process.exit(1);
  }
  warn('*****************************************************************');
  warn(`Chromium could not be installed at ${CHROMIUM}: the e2e suite is SKIPPED.`);
  warn('Install it with `sudo apt-get install chromium` and run npm test again.');
  warn('*****************************************************************');
  return false;
}

function readJson(file) {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
}

async function step(title, command, args, options) {
  log(`── ${title}`);
  await runOrExit(command, args, options);
}

await ensureDependencies();
const e2e = await ensureChromium();
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

await step('type check', 'npm', ['run', 'typecheck', '--silent']);
await step('lint', 'npx', ['eslint', '.', '--max-warnings=0']);
await step('formatting', 'npx', ['prettier', '--check', '.', '--log-level', 'warn']);
await step('migrations match the schema', 'node', ['scripts/check-migrations.mjs']);

const projects = ['unit', 'api', ...(process.env.TEST_DATABASE_URL ? ['api-pg'] : [])];
if (!process.env.TEST_DATABASE_URL) log('TEST_DATABASE_URL not set: API tests run on PGlite only');
const vitestCode = await run('npx', [
  'vitest',
  'run',
  ...projects.flatMap((p) => ['--project', p]),
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${path.join(results, 'vitest.json')}`,
]);
const vitest = readJson(path.join(results, 'vitest.json'));
let passed = vitest?.numPassedTests ?? 0;
let failed = vitest?.numFailedTests ?? 0;
if (vitestCode !== 0) {
  failed = Math.max(failed, 1); // a crash or an unhandled error fails the run even with no failed test
  console.log(`${passed} passed, ${failed} failed`);
  process.exit(vitestCode);
}

if (e2e) {
  await ensureWebBuild();
  log('── e2e (Playwright, Chromium)');
  const e2eCode = await run(
    'npx',
    ['playwright', 'test', '-c', 'e2e/playwright.config.ts', '--reporter=list,json'],
    {
      env: {
        ...process.env,
        PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
        PLAYWRIGHT_JSON_OUTPUT_FILE: path.join(results, 'e2e.json'),
      },
    },
  );
  const stats = readJson(path.join(results, 'e2e.json'))?.stats;
  passed += (stats?.expected ?? 0) + (stats?.flaky ?? 0);
  failed += stats?.unexpected ?? (e2eCode === 0 ? 0 : 1);
  if (e2eCode !== 0 && failed === 0) failed = 1;
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
