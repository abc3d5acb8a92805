import { useMutation } from '@tanstack/react-query';
import { useId, useState, type ChangeEvent } from 'react';
import { messageOf } from '../../../api/api-error';
import { uploadImage } from '../../../api/menu-api';
import { buttonLook } from '../../../components/button/button-look';
import { ErrorMessage, SuccessMessage } from '../../../components/messages';
import { menuMessages, uploadFailureText } from './menu-messages';
import { i18n } from '../../../i18n/i18n';
import { useMessages } from '../../../i18n/use-messages';

export const menuImageFieldMessages = i18n('admin/menu/menu-image-field', {
  gambar: 'Gambar ',
  opsional: '(opsional)',
  pratinjauGambarMenu: 'Pratinjau gambar menu',
  tanpaGambar: 'Tanpa gambar',
  mengunggah: 'Mengunggah...',
  gantiGambar: 'Ganti gambar',
  pilihGambar: 'Pilih gambar',
  hapusGambar: 'Hapus gambar',
  jpegPngWebpAtau: 'JPEG, PNG, WebP atau GIF, maksimal 5 MB. Dipotong persegi.',
});

const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
const ACCEPTED_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];

interface MenuImageFieldProps {
  tenantSlug: string;
  value: string;
  onChange: (url: string) => void;
  onUploadingChange: (uploading: boolean) => void;
}

/** Uploads at once (POST /upload) and keeps the returned URL for the item's save. */
export function MenuImageField({ tenantSlug, value, onChange, onUploadingChange }: MenuImageFieldProps) {
  const menuTexts = useMessages(menuMessages);
  const t = useMessages(menuImageFieldMessages);
  const inputId = useId();
  const [localError, setLocalError] = useState<string | null>(null);
  const upload = useMutation({
    mutationFn: (file: File) => uploadImage(tenantSlug, file),
    onMutate: () => onUploadingChange(true),
    onSettled: () => onUploadingChange(false),
    onSuccess: (url) => onChange(url),
  });

  function handleFile(event: ChangeEvent<HTMLInputElement>): void {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    upload.reset();
    if (!ACCEPTED_TYPES.includes(file.type)) {
      setLocalError(uploadFailureText(menuTexts.uploadWrongType));
      return;
    }
    if (file.size > MAX_UPLOAD_BYTES) {
      setLocalError(uploadFailureText(menuTexts.uploadTooLarge));
      return;
    }
    setLocalError(null);
    upload.mutate(file);
  }

  const error = localError ?? (upload.isError ? uploadFailureText(messageOf(upload.error, '')) : null);

  return (
    <div className="space-y-2">
      <p className="text-sm font-medium text-stone-800" id={`${inputId}-label`}>
        {t.gambar}
        <span className="font-normal text-stone-600">{t.opsional}</span>
      </p>
      <div className="flex items-center gap-4">
        {value ? (
          <img
            src={value}
            alt={t.pratinjauGambarMenu}
            className="size-24 shrink-0 rounded-xl border border-stone-200 object-cover"
          />
        ) : (
          <div className="flex size-24 shrink-0 items-center justify-center rounded-xl border border-dashed border-stone-300 bg-stone-50 text-center text-xs text-stone-600">
            {t.tanpaGambar}
          </div>
        )}
        <div className="flex flex-col gap-2">
          <label
            htmlFor={inputId}
            className={buttonLook(
              'secondary',
              'cursor-pointer has-disabled:cursor-wait has-disabled:opacity-60 focus-within:outline-3 focus-within:outline-brand-600',
            )}
          >
            {upload.isPending ? t.mengunggah : value ? t.gantiGambar : t.pilihGambar}
            <input
              id={inputId}
              type="file"
              accept={ACCEPTED_TYPES.join(',')}
              aria-describedby={`${inputId}-label`}
              disabled={upload.isPending}
              onChange={handleFile}
              className="sr-only"
            />
          </label>
          {value ? (
            <button
              type="button"
              className="min-h-11 text-left text-sm font-semibold text-red-800 underline underline-offset-4"
              onClick={() => {
                upload.reset();
                onChange('');
              }}
              disabled={upload.isPending}
            >
              {t.hapusGambar}
            </button>
          ) : null}
        </div>
      </div>
      <p className="text-xs text-stone-600">{t.jpegPngWebpAtau}</p>
      {upload.isSuccess && value ? <SuccessMessage>{menuTexts.uploadOk}</SuccessMessage> : null}
      {error ? <ErrorMessage>{error}</ErrorMessage> : null}
    </div>
  );
}
