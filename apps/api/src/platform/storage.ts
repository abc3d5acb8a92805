import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { access, mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/**
 * Where uploaded files live: local disk under DATA_DIR/uploads by default, or an S3-compatible
 * bucket shared by several instances (STORAGE=s3, `storage-s3.ts`). Keys are '<tenantId>/<file>',
 * made by the server only.
 */
export interface FileStorage {
  put(key: string, bytes: Buffer): Promise<void>;
  /** A stream of the file, or null when there is none. */
  open(key: string): Promise<Readable | null>;
}

const SAFE_KEY = /^[0-9a-f-]{36}\/[0-9a-f-]{36}(-400)?\.webp$/;

export function isSafeStorageKey(key: string): boolean {
  return SAFE_KEY.test(key);
}

export function createDiskStorage(root: string): FileStorage {
  const full = (key: string) => {
    if (!isSafeStorageKey(key)) throw new Error(`unsafe storage key ${key}`);
    return path.join(root, key);
  };
  return {
    put: async (key, bytes) => {
      const target = full(key);
      await mkdir(path.dirname(target), { recursive: true });
      const temporary = `${target}.${randomUUID()}.tmp`;
      await writeFile(temporary, bytes);
      await rename(temporary, target); // readers never see half a file
    },
    open: async (key) => {
      if (!isSafeStorageKey(key)) return null;
      const target = full(key);
      const present = await access(target).then(
        () => true,
        () => false,
      );
      return present ? createReadStream(target) : null;
    },
  };
}
