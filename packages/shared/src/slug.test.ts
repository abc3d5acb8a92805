import { describe, expect, it } from 'vitest';
import { SLUG_PATTERN, slugify } from './slug';

describe('slugify (SPEC §5: lowercase, non a-z0-9 → "-", collapsed, trimmed)', () => {
  it.each([
    ['Warung Bu Sri', 'warung-bu-sri'],
    ['WARUNG BU SRI', 'warung-bu-sri'],
    ['Sate  Ayam & Kopi!!', 'sate-ayam-kopi'],
    ['Resto_99.Jaya', 'resto-99-jaya'],
    ['  --Warung--  ', 'warung'],
    ['!!!Bakso???', 'bakso'],
    ['a - - b', 'a-b'],
    ['Kopi 2 Go', 'kopi-2-go'],
  ])('%j → %j', (name, slug) => {
    expect(slugify(name)).toBe(slug);
  });

  it('drops accented letters rather than transliterating them (anything not a-z0-9 is a separator)', () => {
    expect(slugify('Café Ñoño')).toBe('caf-o-o');
    expect(slugify('Crème brûlée')).toBe('cr-me-br-l-e');
  });

  it('treats emoji as separators', () => {
    expect(slugify('🍜 Mie Ayam 🍜')).toBe('mie-ayam');
    expect(slugify('Mie🔥Pedas')).toBe('mie-pedas');
  });

  it.each(['', '   ', '---', '🍜🍜', 'é'])('gives "" when nothing usable is left: %j', (name) => {
    expect(slugify(name)).toBe('');
  });

  it('always yields a slug that matches SLUG_PATTERN when not empty', () => {
    for (const name of ['Warung Bu Sri', ' -A- ', 'Café 🍜 24/7', 'x__y']) {
      expect(slugify(name)).toMatch(SLUG_PATTERN);
    }
  });
});

describe('SLUG_PATTERN', () => {
  it.each(['warung', 'warung-bu-sri', 'a1-b2'])('accepts %j', (slug) => {
    expect(SLUG_PATTERN.test(slug)).toBe(true);
  });

  it.each(['', 'Warung', '-warung', 'warung-', 'a--b', 'a b', 'a_b'])('refuses %j', (slug) => {
    expect(SLUG_PATTERN.test(slug)).toBe(false);
  });
});
