import { i18n } from '../i18n/i18n';
import { useMessages } from '../i18n/use-messages';

export const skipLinkMessages = i18n('common/skip-link', {
  lewatiKeKontenUtama: 'Lewati ke konten utama',
});
/** The first tab stop of every page: straight to its main content (#main-content). */
export function SkipLink() {
  const t = useMessages(skipLinkMessages);
  return (
    <a
      href="#main-content"
      className="sr-only z-50 rounded-lg bg-white px-4 py-3 font-semibold text-brand-800 shadow focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
    >
      {t.lewatiKeKontenUtama}
    </a>
  );
}
