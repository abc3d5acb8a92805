import type { RevenueMonthly } from '@meja/shared/contracts/platform-stats';
import { formatRupiah } from '@meja/shared/money';
import { jakartaDateOf } from '@meja/shared/revenue-months';
import { Suspense } from 'react';
import { LoadingState } from '../../../components/loading-state';
import { useMessages } from '../../../i18n/use-messages';
import { lazyNamed } from '../../../lib/lazy-named';
import { formatIsoDate } from '../../../lib/local-date';
import { overviewFiguresMessages } from './overview-messages';
import { formatChartMonth, formatMonth } from './revenue-format';

const RupiahSeriesChart = lazyNamed(
  () => import('../../../components/charts/rupiah-series-chart'),
  (m) => m.RupiahSeriesChart,
);

/** The monthly bar chart of paid invoices, with its table for screen readers and exact figures. */
export function RevenueSection({ report }: { report: RevenueMonthly }) {
  const t = useMessages(overviewFiguresMessages);
  // The range ends at the start of next month: its last day is the day before.
  const lastDay = jakartaDateOf(new Date(new Date(report.range.end).getTime() - 1));
  return (
    <section
      aria-labelledby="revenue-title"
      className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <h2 id="revenue-title" className="text-lg font-bold text-stone-900">
        {t.revenueTitle}
      </h2>
      <p className="mt-1 text-sm text-stone-700" data-revenue-total={report.grandTotal}>
        {t.revenueSummary({
          start: formatIsoDate(jakartaDateOf(new Date(report.range.start))),
          end: formatIsoDate(lastDay),
          total: formatRupiah(report.grandTotal),
        })}
      </p>
      <div className="mt-3" role="img" aria-label={t.chartLabel({ total: formatRupiah(report.grandTotal) })}>
        <Suspense fallback={<LoadingState label={t.loadingChart} />}>
          <div data-revenue-chart>
            <RupiahSeriesChart
              points={report.months.map((month) => ({ date: month.month, amount: month.total }))}
              seriesLabel={t.paidInvoices}
              formatX={formatChartMonth}
              shape="bar"
            />
          </div>
        </Suspense>
      </div>
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer font-semibold text-brand-700">{t.showTable}</summary>
        <table className="mt-2 w-full text-left tabular-nums">
          <caption className="sr-only">{t.monthTable}</caption>
          <thead>
            <tr className="border-b border-stone-200 text-stone-700">
              <th scope="col" className="py-1 pr-2 font-semibold">
                {t.month}
              </th>
              <th scope="col" className="py-1 pr-2 text-right font-semibold">
                {t.invoiceCount}
              </th>
              <th scope="col" className="py-1 text-right font-semibold">
                {t.amount}
              </th>
            </tr>
          </thead>
          <tbody>
            {report.months.map((month) => (
              <tr key={month.month} className="border-b border-stone-100" data-revenue-month={month.month}>
                <th scope="row" className="py-1 pr-2 font-normal">
                  {formatMonth(month.month)}
                </th>
                <td className="py-1 pr-2 text-right">{month.count}</td>
                <td className="py-1 text-right" data-month-total={month.total}>
                  {formatRupiah(month.total)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </section>
  );
}

/** The top 10 tenants by their paid orders over the same months. */
export function TopTenantsSection({ report }: { report: RevenueMonthly }) {
  const t = useMessages(overviewFiguresMessages);
  return (
    <section
      aria-labelledby="top-tenants-title"
      className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <h2 id="top-tenants-title" className="text-lg font-bold text-stone-900">
        {t.topTitle}
      </h2>
      {report.perTenant.length === 0 ? (
        <p className="mt-3 text-sm text-stone-700">{t.topEmpty}</p>
      ) : (
        <ol className="mt-3 divide-y divide-stone-100" aria-label={t.topTitle}>
          {report.perTenant.map((tenant, index) => (
            <li
              key={tenant.tenantId}
              className="flex flex-wrap items-baseline gap-x-3 gap-y-1 py-2 text-sm"
              data-top-tenant={tenant.slug}
            >
              <span className="w-6 shrink-0 text-right font-semibold text-stone-700 tabular-nums">
                {index + 1}
              </span>
              <span className="min-w-0 flex-1 basis-40">
                <span className="block font-medium break-words text-stone-900">{tenant.name}</span>
                <span className="block text-xs break-all text-stone-700">{tenant.slug}</span>
              </span>
              <span className="ml-auto shrink-0 font-semibold text-stone-900 tabular-nums">
                {formatRupiah(tenant.total)}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
