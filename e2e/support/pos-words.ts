import { messagesToJSON } from '@nanostores/i18n';
import { POS_CATALOGUES } from '../../apps/web/src/areas/pos/pos-catalogues';
import { pos as english } from '../../apps/web/src/i18n/en/pos';

/*
 * The POS's words as the catalogues have them (issue 13): Indonesian from the source catalogues,
 * English from its chunk. A journey in either locale expects what the screens are given to show.
 */

export type PosLocale = 'id' | 'en';
type Catalogues = typeof english;
type Component = keyof Catalogues;

const indonesian = messagesToJSON(...POS_CATALOGUES);

/** A text with its `{name}` values filled in; a plural text's 'many' form. */
export function posWord<C extends Component>(
  locale: PosLocale,
  component: C,
  key: keyof Catalogues[C] & string,
  values: Readonly<Record<string, string | number>> = {},
): string {
  const texts: unknown = locale === 'en' ? english[component] : indonesian[component];
  const text: unknown = typeof texts === 'object' && texts !== null ? Reflect.get(texts, key) : undefined;
  const form: unknown = typeof text === 'object' && text !== null ? Reflect.get(text, 'many') : text;
  if (typeof form !== 'string') throw new Error(`no ${locale} text for ${component}.${key}`);
  return form.replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole));
}

/** `posWord` for one locale. */
export function posWordsIn(locale: PosLocale) {
  return <C extends Component>(
    component: C,
    key: keyof Catalogues[C] & string,
    values: Readonly<Record<string, string | number>> = {},
  ) => posWord(locale, component, key, values);
}
