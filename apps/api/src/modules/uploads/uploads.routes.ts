import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { slugParam } from '@meja/shared/contracts/common';
import { uploadResponse } from '@meja/shared/contracts/menu';
import { notFound } from '../../platform/errors';
import { scopeOf } from '../../platform/scope';
import type { FileStorage } from '../../platform/storage';
import type { Readable } from 'node:stream';
import { toMenuThumbnail } from './menu-image';
import { receiveMenuImage } from './menu-upload';
import { tagRoutes } from '../../platform/openapi/openapi';

/** POST /api/v1/tenant/:slug/upload — a menu image (admin menu section). */
export function uploadRoutes(storage: FileStorage): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRoute', tagRoutes('uploads'));
    app.post(
      '/:slug/upload',
      {
        config: { access: { kind: 'tenant', section: 'menu' }, errors: ['PAYLOAD_TOO_LARGE'] },
        schema: {
          summary: 'Upload a menu picture (multipart)',
          params: z.object({ slug: slugParam }),
          response: { 201: uploadResponse },
        },
      },
      async (request, reply) => {
        const url = await receiveMenuImage(request, storage, scopeOf(request).tenantId, 'file');
        return reply.status(201).send({ url });
      },
    );
  };
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk)));
  return Buffer.concat(chunks);
}

/**
 * GET /uploads/:tenantId/:file — public images, immutable (every upload gets a new name). `{id}-400.webp`
 * is the card-sized copy: made at upload, or from the picture the first time it is asked for.
 */
export function uploadedFileRoutes(storage: FileStorage): FastifyPluginAsyncZod {
  const thumbnailOf = async (key: string): Promise<Buffer | null> => {
    const original = await storage.open(key.replace(/-400\.webp$/, '.webp'));
    if (!original) return null;
    const thumbnail = await toMenuThumbnail(await readAll(original));
    await storage.put(key, thumbnail);
    return thumbnail;
  };

  return async (app) => {
    app.addHook('onRoute', tagRoutes('uploads'));
    app.get(
      '/uploads/:tenantId/:file',
      {
        config: { access: { kind: 'public' } },
        schema: {
          summary: 'An uploaded picture',
          params: z.object({ tenantId: z.uuid(), file: z.string().regex(/^[0-9a-f-]{36}(-400)?\.webp$/) }),
        },
      },
      async (request, reply) => {
        const key = `${request.params.tenantId}/${request.params.file}`;
        const body = (await storage.open(key)) ?? (key.endsWith('-400.webp') ? await thumbnailOf(key) : null);
        if (!body) throw notFound('Gambar tidak ditemukan.');
        return reply
          .type('image/webp')
          .header('cache-control', 'public, max-age=31536000, immutable')
          .header('x-content-type-options', 'nosniff')
          .send(body);
      },
    );
  };
}
