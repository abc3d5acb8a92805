import { z } from 'zod';
import { MAX_EXPENSE_AMOUNT } from '../limits';
import {
  hasValidPayrollFigures,
  isFilledPayrollRow,
  isNamelessPayrollRow,
  MAX_PAYROLL_FIGURE,
  MAX_PAYROLL_ROWS,
  PAYROLL_MESSAGES,
  payrollTotal,
} from '../payroll';
import { EXPENSE_CATEGORIES } from '../profit-loss';
import { isoDate, numberInput, numberInputOr } from './input';

/**
 * Expenses and payroll (SPEC §2 Admin payroll, §3, §7 `POST /expenses {category, amount, date,
 * note}`; issue 14). Money is whole rupiah; dates are the tenant's calendar days 'YYYY-MM-DD'.
 */

export const EXPENSE_MESSAGES = {
  category: 'Pilih kategori pengeluaran',
  payrollViaPayroll: 'Gaji dicatat lewat halaman Payroll',
  amount: 'Jumlah harus angka bulat lebih dari 0',
  amountTooLarge: 'Jumlah terlalu besar',
  date: 'Tanggal wajib diisi',
} as const;

/** The calendar years a restaurant's books may name (PostgreSQL has no year 0; nobody books in 9999). */
export const FIRST_BOOK_YEAR = 2000;
export const LAST_BOOK_YEAR = 2100;
const BOOK_YEARS_MESSAGE = `Tanggal harus antara tahun ${FIRST_BOOK_YEAR} dan ${LAST_BOOK_YEAR}`;

/** A real calendar day 'YYYY-MM-DD' within the book years. */
export const bookDate = isoDate.refine((text) => {
  const year = Number(text.slice(0, 4));
  return year >= FIRST_BOOK_YEAR && year <= LAST_BOOK_YEAR;
}, BOOK_YEARS_MESSAGE);

/** A date the form must have: blank or absent reads as `message`. */
const requiredDate = (message: string) => z.string({ error: message }).trim().min(1, message).pipe(bookDate);

const note = z.string().trim().max(200, 'Catatan maksimal 200 karakter');

/** POST /expenses: an expense other than payroll (payroll is posted from its own page). */
export const expenseCreate = z.object({
  category: z
    .enum(EXPENSE_CATEGORIES, { error: EXPENSE_MESSAGES.category })
    .refine((category) => category !== 'PAYROLL', EXPENSE_MESSAGES.payrollViaPayroll),
  amount: numberInput(
    z
      .number({ error: EXPENSE_MESSAGES.amount })
      .int(EXPENSE_MESSAGES.amount)
      .gt(0, EXPENSE_MESSAGES.amount)
      .max(MAX_EXPENSE_AMOUNT, EXPENSE_MESSAGES.amountTooLarge),
  ),
  date: requiredDate(EXPENSE_MESSAGES.date),
  note: note.optional().default(''),
});
export type ExpenseCreate = z.input<typeof expenseCreate>;

export const expense = z.object({
  _id: z.string(),
  category: z.enum(EXPENSE_CATEGORIES),
  amount: z.number(),
  date: z.string(),
  note: z.string(),
  /** The payroll period this expense posted; null for an expense entered by hand. */
  payrollPeriodId: z.string().nullable(),
  createdBy: z.string().nullable(),
  createdByName: z.string().nullable(),
  createdAt: z.string(),
});
export type Expense = z.infer<typeof expense>;

/** GET /expenses?start&end: the range's expenses, newest day first, and their sum. */
export const expenseList = z.object({
  start: z.string(),
  end: z.string(),
  items: z.array(expense),
  total: z.number(),
});
export type ExpenseList = z.infer<typeof expenseList>;

/** Both optional: the end defaults to today (tenant's zone), the start to 29 days before the end. */
export const dateRange = z.object({ start: bookDate.optional(), end: bookDate.optional() });
export type DateRange = z.infer<typeof dateRange>;

const figure = numberInputOr(
  z
    .number({ error: PAYROLL_MESSAGES.figure })
    .int(PAYROLL_MESSAGES.figure)
    .min(0, PAYROLL_MESSAGES.figure)
    .max(MAX_PAYROLL_FIGURE, PAYROLL_MESSAGES.figureTooLarge),
  0,
);

/** A row as typed: blank figures are 0; a row without a name and without figures is ignored. */
export const payrollRowInput = z.object({
  name: z.string().trim().max(80, 'Nama maksimal 80 karakter').optional().default(''),
  base: figure,
  overtime: figure,
  incentives: figure,
  deductions: figure,
  advances: figure,
});
export type PayrollRowInput = z.input<typeof payrollRowInput>;

/**
 * POST /payroll/periods: the period and its rows; the server computes each net and the total
 * again and posts the total as one PAYROLL expense dated the period's end. The same period posted
 * before is refused (409 PAYROLL_PERIOD_POSTED) unless `confirmRepost` says the admin confirmed.
 */
export const payrollPost = z
  .object({
    start: requiredDate(PAYROLL_MESSAGES.datesRequired),
    end: requiredDate(PAYROLL_MESSAGES.datesRequired),
    rows: z.array(payrollRowInput).max(MAX_PAYROLL_ROWS, PAYROLL_MESSAGES.tooManyRows),
    confirmRepost: z.boolean().optional().default(false),
  })
  .superRefine((value, ctx) => {
    if (value.end < value.start)
      ctx.addIssue({ code: 'custom', path: ['end'], message: PAYROLL_MESSAGES.endBeforeStart });
    value.rows.forEach((row, index) => {
      if (isNamelessPayrollRow(row))
        ctx.addIssue({
          code: 'custom',
          path: ['rows', index, 'name'],
          message: PAYROLL_MESSAGES.nameMissing,
        });
    });
    // A figure refused above may still reach this check (zod runs refinements after continuable
    // issues): the total is only computed from valid figures.
    if (!value.rows.every(hasValidPayrollFigures)) return;
    const filled = value.rows.filter(isFilledPayrollRow);
    if (filled.length === 0)
      ctx.addIssue({ code: 'custom', path: ['rows'], message: PAYROLL_MESSAGES.rowRequired });
    else if (payrollTotal(filled) <= 0)
      ctx.addIssue({ code: 'custom', path: ['rows'], message: PAYROLL_MESSAGES.totalNotPositive });
  });
export type PayrollPost = z.input<typeof payrollPost>;

export const payrollRow = z.object({
  name: z.string(),
  base: z.number(),
  overtime: z.number(),
  incentives: z.number(),
  deductions: z.number(),
  advances: z.number(),
  net: z.number(),
});
export type PayrollRow = z.infer<typeof payrollRow>;

/** A posted period: kept and listed with who posted it and when. */
export const payrollPeriod = z.object({
  _id: z.string(),
  start: z.string(),
  end: z.string(),
  rows: z.array(payrollRow),
  total: z.number(),
  /** The PAYROLL expense it created (null once that expense was deleted). */
  expenseId: z.string().nullable(),
  postedBy: z.string().nullable(),
  postedByName: z.string().nullable(),
  postedAt: z.string(),
});
export type PayrollPeriod = z.infer<typeof payrollPeriod>;
export const payrollPeriodList = z.object({ items: z.array(payrollPeriod) });
export const payrollPosted = z.object({ period: payrollPeriod, expense });
export type PayrollPosted = z.infer<typeof payrollPosted>;
