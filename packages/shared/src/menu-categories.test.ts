import { describe, expect, it } from 'vitest';
import { compareCategories, displayCategory, orderedCategories } from './menu-categories';

describe('menu categories', () => {
  it('shows a blank category as LAINNYA and upper-cases the rest', () => {
    expect(displayCategory('')).toBe('LAINNYA');
    expect(displayCategory('   ')).toBe('LAINNYA');
    expect(displayCategory(null)).toBe('LAINNYA');
    expect(displayCategory('minuman')).toBe('MINUMAN');
  });

  it('puts UTAMA first, then the others alphabetically', () => {
    expect(['MINUMAN', 'CAMILAN', 'UTAMA', 'LAINNYA'].sort(compareCategories)).toEqual([
      'UTAMA',
      'CAMILAN',
      'LAINNYA',
      'MINUMAN',
    ]);
  });

  it('lists each category once, in menu order', () => {
    const items = [{ category: 'MINUMAN' }, { category: '' }, { category: 'UTAMA' }, { category: 'MINUMAN' }];
    expect(orderedCategories(items)).toEqual(['UTAMA', 'LAINNYA', 'MINUMAN']);
  });
});
