import { formatRupiah } from '@meja/shared/money';
import { Suspense } from 'react';
import { LoadingState } from '../../../components/loading-state';
import { QueryError } from '../../../components/query-error';
import { lazyNamed } from '../../../lib/lazy-named';
import { usePosArea } from '../pos-area-context';
import { formatDayMonth } from '../pos-format';
import { POS_TEXTS } from '../pos-texts';
import { useTrend } from './use-trend';

const TrendChart = lazyNamed(
  () => import('./trend-chart'),
  (m) => m.TrendChart,
);

/** SPEC §2 POS Reports: the 3-month daily sales trend, with a text summary for screen readers. */
export function TrendSection() {
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
        Tren penjualan harian (3 bulan)
      </h2>
      {trend.isPending ? (
        <LoadingState />
      ) : trend.isError ? (
        <QueryError
          error={trend.error}
          fallback={POS_TEXTS.loadFailed}
          onRetry={() => void trend.refetch()}
        />
      ) : (
        <>
          <p className="mt-1 text-sm text-stone-700">
            {first && last ? `${formatDayMonth(first.date)} – ${formatDayMonth(last.date)} · ` : ''}
            Total <span className="font-semibold text-stone-900">{formatRupiah(total)}</span>
          </p>
          <div
            className="mt-3"
            role="img"
            aria-label={`Grafik garis penjualan harian 3 bulan, total ${formatRupiah(total)}`}
          >
            <Suspense fallback={<LoadingState label="Memuat grafik..." />}>
              <TrendChart />
            </Suspense>
          </div>
        </>
      )}
    </section>
  );
}
