import { describe, expect, it } from 'vitest';
import { countDifference, countSheet, hasUnsavedCounts, parseCount } from './stock-count';

describe('parseCount', () => {
  it('reads a blank field as not counted', () => {
    expect(parseCount('')).toEqual({ kind: 'blank' });
    expect(parseCount('   ')).toEqual({ kind: 'blank' });
  });

  it('reads zero as a count (the shelf is empty), not as blank', () => {
    expect(parseCount('0')).toEqual({ kind: 'counted', value: 0 });
  });

  it('accepts the Indonesian decimal comma and the dot alike', () => {
    expect(parseCount('2,5')).toEqual({ kind: 'counted', value: 2.5 });
    expect(parseCount(' 2.5 ')).toEqual({ kind: 'counted', value: 2.5 });
  });

  it('keeps 4 decimals, as the ledger does', () => {
    expect(parseCount('0.123456')).toEqual({ kind: 'counted', value: 0.1235 });
  });

  it('refuses negative, non-numeric and absurd figures', () => {
    expect(parseCount('-1')).toEqual({ kind: 'invalid' });
    expect(parseCount('abc')).toEqual({ kind: 'invalid' });
    expect(parseCount('1,2,3')).toEqual({ kind: 'invalid' });
    expect(parseCount('1e10')).toEqual({ kind: 'invalid' });
    expect(parseCount('Infinity')).toEqual({ kind: 'invalid' });
  });
});

describe('countDifference', () => {
  it('is positive when more was found and negative when less', () => {
    expect(countDifference(3, 4.5)).toBe(1.5);
    expect(countDifference(3, 0)).toBe(-3);
  });

  it('is zero when the count matches', () => {
    expect(countDifference(2.25, 2.25)).toBe(0);
  });

  it('brings a negative running stock back to what was counted', () => {
    expect(countDifference(-0.2, 1)).toBe(1.2);
  });

  it('does not show floating-point noise', () => {
    expect(countDifference(0.3, 0.1)).toBe(-0.2);
    expect(countDifference(1.1, 1.3)).toBe(0.2);
  });
});

describe('countSheet', () => {
  const items = [{ _id: 'a' }, { _id: 'b' }, { _id: 'c' }, { _id: 'd' }];

  it('sends only the counted lines, in list order', () => {
    expect(countSheet(items, { c: '1', a: '0', b: '' })).toEqual({
      lines: [
        { inventoryItemId: 'a', counted: 0 },
        { inventoryItemId: 'c', counted: 1 },
      ],
      invalid: [],
    });
  });

  it('reports invalid figures and leaves them out', () => {
    expect(countSheet(items, { a: '-2', b: '3', d: 'x' })).toEqual({
      lines: [{ inventoryItemId: 'b', counted: 3 }],
      invalid: ['a', 'd'],
    });
  });

  it('ignores drafts of ingredients no longer listed', () => {
    expect(countSheet(items, { gone: '5' })).toEqual({ lines: [], invalid: [] });
  });
});

describe('hasUnsavedCounts', () => {
  it('is false for an untouched sheet', () => {
    expect(hasUnsavedCounts({}, '')).toBe(false);
    expect(hasUnsavedCounts({ a: '  ' }, ' ')).toBe(false);
  });

  it('is true when a figure or a note was typed', () => {
    expect(hasUnsavedCounts({ a: '0' }, '')).toBe(true);
    expect(hasUnsavedCounts({}, 'gudang belakang')).toBe(true);
  });
});
