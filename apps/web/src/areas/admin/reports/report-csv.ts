import type { TaxType } from '@meja/shared/charges';
import type { OrderType } from '@meja/shared/contracts/orders';
import type { ProfitLoss, ReportTopOption } from '@meja/shared/contracts/reports';
import type { ExpenseCategory } from '@meja/shared/profit-loss';

/*
 * The reports' CSV exports (RFC 4180, UTF-8): the rows are built here, the text is written by
 * papaparse (loaded when the admin asks for a file), with a byte-order mark so a spreadsheet reads
 * the Indonesian words as UTF-8. Amounts are plain whole numbers (no 'Rp', no grouping), so every
 * spreadsheet reads them as numbers whatever its locale.
 */

export type CsvCell = string | number;

export interface ProfitLossCsvWords {
  header: readonly [string, string, string, string, string];
  revenueGroup: string;
  purchasesGroup: string;
  expensesGroup: string;
  summaryGroup: string;
  revenue: string;
  /** The revenue by the paid order's type, and in its lines (issue 20). */
  orderTypes: Record<OrderType, string>;
  /** The dishes at their prices, and the discounts taken off them (a negative amount: a deduction). */
  sales: string;
  discount: string;
  serviceCharge: string;
  taxes: Record<TaxType, string>;
  /** Voids after payment: one row each, the refund as its amount (not in the revenue). */
  voidsGroup: string;
  voidLine: (entry: ProfitLoss['voids'][number]) => string;
  /** Discounts of the orders paid in the period: one row each, what it took off as its amount. */
  discountsGroup: string;
  discountLine: (entry: ProfitLoss['discounts'][number]) => string;
  /** The options sold in the period (issue 20): one row each, its portions in the line, what its price delta added as the amount. */
  topOptionsGroup: string;
  topOptionLine: (entry: ReportTopOption) => string;
  purchases: string;
  grossProfit: string;
  expensesTotal: string;
  profit: string;
  categories: Record<ExpenseCategory, string>;
}

/** One row per P&L line, each with the period: start, end, group, line, amount. */
export function profitLossCsvRows(pnl: ProfitLoss, words: ProfitLossCsvWords): CsvCell[][] {
  const line = (group: string, name: string, amount: number): CsvCell[] => [
    pnl.start,
    pnl.end,
    group,
    name,
    amount,
  ];
  return [
    [...words.header],
    line(words.revenueGroup, words.revenue, pnl.revenue),
    ...pnl.revenueByType.map((row) => line(words.revenueGroup, words.orderTypes[row.type], row.amount)),
    line(words.revenueGroup, words.sales, pnl.revenueLines.sales),
    line(words.revenueGroup, words.discount, -pnl.revenueLines.discount),
    line(words.revenueGroup, words.serviceCharge, pnl.revenueLines.serviceCharge),
    ...pnl.revenueLines.taxes.map((tax) => line(words.revenueGroup, words.taxes[tax.type], tax.amount)),
    line(words.purchasesGroup, words.purchases, pnl.purchases),
    ...pnl.expensesByCategory.map((row) =>
      line(words.expensesGroup, words.categories[row.category], row.amount),
    ),
    line(words.summaryGroup, words.grossProfit, pnl.grossProfit),
    line(words.summaryGroup, words.expensesTotal, pnl.expenses),
    line(words.summaryGroup, words.profit, pnl.profit),
    ...pnl.voids.map((entry) => line(words.voidsGroup, words.voidLine(entry), entry.amount)),
    ...pnl.discounts.map((entry) => line(words.discountsGroup, words.discountLine(entry), entry.amount)),
    ...pnl.topOptions.map((entry) => line(words.topOptionsGroup, words.topOptionLine(entry), entry.revenue)),
  ];
}

export interface TicketTimesCsvWords {
  /** Date, orders made READY, average (seconds), p90 (seconds). */
  header: readonly [string, string, string, string];
  /** The last row's first cell: the whole period. */
  period: string;
}

/**
 * The kitchen's ticket times (issue 21): a row per day with a ticket, oldest first, and the whole
 * period last; seconds as whole numbers, so a spreadsheet reads them in any locale.
 */
export function ticketTimesCsvRows(
  ticketTimes: NonNullable<ProfitLoss['ticketTimes']>,
  words: TicketTimesCsvWords,
): CsvCell[][] {
  const figures = (row: { count: number; averageSeconds: number; p90Seconds: number }): CsvCell[] => [
    row.count,
    row.averageSeconds,
    row.p90Seconds,
  ];
  return [
    [...words.header],
    ...ticketTimes.days.map((day) => [day.date, ...figures(day)]),
    ...(ticketTimes.period ? [[words.period, ...figures(ticketTimes.period)]] : []),
  ];
}

/** Date and amount per day, oldest first. */
export function dailySalesCsvRows(
  days: readonly { date: string; amount: number }[],
  header: readonly [string, string],
): CsvCell[][] {
  return [[...header], ...days.map((day) => [day.date, day.amount])];
}

/** The UTF-8 byte-order mark: spreadsheets take the file as UTF-8 only when it starts with one. */
export const UTF8_BOM = '\uFEFF';

/** RFC 4180 text (CRLF line ends, quotes where a cell needs them), formulas neutralised. */
export async function csvText(rows: CsvCell[][]): Promise<string> {
  const { default: Papa } = await import('papaparse');
  return UTF8_BOM + Papa.unparse(rows, { newline: '\r\n', quotes: false, escapeFormulae: true });
}

/** Hands the text to the browser as a file download. */
export function downloadCsv(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
