import { describe, expect, it } from 'vitest';
import { browserLocale } from './locale';

describe('browserLocale', () => {
  it('takes the first language Meja speaks, whatever its region', () => {
    expect(browserLocale(['en-US', 'id'])).toBe('en');
    expect(browserLocale(['en-GB'])).toBe('en');
    expect(browserLocale(['id-ID', 'en'])).toBe('id');
    expect(browserLocale(['fr-FR', 'de', 'EN-au'])).toBe('en');
  });

  it('falls back to Indonesian when none is spoken here, or nothing is known', () => {
    expect(browserLocale(['fr-FR', 'ja'])).toBe('id');
    expect(browserLocale([])).toBe('id');
    expect(browserLocale(['', 'i'])).toBe('id');
  });
});
