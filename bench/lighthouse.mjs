// Lighthouse 12, mobile preset (emulated phone, simulated slow 4G and 4x CPU slowdown), on pages of the
// built web app, served the way e2e serves it: the API on a fresh temporary PGlite database with the demo
// seed, on a free port. Prints per path the median scores and metrics of N runs, the LCP element and its
// phases, what costs the most, and the failing audits; exits 1 when a goal is not met.
//   npm run -w apps/web build
//   npm run -w bench lighthouse -- [--runs 3] [--perf 95] [--a11y 95] [--bp 95] [--seo 95] [--lcp MS]
//                                  [--report DIR] [/path …]
// The LCP goal is 1800 ms on the diner's pages (a weak phone at a table: the server paints a still
// preview) and 2500 ms, Core Web Vitals' 'good', on the site's (landing, pricing: the staff app's
// script paints them; their performance score ≥ 95 is the tighter goal); --lcp sets one for all.
import { spawn } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { apiCommand, ROOT } from '../scripts/lib.mjs';

const { values: opts, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    runs: { type: 'string', default: '3' },
    port: { type: 'string', default: '3200' },
    perf: { type: 'string', default: '95' },
    a11y: { type: 'string', default: '95' },
    bp: { type: 'string', default: '95' },
    seo: { type: 'string', default: '95' },
    lcp: { type: 'string' },
    report: { type: 'string' },
  },
});
const paths = positionals.length > 0 ? positionals : ['/warung-demo/menu'];
const runs = Math.max(1, Number(opts.runs));
const goals = {
  perf: Number(opts.perf),
  a11y: Number(opts.a11y),
  bestPractices: Number(opts.bp),
  seo: Number(opts.seo),
};
/** SPEC §2 customer pages: /{slug}/menu, /cart, /order-track (served as diner.html). */
const isDinerPage = (urlPath) => /^\/[^/]+\/(menu|cart|order-track)(\/|$)/.test(urlPath);
const lcpGoalMs = (urlPath) => (opts.lcp ? Number(opts.lcp) : isDinerPage(urlPath) ? 1800 : 2500);
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const dist = path.join(ROOT, 'apps/web/dist');

function fail(message) {
  console.error(`lighthouse: ${message}`);
  process.exit(2);
}
if (!existsSync(path.join(dist, 'index.html'))) fail('no web build: run `npm run -w apps/web build` first');
if (!existsSync(CHROME_PATH)) fail(`no Chromium at ${CHROME_PATH}: apt-get install -y chromium`);

/** The preferred port when it is free, else one the system picks. */
function freePort(preferred) {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(freePort(0)));
    probe.listen(preferred, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** Copies the build; false when a page names assets that are missing (a rebuild is half-way). */
function copyBuild(target) {
  rmSync(target, { recursive: true, force: true });
  cpSync(dist, target, { recursive: true });
  const pages = readdirSync(target).filter((name) => name.endsWith('.html'));
  const html = pages.map((name) => readFileSync(path.join(target, name), 'utf8')).join('\n');
  const assets = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g)].map((m) => m[1]);
  return pages.includes('index.html') && assets.every((asset) => existsSync(path.join(target, asset)));
}

async function snapshotBuild(target) {
  for (let attempt = 0; attempt < 12; attempt++) {
    try {
      if (copyBuild(target)) return true;
    } catch {
      // files vanished while copying: a rebuild is emptying dist
    }
    await sleep(5000);
  }
  return false;
}

// The server gets a copy of the build, so a rebuild while we measure changes nothing under it.
const tmp = mkdtempSync(path.join(tmpdir(), 'meja-lighthouse-'));
let server = null;
const serverRunning = () => server !== null && server.exitCode === null && server.signalCode === null;
process.on('exit', () => {
  chromeLauncher.killAll();
  if (serverRunning()) server.kill('SIGKILL');
  rmSync(tmp, { recursive: true, force: true });
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130));
for (const event of ['uncaughtException', 'unhandledRejection']) {
  process.on(event, (error) => {
    console.error(error);
    process.exit(2);
  });
}

const complete = await snapshotBuild(path.join(tmp, 'web'));
if (!complete) fail('the build in apps/web/dist stayed incomplete for a minute: rebuild it');
const port = await freePort(Number(opts.port));
const base = `http://127.0.0.1:${port}`;
const [command, args] = apiCommand();
server = spawn(command, args, {
  cwd: ROOT,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    DATABASE_URL: '',
    REDIS_URL: '',
    DATA_DIR: path.join(tmp, 'data'),
    WEB_DIST_DIR: path.join(tmp, 'web'),
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: base,
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
  },
});

async function waitForServer(timeoutMs = 60_000) {
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline; await sleep(250)) {
    if (!serverRunning()) throw new Error(`the server exited (code ${server.exitCode})`);
    const ok = await fetch(`${base}/api/v1/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
  }
  throw new Error(`the server did not answer on ${base} within ${timeoutMs / 1000} s`);
}

/** One Lighthouse run in a fresh Chromium (fresh profile: no cache, no service worker). */
async function audit(url) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
  try {
    const flags = { port: chrome.port, output: 'html', logLevel: 'error', onlyCategories: CATEGORIES };
    const result = await lighthouse(url, flags);
    if (!result) throw new Error(`${url}: Lighthouse returned nothing`);
    if (result.lhr.runtimeError) throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
    return result;
  } finally {
    await chrome.kill();
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const score = (lhr, category) => Math.round((lhr.categories[category].score ?? 0) * 100);
const value = (lhr, id) => lhr.audits[id].numericValue ?? NaN;
const ms = (n) => `${Math.round(n)} ms`;
const kib = (n) => `${(n / 1024).toFixed(1)} KiB`;
const oneLine = (text, max = 160) => {
  const line = String(text).replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
};

/** A table row of an audit, in one line: what (element, URL or message) and how much. */
function describeItem(item) {
  const node = item.node?.type === 'node' ? item.node : null;
  const what = node
    ? `${oneLine(node.snippet, 100)}  [${node.selector}]${node.explanation ? `  ${oneLine(node.explanation)}` : ''}`
    : item.message
      ? `line ${item.index}: ${item.message}: ${oneLine(item.line, 60)}`
      : String(item.url ?? item.groupLabel ?? item.label ?? item.source?.url ?? '').replace(base, '');
  const amounts = [
    item.wastedBytes && `${kib(item.wastedBytes)} wasted`,
    item.totalBytes && `${kib(item.totalBytes)} total`,
    item.wastedMs && `${ms(item.wastedMs)} wasted`,
    item.total && `${ms(item.total)} CPU`,
    item.duration && ms(item.duration),
    typeof item.score === 'number' && `shift ${item.score.toFixed(3)}`,
  ].filter(Boolean);
  return [what, ...amounts].join('  ');
}

function printItems(auditResult, max = 3) {
  const items = auditResult.details?.items ?? [];
  for (const item of items.slice(0, max)) console.log(`        ${describeItem(item)}`);
  if (items.length > max) console.log(`        … ${items.length - max} more`);
}

/** Performance audits that flag something, costliest first (estimated ms saved, then bytes). */
function costliest(lhr, max = 8) {
  const cost = (a) => a.details?.overallSavingsMs ?? Math.max(0, ...Object.values(a.metricSavings ?? {}));
  return lhr.categories.performance.auditRefs
    .filter((ref) => ref.group === 'diagnostics' && ref.id !== 'largest-contentful-paint-element')
    .map((ref) => lhr.audits[ref.id])
    .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode !== 'informative')
    .sort(
      (a, b) =>
        cost(b) - cost(a) || (b.details?.overallSavingsBytes ?? 0) - (a.details?.overallSavingsBytes ?? 0),
    )
    .slice(0, max);
}

/** Audits of a category that fail, heaviest first; weight 0 ones do not count in the score. */
function failures(lhr, category) {
  return lhr.categories[category].auditRefs
    .filter((ref) => lhr.audits[ref.id].score !== null && lhr.audits[ref.id].score < 1)
    .sort((a, b) => b.weight - a.weight)
    .map((ref) => ({ ref, audit: lhr.audits[ref.id] }));
}

function printLcpElement(lhr) {
  const [element, phases] = lhr.audits['largest-contentful-paint-element'].details?.items ?? [];
  const node = element?.items?.[0]?.node;
  console.log(
    `  LCP element: ${node ? `${oneLine(node.snippet, 140)}  [${node.selector}]` : '(none reported)'}`,
  );
  if (node?.nodeLabel && node.nodeLabel !== node.selector)
    console.log(`    label: ${oneLine(node.nodeLabel)}`);
  if (phases?.items) {
    console.log(
      `    phases: ${phases.items.map((p) => `${p.phase} ${ms(p.timing)} (${p.percent})`).join(', ')}`,
    );
  }
  const [checklist] = lhr.audits['lcp-discovery-insight']?.details?.items ?? [];
  if (checklist?.type === 'checklist') {
    const checks = Object.values(checklist.items).map((c) => `${c.value ? 'ok' : 'NO'}: ${c.label}`);
    console.log(`    discovery: ${checks.join('; ')}`);
  }
}

async function measure(urlPath) {
  const results = [];
  for (let i = 0; i < runs; i++) {
    const result = await audit(base + urlPath);
    const lhr = result.lhr;
    console.log(
      `  run ${i + 1}/${runs}: perf ${score(lhr, 'performance')}, LCP ${ms(value(lhr, 'largest-contentful-paint'))}`,
    );
    results.push(result);
  }
  const lhrs = results.map((r) => r.lhr);
  const med = (f) => median(lhrs.map(f));
  const summary = {
    perf: med((l) => score(l, 'performance')),
    a11y: med((l) => score(l, 'accessibility')),
    bestPractices: med((l) => score(l, 'best-practices')),
    seo: med((l) => score(l, 'seo')),
    lcp: med((l) => value(l, 'largest-contentful-paint')),
    fcp: med((l) => value(l, 'first-contentful-paint')),
    tbt: med((l) => value(l, 'total-blocking-time')),
    cls: med((l) => value(l, 'cumulative-layout-shift')),
    si: med((l) => value(l, 'speed-index')),
  };
  // Details come from the median run: runs sorted by performance score, then by LCP (slowest first).
  const perf = (r) => score(r.lhr, 'performance');
  const lcp = (r) => value(r.lhr, 'largest-contentful-paint');
  const sorted = [...results].sort((a, b) => perf(a) - perf(b) || lcp(b) - lcp(a));
  const medianRun = sorted[Math.floor(sorted.length / 2)];
  return { summary, medianRun };
}

function report(urlPath, { summary: s, medianRun }) {
  const lhr = medianRun.lhr;
  console.log(
    `\n${urlPath} — median of ${runs} run(s), Lighthouse ${lhr.lighthouseVersion}, ${lhr.configSettings.formFactor}`,
  );
  console.log(
    `  performance ${s.perf}  accessibility ${s.a11y}  best-practices ${s.bestPractices}  seo ${s.seo}`,
  );
  console.log(
    `  LCP ${ms(s.lcp)}  FCP ${ms(s.fcp)}  TBT ${ms(s.tbt)}  CLS ${s.cls.toFixed(3)}  SI ${ms(s.si)}`,
  );
  printLcpElement(lhr);
  console.log('  costs the most (median run):');
  for (const a of costliest(lhr)) {
    const savings = Object.entries(a.metricSavings ?? {})
      .filter(([, saved]) => saved > 0)
      .map(([metric, saved]) => `${metric} −${metric === 'CLS' ? saved.toFixed(3) : ms(saved)}`);
    const estimate = savings.length > 0 ? ` (est. ${savings.join(', ')})` : '';
    console.log(`    ${a.id}: ${a.title}${a.displayValue ? ` — ${a.displayValue}` : ''}${estimate}`);
    printItems(a);
  }
  for (const category of ['accessibility', 'best-practices', 'seo']) {
    const failed = failures(lhr, category);
    if (failed.length === 0) continue;
    console.log(`  ${category} failures:`);
    for (const { ref, audit: a } of failed) {
      const weight = ref.weight ? `weight ${ref.weight}` : 'not scored';
      console.log(`    ${ref.id} (${weight}): ${a.title}${a.displayValue ? ` — ${a.displayValue}` : ''}`);
      printItems(a, 5);
    }
  }
  const lcpGoal = lcpGoalMs(urlPath);
  const checks = [
    [`performance ${s.perf} ≥ ${goals.perf}`, s.perf >= goals.perf],
    [`accessibility ${s.a11y} ≥ ${goals.a11y}`, s.a11y >= goals.a11y],
    [`best-practices ${s.bestPractices} ≥ ${goals.bestPractices}`, s.bestPractices >= goals.bestPractices],
    [`SEO ${s.seo} ≥ ${goals.seo}`, s.seo >= goals.seo],
    [`LCP ${ms(s.lcp)} ≤ ${ms(lcpGoal)}`, s.lcp <= lcpGoal],
  ];
  console.log(`  goals: ${checks.map(([text, met]) => `${text} ${met ? 'met' : 'NOT met'}`).join('; ')}`);
  if (opts.report) {
    mkdirSync(opts.report, { recursive: true });
    const name = urlPath.replace(/^\/+|\/+$/g, '').replace(/[^\w.-]+/g, '_') || 'root';
    writeFileSync(path.join(opts.report, `${name}.html`), String(medianRun.report));
    writeFileSync(path.join(opts.report, `${name}.json`), JSON.stringify(lhr, null, 2));
    console.log(`  report: ${path.join(opts.report, `${name}.html`)} (and .json)`);
  }
  return checks.every(([, met]) => met);
}

let allMet = true;
try {
  await waitForServer();
  console.log(`server on ${base}; ${runs} run(s) per path with ${CHROME_PATH}`);
  for (const urlPath of paths) {
    console.log(`\n${urlPath}`);
    allMet = report(urlPath, await measure(urlPath)) && allMet;
  }
} catch (error) {
  console.error(error);
  process.exitCode = 2;
} finally {
  if (serverRunning()) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await Promise.race([exited, sleep(5000)]);
  }
}
if (process.exitCode === undefined) process.exitCode = allMet ? 0 : 1;
