import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeCharges, TAX_TYPES } from './charges';
import { lineKey } from './line-notes';
import {
  choiceProblem,
  chosenOptions,
  optionsText,
  priceWithOptions,
  toggleOption,
  type ChoiceGroup,
} from './menu-options';

const level: ChoiceGroup = {
  id: 'g-level',
  name: 'Level pedas',
  minChoices: 1,
  maxChoices: 1,
  options: [0, 1, 2, 3].map((n) => ({ id: `l${n}`, name: `Level ${n}`, priceDelta: 0 })),
};
const extra: ChoiceGroup = {
  id: 'g-extra',
  name: 'Tambahan',
  minChoices: 0,
  maxChoices: 2,
  options: [
    { id: 'telur', name: 'Telur', priceDelta: 4000 },
    { id: 'keju', name: 'Keju', priceDelta: 5000 },
    { id: 'sosis', name: 'Sosis', priceDelta: 6000 },
  ],
};
const groups = [level, extra];

describe('choiceProblem', () => {
  it('accepts choices within every group’s minimum and maximum', () => {
    expect(choiceProblem(groups, ['l3'])).toBeNull();
    expect(choiceProblem(groups, ['telur', 'l0', 'keju'])).toBeNull();
    expect(choiceProblem([], [])).toBeNull();
  });

  it('names a required group left empty, and a group with too many', () => {
    expect(choiceProblem(groups, [])).toEqual({ kind: 'missing', group: 'Level pedas', min: 1 });
    expect(choiceProblem(groups, ['telur'])).toEqual({ kind: 'missing', group: 'Level pedas', min: 1 });
    expect(choiceProblem(groups, ['l1', 'l2'])).toEqual({ kind: 'tooMany', group: 'Level pedas', max: 1 });
    expect(choiceProblem(groups, ['l1', 'telur', 'keju', 'sosis'])).toEqual({
      kind: 'tooMany',
      group: 'Tambahan',
      max: 2,
    });
  });

  it('refuses an unknown option, and the same option twice', () => {
    expect(choiceProblem(groups, ['l1', 'nope'])).toEqual({ kind: 'unknown' });
    expect(choiceProblem(groups, ['l1', 'telur', 'telur'])).toEqual({ kind: 'unknown' });
    expect(choiceProblem([], ['l1'])).toEqual({ kind: 'unknown' });
  });
});

describe('chosenOptions, priceWithOptions and optionsText', () => {
  it('keeps the dish’s order whatever the order chosen, with each option’s group', () => {
    const chosen = chosenOptions(groups, ['keju', 'l3']);
    expect(chosen).toEqual([
      { id: 'l3', group: 'Level pedas', name: 'Level 3', priceDelta: 0 },
      { id: 'keju', group: 'Tambahan', name: 'Keju', priceDelta: 5000 },
    ]);
    expect(priceWithOptions(18_000, chosen)).toBe(23_000);
    expect(optionsText(chosen)).toBe('Level 3, Keju');
    expect(optionsText([])).toBe('');
  });
});

describe('toggleOption', () => {
  it('replaces the choice in a pick-one group, and takes it off when tapped again', () => {
    expect(toggleOption(level, ['l1', 'telur'], 'l2')).toEqual(['telur', 'l2']);
    expect(toggleOption(level, ['l2'], 'l2')).toEqual([]);
  });

  it('adds to a pick-several group only while it has room', () => {
    expect(toggleOption(extra, ['telur'], 'keju')).toEqual(['telur', 'keju']);
    expect(toggleOption(extra, ['telur', 'keju'], 'sosis')).toEqual(['telur', 'keju']);
    expect(toggleOption(extra, ['telur', 'keju'], 'telur')).toEqual(['keju']);
  });
});

describe('lineKey with options', () => {
  it('is the dish’s id for a line without options (carts saved before them), and sorts the ids', () => {
    expect(lineKey({ menuItemId: 'm' })).toBe('m');
    expect(lineKey({ menuItemId: 'm', options: [] })).toBe('m');
    expect(lineKey({ menuItemId: 'm', options: ['b', 'a'], note: 'pedas' })).toBe('m+a+b\npedas');
    expect(lineKey({ menuItemId: 'm', options: [{ id: 'a' }, { id: 'b' }] })).toBe(
      lineKey({ menuItemId: 'm', options: ['b', 'a'] }),
    );
  });
});

describe('any mix of options under any charges', () => {
  it('prices lines and the bill in whole rupiah that add up to the total exactly', () => {
    const option = fc.record({ priceDelta: fc.integer({ min: 0, max: 100_000_000 }) });
    const line = fc.record({
      base: fc.integer({ min: 0, max: 1_000_000_000 }),
      qty: fc.integer({ min: 1, max: 999 }),
      options: fc.array(option, { maxLength: 12 }),
    });
    fc.assert(
      fc.property(
        fc.array(line, { minLength: 1, maxLength: 20 }),
        fc.integer({ min: 0, max: 20 }),
        fc.integer({ min: 0, max: 100 }),
        fc.boolean(),
        fc.constantFrom(...TAX_TYPES),
        (lines, s, r, taxIncluded, taxType) => {
          const amounts = lines.map((l) => priceWithOptions(l.base, l.options) * l.qty);
          const subtotal = amounts.reduce((sum, amount) => sum + amount, 0);
          for (const l of lines) {
            const unit = priceWithOptions(l.base, l.options);
            expect(unit).toBe(l.base + l.options.reduce((sum, o) => sum + o.priceDelta, 0));
          }
          expect(Number.isSafeInteger(subtotal)).toBe(true);
          const bill = computeCharges(subtotal, {
            serviceChargePercent: s,
            taxRatePercent: r,
            taxIncluded,
            taxType,
          });
          for (const figure of [bill.serviceCharge, bill.tax, bill.total])
            expect(Number.isSafeInteger(figure)).toBe(true);
          expect(bill.total).toBe(
            taxIncluded ? subtotal + bill.serviceCharge : subtotal + bill.serviceCharge + bill.tax,
          );
        },
      ),
    );
  });
});
