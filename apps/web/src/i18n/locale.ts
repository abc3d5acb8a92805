import { browser, formatter, localeFrom } from '@nanostores/i18n';
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

/** The visible locale: the remembered choice, else the browser's first language Meja speaks, else Indonesian. */
export const locale = localeFrom(chosenLocale, browser({ available: LOCALES, fallback: SOURCE_LOCALE }));

export function chooseLocale(next: Locale) {
  chosenLocale.set(next);
}

/** Dates, times and plain numbers through Intl in the visible locale (money stays rupiah: lib/format-number). */
export const format = formatter(locale);
