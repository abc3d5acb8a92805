import { useEffect, useState } from 'react';
import { LoadingState } from '../../../components/loading-state';
import { ErrorMessage } from '../../../components/messages';
import { useMessages } from '../../../i18n/use-messages';
import { dashboardMessages } from './dashboard-messages';

/** SPEC §9: QR codes at 320 px with error correction M and a margin of 2 modules. */
export const QR_SIZE = 320;
const QR_OPTIONS = { errorCorrectionLevel: 'M', margin: 2, width: QR_SIZE } as const;

interface QrisCodeProps {
  value: string;
  /** Read by screen readers, e.g. 'Kode QRIS untuk Rp 27.750'. */
  label: string;
}

const loadQrCode = () => import('qrcode');

/**
 * Fetches the QR code module while the cashier is still picking items, so a QRIS sale right after the
 * network drops can still draw its code (the service worker also precaches it).
 */
export function preloadQrCode(): void {
  void loadQrCode().catch(() => undefined);
}

type QrImage = { value: string; url: string } | { value: string; error: true };

/** The QRIS string drawn here, in the browser (the `qrcode` package, loaded on first use): no outside service. */
export function QrisCode({ value, label }: QrisCodeProps) {
  const t = useMessages(dashboardMessages);
  const [image, setImage] = useState<QrImage | null>(null);

  useEffect(() => {
    let current = true;
    loadQrCode()
      .then((qrcode) => qrcode.toDataURL(value, QR_OPTIONS))
      .then((url) => {
        if (current) setImage({ value, url });
      })
      .catch(() => {
        if (current) setImage({ value, error: true });
      });
    return () => {
      current = false;
    };
  }, [value]);

  if (!image || image.value !== value) return <LoadingState label={t.qrMaking} />;
  if ('error' in image) return <ErrorMessage>{t.qrFailed}</ErrorMessage>;
  return (
    <img
      src={image.url}
      alt={label}
      width={QR_SIZE}
      height={QR_SIZE}
      className="mx-auto aspect-square w-full max-w-80 rounded-lg border border-stone-200 bg-white [image-rendering:pixelated]"
      data-qris-image
    />
  );
}
