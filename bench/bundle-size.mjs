// Prints the initial JavaScript of the diner's first screen (/{slug}/menu), gzipped, from the web build.
// Initial = the diner entry (diner.html, which ships the menu page) and every chunk it imports statically.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';

const dist = fileURLToPath(new URL('../apps/web/dist/', import.meta.url));
const manifest = JSON.parse(readFileSync(`${dist}.vite/diner-manifest.json`, 'utf8'));
const GOAL_KB = 90;

function staticClosure(keys) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const child of manifest[key].imports ?? []) visit(child);
  };
  keys.forEach(visit);
  return seen;
}

if (!manifest['diner.html']) throw new Error('Build the web app first: npm run -w apps/web build');

const chunks = [...staticClosure(['diner.html'])].map((key) => {
  const file = manifest[key].file;
  const bytes = readFileSync(dist + file);
  return { file, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
});
chunks.sort((a, b) => b.gzip - a.gzip);
const kb = (bytes) => (bytes / 1024).toFixed(1);
for (const chunk of chunks)
  console.log(`${kb(chunk.gzip).padStart(7)} KB gz  ${kb(chunk.raw).padStart(7)} KB  ${chunk.file}`);
const total = chunks.reduce((sum, chunk) => sum + chunk.gzip, 0);
console.log(
  `initial JS for /{slug}/menu: ${kb(total)} KB gzipped (goal ≤ ${GOAL_KB} KB) — ${total / 1024 <= GOAL_KB ? 'met' : 'NOT met'}`,
);
process.exitCode = total / 1024 <= GOAL_KB ? 0 : 1;
