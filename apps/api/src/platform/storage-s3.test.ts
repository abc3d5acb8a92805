import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadResponse } from '@meja/shared/contracts/menu';
import { createTenantGraph } from '../../test/factories';
import { bearer, buildTestApp, type TestApp } from '../../test/harness';
import { LOCAL_S3_KEYS, startLocalS3 } from '../../test/local-s3';
import { openTestDatabase } from '../../test/test-db';
import type { DatabaseHandle } from '../db/client';
import { tenantUrl } from '../../test/catalog';
import { parseEnv } from '../env';
import { configRefusal } from '../../test/env-refusal';
import { createS3Storage } from './storage-s3';

/** Uploads in an S3-compatible bucket (issue 19), against a local S3-compatible server. */
const BUCKET = 'meja-uploads';
let s3: Awaited<ReturnType<typeof startLocalS3>>;

beforeAll(async () => {
  s3 = await startLocalS3([BUCKET]);
});
afterAll(() => s3.close());

const storageWith = (over: Partial<Parameters<typeof createS3Storage>[0]> = {}) =>
  createS3Storage({
    bucket: BUCKET,
    region: 'us-east-1',
    endpoint: s3.endpoint,
    forcePathStyle: true,
    prefix: '',
    ...LOCAL_S3_KEYS,
    ...over,
  });

const keyOf = (suffix = '') => `${randomUUID()}/${randomUUID()}${suffix}.webp`;

async function bytesOf(stream: NodeJS.ReadableStream | null): Promise<Buffer | null> {
  if (!stream) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk)));
  return Buffer.concat(chunks);
}

describe('createS3Storage', () => {
  it('stores and streams a file back; a key never stored is null', async () => {
    const storage = storageWith();
    const key = keyOf();
    const bytes = Buffer.from(`gambar ${randomUUID()}`);
    await storage.put(key, bytes);
    expect(await bytesOf(await storage.open(key))).toEqual(bytes);
    expect(await storage.open(keyOf())).toBeNull();
    // A second PUT of the key replaces it whole.
    await storage.put(key, Buffer.from('baru'));
    expect((await bytesOf(await storage.open(key)))?.toString()).toBe('baru');
    storage.close();
  });

  it('refuses a key the server did not make, before any request', async () => {
    const storage = storageWith();
    await expect(storage.put('../../etc/passwd', Buffer.from('x'))).rejects.toThrow('unsafe storage key');
    await expect(storage.put(`${randomUUID()}/nama.png`, Buffer.from('x'))).rejects.toThrow(
      'unsafe storage key',
    );
    expect(await storage.open('../secrets.key')).toBeNull();
    storage.close();
  });

  it('keeps its objects under the prefix in a shared bucket', async () => {
    const prefixed = storageWith({ prefix: 'meja/' });
    const bare = storageWith();
    const key = keyOf();
    await prefixed.put(key, Buffer.from('di dalam folder'));
    expect((await bytesOf(await prefixed.open(key)))?.toString()).toBe('di dalam folder');
    expect(await bare.open(key)).toBeNull();
    prefixed.close();
    bare.close();
  });

  it('fails loudly with keys the server refuses (never reads as "no file")', async () => {
    const storage = storageWith({ accessKeyId: 'SALAH', secretAccessKey: 'SALAH' });
    await expect(storage.put(keyOf(), Buffer.from('x'))).rejects.toThrow();
    await expect(storage.open(keyOf())).rejects.toThrow();
    storage.close();
  });
});

describe('STORAGE=s3 settings', () => {
  it('need the bucket and both keys; the prefix is a folder name', () => {
    expect(configRefusal({ STORAGE: 's3' })).toContain(
      's3 needs S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY',
    );
    expect(configRefusal({ STORAGE: 's3', S3_BUCKET: 'b-1', S3_ACCESS_KEY_ID: 'k' })).toContain('STORAGE');
    expect(configRefusal({ STORAGE: 'ftp' })).toContain('STORAGE');
    expect(configRefusal({ S3_PREFIX: '../x/' })).toContain('S3_PREFIX');
    expect(configRefusal({ S3_ENDPOINT: 'not a url' })).toContain('S3_ENDPOINT');
    const env = parseEnv({
      STORAGE: 's3',
      S3_BUCKET: 'meja-uploads',
      S3_ACCESS_KEY_ID: 'k',
      S3_SECRET_ACCESS_KEY: 's',
      S3_PREFIX: 'meja/',
    });
    expect(env).toMatchObject({ STORAGE: 's3', S3_REGION: 'us-east-1', S3_FORCE_PATH_STYLE: true });
    expect(parseEnv({}).STORAGE).toBe('disk');
  });
});

describe('two instances sharing one bucket', () => {
  let handle: DatabaseHandle;
  let one: TestApp;
  let two: TestApp;

  beforeAll(async () => {
    handle = await openTestDatabase();
    const env = {
      STORAGE: 's3',
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: s3.endpoint,
      S3_ACCESS_KEY_ID: LOCAL_S3_KEYS.accessKeyId,
      S3_SECRET_ACCESS_KEY: LOCAL_S3_KEYS.secretAccessKey,
    };
    one = await buildTestApp(handle, { env });
    two = await buildTestApp(handle, { env });
  });
  afterAll(async () => {
    await one.app.close();
    await two.app.close();
    await handle.close();
  });

  it('a picture uploaded through one is served by the other, and its card-sized copy too', async () => {
    const t = await createTenantGraph(handle.db);
    const png = await sharp({
      create: { width: 900, height: 700, channels: 3, background: { r: 10, g: 90, b: 200 } },
    })
      .png()
      .toBuffer();
    const boundary = `----meja-${randomUUID()}`;
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="menu.png"\r\n` +
          'Content-Type: image/png\r\n\r\n',
      ),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const uploaded = await one.app.inject({
      method: 'POST',
      url: tenantUrl(t.tenant.slug, '/upload'),
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...bearer(t.admin.token) },
      payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const { url } = uploadResponse.parse(uploaded.json());

    // Not on this machine's disk: in the bucket.
    const key = url.replace(/^\/uploads\//, '');
    expect(existsSync(path.join(one.env.DATA_DIR, 'uploads', key))).toBe(false);

    const served = await two.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 800,
      height: 800,
    });
    const fromOne = await one.app.inject({ method: 'GET', url });
    expect(fromOne.rawPayload).toEqual(served.rawPayload);

    const thumbnail = await two.app.inject({ method: 'GET', url: url.replace(/\.webp$/, '-400.webp') });
    expect(thumbnail.statusCode).toBe(200);
    expect(await sharp(thumbnail.rawPayload).metadata()).toMatchObject({ width: 400, height: 400 });

    const missing = await two.app.inject({
      method: 'GET',
      url: `/uploads/${t.tenant.id}/${randomUUID()}.webp`,
    });
    expect(missing.statusCode).toBe(404);
  });
});
