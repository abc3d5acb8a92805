import { useState } from 'react';
import { buttonLook } from '../../../components/button/button-look';
import { CopyButton } from '../../../components/copy-button';
import { LoadingState } from '../../../components/loading-state';
import { ErrorMessage } from '../../../components/messages';
import { SelectField } from '../../../components/select-field';
import { useMessages } from '../../../i18n/use-messages';
import { DEFAULT_QR_SIZE, QR_SIZES, svgDataUrl, useQrCode, type QrSize } from './qr-code';
import { SettingsPanel } from './settings-card';
import { settingsMessages } from './settings-messages';

function qrSizeOf(value: string): QrSize {
  return QR_SIZES.find((size) => String(size) === value) ?? DEFAULT_QR_SIZE;
}

/** 'QR menu' (SPEC §2): the public menu's QR code, drawn in the browser, to download as PNG or SVG. */
export function QrMenuCard({ tenantSlug }: { tenantSlug: string }) {
  const t = useMessages(settingsMessages);
  const [size, setSize] = useState<QrSize>(DEFAULT_QR_SIZE);
  const menuUrl = `${window.location.origin}/${encodeURIComponent(tenantSlug)}/menu`;
  const qr = useQrCode(menuUrl, size);
  const fileName = `menu-${tenantSlug}-${size}`;

  return (
    <SettingsPanel id="qr-menu" title={t.qrTitle} description={t.qrDescription}>
      <div className="space-y-4">
        <SelectField
          label={t.qrSize}
          value={String(size)}
          onChange={(event) => setSize(qrSizeOf(event.target.value))}
          options={QR_SIZES.map((option) => ({
            value: String(option),
            label: t.qrSizeOption({ size: option }),
          }))}
          className="sm:max-w-40"
        />
        <div className="flex min-h-64 items-center justify-center overflow-x-auto rounded-lg border border-stone-200 bg-stone-50 p-2">
          {qr.status === 'loading' ? (
            <LoadingState label={t.qrMaking} />
          ) : qr.status === 'error' ? (
            <ErrorMessage>{t.qrFailed}</ErrorMessage>
          ) : (
            <img
              src={qr.pictures.png}
              alt={t.qrAlt({ url: menuUrl })}
              width={size}
              height={size}
              className="h-auto max-w-full bg-white [image-rendering:pixelated]"
              data-menu-qr={size}
            />
          )}
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <code className="min-w-0 flex-1 rounded bg-stone-100 px-2 py-2 text-sm break-all text-stone-800">
            {menuUrl}
          </code>
          <CopyButton value={menuUrl} label={t.menuLink} />
        </div>
        {qr.status === 'ready' ? (
          <div className="flex flex-wrap gap-2">
            <a href={qr.pictures.png} download={`${fileName}.png`} className={buttonLook('primary')}>
              {t.downloadPng}
            </a>
            <a
              href={svgDataUrl(qr.pictures.svg)}
              download={`${fileName}.svg`}
              className={buttonLook('secondary')}
            >
              {t.downloadSvg}
            </a>
            <a href={menuUrl} target="_blank" rel="noreferrer" className={buttonLook('secondary')}>
              {t.menuLink}
            </a>
          </div>
        ) : null}
      </div>
    </SettingsPanel>
  );
}
