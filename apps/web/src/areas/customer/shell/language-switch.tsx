import { useStore } from '@nanostores/react';
import { chooseLocale, locale, type Locale } from '../../../i18n/locale';
import { useMessages } from '../../../i18n/use-messages';
import { shellMessages } from './shell-messages';

/** Each language is named in itself, the same in every locale. */
const LANGUAGES: readonly { code: Locale; short: string; name: string }[] = [
  { code: 'id', short: 'ID', name: 'Bahasa Indonesia' },
  { code: 'en', short: 'EN', name: 'English' },
];

/** 'ID | EN' in the diner's top bar (issue 13): the choice is remembered on this device. */
export function LanguageSwitch() {
  const t = useMessages(shellMessages);
  const visible = useStore(locale);
  return (
    <div
      role="group"
      aria-label={t.language}
      className="inline-flex shrink-0 items-center rounded-lg border border-(--diner-bar-border) text-xs font-semibold"
    >
      {LANGUAGES.map((language) => (
        <button
          key={language.code}
          type="button"
          lang={language.code}
          title={language.name}
          aria-pressed={visible === language.code}
          onClick={() => chooseLocale(language.code)}
          className="inline-flex min-h-11 min-w-8 items-center justify-center px-1.5 text-(--diner-bar-text) first:rounded-l-lg last:rounded-r-lg hover:bg-(--diner-bar-hover) aria-pressed:bg-(--diner-bar-button) aria-pressed:text-(--diner-bar-button-text)"
        >
          {language.short}
        </button>
      ))}
    </div>
  );
}
