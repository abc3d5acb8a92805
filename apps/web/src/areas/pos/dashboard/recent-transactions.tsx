import { useQuery, useQueryClient } from '@tanstack/react-query';
import { memo, useEffect, useMemo, useRef } from 'react';
import { hasStatus } from '../../../api/api-error';
import { EmptyState } from '../../../components/empty-state';
import { LoadingState } from '../../../components/loading-state';
import { InfoMessage } from '../../../components/messages';
import { QueryError } from '../../../components/query-error';
import { useMessages } from '../../../i18n/use-messages';
import { recentLocalSales, useActionQueue } from '../offline/pos-writes';
import { fetchTransactions } from '../pos-api';
import { posKeys } from '../pos-query-keys';
import { mergeRecentSales } from '../recent-sales';
import { TransactionsTable } from '../transactions-table';
import { useSessionExpiry } from '../use-session-expiry';
import { dashboardMessages } from './dashboard-messages';

/** SPEC §2: the last 10 transactions of today, the server's and those still in the offline queue. */
export const RecentTransactions = memo(function RecentTransactions({ slug }: { slug: string }) {
  const t = useMessages(dashboardMessages);
  const queryClient = useQueryClient();
  const { unsynced } = useActionQueue(slug);
  const server = useQuery({
    queryKey: posKeys.transactions(slug, null),
    queryFn: ({ signal }) => fetchTransactions(slug, undefined, signal),
    networkMode: 'always',
    retry: false,
    staleTime: 0,
  });
  const local = useQuery({
    queryKey: posKeys.localSales(slug),
    queryFn: () => recentLocalSales(slug),
    networkMode: 'always',
    staleTime: 0,
  });
  useSessionExpiry(slug, server.error);

  // The queue moved (a sale synced or was queued): both lists change.
  const seenUnsynced = useRef(unsynced);
  useEffect(() => {
    if (seenUnsynced.current === unsynced) return;
    seenUnsynced.current = unsynced;
    void queryClient.invalidateQueries({ queryKey: posKeys.transactions(slug, null) });
    void queryClient.invalidateQueries({ queryKey: posKeys.localSales(slug) });
  }, [queryClient, slug, unsynced]);

  const rows = useMemo(
    () => mergeRecentSales(server.data ?? [], local.data ?? []),
    [server.data, local.data],
  );
  const serverDown = server.isError && !server.data;
  const offline = serverDown && hasStatus(server.error, 0);

  return (
    <section
      aria-labelledby="pos-recent-title"
      className="space-y-3 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm"
    >
      <h2 id="pos-recent-title" className="text-lg font-bold text-stone-900">
        {t.recentTitle}
      </h2>
      {offline ? <InfoMessage>{t.transactionsOffline}</InfoMessage> : null}
      {serverDown && !offline ? (
        <QueryError error={server.error} fallback={t.loadFailed} onRetry={() => void server.refetch()} />
      ) : null}
      {server.isPending || local.isPending ? (
        <LoadingState />
      ) : rows.length === 0 ? (
        serverDown ? null : (
          <EmptyState>{t.noTransactionsToday}</EmptyState>
        )
      ) : (
        <TransactionsTable caption={t.recentCaption} rows={rows} />
      )}
    </section>
  );
});
