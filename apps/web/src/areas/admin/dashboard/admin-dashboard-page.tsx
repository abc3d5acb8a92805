import type { Dashboard } from '@meja/shared/contracts/dashboard';
import { formatRupiah } from '@meja/shared/money';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { dashboardQueryKey, fetchDashboard } from '../../../api/dashboard-api';
import { LoadingState } from '../../../components/loading-state';
import { PageHeading } from '../../../components/page-heading';
import { QueryError } from '../../../components/query-error';
import { formatDateTime, formatIsoDate } from '../../../lib/local-date';
import { useAdminArea } from '../admin-area-context';
import { adminSectionMessages } from '../admin-sections';
import { useFloorLive } from '../floor-live';
import { shortId } from '../../../lib/short-id';
import { i18n } from '../../../i18n/i18n';
import { useMessages } from '../../../i18n/use-messages';
import { TicketTimesToday } from './ticket-times';

export const adminDashboardPageMessages = i18n('admin/dashboard/admin-dashboard-page', {
  revenueToday: 'Revenue Today',
  revenueMonth: 'Revenue Month',
  ordersToday: 'Orders Today',
  pendingOrders: 'Pending Orders',
  avgOrderMonth: 'Avg Order (Month)',
  salesLast7Days: 'Sales Last 7 Days',
  topItems7d: 'Top Items (7d)',
  recentOrdersLast3: 'Recent Orders (Last 3 Days)',
  recentOrdersScrollSideways: 'Recent orders, scroll sideways',
  order: 'Order',
  meja: 'Meja',
  status: 'Status',
  total: 'Total',
  dibuat: 'Dibuat',
  noRecentOrders: 'No recent orders',
  loadingDashboard: 'Loading dashboard...',
  failedToLoad: 'Failed to load',
  noData: 'No data',
});

/** Without stream events the figures still refresh now and then. */
const DASHBOARD_REFRESH_MS = 60_000;

function Card({ label, value }: { label: string; value: string }) {
  return (
    <div className="min-w-0 rounded-xl border border-stone-200 bg-white p-4 shadow-sm">
      <dt className="text-sm text-stone-600">{label}</dt>
      {/* A month of a busy restaurant (Rp 125.000.000) still fits a phone's half-width card. */}
      <dd
        className="mt-1 text-lg font-bold tabular-nums [overflow-wrap:anywhere] text-stone-900 sm:text-xl"
        data-kpi={label}
      >
        {value}
      </dd>
    </div>
  );
}

function Panel({ title, children }: { title: string; children: ReactNode }) {
  const id = `dashboard-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <section aria-labelledby={id} className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm">
      <h2 id={id} className="mb-3 text-lg font-bold text-stone-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

function NoData({ children }: { children?: string }) {
  const t = useMessages(adminDashboardPageMessages);
  return <p className="py-4 text-center text-sm text-stone-600">{children ?? t.noData}</p>;
}

/** The dashboard's cards and lists (the reports page shows them too). */
export function DashboardFigures({ data }: { data: Dashboard }) {
  const t = useMessages(adminDashboardPageMessages);
  const { kpis } = data;
  const anySales = data.salesLast7Days.some((day) => day.amount > 0);
  return (
    <div className="space-y-6">
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-5">
        <Card label={t.revenueToday} value={formatRupiah(kpis.revenueToday)} />
        <Card label={t.revenueMonth} value={formatRupiah(kpis.revenueMonth)} />
        <Card label={t.ordersToday} value={String(kpis.ordersToday)} />
        <Card label={t.pendingOrders} value={String(kpis.pendingOrders)} />
        <Card label={t.avgOrderMonth} value={formatRupiah(kpis.avgOrderValueMonth)} />
      </dl>
      {data.ticketTimes ? <TicketTimesToday today={data.ticketTimes.today} /> : null}
      <div className="grid gap-4 lg:grid-cols-2">
        <Panel title={t.salesLast7Days}>
          {anySales ? (
            <ul className="divide-y divide-stone-100 text-sm">
              {data.salesLast7Days.map((day) => (
                <li key={day.date} className="flex justify-between py-2">
                  <span>{formatIsoDate(day.date)}</span>
                  <span className="font-semibold tabular-nums">{formatRupiah(day.amount)}</span>
                </li>
              ))}
            </ul>
          ) : (
            <NoData />
          )}
        </Panel>
        <Panel title={t.topItems7d}>
          {data.topItems.length > 0 ? (
            <ul className="divide-y divide-stone-100 text-sm">
              {data.topItems.map((item) => (
                <li key={item.name} className="grid grid-cols-[1fr_3rem_7rem] items-baseline gap-3 py-2">
                  <span className="min-w-0 truncate font-medium">{item.name}</span>
                  <span className="text-right text-stone-600 tabular-nums">×{item.qty}</span>
                  <span className="text-right font-semibold tabular-nums">{formatRupiah(item.revenue)}</span>
                </li>
              ))}
            </ul>
          ) : (
            <NoData />
          )}
        </Panel>
      </div>
      <Panel title={t.recentOrdersLast3}>
        {data.recentOrders.length > 0 ? (
          <div
            className="overflow-x-auto"
            tabIndex={0}
            role="region"
            aria-label={t.recentOrdersScrollSideways}
          >
            <table className="w-full min-w-[28rem] text-left text-sm">
              <thead>
                <tr className="border-b border-stone-200 text-stone-600">
                  <th scope="col" className="py-2 pr-3 font-semibold">
                    {t.order}
                  </th>
                  <th scope="col" className="py-2 pr-3 font-semibold">
                    {t.meja}
                  </th>
                  <th scope="col" className="py-2 pr-3 font-semibold">
                    {t.status}
                  </th>
                  <th scope="col" className="py-2 pr-3 text-right font-semibold">
                    {t.total}
                  </th>
                  <th scope="col" className="py-2 font-semibold">
                    {t.dibuat}
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.recentOrders.map((order) => (
                  <tr key={order._id} className="border-b border-stone-100">
                    <td className="py-2 pr-3 font-mono font-semibold">#{shortId(order._id, 6)}</td>
                    <td className="py-2 pr-3">{order.table}</td>
                    <td className="py-2 pr-3">{order.status}</td>
                    <td className="py-2 pr-3 text-right tabular-nums">{formatRupiah(order.grandTotal)}</td>
                    <td className="py-2">
                      <time dateTime={order.createdAt}>{formatDateTime(order.createdAt)}</time>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : (
          <NoData>{t.noRecentOrders}</NoData>
        )}
      </Panel>
    </div>
  );
}

/** SPEC §2 Admin dashboard: the day and the month at a glance, refreshed when orders or payments change. */
export function AdminDashboard() {
  const sectionLabels = useMessages(adminSectionMessages);
  const t = useMessages(adminDashboardPageMessages);
  const { tenant } = useAdminArea();
  useFloorLive(tenant.slug);
  const query = useQuery({
    queryKey: dashboardQueryKey(tenant.slug),
    queryFn: ({ signal }) => fetchDashboard(tenant.slug, signal),
    refetchInterval: DASHBOARD_REFRESH_MS,
  });

  return (
    <div className="space-y-6">
      <PageHeading title={sectionLabels.dashboard} />
      {query.isPending ? <LoadingState label={t.loadingDashboard} /> : null}
      {query.isError && !query.data ? (
        <QueryError error={query.error} fallback={t.failedToLoad} onRetry={() => void query.refetch()} />
      ) : null}
      {query.data ? <DashboardFigures data={query.data} /> : null}
    </div>
  );
}
