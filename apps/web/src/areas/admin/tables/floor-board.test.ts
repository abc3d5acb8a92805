import type { BoardTable } from '@meja/shared/contracts/tables';
import { TABLE_STATES } from '@meja/shared/table-states';
import { describe, expect, it } from 'vitest';
import {
  chooseTarget,
  groupByArea,
  STATE_LOOKS,
  stateCounts,
  targetErrorText,
  targetTables,
} from './floor-board';
import { tablesMessages } from './tables-messages';

function table(name: string, area: string, listed = true, state: BoardTable['state'] = 'FREE'): BoardTable {
  return { _id: listed ? `id-${name}` : null, name, area, state, orders: [], due: 0, calls: [] };
}

describe('groupByArea', () => {
  it('keeps the areas in the order of their first table, the tables in list order', () => {
    const tables = [
      table('A1', 'Lantai 1'),
      table('B1', 'Teras'),
      table('A2', 'Lantai 1'),
      table('X', ''),
      table('Z9', '', false),
    ];
    expect(
      groupByArea(tables).map((group) => [group.area, group.unlisted, group.tables.map((t) => t.name)]),
    ).toEqual([
      ['Lantai 1', false, ['A1', 'A2']],
      ['Teras', false, ['B1']],
      ['', false, ['X']],
      ['', true, ['Z9']],
    ]);
  });

  it('makes one group when no table has an area', () => {
    const groups = groupByArea([table('1', ''), table('2', '  ')]);
    expect(groups).toHaveLength(1);
    expect(groups[0]?.tables).toHaveLength(2);
  });

  it('has no group for an empty board', () => {
    expect(groupByArea([])).toEqual([]);
  });
});

describe('stateCounts', () => {
  it('counts every state, zeros included', () => {
    const counts = stateCounts([
      table('A1', '', true, 'BILL'),
      table('A2', ''),
      table('A3', '', true, 'BILL'),
    ]);
    expect(counts.map((entry) => entry.state)).toEqual([...TABLE_STATES]);
    expect(Object.fromEntries(counts.map((entry) => [entry.state, entry.count]))).toEqual({
      FREE: 1,
      ORDERING: 0,
      WAITING: 0,
      EATING: 0,
      BILL: 2,
    });
  });
});

describe('targetTables', () => {
  it('is every other table', () => {
    expect(
      targetTables([table('A1', ''), table('A2', ''), table('A3', '')], 'A2').map((t) => t.name),
    ).toEqual(['A1', 'A3']);
  });
});

describe('chooseTarget', () => {
  it('takes the chosen table', () => {
    expect(chooseTarget('A5', '', 'A3')).toEqual({ ok: true, table: 'A5' });
  });

  it('lets a typed name win, read as the server reads it', () => {
    expect(chooseTarget('A5', '  teras-1 ', 'A3')).toEqual({ ok: true, table: 'TERAS-1' });
  });

  it('asks for a table when none is given', () => {
    expect(chooseTarget('', '   ', 'A3')).toEqual({ ok: false, error: 'missing' });
  });

  it('refuses the same table, whatever its case', () => {
    expect(chooseTarget('', 'a3', 'A3')).toEqual({ ok: false, error: 'same' });
  });

  it('refuses a name a table cannot have', () => {
    const choice = chooseTarget('', 'meja #1', 'A3');
    expect(choice.ok).toBe(false);
    if (!choice.ok) {
      expect(choice.error).toBe('invalid');
      expect(choice.message).toMatch(/Nama meja/);
    }
  });
});

describe('STATE_LOOKS', () => {
  it('gives every state its own colours', () => {
    const cards = TABLE_STATES.map((state) => STATE_LOOKS[state].card);
    expect(new Set(cards).size).toBe(TABLE_STATES.length);
  });
});

describe('targetErrorText', () => {
  const t = tablesMessages.get();
  it('words each refusal', () => {
    expect(targetErrorText(t, chooseTarget('', '', 'A1'))).toBe('Pilih atau ketik meja tujuan.');
    expect(targetErrorText(t, chooseTarget('A1', '', 'A1'))).toBe('Pilih meja lain, bukan meja ini.');
    expect(targetErrorText(t, chooseTarget('', 'A#', 'A1'))).toMatch(/^Nama meja 1–20 karakter/);
    expect(targetErrorText(t, chooseTarget('A2', '', 'A1'))).toBeUndefined();
  });
});
