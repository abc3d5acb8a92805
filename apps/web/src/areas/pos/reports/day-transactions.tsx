import { useQuery } from '@tanstack/react-query';
import { EmptyState } from '../../../components/empty-state';
import { LoadingState } from '../../../components/loading-state';
import { QueryError } from '../../../components/query-error';
import { useMessages } from '../../../i18n/use-messages';
import { fetchTransactions } from '../pos-api';
import { formatIsoDate } from '../pos-format';
import { posKeys } from '../pos-query-keys';
import { TransactionsTable } from '../transactions-table';
import { useSessionExpiry } from '../use-session-expiry';
import { reportsMessages } from './reports-messages';

interface DayTransactionsProps {
  slug: string;
  /** The chosen day, or null for the restaurant's today. */
  chosen: string | null;
  /** The day shown in the heading. */
  date: string;
  emptyText: string;
}

/** The day's transactions (GET /pos/reports/last-day-transactions?date=), newest first. */
export function DayTransactions({ slug, chosen, date, emptyText }: DayTransactionsProps) {
  const t = useMessages(reportsMessages);
  const transactions = useQuery({
    queryKey: posKeys.transactions(slug, chosen),
    queryFn: ({ signal }) => fetchTransactions(slug, chosen ?? undefined, signal),
    networkMode: 'always',
    retry: 1,
  });
  useSessionExpiry(slug, transactions.error);

  return (
    <section
      aria-labelledby="pos-day-transactions-title"
      className="space-y-3 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm"
    >
      <h2 id="pos-day-transactions-title" className="text-lg font-bold text-stone-900">
        {t.transactionsOn({ date: formatIsoDate(date) })}
      </h2>
      {transactions.isPending ? (
        <LoadingState />
      ) : transactions.isError ? (
        <QueryError
          error={transactions.error}
          fallback={t.loadFailed}
          onRetry={() => void transactions.refetch()}
        />
      ) : transactions.data.length === 0 ? (
        <EmptyState>{emptyText}</EmptyState>
      ) : (
        <TransactionsTable
          caption={t.transactionsOn({ date: formatIsoDate(date) })}
          rows={transactions.data}
        />
      )}
    </section>
  );
}
