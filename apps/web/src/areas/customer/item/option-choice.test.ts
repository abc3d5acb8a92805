import { describe, expect, it } from 'vitest';
import { groupHint, optionChoice } from './option-choice';

const level = {
  id: 'g1',
  name: 'Level pedas',
  minChoices: 1,
  maxChoices: 1,
  options: [0, 1, 2, 3, 4, 5].map((n) => ({ id: `l${n}`, name: `Level ${n}`, priceDelta: 0 })),
};
const extra = {
  id: 'g2',
  name: 'Tambahan',
  minChoices: 0,
  maxChoices: 3,
  options: [
    { id: 'telur', name: 'Telur', priceDelta: 4000 },
    { id: 'keju', name: 'Keju', priceDelta: 5000 },
  ],
};
const groups = [level, extra];

describe('optionChoice', () => {
  it('names the first required group still to choose, and is complete once it is chosen', () => {
    expect(optionChoice(groups, [])).toEqual({ options: [], missing: 'Level pedas', complete: false });
    expect(optionChoice(groups, ['telur'])).toMatchObject({ missing: 'Level pedas', complete: false });
    expect(optionChoice(groups, ['telur', 'l3'])).toEqual({
      options: [
        { id: 'l3', group: 'Level pedas', name: 'Level 3', priceDelta: 0 },
        { id: 'telur', group: 'Tambahan', name: 'Telur', priceDelta: 4000 },
      ],
      missing: null,
      complete: true,
    });
  });

  it('leaves out an option the dish no longer has', () => {
    expect(optionChoice(groups, ['l3', 'gone'])).toMatchObject({ missing: null, complete: true });
    expect(optionChoice(groups, ['l3', 'gone']).options.map((option) => option.id)).toEqual(['l3']);
  });

  it('is complete at once for a dish without a required group, or without groups', () => {
    expect(optionChoice([extra], [])).toEqual({ options: [], missing: null, complete: true });
    expect(optionChoice([], [])).toEqual({ options: [], missing: null, complete: true });
  });
});

describe('groupHint', () => {
  const t = {
    requiredExactly: ({ count }: { count: number }) => `Wajib, pilih ${count}`,
    requiredRange: ({ min, max }: { min: number; max: number }) => `Wajib, pilih ${min}–${max}`,
    optional: ({ max }: { max: number }) => `Opsional, maks ${max}`,
  };

  it('says whether a group is required and how many to choose', () => {
    expect(groupHint(t, level)).toBe('Wajib, pilih 1');
    expect(groupHint(t, { minChoices: 2, maxChoices: 2 })).toBe('Wajib, pilih 2');
    expect(groupHint(t, { minChoices: 1, maxChoices: 3 })).toBe('Wajib, pilih 1–3');
    expect(groupHint(t, extra)).toBe('Opsional, maks 3');
    expect(groupHint(t, { minChoices: 0, maxChoices: 1 })).toBe('Opsional, maks 1');
  });
});
