// Shared by the benchmarks: the repository root and starting a server process until it says it is ready.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Runs `command` in the repository root and resolves once its output contains `readyText`. */
export function startProcess(command, args, env, readyText) {
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => {
      if (String(chunk).includes(readyText)) resolve(child);
    });
    child.on('exit', (code) => reject(new Error(`${command} exited with ${code} before it was ready`)));
  });
}

/** The Meja API (apps/api/src/main.ts) with these settings, once it is listening. */
export function startMeja(env) {
  return startProcess('node', ['--import', 'tsx', 'apps/api/src/main.ts'], env, 'Meja is running');
}
