import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COLUMNS, printable, row, wrap } from './print-layout';

describe('printable: what a code page can print', () => {
  it('turns a typographic minus, dashes, quotes, the middle dot and spaces into ASCII', () => {
    expect(printable('−Rp 2.000')).toBe('-Rp 2.000');
    expect(printable('Rp\u00A05.000 – ‘a’ “b” Meja A1 · Kasir…')).toBe(
      `Rp 5.000 - 'a' "b" Meja A1 - Kasir...`,
    );
  });

  it('replaces anything else outside printable ASCII', () => {
    expect(printable('Kopi ☕ susu')).toBe('Kopi ? susu');
  });
});

describe('wrap', () => {
  it('breaks between words, and cuts a word longer than the line', () => {
    expect(wrap('NASI GORENG KAMPUNG SPESIAL', 12)).toEqual(['NASI GORENG', 'KAMPUNG', 'SPESIAL']);
    expect(wrap('ABCDEFGHIJKLMNOP', 6)).toEqual(['ABCDEF', 'GHIJKL', 'MNOP']);
    expect(wrap('', 10)).toEqual(['']);
  });
});

describe('row: a label and an amount flush right', () => {
  it('fits on one line at 32 and at 48 columns', () => {
    expect(row('Subtotal', 'Rp 28.000', 32)).toEqual([`Subtotal${' '.repeat(15)}Rp 28.000`]);
    expect(row('Subtotal', 'Rp 28.000', 48)[0]).toHaveLength(48);
  });

  it('wraps a long label left of the amount, the amount on its last line', () => {
    const lines = row('NASI GORENG KAMPUNG SPESIAL PEDAS MANIS x1', 'Rp 30.000', 32);
    expect(lines).toEqual(['NASI GORENG KAMPUNG SPESIAL', `PEDAS MANIS x1${' '.repeat(9)}Rp 30.000`]);
    // A last line too full for the amount: the amount gets a line of its own.
    expect(row('ES TEH MANIS DINGIN SEKALI SEGAR', 'Rp 8.000', 32)).toEqual([
      'ES TEH MANIS DINGIN SEKALI SEGAR',
      'Rp 8.000'.padStart(32),
    ]);
  });

  it('indents a discount under its line', () => {
    expect(row('Diskon (Member)', '−Rp 2.000', 32, 2)).toEqual([
      `  Diskon (Member)${' '.repeat(6)}-Rp 2.000`,
    ]);
  });

  it('any label and amount at either width: no line longer than the roll, the amount once at the end', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 120 }),
        fc.integer({ min: 0, max: 10 ** 12 }),
        fc.constantFrom(...Object.values(COLUMNS)),
        fc.integer({ min: 0, max: 4 }),
        (label, amount, width, indent) => {
          const value = `Rp ${amount}`;
          const lines = row(label, value, width, indent);
          for (const line of lines) expect(line.length).toBeLessThanOrEqual(width);
          expect(lines.at(-1)?.endsWith(value)).toBe(true);
          expect(lines.join('\n').split(value)).toHaveLength(2);
        },
      ),
    );
  });
});
