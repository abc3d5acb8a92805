import { REVENUE_MONTHS_DEFAULT } from '@meja/shared/revenue-months';
import { useQuery } from '@tanstack/react-query';
import {
  fetchPlatformStats,
  fetchRevenueMonthly,
  platformStatsQueryKey,
  revenueMonthlyQueryKey,
} from '../../../api/billing-console-api';
import { LoadingState } from '../../../components/loading-state';
import { QueryError } from '../../../components/query-error';
import { useMessages } from '../../../i18n/use-messages';
import { overviewFiguresMessages } from './overview-messages';
import { RevenueSection, TopTenantsSection } from './revenue-section';
import { StatsPanel } from './stats-panel';

/** The overview's business figures: revenue per month, the top 10 tenants, and the counts. */
export function OverviewFigures() {
  const t = useMessages(overviewFiguresMessages);
  const revenue = useQuery({
    queryKey: revenueMonthlyQueryKey(REVENUE_MONTHS_DEFAULT),
    queryFn: ({ signal }) => fetchRevenueMonthly(REVENUE_MONTHS_DEFAULT, signal),
  });
  const stats = useQuery({
    queryKey: platformStatsQueryKey,
    queryFn: ({ signal }) => fetchPlatformStats(signal),
  });
  return (
    <div className="mt-8 space-y-6">
      {revenue.isPending ? (
        <LoadingState label={t.loadingFigures} />
      ) : revenue.isError ? (
        <QueryError error={revenue.error} onRetry={() => void revenue.refetch()} />
      ) : (
        <div className="grid items-start gap-6 xl:grid-cols-[3fr_2fr]">
          <RevenueSection report={revenue.data} />
          <TopTenantsSection report={revenue.data} />
        </div>
      )}
      {stats.isPending ? (
        <LoadingState label={t.loadingFigures} />
      ) : stats.isError ? (
        <QueryError error={stats.error} onRetry={() => void stats.refetch()} />
      ) : (
        <StatsPanel stats={stats.data} />
      )}
    </div>
  );
}
