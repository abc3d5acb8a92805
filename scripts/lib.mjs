// Helpers for the two README commands. Plain Node (no dependencies): they run before npm install.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readBuildMode, WEB_BUILD_MODE, WEB_BUILD_PAGES, webBuildStaleReason } from './web-build-mode.mjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export function log(message) {
  console.log(`\x1b[36m[meja]\x1b[0m ${message}`);
}

export function warn(message) {
  console.warn(`\x1b[33m[meja] WARNING: ${message}\x1b[0m`);
}

/** Runs a command with inherited output; resolves with its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', ...options });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', (error) => {
      console.error(error);
      resolve(1);
    });
  });
}

export async function runOrExit(command, args, options) {
  const code = await run(command, args, options);
  if (code !== 0) {
    console.error(`\x1b[31m[meja] failed: ${command} ${args.join(' ')} (exit ${code})\x1b[0m`);
    process.exit(code);
  }
}

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

/** Installs dependencies when node_modules is missing or older than the lockfile. */
export async function ensureDependencies() {
  const installed = path.join(ROOT, 'node_modules', '.package-lock.json');
  const lock = path.join(ROOT, 'package-lock.json');
  if (existsSync(installed) && statSync(installed).mtimeMs >= statSync(lock).mtimeMs) return;
  log('installing dependencies (npm ci)…');
  await runOrExit('npm', ['ci', '--no-audit', '--no-fund'], {
    env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
  });
}

const WEB_SOURCES = [
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/public',
  'packages/shared/src',
];

/** The web build, always in production mode whatever this shell's NODE_ENV (issue 12). */
function buildWebApp() {
  return runOrExit('npm', ['run', 'build', '-w', '@meja/web'], {
    env: { ...process.env, NODE_ENV: WEB_BUILD_MODE },
  });
}

/**
 * Builds the web app when its output is missing, older than any of its sources, or not a production
 * build (web-build-mode.mjs). `root` and `build` are for tests.
 */
export async function ensureWebBuild({ root = ROOT, build = buildWebApp } = {}) {
  const dist = path.join(root, 'apps/web/dist');
  const reason = webBuildStaleReason({
    builtAt: newestMtime(path.join(dist, 'index.html')),
    sourcesAt: Math.max(...WEB_SOURCES.map((p) => newestMtime(path.join(root, p)))),
    modes: Object.fromEntries(WEB_BUILD_PAGES.map((page) => [page, readBuildMode(dist, page)])),
  });
  if (reason === null) return;
  log(`building the web app (${reason})…`);
  await build();
}

/** The API process: TypeScript run through tsx (see README "How it runs"). */
export function apiCommand() {
  return ['node', ['--import', 'tsx', path.join(ROOT, 'apps/api/src/main.ts')]];
}

/** Starts the API as a child and forwards Ctrl-C / SIGTERM so it can close the database cleanly. */
export function runApi(env) {
  const [command, args] = apiCommand();
  const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', env });
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => child.kill(signal));
  }
  return new Promise((resolve) => child.on('exit', (code, signal) => resolve(code ?? (signal ? 0 : 1))));
}
