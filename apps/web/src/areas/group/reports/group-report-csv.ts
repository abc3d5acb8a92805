import type { GroupReport, GroupReportFigures } from '@meja/shared/contracts/group';
import type { CsvCell } from '../../admin/reports/report-csv';

export interface GroupReportCsvWords {
  /** Start, end, branch, slug, revenue, orders, avg ticket, purchases, food cost %, margin %, top items, top options. */
  header: readonly [
    string,
    string,
    string,
    string,
    string,
    string,
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  total: string;
}

/** A percentage as a spreadsheet reads it in any locale (32.5), blank without revenue. */
const percentCell = (value: number | null): CsvCell => (value === null ? '' : value);

const figureCells = (figures: GroupReportFigures): CsvCell[] => [
  figures.revenue,
  figures.orders,
  figures.avgTicket,
  figures.purchases,
  percentCell(figures.foodCostPercent),
  percentCell(figures.grossMarginPercent),
];

/** 'NASI GORENG ×12; ES TEH ×9' — one cell, so a row stays one branch. */
export function topItemsText(items: readonly { name: string; qty: number }[]): string {
  return items.map((item) => `${item.name} ×${item.qty}`).join('; ');
}

/** 'Level pedas: Level 3 ×12; Tambahan: Telur ×9' — one cell (issue 20). */
export function topOptionsText(options: readonly { group: string; name: string; qty: number }[]): string {
  return options.map((option) => `${option.group}: ${option.name} ×${option.qty}`).join('; ');
}

/** One row per branch and a last row for the group, each with the period (amounts whole rupiah). */
export function groupReportCsvRows(report: GroupReport, words: GroupReportCsvWords): CsvCell[][] {
  return [
    [...words.header],
    ...report.branches.map((branch) => [
      report.start,
      report.end,
      branch.name,
      branch.slug,
      ...figureCells(branch),
      topItemsText(branch.topItems),
      topOptionsText(branch.topOptions),
    ]),
    [report.start, report.end, words.total, '', ...figureCells(report.total), '', ''],
  ];
}
