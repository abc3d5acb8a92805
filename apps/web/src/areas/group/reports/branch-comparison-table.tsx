import type { GroupReport, GroupReportFigures } from '@meja/shared/contracts/group';
import { formatRupiah } from '@meja/shared/money';
import {
  CellLabel,
  HeaderCell,
  ResponsiveTable,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
} from '../../../components/responsive-table/responsive-table';
import { useMessages } from '../../../i18n/use-messages';
import { formatReportPercent } from './report-format';
import { groupReportsMessages } from './reports-messages';

/** Each branch on a row (a card on phones), the same figures side by side, the group total last. */
export function BranchComparisonTable({ report }: { report: GroupReport }) {
  const t = useMessages(groupReportsMessages);
  return (
    <ResponsiveTable from="xl" className="text-sm">
      <caption className="sr-only">{t.tableTitle}</caption>
      <TableHead>
        <HeaderCell className="w-[15%]">{t.branch}</HeaderCell>
        <HeaderCell className="text-right">{t.revenue}</HeaderCell>
        <HeaderCell className="w-[6%] text-right">{t.orders}</HeaderCell>
        <HeaderCell className="text-right">{t.avgTicket}</HeaderCell>
        <HeaderCell className="w-[11%] text-right">{t.foodCost}</HeaderCell>
        <HeaderCell className="w-[11%] text-right">{t.grossMargin}</HeaderCell>
        <HeaderCell className="w-[18%]">{t.topItems}</HeaderCell>
        <HeaderCell className="w-[18%]">{t.topOptions}</HeaderCell>
      </TableHead>
      <TableBody>
        {report.branches.map((branch) => (
          <TableRow
            key={branch.slug}
            tone="plain"
            className="grid grid-cols-2 gap-x-4 gap-y-2 p-4 sm:grid-cols-3"
            data-report-branch={branch.slug}
          >
            <TableCell className="col-span-2 min-w-0 sm:col-span-3">
              <span className="block font-semibold break-words text-stone-900">{branch.name}</span>
              <code className="block text-xs break-all text-stone-600">{branch.slug}</code>
            </TableCell>
            <Figures figures={branch} />
            <TableCell className="col-span-2 min-w-0 sm:col-span-3">
              <CellLabel className="block">{t.topItems}</CellLabel>
              {branch.topItems.length === 0 ? (
                <span className="text-stone-600">{t.noSales}</span>
              ) : (
                <ol className="list-decimal space-y-0.5 pl-5" data-top-items>
                  {branch.topItems.map((item) => (
                    <li key={item.name} className="break-words">
                      {item.name} <span className="text-stone-600 tabular-nums">×{item.qty}</span>
                    </li>
                  ))}
                </ol>
              )}
            </TableCell>
            <TableCell className="col-span-2 min-w-0 sm:col-span-3">
              <CellLabel className="block">{t.topOptions}</CellLabel>
              {branch.topOptions.length === 0 ? (
                <span className="text-stone-600">{t.noOptions}</span>
              ) : (
                <ol className="list-decimal space-y-0.5 pl-5" data-top-options>
                  {branch.topOptions.map((option) => (
                    <li key={`${option.group}\n${option.name}`} className="break-words">
                      {t.optionOf({ group: option.group, name: option.name })}{' '}
                      <span className="text-stone-600 tabular-nums">×{option.qty}</span>
                    </li>
                  ))}
                </ol>
              )}
            </TableCell>
          </TableRow>
        ))}
        <TableRow
          tone="muted"
          className="grid grid-cols-2 gap-x-4 gap-y-2 border-stone-300 p-4 font-semibold sm:grid-cols-3"
          data-report-total
        >
          <TableCell className="col-span-2 min-w-0 font-bold text-stone-900 sm:col-span-3">
            {t.groupTotal}
          </TableCell>
          <Figures figures={report.total} />
          <TableCell className="hidden xl:table-cell">
            <span className="sr-only">{t.topItems}</span>
          </TableCell>
          <TableCell className="hidden xl:table-cell">
            <span className="sr-only">{t.topOptions}</span>
          </TableCell>
        </TableRow>
      </TableBody>
    </ResponsiveTable>
  );
}

function Figures({ figures }: { figures: GroupReportFigures }) {
  const t = useMessages(groupReportsMessages);
  return (
    <>
      <Figure label={t.revenue} value={formatRupiah(figures.revenue)} field="revenue" />
      <Figure label={t.orders} value={String(figures.orders)} field="orders" />
      <Figure label={t.avgTicket} value={formatRupiah(figures.avgTicket)} field="avgTicket" />
      <Figure
        label={t.foodCost}
        value={formatReportPercent(figures.foodCostPercent)}
        field="foodCostPercent"
      />
      <Figure
        label={t.grossMargin}
        value={formatReportPercent(figures.grossMarginPercent)}
        field="grossMarginPercent"
      />
    </>
  );
}

function Figure({ label, value, field }: { label: string; value: string; field: string }) {
  return (
    <TableCell className="min-w-0 xl:text-right">
      <CellLabel className="block">{label}</CellLabel>
      <span className="whitespace-nowrap tabular-nums text-stone-900" data-figure={field}>
        {value}
      </span>
    </TableCell>
  );
}
