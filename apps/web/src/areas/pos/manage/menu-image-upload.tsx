import type { PublicMenuItem } from '@meja/shared/contracts/menu';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/button/button';
import { fieldControlClass } from '../../../components/field-classes';
import { SelectField } from '../../../components/select-field';
import { useMessages } from '../../../i18n/use-messages';
import { withMenuItem, type MenuLoad } from '../menu-cache';
import { uploadPosMenuImage } from '../pos-api';
import { posErrorText } from '../pos-errors';
import { posKeys } from '../pos-query-keys';
import { manageMessages } from './manage-messages';
import { WriteResult } from './write-result';

const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
const ACCEPTED_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];

/** The file's problem before it is sent, or null. */
function fileProblem(file: File, t: ReturnType<typeof manageMessages.get>): string | null {
  if (!ACCEPTED_TYPES.includes(file.type)) return t.fileType;
  if (file.size > MAX_UPLOAD_BYTES) return t.fileSize;
  return null;
}

interface MenuImageUploadProps {
  slug: string;
  items: readonly PublicMenuItem[];
}

/** Image upload for a chosen menu item (POST /core/menu/{id}/image, online only). */
export function MenuImageUpload({ slug, items }: MenuImageUploadProps) {
  const t = useMessages(manageMessages);
  const queryClient = useQueryClient();
  const fileId = useId();
  const [itemId, setItemId] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const upload = useMutation({
    // Offline the call fails at once with its message: it must never wait for the network.
    networkMode: 'always',
    mutationFn: (input: { itemId: string; file: File }) => uploadPosMenuImage(slug, input.itemId, input.file),
    onSuccess: (item) =>
      queryClient.setQueryData<MenuLoad>(posKeys.menu(slug), (load) => withMenuItem(load, item)),
  });
  const options = [
    { value: '', label: t.pickItem },
    ...items.map((item) => ({ value: item._id, label: item.name })),
  ];

  function submit(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    if (!itemId || !file) return;
    const reason = fileProblem(file, t);
    setProblem(reason);
    upload.reset();
    if (!reason) upload.mutate({ itemId, file });
  }

  const failed = problem !== null || upload.isError;
  return (
    <form noValidate aria-labelledby="pos-upload-title" className="space-y-3" onSubmit={submit}>
      <h3 id="pos-upload-title" className="font-bold text-stone-900">
        {t.uploadTitle}
      </h3>
      <SelectField
        label={t.menuItem}
        options={options}
        value={itemId}
        onChange={(event) => setItemId(event.target.value)}
      />
      <div className="space-y-1.5">
        <label htmlFor={fileId} className="block text-sm font-medium text-stone-800">
          {t.file}
        </label>
        <input
          id={fileId}
          type="file"
          accept={ACCEPTED_TYPES.join(',')}
          aria-describedby={`${fileId}-hint`}
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          className={`${fieldControlClass(false)} file:mr-3 file:rounded-md file:border-0 file:bg-stone-100 file:px-3 file:py-1.5 file:text-sm file:font-semibold file:text-stone-800`}
        />
        <p id={`${fileId}-hint`} className="text-sm text-stone-600">
          {t.fileHint}
        </p>
      </div>
      <WriteResult
        success={upload.isSuccess ? t.imageUploaded : null}
        offline={false}
        failure={failed ? t.uploadFailed : null}
        detail={problem ?? (upload.isError ? posErrorText(upload.error, '') : null)}
      />
      <Button
        type="submit"
        variant="primary"
        className="w-full"
        disabled={!itemId || !file || upload.isPending}
      >
        {upload.isPending ? t.uploading : t.uploadButton}
      </Button>
    </form>
  );
}
