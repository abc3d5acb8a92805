import { useEffect, useState } from 'react';

/** SPEC §2/§9: the menu's QR code in 256, 320, 384 or 512 px (320 by default), correction M, margin 2. */
export const QR_SIZES = [256, 320, 384, 512] as const;
export type QrSize = (typeof QR_SIZES)[number];
export const DEFAULT_QR_SIZE: QrSize = 320;

/* Drawn here, in the browser, by the `qrcode` package (loaded only by the screens that draw one). */
const loadQrCode = () => import('qrcode');
const optionsFor = (width: number) => ({ errorCorrectionLevel: 'M', margin: 2, width }) as const;

export interface QrPictures {
  /** A PNG data URL of `width` pixels. */
  png: string;
  /** The SVG document's text. */
  svg: string;
}

export async function drawQr(text: string, width: number): Promise<QrPictures> {
  const qrcode = await loadQrCode();
  const [png, svg] = await Promise.all([
    qrcode.toDataURL(text, optionsFor(width)),
    qrcode.toString(text, { ...optionsFor(width), type: 'svg' }),
  ]);
  return { png, svg };
}

export type QrState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; pictures: QrPictures };

/** The QR code of `text` at `width` px, drawn again when either changes. */
export function useQrCode(text: string, width: number): QrState {
  const [drawn, setDrawn] = useState<{ key: string; state: QrState } | null>(null);
  const key = `${width}\n${text}`;
  useEffect(() => {
    let current = true;
    drawQr(text, width).then(
      (pictures) => {
        if (current) setDrawn({ key, state: { status: 'ready', pictures } });
      },
      () => {
        if (current) setDrawn({ key, state: { status: 'error' } });
      },
    );
    return () => {
      current = false;
    };
  }, [key, text, width]);
  return drawn?.key === key ? drawn.state : { status: 'loading' };
}

/** The SVG's text as a link a browser downloads. */
export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** Only the PNG (the printed table cards). */
export async function drawQrPng(text: string, width: number): Promise<string> {
  const qrcode = await loadQrCode();
  return qrcode.toDataURL(text, optionsFor(width));
}
