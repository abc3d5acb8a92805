import { formatRupiah } from '@meja/shared/money';
import { Suspense } from 'react';
import { LoadingState } from '../../../components/loading-state';
import { QueryError } from '../../../components/query-error';
import { useMessages } from '../../../i18n/use-messages';
import { lazyNamed } from '../../../lib/lazy-named';
import { usePosArea } from '../pos-area-context';
import { formatDayMonth } from '../pos-format';
import { reportsMessages } from './reports-messages';
import { useTrend } from './use-trend';

const TrendChart = lazyNamed(
  () => import('./trend-chart'),
  (m) => m.TrendChart,
);

/** SPEC §2 POS Reports: the 3-month daily sales trend, with a text summary for screen readers. */
export function TrendSection() {
  const t = useMessages(reportsMessages);
  const { slug } = usePosArea();
  const trend = useTrend(slug);
  const rows = trend.data ?? [];
  const total = rows.reduce((sum, row) => sum + row.amount, 0);
  const first = rows[0];
  const last = rows.at(-1);

  return (
    <section
      aria-labelledby="pos-trend-title"
      className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm"
    >
      <h2 id="pos-trend-title" className="text-lg font-bold text-stone-900">
        {t.trendTitle}
      </h2>
      {trend.isPending ? (
        <LoadingState />
      ) : trend.isError ? (
        <QueryError error={trend.error} fallback={t.loadFailed} onRetry={() => void trend.refetch()} />
      ) : (
        <>
          <p className="mt-1 text-sm text-stone-700">
            {first && last ? `${formatDayMonth(first.date)} – ${formatDayMonth(last.date)} · ` : ''}
            {t.total} <span className="font-semibold text-stone-900">{formatRupiah(total)}</span>
          </p>
          <div className="mt-3" role="img" aria-label={t.trendLabel({ total: formatRupiah(total) })}>
            <Suspense fallback={<LoadingState label={t.loadingChart} />}>
              <TrendChart />
            </Suspense>
          </div>
        </>
      )}
    </section>
  );
}
