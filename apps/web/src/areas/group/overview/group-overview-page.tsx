import { GROUP_MESSAGES, type GroupOverviewBranch } from '@meja/shared/contracts/group';
import { formatRupiah } from '@meja/shared/money';
import { useQuery } from '@tanstack/react-query';
import { messageOf } from '../../../api/api-error';
import { fetchGroupOverview, groupOverviewQueryKey } from '../../../api/group-api';
import { Button } from '../../../components/button/button';
import { ButtonLink } from '../../../components/button/button-link';
import { EmptyState } from '../../../components/empty-state';
import { LoadingState } from '../../../components/loading-state';
import { ErrorMessage } from '../../../components/messages';
import { PageHeading } from '../../../components/page-heading';
import {
  CellLabel,
  HeaderCell,
  ResponsiveTable,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
} from '../../../components/responsive-table/responsive-table';
import { StatusBadge } from '../../../components/status-badge';
import { queryErrorMessages } from '../../../components/query-error';
import { useMessages } from '../../../i18n/use-messages';
import { useGroupSlug } from '../group-slug';
import { GROUP_POLL_MS, useGroupLive } from '../group-live';
import { groupOverviewMessages } from './overview-messages';

/** /group/{groupSlug} (SPEC §2 Overview, issue 16): every branch's figures and the group's totals. */
export function GroupOverviewPage() {
  const t = useMessages(groupOverviewMessages);
  const retry = useMessages(queryErrorMessages);
  const groupSlug = useGroupSlug();
  useGroupLive(groupSlug);
  const overview = useQuery({
    queryKey: groupOverviewQueryKey(groupSlug),
    queryFn: ({ signal }) => fetchGroupOverview(groupSlug, signal),
    refetchInterval: GROUP_POLL_MS,
  });

  return (
    <div className="space-y-6">
      <PageHeading title={t.title} description={t.description} />
      {overview.isPending ? <LoadingState label={t.loading} /> : null}
      {overview.isError ? (
        <ErrorMessage className="flex flex-wrap items-center justify-between gap-3">
          <span data-overview-error>
            {GROUP_MESSAGES.summaryFailed} {messageOf(overview.error, retry.loadFailed)}
          </span>
          <Button variant="secondary" onClick={() => void overview.refetch()}>
            {retry.cobaLagi}
          </Button>
        </ErrorMessage>
      ) : null}
      {overview.data ? (
        <>
          <section aria-labelledby="group-totals-title" className="space-y-3">
            <h2 id="group-totals-title" className="text-xl font-bold text-stone-900">
              {t.totalsTitle}{' '}
              <span className="text-base font-normal text-stone-700">
                · {t.branchCount({ count: overview.data.branches.length })}
              </span>
            </h2>
            <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3" data-group-totals>
              <Figure
                label={t.revenueToday}
                value={formatRupiah(overview.data.totals.revenueToday)}
                kpi="revenueToday"
              />
              <Figure
                label={t.revenueMonth}
                value={formatRupiah(overview.data.totals.revenueMonth)}
                kpi="revenueMonth"
              />
              <Figure
                label={t.ordersToday}
                value={String(overview.data.totals.ordersToday)}
                kpi="ordersToday"
              />
              <Figure
                label={t.avgTicket}
                value={formatRupiah(overview.data.totals.avgTicketMonth)}
                kpi="avgTicketMonth"
              />
              <Figure label={t.openOrders} value={String(overview.data.totals.openOrders)} kpi="openOrders" />
              <Figure
                label={t.stockAlerts}
                value={String(overview.data.totals.stockAlerts)}
                kpi="stockAlerts"
                alert={overview.data.totals.stockAlerts > 0}
              />
            </dl>
          </section>
          <section aria-labelledby="group-branches-title" className="space-y-3">
            <h2 id="group-branches-title" className="text-xl font-bold text-stone-900">
              {t.branchesTitle}
            </h2>
            {overview.data.branches.length === 0 ? (
              <div className="space-y-3">
                <EmptyState>{t.empty}</EmptyState>
                <ButtonLink to={`/group/${encodeURIComponent(groupSlug)}/restaurants`} variant="primary">
                  {t.addBranch}
                </ButtonLink>
              </div>
            ) : (
              <BranchFigures branches={overview.data.branches} />
            )}
          </section>
        </>
      ) : null}
    </div>
  );
}

function Figure({
  label,
  value,
  kpi,
  alert = false,
}: {
  label: string;
  value: string;
  kpi: string;
  alert?: boolean;
}) {
  return (
    <div
      className={`min-w-0 rounded-xl border p-4 shadow-sm ${alert ? 'border-red-200 bg-red-50' : 'border-stone-200 bg-white'}`}
    >
      <dt className="text-sm text-stone-600">{label}</dt>
      <dd
        className="mt-1 text-lg font-bold tabular-nums [overflow-wrap:anywhere] text-stone-900 sm:text-xl"
        data-kpi={kpi}
      >
        {value}
      </dd>
    </div>
  );
}

function BranchFigures({ branches }: { branches: readonly GroupOverviewBranch[] }) {
  const t = useMessages(groupOverviewMessages);
  return (
    <ResponsiveTable from="lg" className="text-sm">
      <caption className="sr-only">{t.branchesTitle}</caption>
      <TableHead>
        <HeaderCell className="w-[22%]">{t.branch}</HeaderCell>
        <HeaderCell className="text-right">{t.revenueToday}</HeaderCell>
        <HeaderCell className="text-right">{t.revenueMonth}</HeaderCell>
        <HeaderCell className="text-right">{t.ordersToday}</HeaderCell>
        <HeaderCell className="text-right">{t.avgTicketShort}</HeaderCell>
        <HeaderCell className="text-right">{t.openOrders}</HeaderCell>
        <HeaderCell className="text-right">{t.stockAlerts}</HeaderCell>
      </TableHead>
      <TableBody>
        {branches.map((branch) => (
          <TableRow
            key={branch.slug}
            tone={branch.active ? 'plain' : 'muted'}
            className="grid grid-cols-2 gap-x-4 gap-y-2 p-4"
            data-branch-row={branch.slug}
          >
            <TableCell align="middle" className="col-span-2 min-w-0">
              <span className="block font-semibold break-words text-stone-900">{branch.name}</span>
              <code className="block text-xs break-all text-stone-600">{branch.slug}</code>
              {branch.active ? null : (
                <span className="mt-1 block">
                  <StatusBadge tone="waiting">{t.inactive}</StatusBadge>
                </span>
              )}
            </TableCell>
            <NumberCell
              label={t.revenueToday}
              value={formatRupiah(branch.revenueToday)}
              field="revenueToday"
            />
            <NumberCell
              label={t.revenueMonth}
              value={formatRupiah(branch.revenueMonth)}
              field="revenueMonth"
            />
            <NumberCell label={t.ordersToday} value={String(branch.ordersToday)} field="ordersToday" />
            <NumberCell
              label={t.avgTicketShort}
              value={formatRupiah(branch.avgTicketMonth)}
              field="avgTicketMonth"
            />
            <NumberCell label={t.openOrders} value={String(branch.openOrders)} field="openOrders" />
            <NumberCell
              label={t.stockAlerts}
              value={String(branch.stockAlerts)}
              field="stockAlerts"
              alert={branch.stockAlerts > 0}
            />
          </TableRow>
        ))}
      </TableBody>
    </ResponsiveTable>
  );
}

function NumberCell({
  label,
  value,
  field,
  alert = false,
}: {
  label: string;
  value: string;
  field: string;
  alert?: boolean;
}) {
  return (
    <TableCell align="middle" className="min-w-0 lg:text-right">
      <CellLabel className="block">{label}</CellLabel>
      <span
        className={`font-semibold tabular-nums [overflow-wrap:anywhere] ${alert ? 'text-red-700' : 'text-stone-900'}`}
        data-figure={field}
      >
        {value}
      </span>
    </TableCell>
  );
}
