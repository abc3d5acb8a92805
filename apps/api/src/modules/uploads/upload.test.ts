import { randomBytes, randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { uploadResponse } from '@meja/shared/contracts/menu';
import { menuThumbUrl } from '@meja/shared/menu-image-url';
import { useCatalogWorld } from '../../../test/catalog-world';
import { bearer } from '../../../test/harness';
import { errorOf } from '../../../test/auth-flow';
import { createMenuItem, publicMenu, tenantUrl } from '../../../test/catalog';
import { MAX_UPLOAD_BYTES } from './menu-image';

/** POST /api/v1/tenant/:slug/upload and GET /uploads/:tenantId/:file (issue 3). */
const world = useCatalogWorld();
let png: Buffer;
let jpegWithExif: Buffer;

beforeAll(async () => {
  png = await sharp({
    create: { width: 1200, height: 900, channels: 3, background: { r: 200, g: 60, b: 40 } },
  })
    .png()
    .toBuffer();
  jpegWithExif = await sharp({
    create: { width: 640, height: 1000, channels: 3, background: { r: 20, g: 120, b: 40 } },
  })
    .jpeg()
    .withExif({ IFD0: { Artist: 'Pemilik Rahasia', Copyright: 'Warung Uji' } })
    .toBuffer();
});

interface Part {
  field?: string;
  filename?: string;
  contentType?: string;
  bytes: Buffer;
}

function multipart(parts: Part[]) {
  const boundary = `----meja-${randomUUID()}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const filename = part.filename === undefined ? '' : `; filename="${part.filename}"`;
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${part.field ?? 'file'}"${filename}\r\n` +
          `Content-Type: ${part.contentType ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      part.bytes,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

function upload(parts: Part[], token: string | null = world.a.admin.token, slug = world.a.tenant.slug) {
  const { payload, contentType } = multipart(parts);
  return world.ctx.app.inject({
    method: 'POST',
    url: tenantUrl(slug, '/upload'),
    headers: { 'content-type': contentType, ...(token ? bearer(token) : {}) },
    payload,
  });
}

const file = (bytes: Buffer, filename = 'menu.png', contentType = 'image/png'): Part => ({
  bytes,
  filename,
  contentType,
});

async function expectRejected(response: Awaited<ReturnType<typeof upload>>, reason: RegExp) {
  expect(response.statusCode, response.body).toBe(400);
  const error = errorOf(response);
  expect(error.code).toBe('VALIDATION');
  expect(error.message).toMatch(/^Gagal upload gambar: /);
  expect(error.message).toMatch(reason);
}

describe('POST /upload', () => {
  it('re-encodes a PNG to an 800×800 WebP served by the API with long cache headers', async () => {
    const response = await upload([file(png)]);
    expect(response.statusCode, response.body).toBe(201);
    const { url } = uploadResponse.strict().parse(response.json());
    expect(url).toMatch(new RegExp(`^/uploads/${world.a.tenant.id}/[0-9a-f-]{36}\\.webp$`));
    const served = await world.ctx.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 800, height: 800 });
  });

  it('strips EXIF from a JPEG', async () => {
    const before = await sharp(jpegWithExif).metadata();
    expect(before.exif?.toString('latin1')).toContain('Pemilik Rahasia');
    const response = await upload([file(jpegWithExif, 'foto.jpg', 'image/jpeg')]);
    expect(response.statusCode, response.body).toBe(201);
    const served = await world.ctx.app.inject({
      method: 'GET',
      url: uploadResponse.parse(response.json()).url,
    });
    const after = await sharp(served.rawPayload).metadata();
    expect(after).toMatchObject({ format: 'webp', width: 800, height: 800 });
    expect(after.exif).toBeUndefined();
    expect(after.icc).toBeUndefined();
    expect(served.rawPayload.includes('Pemilik Rahasia')).toBe(false);
  });

  it('judges the type by the bytes: a real image under a text name and header is accepted', async () => {
    const response = await upload([file(png, 'catatan.txt', 'text/plain')]);
    expect(response.statusCode, response.body).toBe(201);
  });

  it('gives every upload its own name, usable as a menu image', async () => {
    const first = uploadResponse.parse((await upload([file(png)])).json()).url;
    const second = uploadResponse.parse((await upload([file(png)])).json()).url;
    expect(first).not.toBe(second);
    await createMenuItem(world.ctx, world.a, { name: 'Bergambar', price: 1000, imageUrl: first });
    expect(
      (await publicMenu(world.ctx, world.a.tenant.slug)).find((i) => i.name === 'BERGAMBAR')?.imageUrl,
    ).toBe(first);
  });

  it("refuses a text file named .png with 400 'Gagal upload gambar…'", async () => {
    const response = await upload([file(Buffer.from('ini bukan gambar, hanya teks biasa\n'.repeat(20)))]);
    await expectRejected(response, /bukan gambar/);
  });

  it('refuses an SVG and a TIFF, real images of formats the menu does not take', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
    );
    await expectRejected(await upload([file(svg, 'logo.png')]), /format tidak didukung/);
    const tiff = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#ffffff' } })
      .tiff()
      .toBuffer();
    await expectRejected(await upload([file(tiff, 'scan.png')]), /format tidak didukung/);
  });

  it('refuses a file over 5 MB', async () => {
    expect(MAX_UPLOAD_BYTES).toBe(5 * 1024 * 1024);
    const response = await upload([file(randomBytes(MAX_UPLOAD_BYTES + 1), 'besar.jpg', 'image/jpeg')]);
    await expectRejected(response, /5 MB/);
  });

  it('refuses a decompression bomb: a small PNG of 10000×10000 pixels', async () => {
    const bomb = await sharp({
      create: { width: 10_000, height: 10_000, channels: 3, background: '#ffffff' },
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(MAX_UPLOAD_BYTES);
    const response = await upload([file(bomb, 'putih.png')]);
    await expectRejected(response, /resolusi gambar terlalu besar/);
  });

  it('refuses a request without the "file" field, and one that is not multipart', async () => {
    await expectRejected(
      await upload([{ field: 'gambar', filename: 'menu.png', bytes: png }]),
      /field "file"/,
    );
    await expectRejected(await upload([{ field: 'catatan', bytes: Buffer.from('halo') }]), /field "file"/);
    const json = await world.ctx.app.inject({
      method: 'POST',
      url: tenantUrl(world.a.tenant.slug, '/upload'),
      headers: bearer(world.a.admin.token),
      payload: { file: 'data:image/png;base64,AAAA' },
    });
    await expectRejected(json, /multipart/);
  });

  it('refuses anonymous (401), cashier, kitchen, the inventory role, another tenant and POS_ONLY (403)', async () => {
    const cases: [string, string | null, string, number, string][] = [
      ['anonymous', null, world.a.tenant.slug, 401, 'UNAUTHENTICATED'],
      ['cashier', world.a.cashier.token, world.a.tenant.slug, 403, 'FORBIDDEN'],
      ['kitchen', world.a.kitchen.token, world.a.tenant.slug, 403, 'FORBIDDEN'],
      ['inventory role', world.a.inventory.token, world.a.tenant.slug, 403, 'FORBIDDEN'],
      ['admin of another tenant', world.b.admin.token, world.a.tenant.slug, 403, 'FORBIDDEN'],
      ['POS_ONLY admin', world.posOnly.admin.token, world.posOnly.tenant.slug, 403, 'PLAN_FEATURE'],
    ];
    for (const [label, token, slug, status, code] of cases) {
      const response = await upload([file(png)], token, slug);
      expect(response.statusCode, label).toBe(status);
      expect(errorOf(response).code, label).toBe(code);
    }
  });
});

describe('GET /uploads/:tenantId/:file', () => {
  it('answers 404 for a file that does not exist and refuses names that are not ours', async () => {
    expect(
      (
        await world.ctx.app.inject({
          method: 'GET',
          url: `/uploads/${world.a.tenant.id}/${randomUUID()}.webp`,
        })
      ).statusCode,
    ).toBe(404);
    for (const url of [
      `/uploads/${world.a.tenant.id}/..%2F..%2Fetc%2Fpasswd`,
      `/uploads/${world.a.tenant.id}/x.png`,
      '/uploads/bukan-uuid/world.a.webp',
    ]) {
      const response = await world.ctx.app.inject({ method: 'GET', url });
      expect([400, 404], url).toContain(response.statusCode);
      expect(response.headers['content-type'], url).toMatch(/^application\/json/);
    }
  });

  it('serves the 400 px card copy, made at upload or from the picture when it is missing', async () => {
    const response = await upload([file(png)]);
    const { url } = uploadResponse.parse(response.json());
    const thumbUrl = menuThumbUrl(url) ?? '';
    const made = await world.ctx.app.inject({ method: 'GET', url: thumbUrl });
    expect(made.statusCode).toBe(200);
    expect(await sharp(made.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 400,
      height: 400,
    });

    rmSync(path.join(world.ctx.env.DATA_DIR, 'uploads', thumbUrl.replace('/uploads/', '')));
    const remade = await world.ctx.app.inject({ method: 'GET', url: thumbUrl });
    expect(remade.statusCode).toBe(200);
    expect(remade.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(await sharp(remade.rawPayload).metadata()).toMatchObject({ width: 400, height: 400 });

    const missing = await world.ctx.app.inject({
      method: 'GET',
      url: `/uploads/${world.a.tenant.id}/${randomUUID()}-400.webp`,
    });
    expect(missing.statusCode).toBe(404);
  });
});
