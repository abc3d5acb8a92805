import { MAX_ITEM_OPTION_GROUPS } from '@meja/shared/limits';
import { describe, expect, it } from 'vitest';
import {
  choiceRule,
  chosenGroups,
  moveGroupId,
  priceDeltaText,
  toggleGroupId,
  typedChoiceRule,
  wholeNumberOf,
} from './option-group-rules';

describe('option group rules', () => {
  it('reads a group as optional, exactly some, or a range', () => {
    expect(choiceRule(0, 3)).toEqual({ kind: 'optional', max: 3 });
    expect(choiceRule(0, 1)).toEqual({ kind: 'optional', max: 1 });
    expect(choiceRule(1, 1)).toEqual({ kind: 'exactly', count: 1 });
    expect(choiceRule(2, 2)).toEqual({ kind: 'exactly', count: 2 });
    expect(choiceRule(1, 3)).toEqual({ kind: 'range', min: 1, max: 3 });
  });

  it('previews the typed rule only while it makes one', () => {
    expect(typedChoiceRule('1', '1')).toEqual({ kind: 'exactly', count: 1 });
    expect(typedChoiceRule('', '3')).toEqual({ kind: 'optional', max: 3 });
    expect(typedChoiceRule('2', '1')).toBeNull();
    expect(typedChoiceRule('0', '0')).toBeNull();
    expect(typedChoiceRule('1.5', '2')).toBeNull();
    expect(typedChoiceRule('1', '')).toBeNull();
  });

  it('reads whole numbers only', () => {
    expect(wholeNumberOf(' 3 ')).toBe(3);
    expect(wholeNumberOf('-1')).toBeNull();
    expect(wholeNumberOf('abc')).toBeNull();
    expect(wholeNumberOf('')).toBeNull();
  });

  it('writes a price delta with its plus sign, and nothing for none', () => {
    expect(priceDeltaText(4000)).toBe('+Rp 4.000');
    expect(priceDeltaText(1500000)).toBe('+Rp 1.500.000');
    expect(priceDeltaText(0)).toBe('');
  });

  it('adds a ticked group at the end and takes an unticked one off', () => {
    expect(toggleGroupId([], 'a')).toEqual(['a']);
    expect(toggleGroupId(['a'], 'b')).toEqual(['a', 'b']);
    expect(toggleGroupId(['a', 'b', 'c'], 'b')).toEqual(['a', 'c']);
  });

  it('adds no group beyond the limit', () => {
    const full = Array.from({ length: MAX_ITEM_OPTION_GROUPS }, (_, i) => `g${i}`);
    expect(toggleGroupId(full, 'extra')).toEqual(full);
    expect(toggleGroupId(full, 'g0')).toHaveLength(MAX_ITEM_OPTION_GROUPS - 1);
  });

  it('moves a chosen group up or down, and not past an end', () => {
    expect(moveGroupId(['a', 'b', 'c'], 'c', -1)).toEqual(['a', 'c', 'b']);
    expect(moveGroupId(['a', 'b', 'c'], 'a', 1)).toEqual(['b', 'a', 'c']);
    expect(moveGroupId(['a', 'b'], 'a', -1)).toEqual(['a', 'b']);
    expect(moveGroupId(['a', 'b'], 'b', 1)).toEqual(['a', 'b']);
    expect(moveGroupId(['a', 'b'], 'x', 1)).toEqual(['a', 'b']);
  });

  it('names the chosen groups in their order, from the list or else from the dish', () => {
    const list = [
      { id: 'a', name: 'Level pedas' },
      { id: 'b', name: 'Tambahan' },
    ];
    expect(chosenGroups(['b', 'a'], list)).toEqual([
      { id: 'b', name: 'Tambahan' },
      { id: 'a', name: 'Level pedas' },
    ]);
    expect(chosenGroups(['c'], list, [{ id: 'c', name: 'Minuman' }])).toEqual([{ id: 'c', name: 'Minuman' }]);
    expect(chosenGroups(['d'], list)).toEqual([{ id: 'd', name: '' }]);
  });
});
