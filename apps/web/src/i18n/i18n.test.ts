import { describe, expect, it } from 'vitest';
import { pos } from './en/pos';
import { areaOf, loadTranslations } from './i18n';

describe('loadTranslations', () => {
  it('loads nothing for the source locale: its texts are in the code', async () => {
    expect(await loadTranslations('id', ['diner/menu', 'pos/cart'])).toEqual([{}]);
  });

  it('loads nothing for an area that has no translation yet (it stays Indonesian)', async () => {
    // One (empty) entry per component, so the library ends its loading state and keeps the base texts.
    expect(await loadTranslations('en', ['admin/inventory', 'admin/menu'])).toEqual([
      { 'admin/inventory': {}, 'admin/menu': {} },
    ]);
  });

  it("loads the POS's English chunk once for any number of its components", async () => {
    expect(await loadTranslations('en', ['pos/dashboard', 'pos/shift'])).toEqual([{}, pos]);
  });

  it('loads the English chunk of a translated area once, beside the empty entries of the others', async () => {
    const [untranslated, ...chunks] = await loadTranslations('en', [
      'diner/menu',
      'diner/cart',
      'admin/menu',
    ]);
    expect(untranslated).toEqual({ 'admin/menu': {} });
    expect(chunks).toHaveLength(1);
    expect(Object.keys(chunks[0] ?? {})).toContain('diner/menu');
  });

  it('takes the area from the first segment of a component name', () => {
    expect(areaOf('diner/menu/item')).toBe('diner');
    expect(areaOf('pos')).toBe('pos');
  });
});
