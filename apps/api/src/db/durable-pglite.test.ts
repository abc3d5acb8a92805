import fs, { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openPglite, rowsOf } from './client';

/**
 * The embedded database on disk (issue 12): with the default (durable) setting every COMMIT is
 * followed by an fsync of the write-ahead log before it is acknowledged; PGlite as released
 * (durable: false) never syncs. The bench (bench/pglite-durability.mjs) counts the same through
 * strace on the whole server and measures what it costs.
 */
const dirs: string[] = [];
afterEach(() => {
  vi.restoreAllMocks();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function dataDir() {
  const dir = mkdtempSync(path.join(tmpdir(), 'meja-durable-'));
  dirs.push(dir);
  return dir;
}

/** Commits `count` one-row transactions and returns the fsyncs of WAL files they caused. */
async function walSyncsPerCommits(durable: boolean, count: number) {
  const dir = dataDir();
  const handle = await openPglite(dir, { durable });
  try {
    await handle.exec('create table ledger (id serial primary key, note text not null)');
    const fsyncs = vi.spyOn(fs, 'fsyncSync');
    for (let i = 0; i < count; i++) await handle.exec(`insert into ledger (note) values ('order ${i}')`);
    const walFsyncs = fsyncs.mock.calls.filter(([fd]) => {
      const target = fs.readlinkSync(`/proc/self/fd/${String(fd)}`);
      return target.includes(`${path.sep}pg_wal${path.sep}`);
    }).length;
    fsyncs.mockRestore();
    return { walFsyncs, handle, dir };
  } catch (error) {
    await handle.close();
    throw error;
  }
}

describe('PGlite on disk', () => {
  it('syncs the write-ahead log once per commit, and the rows are there after a reopen', async () => {
    const { walFsyncs, handle, dir } = await walSyncsPerCommits(true, 10);
    expect(walFsyncs).toBe(10);
    await handle.close();
    const reopened = await openPglite(dir);
    try {
      const rows = rowsOf(await reopened.db.execute('select count(*)::int as n from ledger'));
      expect(rows[0]?.n).toBe(10);
    } finally {
      await reopened.close();
    }
  });

  it('as released (durable: false) it never syncs: what the review found', async () => {
    const { walFsyncs, handle } = await walSyncsPerCommits(false, 10);
    await handle.close();
    expect(walFsyncs).toBe(0);
  });
});
