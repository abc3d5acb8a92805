import type { PayrollPeriod } from '@meja/shared/contracts/expenses';
import { formatRupiah } from '@meja/shared/money';
import { params } from '@nanostores/i18n';
import { EmptyState } from '../../../components/empty-state';
import {
  CellLabel,
  HeaderCell,
  ResponsiveTable,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
} from '../../../components/responsive-table/responsive-table';
import { StatusBadge } from '../../../components/status-badge';
import { i18n } from '../../../i18n/i18n';
import { useMessages } from '../../../i18n/use-messages';
import { formatDateTime, formatIsoDate } from '../../../lib/local-date';

export const payrollPeriodsMessages = i18n('admin/payroll/payroll-periods', {
  caption: 'Periode gaji yang sudah diposting',
  empty: 'Belum ada periode gaji yang diposting.',
  period: 'Periode',
  people: 'Karyawan',
  peopleCount: params('{count} orang'),
  total: 'Total',
  postedBy: 'Diposting oleh',
  postedAt: 'Waktu',
  expense: 'Pengeluaran',
  recorded: 'Tercatat',
  removed: 'Dihapus',
  unknownUser: '—',
  range: params('{start} – {end}'),
});

/** The posted periods, newest first: kept and listed with who posted them and when (SPEC §2). */
export function PayrollPeriods({ periods }: { periods: PayrollPeriod[] }) {
  const t = useMessages(payrollPeriodsMessages);
  if (periods.length === 0) return <EmptyState>{t.empty}</EmptyState>;
  return (
    <ResponsiveTable from="lg" className="text-sm">
      <caption className="sr-only">{t.caption}</caption>
      <TableHead>
        <HeaderCell>{t.period}</HeaderCell>
        <HeaderCell className="w-28">{t.people}</HeaderCell>
        <HeaderCell className="w-36 text-right">{t.total}</HeaderCell>
        <HeaderCell>{t.postedBy}</HeaderCell>
        <HeaderCell>{t.postedAt}</HeaderCell>
        <HeaderCell className="w-32">{t.expense}</HeaderCell>
      </TableHead>
      <TableBody>
        {periods.map((period) => (
          <TableRow
            key={period._id}
            tone="plain"
            className="grid grid-cols-2 gap-x-4 gap-y-2 p-4"
            data-payroll-period={period._id}
          >
            <TableCell align="middle" className="col-span-2 lg:col-span-1">
              <CellLabel className="block">{t.period}</CellLabel>
              <span className="font-semibold">
                {t.range({ start: formatIsoDate(period.start), end: formatIsoDate(period.end) })}
              </span>
              <span className="block text-xs text-stone-600">
                {period.rows.map((row) => row.name).join(', ')}
              </span>
            </TableCell>
            <TableCell align="middle">
              <CellLabel className="block">{t.people}</CellLabel>
              {t.peopleCount({ count: period.rows.length })}
            </TableCell>
            <TableCell align="middle" className="lg:text-right">
              <CellLabel className="block">{t.total}</CellLabel>
              <span className="font-semibold tabular-nums">{formatRupiah(period.total)}</span>
            </TableCell>
            <TableCell align="middle">
              <CellLabel className="block">{t.postedBy}</CellLabel>
              {period.postedByName ?? t.unknownUser}
            </TableCell>
            <TableCell align="middle">
              <CellLabel className="block">{t.postedAt}</CellLabel>
              <time dateTime={period.postedAt}>{formatDateTime(period.postedAt)}</time>
            </TableCell>
            <TableCell align="middle">
              <CellLabel className="block">{t.expense}</CellLabel>
              {period.expenseId ? (
                <StatusBadge tone="done">{t.recorded}</StatusBadge>
              ) : (
                <StatusBadge tone="neutral">{t.removed}</StatusBadge>
              )}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </ResponsiveTable>
  );
}
