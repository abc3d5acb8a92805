import { useStore } from '@nanostores/react';
import { chooseLocale, locale, type Locale } from '../../../i18n/locale';
import { useMessages } from '../../../i18n/use-messages';
import { shellMessages } from './shell-messages';

/** Each language is named in itself, the same in every locale. */
const LANGUAGES: readonly { code: Locale; short: string; name: string }[] = [
  { code: 'id', short: 'ID', name: 'Bahasa Indonesia' },
  { code: 'en', short: 'EN', name: 'English' },
];

/** Colours of the top bar, or of the page under it. */
const TONES = {
  bar: {
    group: 'ring-(--diner-bar-border)',
    button:
      'text-(--diner-bar-text) hover:bg-(--diner-bar-hover) aria-pressed:bg-(--diner-bar-button) aria-pressed:text-(--diner-bar-button-text)',
  },
  page: {
    group: 'bg-(--diner-surface) ring-(--diner-field-border)',
    button:
      'text-(--diner-text) hover:bg-(--diner-surface-2) aria-pressed:bg-(--diner-accent) aria-pressed:text-(--diner-on-accent)',
  },
} as const;

/**
 * 'ID | EN' (issue 13): the choice is remembered on this device. In the top bar from sm up; on a
 * phone the bar is full, and it sits at the top of the page instead (the server's still preview of
 * the menu keeps a row as tall for it: apps/api/src/modules/diner-page/menu-preview.ts). A ring,
 * not a border, so it is exactly as tall as its 44 px buttons.
 */
export function LanguageSwitch({ tone }: { tone: keyof typeof TONES }) {
  const t = useMessages(shellMessages);
  const visible = useStore(locale);
  return (
    <div
      role="group"
      aria-label={t.language}
      className={`inline-flex shrink-0 items-center rounded-lg text-xs font-semibold ring-1 ring-inset ${TONES[tone].group}`}
    >
      {LANGUAGES.map((language) => (
        <button
          key={language.code}
          type="button"
          lang={language.code}
          title={language.name}
          aria-pressed={visible === language.code}
          onClick={() => chooseLocale(language.code)}
          className={`inline-flex min-h-11 min-w-10 items-center justify-center px-2 first:rounded-l-lg last:rounded-r-lg ${TONES[tone].button}`}
        >
          {language.short}
        </button>
      ))}
    </div>
  );
}
