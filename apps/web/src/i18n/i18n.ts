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
    diner: () => import('./en/diner').then((chunk) => chunk.dinerEnglish),
    pos: () => import('./en/pos').then((chunk) => chunk.pos),
  },
};

/** The component names' first segment is the area: 'diner/menu' → 'diner'. */
export const areaOf = (component: string) => component.split('/')[0] ?? component;

/**
 * The translations of the requested components. An area without a translation answers an empty one
 * per component: the library then shows the Indonesian base and ends its loading state (an empty
 * answer would leave it loading, and an empty list makes it throw).
 */
export async function loadTranslations(code: Locale, components: string[]): Promise<ComponentsJSON[]> {
  if (code === SOURCE_LOCALE) return [{}];
  const chunks = CHUNKS[code];
  const areas = [...new Set(components.map(areaOf))];
  const untranslated: ComponentsJSON = {};
  for (const component of components) if (!chunks[areaOf(component)]) untranslated[component] = {};
  const loaded = await Promise.all(areas.flatMap((area) => chunks[area] ?? []).map((load) => load()));
  return [untranslated, ...loaded];
}

export const i18n = createI18n(locale, { baseLocale: SOURCE_LOCALE, get: loadTranslations });
