import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { useMessages } from '../../../i18n/use-messages';
import { chooseLocale, locale, LOCALES } from '../../../i18n/locale';
import { languageMessages } from './shell-messages';

function optionClass(active: boolean): string {
  const base =
    'inline-flex min-h-11 min-w-11 items-center justify-center rounded-md px-2.5 text-sm font-semibold transition-colors';
  return active
    ? `${base} bg-white text-stone-900 shadow-sm`
    : `${base} text-stone-700 hover:bg-white/70 hover:text-stone-900`;
}

/**
 * The POS's language (issue 13): Indonesian or English, remembered on this device; until someone
 * picks one, the browser's language decides. Each button shows the language's code and is named in
 * that language. Keeps `<html lang>` in step with what is shown.
 */
export function PosLanguageSwitch() {
  const t = useMessages(languageMessages);
  const current = useStore(locale);
  useEffect(() => {
    document.documentElement.lang = current;
  }, [current]);

  return (
    <div role="group" aria-label={t.label} className="flex shrink-0 gap-0.5 rounded-lg bg-stone-100 p-0.5">
      {LOCALES.map((code) => (
        <button
          key={code}
          type="button"
          lang={code}
          aria-pressed={code === current}
          aria-label={t[code]}
          title={t[code]}
          className={optionClass(code === current)}
          onClick={() => chooseLocale(code)}
          data-locale-option={code}
        >
          {code.toUpperCase()}
        </button>
      ))}
    </div>
  );
}
