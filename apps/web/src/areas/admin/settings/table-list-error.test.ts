import { parseTableList } from '@meja/shared/table-list';
import { describe, expect, it } from 'vitest';
import { tableListMessages } from './settings-messages';
import { tableCardsPath } from './table-cards-path';
import { tableListErrorText } from './table-list-error';

const refusalText = (typed: string) => {
  const result = parseTableList(typed);
  if (result.ok) throw new Error(`accepted ${typed}`);
  return tableListErrorText(tableListMessages.get(), result.error);
};

describe('why a list of tables is refused, in words', () => {
  it.each([
    ['', 'Isi nomor meja, mis. A1-A12, B1, B2.'],
    ['1-201', 'Maksimal 200 meja sekali cetak.'],
    ['A12-A1', 'Rentang A12-A1 terbalik: tulis dari nomor kecil ke besar, mis. A1-A12.'],
    ['A1-B2', 'Rentang A1-B2 harus berawalan huruf yang sama, mis. A1-A12.'],
    ['MEJA#1', '"MEJA#1" berisi karakter yang tidak didukung. Pakai huruf, angka, - . / _'],
    ['X'.repeat(21), `"${'X'.repeat(21)}" terlalu panjang: nomor meja maksimal 20 karakter.`],
  ])('%j → %j', (typed, text) => {
    expect(refusalText(typed)).toBe(text);
  });
});

describe('tableCardsPath', () => {
  it('carries the tables as typed in the query', () => {
    const path = tableCardsPath('warung demo', 'A1-A3, B1');
    expect(path.startsWith('/warung%20demo/admin/settings/table-cards?')).toBe(true);
    expect(new URLSearchParams(path.split('?')[1]).get('tables')).toBe('A1-A3, B1');
  });
});
