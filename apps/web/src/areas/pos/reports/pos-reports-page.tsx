import { useSearchParams } from 'react-router';
import { ButtonLink } from '../../../components/button/button-link';
import { LoadingState } from '../../../components/loading-state';
import { PageHeading } from '../../../components/page-heading';
import { QueryError } from '../../../components/query-error';
import { StatusScreen } from '../../../components/status-screen';
import { useMessages } from '../../../i18n/use-messages';
import { usePosArea } from '../pos-area-context';
import { posBasePath } from '../pos-paths';
import { noTransactionsText, previousIsoDay, quickDayOf, reportDateParam } from '../report-date';
import { useSessionExpiry } from '../use-session-expiry';
import { DayTransactions } from './day-transactions';
import { ReportDatePicker } from './report-date-picker';
import { reportsMessages } from './reports-messages';
import { SummaryCards } from './summary-cards';
import { TopItems } from './top-items';
import { TopOptions } from './top-options';
import { TrendSection } from './trend-section';
import { useDailySummary } from './use-daily-summary';

/** /pos/{slug}/reports (SPEC §2): not for cashiers (SPEC §6). */
export function PosReportsPage() {
  const t = useMessages(reportsMessages);
  const { slug, canManage } = usePosArea();
  if (!canManage) {
    return (
      <div className="rounded-2xl border border-stone-200 bg-white p-6 shadow-sm">
        <StatusScreen
          variant="embedded"
          tone="warning"
          title={t.accessDenied}
          actions={
            <ButtonLink to={posBasePath(slug)} variant="secondary">
              {t.backToDashboard}
            </ButtonLink>
          }
        >
          <p>{t.cashierNoReports}</p>
        </StatusScreen>
      </div>
    );
  }
  return <ReportsScreen slug={slug} />;
}

function ReportsScreen({ slug }: { slug: string }) {
  const t = useMessages(reportsMessages);
  const [params, setParams] = useSearchParams();
  const chosen = reportDateParam(params.get('date'));
  const { today, daily } = useDailySummary(slug, chosen);
  const date = chosen ?? today;
  useSessionExpiry(slug, daily.error);

  return (
    <div className="space-y-4">
      <PageHeading title={t.title} description={t.description} />
      <ReportDatePicker
        date={date}
        today={today}
        yesterday={previousIsoDay(today)}
        quickDay={quickDayOf(date, today)}
        onChange={(next) => setParams({ date: next })}
      />
      {daily.isPending ? (
        <LoadingState />
      ) : daily.isError ? (
        <QueryError error={daily.error} fallback={t.loadFailed} onRetry={() => void daily.refetch()} />
      ) : (
        <SummaryCards summary={daily.data} />
      )}
      <div className="grid items-start gap-4 xl:grid-cols-[minmax(0,1fr)_24rem]">
        <DayTransactions
          slug={slug}
          chosen={chosen}
          date={date}
          emptyText={noTransactionsText(date, today, t)}
        />
        {daily.data ? (
          <div className="space-y-4">
            <TopItems items={daily.data.topItems} />
            {daily.data.topOptions.length > 0 ? <TopOptions options={daily.data.topOptions} /> : null}
          </div>
        ) : null}
      </div>
      <TrendSection />
    </div>
  );
}
