import { formatter, localeFrom } from '@nanostores/i18n';
import { atom } from 'nanostores';
import { persistentAtom } from '@nanostores/persistent';

/** Indonesian is the source locale; English is offered on the diner pages and the POS (issue 13). */
export const LOCALES = ['id', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const SOURCE_LOCALE = 'id' satisfies Locale;

const isLocale = (value: string | undefined): value is Locale => LOCALES.some((locale) => locale === value);

/** The choice made with the language switch, remembered on the device; unset until someone switches. */
export const chosenLocale = persistentAtom<Locale | undefined>('meja-locale', undefined, {
  encode: (value) => value ?? '',
  decode: (value) => (isLocale(value) ? value : undefined),
});

/**
 * The browser's first language Meja speaks, by its primary subtag ('en-US', 'en-GB' → 'en'; the
 * library's own `browser()` only takes an exact 'en'), else Indonesian.
 */
export function browserLocale(languages: readonly string[]): Locale {
  for (const tag of languages) {
    const primary = tag.trim().toLowerCase().split('-')[0];
    if (isLocale(primary)) return primary;
  }
  return SOURCE_LOCALE;
}

const fromBrowser = atom<Locale>(
  typeof navigator === 'undefined'
    ? SOURCE_LOCALE
    : browserLocale([...navigator.languages, navigator.language]),
);

/** The visible locale: the remembered choice, else the browser's first language Meja speaks, else Indonesian. */
export const locale = localeFrom(chosenLocale, fromBrowser);

export function chooseLocale(next: Locale) {
  chosenLocale.set(next);
}

/** Dates, times and plain numbers through Intl in the visible locale (money stays rupiah: lib/format-number). */
export const format = formatter(locale);
