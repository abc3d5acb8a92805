import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { payrollPost } from './contracts/expenses';
import {
  hasValidPayrollFigures,
  isFilledPayrollRow,
  isNamelessPayrollRow,
  MAX_PAYROLL_FIGURE,
  MAX_PAYROLL_ROWS,
  PAYROLL_MESSAGES,
  payrollNet,
  payrollTotal,
} from './payroll';

const zero = { base: 0, overtime: 0, incentives: 0, deductions: 0, advances: 0 };

describe('payrollNet (SPEC §3: base + overtime + incentives − deductions − advances)', () => {
  it('adds the pay and subtracts deductions and advances', () => {
    expect(
      payrollNet({
        base: 3_000_000,
        overtime: 250_000,
        incentives: 100_000,
        deductions: 50_000,
        advances: 500_000,
      }),
    ).toBe(2_800_000);
  });

  it('is 0 for a row of zeros', () => {
    expect(payrollNet(zero)).toBe(0);
  });

  it('may be negative: an advance larger than the pay', () => {
    expect(payrollNet({ ...zero, base: 1_000_000, advances: 1_500_000 })).toBe(-500_000);
  });

  it('is exact at the largest figures', () => {
    const max = MAX_PAYROLL_FIGURE;
    expect(payrollNet({ base: max, overtime: max, incentives: max, deductions: 0, advances: 0 })).toBe(
      3 * max,
    );
    expect(payrollNet({ base: 0, overtime: 0, incentives: 0, deductions: max, advances: max })).toBe(
      -2 * max,
    );
  });

  it.each([
    ['a negative figure', { ...zero, deductions: -1 }],
    ['a fraction of a rupiah', { ...zero, base: 1000.5 }],
    ['NaN', { ...zero, overtime: Number.NaN }],
    ['infinity', { ...zero, incentives: Number.POSITIVE_INFINITY }],
    ['a figure above the largest', { ...zero, base: MAX_PAYROLL_FIGURE + 1 }],
  ])('refuses %s', (_label, row) => {
    expect(hasValidPayrollFigures(row)).toBe(false);
    expect(() => payrollNet(row)).toThrow(RangeError);
  });

  it('is the same as the formula for any valid figures (property)', () => {
    const figure = fc.integer({ min: 0, max: MAX_PAYROLL_FIGURE });
    fc.assert(
      fc.property(
        figure,
        figure,
        figure,
        figure,
        figure,
        (base, overtime, incentives, deductions, advances) => {
          const row = { base, overtime, incentives, deductions, advances };
          expect(hasValidPayrollFigures(row)).toBe(true);
          expect(payrollNet(row)).toBe(base + overtime + incentives - deductions - advances);
          expect(Number.isSafeInteger(payrollNet(row))).toBe(true);
        },
      ),
    );
  });
});

describe('payrollTotal', () => {
  it('adds the nets of the rows, 0 for none', () => {
    expect(payrollTotal([])).toBe(0);
    expect(
      payrollTotal([
        { ...zero, base: 2_000_000, overtime: 100_000 },
        { ...zero, base: 1_500_000, advances: 200_000 },
      ]),
    ).toBe(3_400_000);
  });

  it('stays exact for the most rows at the largest figures', () => {
    const max = MAX_PAYROLL_FIGURE;
    const rows = Array.from({ length: MAX_PAYROLL_ROWS }, () => ({
      ...zero,
      base: max,
      overtime: max,
      incentives: max,
    }));
    expect(payrollTotal(rows)).toBe(3 * max * MAX_PAYROLL_ROWS);
    expect(Number.isSafeInteger(payrollTotal(rows))).toBe(true);
  });
});

describe('which rows count (SPEC §5)', () => {
  it('a row counts with a name and a figure that is not 0', () => {
    expect(isFilledPayrollRow({ name: 'Ani', ...zero, base: 1 })).toBe(true);
    expect(isFilledPayrollRow({ name: 'Ani', ...zero, deductions: 10 })).toBe(true);
    expect(isFilledPayrollRow({ name: 'Ani', ...zero })).toBe(false);
    expect(isFilledPayrollRow({ name: '   ', ...zero, base: 1 })).toBe(false);
  });

  it('a row with figures and no name is nameless (refused, not dropped)', () => {
    expect(isNamelessPayrollRow({ name: ' ', ...zero, base: 1 })).toBe(true);
    expect(isNamelessPayrollRow({ name: '', ...zero })).toBe(false);
    expect(isNamelessPayrollRow({ name: 'Budi', ...zero, base: 1 })).toBe(false);
  });
});

describe('payrollPost contract: the SPEC §5 texts', () => {
  const row = { name: 'Ani', base: '3000000', overtime: '', incentives: '', deductions: '', advances: '' };
  const issuesOf = (body: unknown) => {
    const result = payrollPost.safeParse(body);
    return result.success
      ? []
      : result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
  };

  it('uses the exact texts', () => {
    expect(PAYROLL_MESSAGES.datesRequired).toBe('Tanggal mulai/akhir wajib diisi');
    expect(PAYROLL_MESSAGES.rowRequired).toBe('Isi minimal satu baris dengan nama dan angka');
  });

  it('accepts figures typed as text, blanks as 0, and computes nothing itself', () => {
    const parsed = payrollPost.parse({ start: '2026-11-01', end: '2026-11-15', rows: [row] });
    expect(parsed).toEqual({
      start: '2026-11-01',
      end: '2026-11-15',
      confirmRepost: false,
      rows: [{ name: 'Ani', base: 3_000_000, overtime: 0, incentives: 0, deductions: 0, advances: 0 }],
    });
  });

  it.each([
    ['start missing', { end: '2026-11-15' }, 'start'],
    ['start blank', { start: ' ', end: '2026-11-15' }, 'start'],
    ['end missing', { start: '2026-11-01' }, 'end'],
    ['end blank', { start: '2026-11-01', end: '' }, 'end'],
  ])('refuses %s with "Tanggal mulai/akhir wajib diisi"', (_label, dates, field) => {
    expect(issuesOf({ ...dates, rows: [row] })).toContainEqual({
      path: field,
      message: PAYROLL_MESSAGES.datesRequired,
    });
  });

  it.each([
    ['no rows', []],
    ['only blank rows', [{ name: '', base: '' }, {}]],
    ['names without figures', [{ name: 'Ani' }, { name: 'Budi', base: 0, advances: '0' }]],
  ])('refuses %s with "Isi minimal satu baris dengan nama dan angka"', (_label, rows) => {
    expect(issuesOf({ start: '2026-11-01', end: '2026-11-15', rows })).toEqual([
      { path: 'rows', message: PAYROLL_MESSAGES.rowRequired },
    ]);
  });

  it('refuses figures without a name on that row', () => {
    expect(issuesOf({ start: '2026-11-01', end: '2026-11-15', rows: [row, { name: '', base: 5 }] })).toEqual([
      { path: 'rows.1.name', message: PAYROLL_MESSAGES.nameMissing },
    ]);
  });

  it.each([
    ['negative', '-1'],
    ['a fraction', '1000,5'],
    ['text', 'tiga juta'],
  ])('refuses a %s figure on its field', (_label, base) => {
    expect(issuesOf({ start: '2026-11-01', end: '2026-11-15', rows: [{ ...row, base }] })).toContainEqual({
      path: 'rows.0.base',
      message: PAYROLL_MESSAGES.figure,
    });
  });

  it('refuses a figure above the largest, an end before the start, and a total of 0 or less', () => {
    expect(
      issuesOf({ start: '2026-11-01', end: '2026-11-15', rows: [{ ...row, base: MAX_PAYROLL_FIGURE + 1 }] }),
    ).toContainEqual({ path: 'rows.0.base', message: PAYROLL_MESSAGES.figureTooLarge });
    expect(issuesOf({ start: '2026-11-15', end: '2026-11-01', rows: [row] })).toEqual([
      { path: 'end', message: PAYROLL_MESSAGES.endBeforeStart },
    ]);
    expect(
      issuesOf({ start: '2026-11-01', end: '2026-11-15', rows: [{ name: 'Ani', base: 100, advances: 100 }] }),
    ).toEqual([{ path: 'rows', message: PAYROLL_MESSAGES.totalNotPositive }]);
  });

  it('refuses more rows than the most a period holds', () => {
    const rows = Array.from({ length: MAX_PAYROLL_ROWS + 1 }, () => row);
    expect(issuesOf({ start: '2026-11-01', end: '2026-11-15', rows })).toContainEqual({
      path: 'rows',
      message: PAYROLL_MESSAGES.tooManyRows,
    });
  });
});
