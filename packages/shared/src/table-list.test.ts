import { describe, expect, it } from 'vitest';
import { MAX_TABLE_CARDS, parseTableList, tableFromLink, tableMenuUrl } from './table-list';

const tables = (text: string, max?: number) => {
  const result = parseTableList(text, max);
  if (!result.ok) throw new Error(`refused ${JSON.stringify(text)}: ${JSON.stringify(result.error)}`);
  return result.tables;
};
const refusal = (text: string, max?: number) => {
  const result = parseTableList(text, max);
  if (result.ok) throw new Error(`accepted ${JSON.stringify(text)}: ${result.tables.join(',')}`);
  return result.error;
};

describe('parseTableList: the tables of a sheet of QR cards', () => {
  it("expands 'A1-A12, B1, B2' in the order typed", () => {
    expect(tables('A1-A12, B1, B2')).toEqual([
      ...Array.from({ length: 12 }, (_, i) => `A${i + 1}`),
      'B1',
      'B2',
    ]);
  });

  it.each([
    ['1-3', ['1', '2', '3']],
    ['A1-3', ['A1', 'A2', 'A3']],
    ['a1 - a3', ['A1', 'A2', 'A3']],
    ['A01-A03', ['A01', 'A02', 'A03']],
    ['A08-A10', ['A08', 'A09', 'A10']],
    ['A5-A5', ['A5']],
    ['VIP-1', ['VIP-1']],
    ['TERAS', ['TERAS']],
    ['1.2 3/4 BAR_1', ['1.2', '3/4', 'BAR_1']],
    ['A1;A2\nA3\tA4', ['A1', 'A2', 'A3', 'A4']],
    ['  ,, A1 ,,  ', ['A1']],
  ])('%j → %j', (text, expected) => {
    expect(tables(text)).toEqual(expected);
  });

  it('drops duplicates, keeping the first place, whether typed or from overlapping ranges', () => {
    expect(tables('B2, A1-A3, a2, B2, A2-A4')).toEqual(['B2', 'A1', 'A2', 'A3', 'A4']);
  });

  it.each(['', '   ', ', ; ,', '\n\n'])('refuses %j as empty', (text) => {
    expect(refusal(text)).toEqual({ kind: 'empty' });
  });

  it('refuses a reversed range and names it', () => {
    expect(refusal('A1, A12-A1')).toEqual({ kind: 'reversed', item: 'A12-A1' });
    expect(refusal('10-2')).toEqual({ kind: 'reversed', item: '10-2' });
  });

  it('refuses a range across two prefixes', () => {
    expect(refusal('A1-B3')).toEqual({ kind: 'mixedPrefix', item: 'A1-B3' });
  });

  it.each(['A1<script>', 'MEJA#1', 'A1&B', 'Ä1', '🍜', '-', '--', "A1'"])(
    'refuses odd characters in %j',
    (text) => {
      expect(refusal(text)).toMatchObject({ kind: 'oddCharacters' });
    },
  );

  it('refuses a name longer than a table number may be', () => {
    expect(refusal('A'.repeat(21))).toEqual({ kind: 'tooLong', item: 'A'.repeat(21), max: 20 });
    expect(tables('A'.repeat(20))).toEqual(['A'.repeat(20)]);
    expect(refusal(`${'X'.repeat(18)}1-${'X'.repeat(18)}100`)).toMatchObject({ kind: 'tooLong' });
  });

  it(`caps a sheet at ${MAX_TABLE_CARDS} tables, counted after duplicates are dropped`, () => {
    expect(tables(`1-${MAX_TABLE_CARDS}`)).toHaveLength(MAX_TABLE_CARDS);
    expect(tables(`1-${MAX_TABLE_CARDS}, 1-${MAX_TABLE_CARDS}, 5`)).toHaveLength(MAX_TABLE_CARDS);
    expect(refusal(`1-${MAX_TABLE_CARDS + 1}`)).toEqual({ kind: 'tooMany', max: MAX_TABLE_CARDS });
    expect(refusal(`1-${MAX_TABLE_CARDS}, A1`)).toEqual({ kind: 'tooMany', max: MAX_TABLE_CARDS });
    expect(refusal('A1-A3', 2)).toEqual({ kind: 'tooMany', max: 2 });
  });

  it('answers a huge range at once, without expanding it', () => {
    const started = performance.now();
    expect(refusal('1-999999')).toEqual({ kind: 'tooMany', max: MAX_TABLE_CARDS });
    expect(performance.now() - started).toBeLessThan(50);
    // More than six digits a side is a name, not a range.
    expect(tables('1234567-1234568')).toEqual(['1234567-1234568']);
  });
});

describe('tableMenuUrl', () => {
  it('is the diner menu with the table in the query, as a full URL', () => {
    expect(tableMenuUrl('https://meja.id', 'warung-demo', 'A1')).toBe(
      'https://meja.id/warung-demo/menu?table=A1',
    );
    expect(tableMenuUrl('http://127.0.0.1:3152/', 'kopi', 'TERAS 1/2')).toBe(
      'http://127.0.0.1:3152/kopi/menu?table=TERAS%201%2F2',
    );
  });
});

describe('tableFromLink: ?table= of a card link, as the cart holds it', () => {
  it.each([
    ['A1', 'A1'],
    [' a1 ', 'A1'],
    ['teras 2', 'TERAS 2'],
    ['X'.repeat(20), 'X'.repeat(20)],
  ])('%j → %j', (raw, table) => {
    expect(tableFromLink(raw)).toBe(table);
  });

  it.each([null, undefined, '', '   ', 'X'.repeat(21), 'A1\u0000', 'A\n1'])('ignores %j', (raw) => {
    expect(tableFromLink(raw)).toBeNull();
  });
});
