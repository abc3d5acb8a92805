import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

/** The S3-compatible server's fixed key pair (s3rver accepts only these). */
export const LOCAL_S3_KEYS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } as const;

/**
 * A local S3-compatible server (s3rver, from the npm registry) on a free port, with `buckets`
 * made, its objects in a temporary folder; `close` removes them.
 */
export async function startLocalS3(buckets: readonly string[]) {
  const directory = mkdtempSync(path.join(tmpdir(), 'meja-s3-'));
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: buckets.map((name) => ({ name })),
  });
  const { port } = await server.run();
  return {
    endpoint: `http://127.0.0.1:${port}`,
    directory,
    close: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
