import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { ApiError, messageOf } from '../../../api/api-error';
import { Button } from '../../../components/button/button';
import { fieldControlClass } from '../../../components/field-classes';
import { LoadingState } from '../../../components/loading-state';
import { ErrorMessage, SuccessMessage } from '../../../components/messages';
import { QueryError } from '../../../components/query-error';
import { StatusBadge } from '../../../components/status-badge';
import { fetchQrisSetting, qrisSettingQueryKey, saveQrisSetting } from './qris-setting-api';
import { i18n } from '../../../i18n/i18n';
import { useMessages } from '../../../i18n/use-messages';

export const qrisStaticFormMessages = i18n('admin/payments/qris-static-form', {
  qrisStatis: 'QRIS statis',
  aktifDiKasir: 'Aktif di kasir',
  belumDiatur: 'Belum diatur',
  isiKodeQrisStatis: 'Isi kode QRIS statis',
  teksDariStikerQris:
    'Teks dari stiker QRIS restoran (pindai dengan aplikasi pembaca QR). Kasir membuat QRIS dinamis dengan jumlah yang tepat dari kode ini. Kosongkan untuk menonaktifkan QRIS di kasir.',
  pengaturanDisimpan: 'Pengaturan disimpan',
  gagalMenyimpan: 'Gagal menyimpan',
  simpanQris: 'Simpan QRIS',
});

/** 'QRIS statis' (admin only): the restaurant's static QRIS payload; the POS makes it dynamic per sale. */
export function QrisStaticSection({ tenantSlug }: { tenantSlug: string }) {
  const t = useMessages(qrisStaticFormMessages);
  const setting = useQuery({
    queryKey: qrisSettingQueryKey(tenantSlug),
    queryFn: ({ signal }) => fetchQrisSetting(tenantSlug, signal),
  });
  return (
    <section aria-labelledby="qris-static-title" className="space-y-4">
      <h2
        id="qris-static-title"
        className="flex flex-wrap items-center gap-2 text-xl font-bold text-stone-900"
      >
        {t.qrisStatis}
        {setting.isSuccess ? (
          <StatusBadge tone={setting.data ? 'done' : 'neutral'}>
            {setting.data ? t.aktifDiKasir : t.belumDiatur}
          </StatusBadge>
        ) : null}
      </h2>
      {setting.isPending ? (
        <LoadingState />
      ) : setting.isError ? (
        <QueryError error={setting.error} onRetry={() => void setting.refetch()} />
      ) : (
        <QrisStaticForm tenantSlug={tenantSlug} saved={setting.data} />
      )}
    </section>
  );
}

function QrisStaticForm({ tenantSlug, saved }: { tenantSlug: string; saved: string | null }) {
  const t = useMessages(qrisStaticFormMessages);
  const fieldId = useId();
  const queryClient = useQueryClient();
  const [value, setValue] = useState(saved ?? '');
  const save = useMutation({
    mutationFn: (payload: string) =>
      saveQrisSetting(tenantSlug, { qrisStaticPayload: payload.trim() || null }),
    onSuccess: (stored) => {
      queryClient.setQueryData(qrisSettingQueryKey(tenantSlug), stored);
      setValue(stored ?? '');
    },
  });
  const fieldError = save.error instanceof ApiError ? (save.error.fields.qrisStaticPayload ?? null) : null;
  const hintId = `${fieldId}-hint`;
  const errorId = `${fieldId}-error`;

  function submit(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    save.mutate(value);
  }

  return (
    <form
      noValidate
      onSubmit={submit}
      className="space-y-3 rounded-xl border border-stone-200 bg-white p-4 shadow-sm"
    >
      <div className="space-y-1.5">
        <label htmlFor={fieldId} className="block text-sm font-medium text-stone-800">
          {t.isiKodeQrisStatis}
        </label>
        <textarea
          id={fieldId}
          rows={4}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          spellCheck={false}
          autoComplete="off"
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={fieldError ? errorId : hintId}
          placeholder="000201010211..."
          className={`${fieldControlClass(Boolean(fieldError))} font-mono text-sm [overflow-wrap:anywhere]`}
        />
        {fieldError ? (
          <p id={errorId} className="text-sm font-medium text-red-700">
            {fieldError}
          </p>
        ) : (
          <p id={hintId} className="text-sm text-stone-600">
            {t.teksDariStikerQris}
          </p>
        )}
      </div>
      {save.isSuccess ? <SuccessMessage>{t.pengaturanDisimpan}</SuccessMessage> : null}
      {save.isError && !fieldError ? (
        <ErrorMessage>{messageOf(save.error, t.gagalMenyimpan)}</ErrorMessage>
      ) : null}
      <Button type="submit" variant="primary" loading={save.isPending}>
        {t.simpanQris}
      </Button>
    </form>
  );
}
