import {
  hasValidPayrollFigures,
  isFilledPayrollRow,
  payrollNet,
  type PayrollFigures,
} from '@meja/shared/payroll';

/*
 * The payroll form's rows as typed (text), read with the shared rule so the screen's net and total
 * are the ones the server will compute when the period is posted.
 */

export interface PayrollDraftRow {
  name: string;
  base: string;
  overtime: string;
  incentives: string;
  deductions: string;
  advances: string;
}

export function emptyPayrollRow(): PayrollDraftRow {
  return { name: '', base: '', overtime: '', incentives: '', deductions: '', advances: '' };
}

/** A typed figure: blank is 0, '12,5' reads as 12.5 (and is then refused as not whole rupiah). */
function figureOf(text: string): number {
  const trimmed = text.trim();
  return trimmed === '' ? 0 : Number(trimmed.replace(',', '.'));
}

function figuresOf(row: PayrollDraftRow): PayrollFigures {
  return {
    base: figureOf(row.base),
    overtime: figureOf(row.overtime),
    incentives: figureOf(row.incentives),
    deductions: figureOf(row.deductions),
    advances: figureOf(row.advances),
  };
}

/** A row's net, or null while one of its figures is not a whole, non-negative rupiah amount. */
export function draftNet(row: PayrollDraftRow): number | null {
  const figures = figuresOf(row);
  return hasValidPayrollFigures(figures) ? payrollNet(figures) : null;
}

/**
 * The period's total over the rows that count (a name and a figure), or null while a figure is
 * not readable; 0 when no row counts yet.
 */
export function draftTotal(rows: readonly PayrollDraftRow[]): number | null {
  let total = 0;
  for (const row of rows) {
    const figures = figuresOf(row);
    if (!hasValidPayrollFigures(figures)) return null;
    if (isFilledPayrollRow({ name: row.name, ...figures })) total += payrollNet(figures);
  }
  return total;
}
