import { decideSection } from '@meja/shared/access';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  fetchProfitLoss,
  fetchReportsOverview,
  profitLossQueryKey,
  reportsOverviewQueryKey,
} from '../../../api/finance-api';
import { ButtonLink } from '../../../components/button/button-link';
import { LoadingState } from '../../../components/loading-state';
import { PageHeading } from '../../../components/page-heading';
import { QueryError } from '../../../components/query-error';
import { i18n } from '../../../i18n/i18n';
import { useMessages } from '../../../i18n/use-messages';
import { useAdminArea } from '../admin-area-context';
import { AdminSectionGate } from '../admin-section-gate';
import { adminSectionMessages, adminSectionPath } from '../admin-sections';
import { DashboardFigures } from '../dashboard/admin-dashboard-page';
import { DateRangeForm, type DayRange } from './date-range-form';
import { ProfitLossPanel } from './profit-loss-panel';
import { SalesTrendSection } from './sales-trend-section';
import { TicketTimesSection } from './ticket-times-section';
import { TopOptionsList } from './top-options-list';

export const adminReportsPageMessages = i18n('admin/reports/admin-reports-page', {
  description:
    'Laba rugi per periode (bawaan 7 hari terakhir), pilihan terlaris, waktu masak, tren 3 bulan dan angka penjualan.',
  periodForm: 'Periode laporan laba rugi',
  expenses: 'Pengeluaran',
  payroll: 'Payroll',
  loadingReport: 'Memuat laporan...',
  failedToLoad: 'Gagal memuat laporan.',
});

/** Without a change on screen the figures still refresh now and then. */
const REPORTS_REFRESH_MS = 60_000;

/** Blank dates ask the server for its default period. */
function asked(range: DayRange): { start?: string; end?: string } {
  return { ...(range.start && { start: range.start }), ...(range.end && { end: range.end }) };
}

function ReportsScreen() {
  const t = useMessages(adminReportsPageMessages);
  const sectionLabels = useMessages(adminSectionMessages);
  const { tenant, user } = useAdminArea();
  const [range, setRange] = useState<{ start?: string; end?: string }>({});
  const pnl = useQuery({
    queryKey: profitLossQueryKey(tenant.slug, range.start ?? '', range.end ?? ''),
    queryFn: ({ signal }) => fetchProfitLoss(tenant.slug, range, signal),
    placeholderData: keepPreviousData,
    refetchInterval: REPORTS_REFRESH_MS,
  });
  const overview = useQuery({
    queryKey: reportsOverviewQueryKey(tenant.slug),
    queryFn: ({ signal }) => fetchReportsOverview(tenant.slug, signal),
    refetchInterval: REPORTS_REFRESH_MS,
  });
  const mayPayroll = decideSection(user.role, tenant.package, 'payroll') === 'allow';

  return (
    <div className="space-y-6">
      <PageHeading title={sectionLabels.reports} description={t.description} />
      <div className="flex flex-wrap gap-2">
        <ButtonLink variant="secondary" to={`${adminSectionPath(tenant.slug, 'reports')}/expenses`}>
          {t.expenses}
        </ButtonLink>
        {mayPayroll ? (
          <ButtonLink variant="secondary" to={adminSectionPath(tenant.slug, 'payroll')}>
            {t.payroll}
          </ButtonLink>
        ) : null}
      </div>
      <DateRangeForm
        label={t.periodForm}
        shown={pnl.data ? { start: pnl.data.start, end: pnl.data.end } : undefined}
        busy={pnl.isFetching && pnl.isPlaceholderData}
        onShow={(next) => setRange(asked(next))}
      />
      {pnl.isPending ? <LoadingState label={t.loadingReport} /> : null}
      {pnl.isError ? (
        <QueryError error={pnl.error} fallback={t.failedToLoad} onRetry={() => void pnl.refetch()} />
      ) : null}
      {pnl.data ? (
        <>
          <ProfitLossPanel pnl={pnl.data} tenantSlug={tenant.slug} />
          <TopOptionsList options={pnl.data.topOptions} start={pnl.data.start} end={pnl.data.end} />
          <TicketTimesSection pnl={pnl.data} tenantSlug={tenant.slug} />
        </>
      ) : null}
      {overview.isPending ? <LoadingState label={t.loadingReport} /> : null}
      {overview.isError && !overview.data ? (
        <QueryError
          error={overview.error}
          fallback={t.failedToLoad}
          onRetry={() => void overview.refetch()}
        />
      ) : null}
      {overview.data ? (
        <>
          <SalesTrendSection days={overview.data.dailySales90d} tenantSlug={tenant.slug} />
          <DashboardFigures data={overview.data} />
        </>
      ) : null}
    </div>
  );
}

/** SPEC §2 Admin reports (`/{slug}/admin/reports`). */
export function AdminReportsPage() {
  return (
    <AdminSectionGate section="reports">
      <ReportsScreen />
    </AdminSectionGate>
  );
}
