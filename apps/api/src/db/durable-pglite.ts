import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';

/**
 * PGlite on disk whose COMMIT reaches the disk before it is acknowledged.
 *
 * As released, PGlite on Node never syncs: it starts PostgreSQL with `-F` (fsync off), and the
 * Emscripten file system under it (NODEFS) has no fsync at all — PostgreSQL's fsync() of the
 * write-ahead log returns success without a host call (see electric-sql/pglite#1107). Writes reach
 * the operating system's page cache, so a crash of the process loses nothing, but a power cut or a
 * kernel crash can lose acknowledged commits (and, after a checkpoint, leave data files behind the
 * log that was recycled).
 *
 * Here PostgreSQL runs with fsync on and `wal_sync_method=fsync` (the one sync call that reaches
 * the file system's `fsync` hook; fdatasync is a no-op in Emscripten), and NODEFS gets that hook:
 * fsync(2) of the host file, or of the directory, for a file renamed or created. A commit then
 * costs one fsync of the WAL segment, checkpoints sync the data files, as on PostgreSQL itself.
 */
export class DurableNodeFS extends NodeFS {
  override async init(pg: PGlite, opts: Parameters<NodeFS['init']>[1]) {
    const { emscriptenOpts } = await super.init(pg, opts);
    return {
      emscriptenOpts: { ...emscriptenOpts, preRun: [...(emscriptenOpts.preRun ?? []), addHostFsync] },
    };
  }
}

/** PostgreSQL's start parameters in PGlite without `-F`, syncing the WAL with fsync(). */
export function durableStartParams(): string[] {
  return [...PGlite.defaultStartParams.filter((param) => param !== '-F'), '-c', 'wal_sync_method=fsync'];
}

function field(value: unknown, name: string): unknown {
  return typeof value === 'object' && value !== null ? Reflect.get(value, name) : undefined;
}

function fsyncPath(target: string): void {
  const fd = fs.openSync(target, 'r');
  try {
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}

/** Gives NODEFS's open files an fsync that reaches the disk (an Emscripten preRun hook). */
function addHostFsync(mod: unknown): void {
  const nodefs = field(mod, 'NODEFS');
  const streamOps = field(nodefs, 'stream_ops');
  const realPath = field(nodefs, 'realPath');
  if (typeof streamOps !== 'object' || streamOps === null || typeof realPath !== 'function') {
    throw new Error('PGlite: NODEFS has no stream_ops/realPath; cannot make commits durable');
  }
  Reflect.set(streamOps, 'fsync', (stream: unknown): number => {
    const nfd = field(stream, 'nfd');
    if (typeof nfd === 'number') fs.fsyncSync(nfd);
    else {
      // A stream without a host descriptor (a directory): sync it by its host path.
      const hostPath: unknown = Reflect.apply(realPath, nodefs, [field(stream, 'node')]);
      if (typeof hostPath === 'string') fsyncPath(hostPath);
    }
    return 0;
  });
}

/**
 * Syncs every file and directory under `dir`: what PGlite unpacked into a new data directory did
 * not go through PostgreSQL's own syncs.
 */
export function fsyncTree(dir: string): void {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const child = path.join(dir, entry.name);
    if (entry.isDirectory()) fsyncTree(child);
    else if (entry.isFile()) fsyncPath(child);
  }
  fsyncPath(dir);
}
