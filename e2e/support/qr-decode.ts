import jsQR from 'jsqr';
import { PNG } from 'pngjs';

/** The text of the QR code in a PNG screenshot (jsQR on its pixels), or null when none is found. */
export function decodeQrPng(png: Buffer): string | null {
  const image = PNG.sync.read(png);
  const pixels = new Uint8ClampedArray(image.data.buffer, image.data.byteOffset, image.data.byteLength);
  return jsQR(pixels, image.width, image.height)?.data ?? null;
}
