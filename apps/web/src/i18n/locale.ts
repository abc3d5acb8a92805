import { formatter, localeFrom } from '@nanostores/i18n';
import { persistentAtom } from '@nanostores/persistent';
import { atom, onStart } from 'nanostores';

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
 * The first of the browser's languages that Meja speaks, by its primary subtag: browsers name a
 * region ('en-US', 'id-ID'), which @nanostores/i18n's `browser()` would not match to 'en' or 'id'.
 */
export function localeOfLanguages(languages: readonly string[]): Locale | undefined {
  return languages.map((language) => language.toLowerCase().split('-')[0]).find(isLocale);
}

/**
 * `navigator.languages` (else `navigator.language`), read without the DOM's types: this module is
 * also imported where there is no browser (unit tests, the e2e specs' expected texts).
 */
function browserLanguages(): readonly string[] {
  const browser: unknown = Reflect.get(globalThis, 'navigator');
  if (typeof browser !== 'object' || browser === null) return [];
  const languages: unknown = Reflect.get(browser, 'languages');
  const list = Array.isArray(languages)
    ? languages.filter((item): item is string => typeof item === 'string')
    : [];
  const language: unknown = Reflect.get(browser, 'language');
  return list.length > 0 ? list : typeof language === 'string' ? [language] : [];
}

const browserLocale = atom<Locale>(SOURCE_LOCALE);
onStart(browserLocale, () => {
  browserLocale.set(localeOfLanguages(browserLanguages()) ?? SOURCE_LOCALE);
});

/** The visible locale: the remembered choice, else the browser's first language Meja speaks, else Indonesian. */
export const locale = localeFrom(chosenLocale, browserLocale);

export function chooseLocale(next: Locale) {
  chosenLocale.set(next);
}

/** Dates, times and plain numbers through Intl in the visible locale (money stays rupiah: lib/format-number). */
export const format = formatter(locale);
