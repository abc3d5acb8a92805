import { createI18n, type ComponentsJSON } from '@nanostores/i18n';
import { locale, SOURCE_LOCALE, type Locale } from './locale';

/**
 * Every text a person reads is declared with `i18n('<area>/<part>', { …Indonesian… })` beside the
 * screen that shows it; other locales are JSON chunks per area, downloaded only when that locale
 * and that area are on screen (docs/architecture.md, 'Words').
 */
type ChunkLoader = () => Promise<ComponentsJSON>;

/** Translated areas per locale. An area missing here stays Indonesian (the staff back office for now). */
const CHUNKS: Record<Exclude<Locale, typeof SOURCE_LOCALE>, Partial<Record<string, ChunkLoader>>> = {
  en: {
    common: () => import('./en/common').then((chunk) => chunk.common),
  },
};

/** The component names' first segment is the area: 'diner/menu' → 'diner'. */
export const areaOf = (component: string) => component.split('/')[0] ?? component;

export async function loadTranslations(code: Locale, components: string[]): Promise<ComponentsJSON[]> {
  if (code === SOURCE_LOCALE) return [];
  const areas = [...new Set(components.map(areaOf))];
  const loaders = areas.flatMap((area) => CHUNKS[code][area] ?? []);
  return Promise.all(loaders.map((load) => load()));
}

export const i18n = createI18n(locale, { baseLocale: SOURCE_LOCALE, get: loadTranslations });
