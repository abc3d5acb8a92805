import type {} from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { v7 as uuidv7 } from 'uuid';
import { AppError } from '../../platform/errors';
import type { FileStorage } from '../../platform/storage';
import { ImageRejected, MAX_UPLOAD_BYTES, toMenuImage, toMenuThumbnail } from './menu-image';

export const UPLOAD_FAILED = 'Gagal upload gambar';
const rejected = (reason: string) => new AppError('VALIDATION', `${UPLOAD_FAILED}: ${reason}`);

/**
 * Reads one multipart image from `field`, checks what the bytes really are, re-encodes it and stores
 * it with its card-sized copy under the tenant's folder; answers its public URL. Used by the admin
 * menu upload (field `file`) and the POS image upload (field `image`).
 */
/** The multipart plugin's own errors (413 too large, 406 not multipart) carry their status. */
function hasHttpStatus(error: unknown): boolean {
  return error instanceof Error && typeof Reflect.get(error, 'statusCode') === 'number';
}

export async function receiveMenuImage(
  request: FastifyRequest,
  storage: FileStorage,
  tenantId: string,
  field: string,
): Promise<string> {
  if (!request.isMultipart()) throw rejected(`kirim sebagai multipart dengan field "${field}"`);
  // A content type without a boundary (or another malformed header) makes the parser throw a plain Error.
  const part = await request
    .file({ limits: { fileSize: MAX_UPLOAD_BYTES, files: 1 } })
    .catch((error: unknown) => {
      throw hasHttpStatus(error) ? error : rejected(`kirim sebagai multipart dengan field "${field}"`);
    });
  if (!part || part.fieldname !== field) throw rejected(`field "${field}" tidak ada`);
  const bytes = await part.toBuffer().catch(() => {
    throw rejected('ukuran maksimal 5 MB');
  });
  if (part.file.truncated) throw rejected('ukuran maksimal 5 MB');
  const image = await toMenuImage(bytes).catch((error: unknown) => {
    throw error instanceof ImageRejected ? rejected(error.message) : error;
  });
  const name = `${tenantId}/${uuidv7()}`;
  await storage.put(`${name}-400.webp`, await toMenuThumbnail(image));
  await storage.put(`${name}.webp`, image);
  return `/uploads/${name}.webp`;
}
