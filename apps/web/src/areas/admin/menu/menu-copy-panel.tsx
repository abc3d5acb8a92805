import { zodResolver } from '@hookform/resolvers/zod';
import { menuCopyRequest } from '@meja/shared/contracts/menu';
import type { Package } from '@meja/shared/plans';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { messageOf } from '../../../api/api-error';
import { copyMenu } from '../../../api/menu-api';
import { Button } from '../../../components/button/button';
import { CheckboxField } from '../../../components/checkbox-field';
import { ErrorMessage, SuccessMessage } from '../../../components/messages';
import { TextField } from '../../../components/text-field';
import { menuMessages } from './menu-messages';
import { useMenuCache } from './use-menu-cache';
import { i18n } from '../../../i18n/i18n';
import { useMessages } from '../../../i18n/use-messages';

export const menuCopyPanelMessages = i18n('admin/menu/menu-copy-panel', {
  salinMenuDariCabang: 'Salin menu dari cabang',
  ambilMenuRestoranLain: 'Ambil menu restoran lain dalam grup yang sama. Resep (BOM) tidak ikut disalin.',
  slugRestoSumber: 'Slug resto sumber',
  contohWarungCabang2: 'contoh: warung-cabang-2',
  timpaMenuCabangIni: 'Timpa menu cabang ini',
  menuYangAdaDihapus: 'Menu yang ada dihapus dulu',
  menyalin: 'Menyalin...',
  salinMenu: 'Salin menu',
  gagalMenyalinMenu: 'Gagal menyalin menu',
});

/** SPEC §5: the source slug is required; the shared schema allows it blank, the screen does not. */
const copyForm = menuCopyRequest.refine((request) => request.sourceSlug !== '', {
  message: menuMessages.get().copySourceRequired,
  path: ['sourceSlug'],
});

interface MenuCopyPanelProps {
  tenantSlug: string;
  tenantPackage: Package;
}

/** Copy the menu of another branch of the same group (ENTERPRISE only; BOM is not copied). */
export function MenuCopyPanel({ tenantSlug, tenantPackage }: MenuCopyPanelProps) {
  const menuTexts = useMessages(menuMessages);
  const t = useMessages(menuCopyPanelMessages);
  const allowed = tenantPackage === 'ENTERPRISE';
  const cache = useMenuCache(tenantSlug);
  const form = useForm({
    resolver: zodResolver(copyForm),
    defaultValues: { sourceSlug: '', overwrite: false },
  });
  const mutation = useMutation({
    mutationFn: (request: { sourceSlug: string; overwrite: boolean }) => copyMenu(tenantSlug, request),
    onSuccess: () => cache.refresh(),
  });
  const sourceError = form.formState.errors.sourceSlug?.message;

  const onSubmit = form.handleSubmit((request) => {
    if (request.overwrite && !window.confirm(menuTexts.copyConfirmOverwrite)) return;
    mutation.mutate(request);
  });

  return (
    <section
      aria-labelledby="menu-copy-title"
      className="rounded-xl border border-stone-200 bg-stone-50 p-4 sm:p-5"
    >
      <h2 id="menu-copy-title" className="text-lg font-bold text-stone-900">
        {t.salinMenuDariCabang}
      </h2>
      <p className="mt-1 text-sm text-stone-700">{t.ambilMenuRestoranLain}</p>
      {allowed ? null : (
        <p
          id="menu-copy-reason"
          className="mt-3 rounded-lg bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900"
        >
          {menuTexts.copyEnterpriseOnly}
        </p>
      )}
      <form noValidate onSubmit={onSubmit} className="mt-4 space-y-3">
        <fieldset disabled={!allowed || mutation.isPending} className="min-w-0 space-y-3">
          <div className="grid gap-3 sm:grid-cols-[minmax(0,20rem)_auto] sm:items-start">
            <TextField
              label={t.slugRestoSumber}
              placeholder={t.contohWarungCabang2}
              autoComplete="off"
              maxLength={80}
              aria-describedby={allowed ? undefined : 'menu-copy-reason'}
              error={sourceError}
              {...form.register('sourceSlug')}
            />
            <CheckboxField
              label={t.timpaMenuCabangIni}
              hint={t.menuYangAdaDihapus}
              className="sm:mt-7"
              {...form.register('overwrite')}
            />
          </div>
          <Button type="submit" variant="secondary">
            {mutation.isPending ? t.menyalin : t.salinMenu}
          </Button>
        </fieldset>
      </form>
      {mutation.isSuccess ? (
        <SuccessMessage className="mt-3">{menuTexts.copied({ count: mutation.data })}</SuccessMessage>
      ) : null}
      {mutation.isError ? (
        <ErrorMessage className="mt-3">{messageOf(mutation.error, t.gagalMenyalinMenu)}</ErrorMessage>
      ) : null}
    </section>
  );
}
