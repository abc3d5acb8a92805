import type { MonitoringSnapshot } from '@meja/shared/contracts/monitoring';
import { useQuery } from '@tanstack/react-query';
import { fetchMonitoring, MONITORING_QUERY_KEY } from '../../../api/monitoring-api';
import { LoadingState } from '../../../components/loading-state';
import { PageHeading } from '../../../components/page-heading';
import { QueryError } from '../../../components/query-error';
import { StatusBadge } from '../../../components/status-badge';
import { i18n } from '../../../i18n/i18n';
import { useMessages } from '../../../i18n/use-messages';
import { AuditSection } from './audit-section';
import { OverviewFigures } from './overview-figures';

export const superAdminOverviewMessages = i18n('superadmin/overview', {
  title: 'Overview',
  monitoring: 'Monitoring',
  refreshNote: 'Diperbarui otomatis setiap 5 detik. Angka yang sama dengan /metrics (Prometheus).',
  loading: 'Memuat monitoring...',
  overload: 'OVERLOAD',
  normal: 'Normal',
  status: 'Status server',
  requestsPerSecond: 'Permintaan/detik',
  requestsTotal: 'Total permintaan',
  p50: 'Latensi p50',
  p95: 'Latensi p95',
  p99: 'Latensi p99',
  inFlight: 'Permintaan berjalan',
  eventLoop: 'Jeda event loop (p99)',
  heap: 'Heap terpakai',
  rss: 'RSS',
  dbPool: 'Pool database',
  dbPoolValue: '{used} dipakai / {max}, {waiting} menunggu',
  dbPoolEmbedded: 'PGlite (tanpa pool)',
  sseStreams: 'Event stream terbuka',
  noValue: '–',
  updatedAt: 'Terakhir diperbarui {time}',
});

/** SPEC §2 / §10: the super admin's monitoring refreshes every 5 s. */
export const MONITORING_REFRESH_MS = 5_000;

const number = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 2 });
const megabytes = (bytes: number) => `${number.format(bytes / 1024 / 1024)} MB`;
const milliseconds = (ms: number | null, none: string) => (ms === null ? none : `${number.format(ms)} ms`);

function Figure({ name, label, value }: { name: string; label: string; value: string }) {
  return (
    <div className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm">
      <dt className="text-sm text-stone-600">{label}</dt>
      <dd className="mt-1 text-xl font-bold break-words tabular-nums text-stone-900" data-metric={name}>
        {value}
      </dd>
    </div>
  );
}

function MonitoringPanel({ data }: { data: MonitoringSnapshot }) {
  const t = useMessages(superAdminOverviewMessages);
  const pool = data.dbPool;
  const poolText = pool
    ? t.dbPoolValue
        .replace('{used}', String(pool.total - pool.idle))
        .replace('{max}', String(pool.max))
        .replace('{waiting}', String(pool.waiting))
    : t.dbPoolEmbedded;
  return (
    <section aria-labelledby="monitoring-title" className="space-y-4">
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="monitoring-title" className="text-lg font-bold text-stone-900">
          {t.monitoring}
        </h2>
        <span className="sr-only">{t.status}</span>
        <StatusBadge tone={data.overloaded ? 'danger' : 'done'} className="text-sm">
          {data.overloaded ? t.overload : t.normal}
        </StatusBadge>
        <span className="text-sm text-stone-600">
          {t.updatedAt.replace('{time}', new Date(data.at).toLocaleTimeString('id-ID'))}
        </span>
      </div>
      <p className="text-sm text-stone-700">{t.refreshNote}</p>
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-4">
        <Figure name="rps" label={t.requestsPerSecond} value={number.format(data.requestsPerSecond)} />
        <Figure name="requests" label={t.requestsTotal} value={number.format(data.requestsTotal)} />
        <Figure name="p50" label={t.p50} value={milliseconds(data.latencyMs.p50, t.noValue)} />
        <Figure name="p95" label={t.p95} value={milliseconds(data.latencyMs.p95, t.noValue)} />
        <Figure name="p99" label={t.p99} value={milliseconds(data.latencyMs.p99, t.noValue)} />
        <Figure name="in-flight" label={t.inFlight} value={number.format(data.inFlight)} />
        <Figure
          name="event-loop"
          label={t.eventLoop}
          value={milliseconds(data.eventLoopDelayMs, t.noValue)}
        />
        <Figure name="heap" label={t.heap} value={megabytes(data.heapUsedBytes)} />
        <Figure name="rss" label={t.rss} value={megabytes(data.rssBytes)} />
        <Figure name="db-pool" label={t.dbPool} value={poolText} />
        <Figure name="sse" label={t.sseStreams} value={number.format(data.sseStreams)} />
      </dl>
    </section>
  );
}

/**
 * The platform console's overview (issue 15): the monitoring panel, refreshed every 5 s, then the
 * revenue per month, the top 10 tenants, the platform's counts and the console's audit log.
 */
export function SuperAdminOverviewPage() {
  const t = useMessages(superAdminOverviewMessages);
  const query = useQuery({
    queryKey: MONITORING_QUERY_KEY,
    queryFn: ({ signal }) => fetchMonitoring(signal),
    refetchInterval: MONITORING_REFRESH_MS,
  });
  return (
    <div>
      <PageHeading title={t.title} />
      {query.data ? (
        <MonitoringPanel data={query.data} />
      ) : query.isError ? (
        <QueryError error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <LoadingState label={t.loading} />
      )}
      {query.data && query.isError ? (
        <div className="mt-4">
          <QueryError error={query.error} onRetry={() => void query.refetch()} />
        </div>
      ) : null}
      <OverviewFigures />
      <AuditSection />
    </div>
  );
}
