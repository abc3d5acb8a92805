import type { GroupReport } from '@meja/shared/contracts/group';
import { formatRupiah } from '@meja/shared/money';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { fetchGroupReport, groupReportQueryKey } from '../../../api/group-api';
import { Button } from '../../../components/button/button';
import { EmptyState } from '../../../components/empty-state';
import { LoadingState } from '../../../components/loading-state';
import { ErrorMessage } from '../../../components/messages';
import { PageHeading } from '../../../components/page-heading';
import { QueryError } from '../../../components/query-error';
import { useMessages } from '../../../i18n/use-messages';
import { lazyNamed } from '../../../lib/lazy-named';
import { formatIsoDate } from '../../../lib/local-date';
import { csvText, downloadCsv } from '../../admin/reports/report-csv';
import { DateRangeForm, type DayRange } from '../../admin/reports/date-range-form';
import { GROUP_POLL_MS, useGroupLive } from '../group-live';
import { useGroupSlug } from '../group-slug';
import { BranchComparisonTable } from './branch-comparison-table';
import { groupReportCsvRows } from './group-report-csv';
import { groupReportsMessages } from './reports-messages';

const BranchRevenueChart = lazyNamed(
  () => import('./branch-revenue-chart'),
  (m) => m.BranchRevenueChart,
);

/** Blank dates ask the server for its default period. */
function asked(range: DayRange): { start?: string; end?: string } {
  return { ...(range.start && { start: range.start }), ...(range.end && { end: range.end }) };
}

/** /group/{groupSlug}/reports (issue 16): every branch side by side for a period, chart, total, CSV. */
export function GroupReportsPage() {
  const t = useMessages(groupReportsMessages);
  const groupSlug = useGroupSlug();
  useGroupLive(groupSlug);
  const [range, setRange] = useState<{ start?: string; end?: string }>({});
  const report = useQuery({
    queryKey: groupReportQueryKey(groupSlug, range.start ?? '', range.end ?? ''),
    queryFn: ({ signal }) => fetchGroupReport(groupSlug, range, signal),
    placeholderData: keepPreviousData,
    refetchInterval: GROUP_POLL_MS,
  });

  return (
    <div className="space-y-6">
      <PageHeading title={t.title} description={t.description} />
      <DateRangeForm
        label={t.periodForm}
        shown={report.data ? { start: report.data.start, end: report.data.end } : undefined}
        busy={report.isFetching && report.isPlaceholderData}
        onShow={(next) => setRange(asked(next))}
      />
      {report.isPending ? <LoadingState label={t.loading} /> : null}
      {report.isError ? (
        <QueryError error={report.error} fallback={t.failed} onRetry={() => void report.refetch()} />
      ) : null}
      {report.data ? <ReportBody report={report.data} groupSlug={groupSlug} /> : null}
    </div>
  );
}

function ReportBody({ report, groupSlug }: { report: GroupReport; groupSlug: string }) {
  const t = useMessages(groupReportsMessages);
  const [exporting, setExporting] = useState(false);
  const [exportFailed, setExportFailed] = useState(false);

  async function exportCsv(): Promise<void> {
    setExporting(true);
    setExportFailed(false);
    try {
      const rows = groupReportCsvRows(report, {
        header: [
          t.csvStart,
          t.csvEnd,
          t.branch,
          t.csvSlug,
          t.csvRevenue,
          t.orders,
          t.csvAvgTicket,
          t.csvPurchases,
          t.csvFoodCost,
          t.csvGrossMargin,
          t.topItems,
          t.topOptions,
        ],
        total: t.groupTotal,
      });
      downloadCsv(`laporan-grup-${groupSlug}-${report.start}-${report.end}.csv`, await csvText(rows));
    } catch {
      setExportFailed(true);
    } finally {
      setExporting(false);
    }
  }

  if (report.branches.length === 0) return <EmptyState>{t.empty}</EmptyState>;
  return (
    <>
      <section
        aria-labelledby="group-report-chart"
        className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5"
      >
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <h2 id="group-report-chart" className="text-lg font-bold text-stone-900">
              {t.chartTitle}
            </h2>
            <p className="text-sm text-stone-700" data-report-period={`${report.start}/${report.end}`}>
              {t.period({ start: formatIsoDate(report.start), end: formatIsoDate(report.end) })}
            </p>
          </div>
          <Button
            variant="secondary"
            loading={exporting}
            loadingLabel={t.exporting}
            onClick={() => void exportCsv()}
          >
            {t.exportCsv}
          </Button>
        </div>
        {exportFailed ? <ErrorMessage className="mt-3">{t.exportFailed}</ErrorMessage> : null}
        <div
          className="mt-3"
          role="img"
          aria-label={t.chartLabel({ total: formatRupiah(report.total.revenue) })}
        >
          <Suspense fallback={<LoadingState label={t.loadingChart} />}>
            <BranchRevenueChart branches={report.branches} seriesLabel={t.revenueSeries} />
          </Suspense>
        </div>
      </section>
      <section aria-labelledby="group-report-table" className="space-y-3">
        <h2 id="group-report-table" className="text-xl font-bold text-stone-900">
          {t.tableTitle}
        </h2>
        <BranchComparisonTable report={report} />
      </section>
    </>
  );
}
