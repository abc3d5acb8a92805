import path from 'node:path';
import type { Env } from '../env';
import { createDiskStorage, type FileStorage } from './storage';
import { createS3Storage } from './storage-s3';

/** The uploads' storage the settings name (STORAGE): the disk under DATA_DIR, or an S3 bucket. */
export function openFileStorage(env: Env): FileStorage & { close(): void } {
  if (env.STORAGE === 's3') {
    const { S3_BUCKET: bucket, S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = env;
    // loadEnv refuses this already; a hand-made Env must not fall back to the disk unnoticed.
    if (!bucket || !accessKeyId || !secretAccessKey)
      throw new Error('STORAGE=s3 needs S3_BUCKET and the key pair');
    return createS3Storage({
      bucket,
      region: env.S3_REGION,
      endpoint: env.S3_ENDPOINT,
      accessKeyId,
      secretAccessKey,
      forcePathStyle: env.S3_FORCE_PATH_STYLE,
      prefix: env.S3_PREFIX,
    });
  }
  return { ...createDiskStorage(path.resolve(env.DATA_DIR, 'uploads')), close: () => undefined };
}
