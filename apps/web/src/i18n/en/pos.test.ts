import { messagesToJSON } from '@nanostores/i18n';
import { describe, expect, it } from 'vitest';
import { POS_CATALOGUES } from '../../areas/pos/pos-catalogues';
import { i18n } from '../i18n';
import { pos } from './pos';

// Every module of the POS and of the components only it uses, so that each catalogue is declared.
import.meta.glob(
  [
    '../../areas/pos/**/*.{ts,tsx}',
    '../../components/receipt/*.{ts,tsx}',
    '../../components/cash-*.{ts,tsx}',
    '!**/*.test.{ts,tsx}',
    '!**/register-sw.ts',
  ],
  { eager: true },
);

type Json = Readonly<Record<string, unknown>>;

const isRecord = (value: unknown): value is Json => typeof value === 'object' && value !== null;

/** 'component.key' for a text, 'component.key.form' for each plural form. */
function paths(components: Json): string[] {
  const out: string[] = [];
  for (const [component, texts] of Object.entries(components)) {
    if (!isRecord(texts)) continue;
    for (const [key, text] of Object.entries(texts)) {
      if (isRecord(text)) out.push(...Object.keys(text).map((form) => `${component}.${key}.${form}`));
      else out.push(`${component}.${key}`);
    }
  }
  return out.sort();
}

/** The `{name}` placeholders of every text, by its path. */
function placeholders(components: Json): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const [component, texts] of Object.entries(components)) {
    if (!isRecord(texts)) continue;
    for (const [key, text] of Object.entries(texts)) {
      const forms = isRecord(text) ? Object.values(text) : [text];
      const names = forms.flatMap((form) => String(form).match(/\{\w+\}/g) ?? []);
      out[`${component}.${key}`] = [...new Set(names)].sort();
    }
  }
  return out;
}

describe('the English POS chunk', () => {
  const source = messagesToJSON(...POS_CATALOGUES);

  it('has a text for every key of every POS catalogue, and no key the catalogues lack', () => {
    expect(paths(pos)).toEqual(paths(source));
  });

  it('lists every POS catalogue', () => {
    const declared = Object.keys(i18n.cache.id ?? {}).filter((component) => component.startsWith('pos/'));
    expect(Object.keys(source).sort()).toEqual(declared.sort());
    expect(Object.keys(pos).sort()).toEqual(declared.sort());
  });

  it('keeps the values each text is given', () => {
    expect(placeholders(pos)).toEqual(placeholders(source));
  });

  it('translates: no English text is empty', () => {
    const empty = Object.entries(pos).flatMap(([component, texts]) =>
      Object.entries(texts).flatMap(([key, text]) =>
        (typeof text === 'string' ? [text] : Object.values(text))
          .filter((form) => !form.trim())
          .map(() => `${component}.${key}`),
      ),
    );
    expect(empty).toEqual([]);
  });
});
