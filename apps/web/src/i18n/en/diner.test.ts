import { messagesToJSON, type Messages } from '@nanostores/i18n';
import { describe, expect, it } from 'vitest';
import { loadTranslations } from '../i18n';
import { dinerEnglish } from './diner';

/** Every catalogue of the diner's pages, wherever it sits under areas/customer. */
const modules = import.meta.glob<Record<string, unknown>>('../../areas/customer/**/*-messages.ts', {
  eager: true,
});

const isCatalogue = (value: unknown): value is Messages =>
  typeof value === 'object' && value !== null && 'i18n' in value && 'component' in value;

const catalogues = Object.values(modules).flatMap((module) => Object.values(module).filter(isCatalogue));
const indonesian = messagesToJSON(...catalogues);

/** 'component key' for every text, and the plural forms of a `count` text. */
function keysOf(components: Record<string, Record<string, unknown>>): string[] {
  return Object.entries(components)
    .flatMap(([component, texts]) => Object.keys(texts).map((key) => `${component} ${key}`))
    .sort();
}

/** The {placeholders} of every text, by 'component key'. */
function placeholdersOf(components: Record<string, Record<string, unknown>>): Record<string, string[]> {
  const found: Record<string, string[]> = {};
  for (const [component, texts] of Object.entries(components)) {
    for (const [key, text] of Object.entries(texts)) {
      const strings = typeof text === 'string' ? [text] : Object.values(text ?? {}).map(String);
      found[`${component} ${key}`] = [...new Set(strings.flatMap((s) => s.match(/\{\w+\}/g) ?? []))].sort();
    }
  }
  return found;
}

describe('English for the diner pages', () => {
  it('finds the catalogues, all of the diner area', () => {
    expect(catalogues.length).toBeGreaterThanOrEqual(10);
    for (const component of Object.keys(indonesian)) expect(component).toMatch(/^diner\//);
  });

  it('has an English text for every Indonesian one, and none that is not in a catalogue', () => {
    expect(keysOf(dinerEnglish)).toEqual(keysOf(indonesian));
  });

  it('keeps the values each text needs ({name}, {table}…)', () => {
    expect(placeholdersOf(dinerEnglish)).toEqual(placeholdersOf(indonesian));
  });

  it('leaves no English text empty', () => {
    const texts = Object.values(dinerEnglish).flatMap((component) =>
      Object.values(component).flatMap((text) => (typeof text === 'string' ? [text] : Object.values(text))),
    );
    expect(texts.filter((text) => text.trim() === '')).toEqual([]);
  });

  it('is the chunk the app loads for English diner pages', async () => {
    expect(await loadTranslations('en', ['diner/menu', 'diner/cart'])).toEqual([{}, dinerEnglish]);
  });
});
