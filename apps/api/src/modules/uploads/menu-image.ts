import sharp, { type Metadata } from 'sharp';
import { MENU_THUMB_WIDTH } from '@meja/shared/menu-image-url';

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
/** A 40-megapixel cap: real photos pass, decompression bombs (tiny file, huge canvas) do not. */
export const MAX_INPUT_PIXELS = 40_000_000;
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif']);
const MENU_IMAGE_SIZE = 800;

export class ImageRejected extends Error {}

/**
 * Checks what the bytes really are (never the name or header), refuses oversized canvases, and
 * re-encodes to a square WebP for the menu — which also drops EXIF, GPS and any embedded payload.
 */
export async function toMenuImage(bytes: Buffer): Promise<Buffer> {
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new ImageRejected('file bukan gambar (JPEG, PNG, WebP atau GIF)');
  }
  if (!metadata.format || !ACCEPTED_FORMATS.has(metadata.format)) {
    throw new ImageRejected('format tidak didukung; gunakan JPEG, PNG, WebP atau GIF');
  }
  const pixels = (metadata.width ?? 0) * (metadata.height ?? 0);
  if (pixels === 0 || pixels > MAX_INPUT_PIXELS) {
    throw new ImageRejected('resolusi gambar terlalu besar (maksimal 40 megapiksel)');
  }
  try {
    return await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize(MENU_IMAGE_SIZE, MENU_IMAGE_SIZE, {
        fit: 'cover',
        position: 'attention',
        withoutEnlargement: false,
      })
      .webp({ quality: 80 })
      .toBuffer();
  } catch {
    throw new ImageRejected('gambar rusak atau tidak dapat dibaca');
  }
}

/** The card-sized copy of a stored menu picture (already checked and re-encoded when it was uploaded). */
export function toMenuThumbnail(menuImage: Buffer): Promise<Buffer> {
  return sharp(menuImage, { limitInputPixels: MAX_INPUT_PIXELS })
    .resize(MENU_THUMB_WIDTH, MENU_THUMB_WIDTH, { fit: 'cover' })
    .webp({ quality: 75 })
    .toBuffer();
}
