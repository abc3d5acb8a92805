import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/* What a printed PDF looks like: its page sizes (from the MediaBox of each page), and a picture. */

export const POINTS_PER_MM = 72 / 25.4;

/** The [width, height] in points of every page of a PDF Chromium wrote. */
export function pdfPageSizes(pdf: Buffer): [number, number][] {
  const text = pdf.toString('latin1');
  const sizes: [number, number][] = [];
  for (const match of text.matchAll(/\/MediaBox\s*\[\s*([\d.]+)\s+([\d.]+)\s+([\d.]+)\s+([\d.]+)\s*\]/g)) {
    const [, x0, y0, x1, y1] = match.map(Number);
    if (x0 === undefined || y0 === undefined || x1 === undefined || y1 === undefined) continue;
    sizes.push([x1 - x0, y1 - y0]);
  }
  return sizes;
}

/** Renders the PDF's first page to `<prefix>-1.png` with poppler's pdftoppm, where it is installed. */
export function pdfToPng(pdfPath: string, prefix: string): boolean {
  if (!existsSync('/usr/bin/pdftoppm')) return false;
  execFileSync('/usr/bin/pdftoppm', ['-png', '-r', '150', '-f', '1', '-l', '1', pdfPath, prefix]);
  return true;
}
