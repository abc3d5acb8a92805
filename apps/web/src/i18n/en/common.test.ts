import { messagesToJSON, type Messages } from '@nanostores/i18n';
import { describe, expect, it } from 'vitest';
import { common } from './common';

/** Every catalogue the shared components declare (any module below components/ that exports one). */
const modules = import.meta.glob<Record<string, unknown>>(
  ['../../components/**/*.{ts,tsx}', '!**/*.test.*'],
  {
    eager: true,
  },
);

const isMessages = (value: unknown): value is Messages =>
  typeof value === 'object' && value !== null && 'i18n' in value && 'get' in value;

const commonCatalogues = Object.values(modules)
  .flatMap((exports) => Object.values(exports).filter(isMessages))
  .filter((messages) => Object.keys(messagesToJSON(messages))[0]?.startsWith('common/'));

const keysOf = (components: Record<string, Record<string, unknown>>) =>
  Object.entries(components)
    .flatMap(([component, texts]) => Object.keys(texts).map((key) => `${component} ${key}`))
    .sort();

describe('the English chunk of the shared components', () => {
  it('finds the common catalogues (the button, the loading text, the site navigation, …)', () => {
    const names = commonCatalogues.map((messages) => Object.keys(messagesToJSON(messages))[0]);
    expect(names).toEqual(
      expect.arrayContaining(['common/button', 'common/loading-state', 'common/site-navigation']),
    );
  });

  it('has an English text for every common key, and no key the Indonesian catalogues do not have', () => {
    const indonesian = Object.assign({}, ...commonCatalogues.map((messages) => messagesToJSON(messages)));
    expect(keysOf(common)).toEqual(keysOf(indonesian));
  });

  it('keeps the placeholders of texts with values', () => {
    const indonesian = Object.assign({}, ...commonCatalogues.map((messages) => messagesToJSON(messages)));
    for (const [component, texts] of Object.entries(common)) {
      for (const [key, english] of Object.entries(texts)) {
        const placeholders = (text: unknown) =>
          String(text)
            .match(/\{\w+\}/g)
            ?.sort() ?? [];
        expect(placeholders(english), `${component} ${key}`).toEqual(
          placeholders(indonesian[component]?.[key]),
        );
      }
    }
  });
});
