import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ensureWebBuild } from './lib.mjs';
import { readBuildMode, webBuildStaleReason, writeBuildMode } from './web-build-mode.mjs';

const PRODUCTION = { index: 'production', diner: 'production' };

describe('webBuildStaleReason', () => {
  it('accepts a production build newer than its sources', () => {
    expect(webBuildStaleReason({ builtAt: 20, sourcesAt: 10, modes: PRODUCTION })).toBeNull();
    expect(webBuildStaleReason({ builtAt: 10, sourcesAt: 10, modes: PRODUCTION })).toBeNull();
  });

  it('builds when nothing is built', () => {
    expect(webBuildStaleReason({ builtAt: 0, sourcesAt: 10, modes: PRODUCTION })).toBe('no build yet');
  });

  it('builds again when a source is newer', () => {
    expect(webBuildStaleReason({ builtAt: 10, sourcesAt: 11, modes: PRODUCTION })).toBe('sources changed');
  });

  it('builds again when either page was built in development mode, however fresh', () => {
    expect(
      webBuildStaleReason({
        builtAt: 20,
        sourcesAt: 10,
        modes: { index: 'development', diner: 'production' },
      }),
    ).toBe('the index build is development, not production');
    expect(
      webBuildStaleReason({
        builtAt: 20,
        sourcesAt: 10,
        modes: { index: 'production', diner: 'development' },
      }),
    ).toBe('the diner build is development, not production');
  });

  it('builds again when a page left no marker (a build from before the markers, or a failed one)', () => {
    expect(webBuildStaleReason({ builtAt: 20, sourcesAt: 10, modes: { index: 'production' } })).toBe(
      'the diner build is of unknown mode, not production',
    );
    expect(webBuildStaleReason({ builtAt: 20, sourcesAt: 10, modes: { index: null, diner: null } })).toMatch(
      /^the index build is of unknown mode/,
    );
  });
});

describe('ensureWebBuild', () => {
  let root = '';
  let dist = '';
  let builds = 0;
  // Stands in for `vite build`: writes what a production build leaves in dist.
  const build = async () => {
    builds += 1;
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html>');
    writeBuildMode(dist, 'index', 'production');
    writeBuildMode(dist, 'diner', 'production');
  };

  /** A checkout whose sources are an hour older than its build in dist. */
  function checkout(modes) {
    const source = path.join(root, 'apps/web/src/main.tsx');
    mkdirSync(path.dirname(source), { recursive: true });
    writeFileSync(source, 'export {};');
    const hourAgo = new Date(Date.now() - 3_600_000);
    utimesSync(source, hourAgo, hourAgo);
    utimesSync(path.dirname(source), hourAgo, hourAgo);
    mkdirSync(dist, { recursive: true });
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html>');
    for (const [page, mode] of Object.entries(modes)) writeBuildMode(dist, page, mode);
  }

  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'meja-web-build-'));
    dist = path.join(root, 'apps/web/dist');
    builds = 0;
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('rebuilds a fresh dist marked development, and then leaves the production build alone', async () => {
    checkout({ index: 'development', diner: 'development' });
    await ensureWebBuild({ root, build });
    expect(builds).toBe(1);
    expect(readBuildMode(dist, 'diner')).toBe('production');

    await ensureWebBuild({ root, build });
    expect(builds).toBe(1);
  });

  it('rebuilds a dist without markers', async () => {
    checkout({});
    await ensureWebBuild({ root, build });
    expect(builds).toBe(1);
  });

  it('keeps a fresh production build', async () => {
    checkout(PRODUCTION);
    await ensureWebBuild({ root, build });
    expect(builds).toBe(0);
  });

  it('reads an unreadable marker as no marker', () => {
    checkout(PRODUCTION);
    writeFileSync(path.join(dist, '.vite/index-build-mode.json'), '{not json');
    expect(readBuildMode(dist, 'index')).toBeNull();
  });
});
