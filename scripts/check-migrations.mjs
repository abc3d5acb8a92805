// Fails when the drizzle schema and the committed migrations have drifted: drizzle-kit generates
// into a scratch copy of the migrations folder and must find nothing to add.
import { spawnSync } from 'node:child_process';
import { cpSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { log, ROOT } from './lib.mjs';

const apiDir = path.join(ROOT, 'apps/api');
const committed = path.join(apiDir, 'src/db/migrations');
// drizzle-kit only takes an out folder relative to its config, so the scratch copy lives beside it.
const scratchRelative = '.migrations-check';
const scratch = path.join(apiDir, scratchRelative);
rmSync(scratch, { recursive: true, force: true });
cpSync(committed, scratch, { recursive: true });
const count = () => readdirSync(scratch, { recursive: true }).length;
const before = count();
const result = spawnSync('npx', ['drizzle-kit', 'generate', '--name', 'drift_check'], {
  cwd: apiDir,
  env: { ...process.env, MIGRATIONS_OUT: `./${scratchRelative}` },
  encoding: 'utf8',
});
const after = count();
rmSync(scratch, { recursive: true, force: true });
const output = `${result.stdout}\n${result.stderr}`;
if (result.status !== 0 || /error/i.test(result.stderr.replace(/npm warn.*\n?/gi, ''))) {
  console.error(output);
  console.error('[meja] drizzle-kit generate failed while checking migrations');
  process.exit(1);
}
if (after !== before || !/No schema changes/i.test(output)) {
  console.error(output);
  console.error('[meja] the schema has changes with no migration: run `npm run db:generate` and commit it');
  process.exit(1);
}
log('migrations match the schema');
