import { GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { Readable } from 'node:stream';
import { isSafeStorageKey, type FileStorage } from './storage';

export interface S3StorageOptions {
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** An S3-compatible server (MinIO, Ceph, R2, a local one); AWS itself when absent. */
  endpoint?: string | undefined;
  /** `bucket` in the path instead of the host name, as most S3-compatible servers want. */
  forcePathStyle: boolean;
  /** A key prefix in a shared bucket ('meja/'), or ''. */
  prefix: string;
}

/**
 * Uploaded pictures in an S3-compatible bucket, so every instance serves every upload (README
 * 'Scaling out'). The objects stay private: the API streams them out through GET /uploads/…, with
 * the same checks and headers as from disk.
 */
export function createS3Storage(options: S3StorageOptions): FileStorage & { close(): void } {
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
    // Checksums only where the API requires them: not every S3-compatible server knows the newer ones.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const objectKey = (key: string) => {
    if (!isSafeStorageKey(key)) throw new Error(`unsafe storage key ${key}`);
    return `${options.prefix}${key}`;
  };

  return {
    put: async (key, bytes) => {
      // A PUT is atomic in S3: readers see the old object or the whole new one.
      await client.send(
        new PutObjectCommand({
          Bucket: options.bucket,
          Key: objectKey(key),
          Body: bytes,
          ContentType: 'image/webp',
        }),
      );
    },
    open: async (key) => {
      if (!isSafeStorageKey(key)) return null;
      try {
        const answer = await client.send(
          new GetObjectCommand({ Bucket: options.bucket, Key: objectKey(key) }),
        );
        return answer.Body instanceof Readable ? answer.Body : null;
      } catch (error) {
        if (error instanceof NoSuchKey) return null;
        throw error;
      }
    },
    close: () => client.destroy(),
  };
}
