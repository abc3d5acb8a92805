// Shared by the benchmarks: the repository root and starting a server process until it says it is ready.
import { execFileSync, spawn } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import pg from 'pg';
import { readdirSync, readFileSync } from 'node:fs';
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

const CLOCK_TICKS = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;

/** User + system CPU seconds a process (all its threads) has used so far, from /proc; 0 once it is gone. */
export function cpuSecondsOf(pid) {
  const { user, system } = cpuSplitOf(pid);
  return user + system;
}

/** A process's user and system CPU seconds so far (0 once it is gone). */
export function cpuSplitOf(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { user: Number(fields[11]) / CLOCK_TICKS, system: Number(fields[12]) / CLOCK_TICKS };
  } catch {
    return { user: 0, system: 0 };
  }
}

/** The PostgreSQL server's processes (postmaster and backends) now. */
function postgresPids() {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres';
      } catch {
        return false;
      }
    });
}

/**
 * CPU seconds of the API process and of PostgreSQL (per backend, so a backend that ends keeps its
 * share): every postgres process, or only `pgPids` (the backends of one database, when the server
 * is shared with other work).
 */
export function cpuSnapshot(apiPid, pgPids = postgresPids()) {
  const perPid = new Map(pgPids.map((pid) => [String(pid), cpuSecondsOf(pid)]));
  perPid.set(String(apiPid), cpuSecondsOf(apiPid));
  return perPid;
}

export function cpuBetween(before, after) {
  let total = 0;
  for (const [pid, seconds] of after) total += seconds - (before.get(pid) ?? 0);
  return total;
}

/** The q-quantile of some values (nearest rank). */
export const quantile = (values, q) => {
  const sorted = [...values].sort((x, y) => x - y);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
};

/** Milliseconds, one decimal. */
export const ms = (value) => `${value.toFixed(1)} ms`;

// Each request from its own address (X-Forwarded-For, trusted by a server started with
// TRUST_PROXY=true): the per-IP throttles see many diners, not one benchmark.
let lastIp = 0;
export function freshIp() {
  lastIp += 1;
  return `10.${Math.floor(lastIp / 62500) % 250}.${Math.floor(lastIp / 250) % 250}.${(lastIp % 250) + 1}`;
}

/** A JSON request from a fresh address; anything but 2xx throws (with `status` on the error). */
export async function requestJson(method, url, { token, body, headers = {} } = {}) {
  const response = await fetch(url, {
    method,
    headers: {
      'x-forwarded-for': freshIp(),
      ...(token && { authorization: `Bearer ${token}` }),
      ...(body !== undefined && { 'content-type': 'application/json' }),
      ...headers,
    },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
  if (!response.ok) {
    const error = new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
    error.status = response.status;
    throw error;
  }
  return response.json();
}

/** Runs `work` over `items`, `width` at a time. */
export async function inParallel(items, width, work) {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) await work(items[next++]);
    }),
  );
}

/** An open event stream: each `event: name` message's data, with its arrival time, to `onEvent`. */
export async function openStream(url, headers, signal, onEvent) {
  const response = await fetch(url, { headers: { 'x-forwarded-for': freshIp(), ...headers }, signal });
  if (response.status !== 200 || !response.body) throw new Error(`stream refused: ${response.status}`);
  const decoder = new TextDecoder();
  let buffer = '';
  const done = (async () => {
    for await (const chunk of response.body) {
      const arrived = performance.now();
      buffer += decoder.decode(chunk, { stream: true });
      let end;
      while ((end = buffer.indexOf('\n\n')) !== -1) {
        const lines = buffer.slice(0, end).split('\n');
        buffer = buffer.slice(end + 2);
        const event = lines.find((line) => line.startsWith('event: '))?.slice(7);
        const data = lines.find((line) => line.startsWith('data: '))?.slice(6);
        if (event && data) onEvent(event, JSON.parse(data), arrived);
      }
    }
  })().catch(() => {});
  return { done };
}

/**
 * A database of the benchmark's own, made afresh on the server of BENCH_DATABASE_URL (a login that
 * may create databases; PostgreSQL on this machine by default): its URL.
 */
export async function freshBenchDatabase(name) {
  const adminUrl = new URL(process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test');
  const admin = new pg.Client({ connectionString: adminUrl.toString() });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url;
}

/** One autocannon run with these options, as a promise of its result. */
export function autocannonRun(options) {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
}
