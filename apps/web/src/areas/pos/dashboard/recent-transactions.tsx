import { useQuery, useQueryClient } from '@tanstack/react-query';
import { memo, useEffect, useMemo, useRef, useState } from 'react';
import { hasStatus } from '../../../api/api-error';
import { EmptyState } from '../../../components/empty-state';
import { LoadingState } from '../../../components/loading-state';
import { ErrorMessage, InfoMessage } from '../../../components/messages';
import { rememberedPaper } from '../../../components/receipt/receipt-paper';
import { QueryError } from '../../../components/query-error';
import { useMessages } from '../../../i18n/use-messages';
import { offlineMessages } from '../offline/offline-messages';
import { readSale, recentLocalSales, useActionQueue } from '../offline/pos-writes';
import { fetchTransactions } from '../pos-api';
import { posErrorText } from '../pos-errors';
import { posKeys } from '../pos-query-keys';
import { posPrintMessages } from '../print/print-messages';
import { PrintNotice } from '../print/print-notice';
import { saleReceipt } from '../print/sale-receipt';
import { useReceiptPrinter } from '../print/use-receipt-printer';
import { mergeRecentSales } from '../recent-sales';
import { TransactionsTable } from '../transactions-table';
import { useSessionExpiry } from '../use-session-expiry';
import { dashboardMessages } from './dashboard-messages';

interface RecentTransactionsProps {
  slug: string;
  /** For a receipt printed again: the menu's copy, else the session's name. */
  restaurant: { name: string; address: string };
}

/**
 * SPEC §2: the last 10 transactions of today, the server's and those still in the offline queue;
 * each with 'Cetak ulang' (issue 21), its receipt marked 'CETAK ULANG' on the printer or in the
 * browser.
 */
export const RecentTransactions = memo(function RecentTransactions({
  slug,
  restaurant,
}: RecentTransactionsProps) {
  const t = useMessages(dashboardMessages);
  const reprint = useReprint(slug, restaurant);
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
        <TransactionsTable
          caption={t.recentCaption}
          rows={rows}
          onReprint={(row) => void reprint.run(row._id)}
          reprinting={reprint.loading}
        />
      )}
      {reprint.error ? <ErrorMessage>{reprint.error}</ErrorMessage> : null}
      <PrintNotice printer={reprint.printer} />
    </section>
  );
});

/** 'Cetak ulang': the sale read again (the queue's copy, else the server's), then printed. */
function useReprint(slug: string, restaurant: { name: string; address: string }) {
  const printer = useReceiptPrinter();
  const [loading, setLoading] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function run(paymentId: string): Promise<void> {
    if (loading) return;
    printer.reset();
    setError(null);
    setLoading(paymentId);
    try {
      const sale = await readSale(slug, paymentId);
      const job = {
        id: `reprint:${paymentId}`,
        receipt: saleReceipt(sale, restaurant),
        paper: rememberedPaper(),
        reprint: true,
      };
      await printer.print(job, posPrintMessages.get().reprinted);
    } catch (cause) {
      setError(posErrorText(cause, offlineMessages.get().saleReadFailed));
    } finally {
      setLoading(null);
    }
  }

  return { printer, loading, error, run };
}
