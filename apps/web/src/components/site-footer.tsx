import { i18n } from '../i18n/i18n';
import { useMessages } from '../i18n/use-messages';

export const siteFooterMessages = i18n('common/site-footer', {
  meja: 'Meja',
  platformRestoranUntukIndonesia: 'Platform restoran untuk Indonesia',
});
export function SiteFooter() {
  const t = useMessages(siteFooterMessages);
  const year = new Date().getFullYear();
  return (
    <footer className="border-t border-stone-200 bg-white">
      <div className="mx-auto flex max-w-7xl flex-col gap-1 px-4 py-6 text-sm text-stone-600 sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <p>
          © {year} <span className="font-semibold text-stone-800">{t.meja}</span>
        </p>
        <p>{t.platformRestoranUntukIndonesia}</p>
      </div>
    </footer>
  );
}
