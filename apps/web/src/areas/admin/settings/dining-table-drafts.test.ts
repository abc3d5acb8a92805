import { parseTableList } from '@meja/shared/table-list';
import { describe, expect, it } from 'vitest';
import { addedCount, cardsText, readAddDraft, readEditDraft } from './dining-table-drafts';

const table = (name: string, area = '') => ({ _id: `id-${name}`, name, area });

describe('readAddDraft', () => {
  it('expands a range and trims the area', () => {
    expect(readAddDraft('a1-a3, b1', '  Lantai 2 ')).toEqual({
      ok: true,
      tables: ['A1', 'A2', 'A3', 'B1'],
      area: 'Lantai 2',
    });
    expect(readAddDraft('A1', '')).toEqual({ ok: true, tables: ['A1'], area: '' });
  });

  it('refuses the list as the QR cards do', () => {
    expect(readAddDraft('A12-A1', '')).toEqual({
      ok: false,
      field: 'tables',
      error: { kind: 'reversed', item: 'A12-A1' },
    });
    expect(readAddDraft('  ', 'Teras')).toMatchObject({
      ok: false,
      field: 'tables',
      error: { kind: 'empty' },
    });
  });

  it('refuses an area that is too long', () => {
    expect(readAddDraft('A1', 'x'.repeat(41))).toMatchObject({ ok: false, field: 'area' });
  });
});

describe('addedCount', () => {
  it('counts the new names and those already there', () => {
    const before = [table('A1'), table('A2')];
    const after = [table('A1'), table('A2'), table('A3')];
    expect(addedCount(before, after, ['A2', 'A3'])).toEqual({ added: 1, skipped: 1 });
    expect(addedCount([], after, ['A1', 'A2', 'A3'])).toEqual({ added: 3, skipped: 0 });
  });
});

describe('readEditDraft', () => {
  it('sends only what changed, as the server reads it', () => {
    expect(readEditDraft(table('A1', 'Teras'), ' a9 ', 'Teras')).toEqual({
      ok: true,
      changes: { name: 'A9' },
    });
    expect(readEditDraft(table('A1', 'Teras'), 'A1', 'Lantai 2')).toEqual({
      ok: true,
      changes: { area: 'Lantai 2' },
    });
    expect(readEditDraft(table('A1'), 'A1', '')).toEqual({ ok: true, changes: {} });
  });

  it('refuses a name a table cannot have', () => {
    expect(readEditDraft(table('A1'), 'meja #1', '')).toMatchObject({ ok: false, field: 'name' });
    expect(readEditDraft(table('A1'), '', '')).toMatchObject({ ok: false, field: 'name' });
  });
});

describe('cardsText', () => {
  it('is read back by the QR cards as the same tables', () => {
    const tables = [table('A1'), table('VIP-1'), table('B01')];
    expect(cardsText(tables)).toBe('A1, VIP-1, B01');
    expect(parseTableList(cardsText(tables))).toEqual({ ok: true, tables: ['A1', 'VIP-1', 'B01'] });
  });
});
