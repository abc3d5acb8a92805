/**
 * Minimal payroll (SPEC §2 Admin payroll, §3 Payroll row, §5): per person a base pay, overtime,
 * incentives, deductions and advances, in whole rupiah; net = base + overtime + incentives −
 * deductions − advances. The screen computes it as the admin types and the server again when the
 * period is posted, with these functions.
 */

/** The figures of a row, in the order the screen shows them. */
export const PAYROLL_FIGURES = ['base', 'overtime', 'incentives', 'deductions', 'advances'] as const;
export type PayrollFigure = (typeof PAYROLL_FIGURES)[number];
export type PayrollFigures = Record<PayrollFigure, number>;

/**
 * The largest figure of one row (Rp 10 miliar) and the most rows of a period: a period's total (at
 * most 3 × figure × rows = 6e12) stays below the largest expense (MAX_EXPENSE_AMOUNT), so a posted
 * period is always one valid expense, and every sum is exact in JavaScript.
 */
export const MAX_PAYROLL_FIGURE = 10_000_000_000;
export const MAX_PAYROLL_ROWS = 200;

export const PAYROLL_MESSAGES = {
  datesRequired: 'Tanggal mulai/akhir wajib diisi',
  rowRequired: 'Isi minimal satu baris dengan nama dan angka',
  figure: 'Angka harus bilangan bulat rupiah, tidak negatif',
  figureTooLarge: 'Angka terlalu besar',
  nameMissing: 'Isi nama untuk baris yang berisi angka',
  endBeforeStart: 'Tanggal akhir tidak boleh sebelum tanggal mulai',
  totalNotPositive: 'Total gaji periode ini harus lebih dari 0',
  tooManyRows: `Maksimal ${MAX_PAYROLL_ROWS} baris per periode`,
} as const;

function checkedFigure(value: number, name: PayrollFigure): number {
  if (!Number.isSafeInteger(value) || value < 0 || value > MAX_PAYROLL_FIGURE)
    throw new RangeError(
      `payroll ${name} must be a whole rupiah amount in 0..${MAX_PAYROLL_FIGURE}: ${value}`,
    );
  return value;
}

/**
 * A row's net pay. Figures are whole rupiah, never negative (a deduction is entered as a positive
 * amount and subtracted); anything else is a programming error here, refused before by the contract.
 * The net itself may be negative (an advance larger than the pay).
 */
export function payrollNet(row: PayrollFigures): number {
  const figure = (name: PayrollFigure) => checkedFigure(row[name], name);
  return (
    figure('base') + figure('overtime') + figure('incentives') - figure('deductions') - figure('advances')
  );
}

/** The period's total: the sum of the rows' nets. */
export function payrollTotal(rows: readonly PayrollFigures[]): number {
  return rows.reduce((sum, row) => sum + payrollNet(row), 0);
}

/** A row that counts (SPEC §5): it has a name and at least one figure that is not 0. */
export function isFilledPayrollRow(row: { name: string } & PayrollFigures): boolean {
  return row.name.trim() !== '' && PAYROLL_FIGURES.some((name) => row[name] !== 0);
}

/** A row with figures but no name: its money would be lost, so it is refused rather than dropped. */
export function isNamelessPayrollRow(row: { name: string } & PayrollFigures): boolean {
  return row.name.trim() === '' && PAYROLL_FIGURES.some((name) => row[name] !== 0);
}

/** Every figure a whole rupiah amount in range: the rows' nets and total can be computed. */
export function hasValidPayrollFigures(row: PayrollFigures): boolean {
  return PAYROLL_FIGURES.every(
    (name) => Number.isSafeInteger(row[name]) && row[name] >= 0 && row[name] <= MAX_PAYROLL_FIGURE,
  );
}
