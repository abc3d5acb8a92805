import type { Broadcast } from '@meja/shared/contracts/marketing';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError, messageOf } from '../../../api/api-error';
import { cancelBroadcast, marketingQueryKey } from '../../../api/marketing-api';
import { EmptyState } from '../../../components/empty-state';
import { LoadingState } from '../../../components/loading-state';
import { SuccessMessage } from '../../../components/messages';
import { QueryError } from '../../../components/query-error';
import {
  HeaderCell,
  ResponsiveTable,
  TableBody,
  TableHead,
} from '../../../components/responsive-table/responsive-table';
import { useMessages } from '../../../i18n/use-messages';
import { BroadcastRow } from './broadcast-row';
import { CancelBroadcastDialog } from './cancel-broadcast-dialog';
import { broadcastHistoryMessages } from './marketing-messages';
import { useBroadcasts, useRestaurantTimeZone } from './marketing-queries';

interface BroadcastHistoryProps {
  tenantSlug: string;
}

/**
 * 'Riwayat broadcast' (SPEC §2): the last 50, newest first, refreshed every 5 s while the page is
 * visible; 'Batalkan' behind its dialog for one still awaiting its payment.
 */
export function BroadcastHistory({ tenantSlug }: BroadcastHistoryProps) {
  const t = useMessages(broadcastHistoryMessages);
  const queryClient = useQueryClient();
  const list = useBroadcasts(tenantSlug);
  const timeZone = useRestaurantTimeZone(tenantSlug);
  const [asking, setAsking] = useState<Broadcast | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const cancel = useMutation({
    mutationFn: (broadcast: Broadcast) => cancelBroadcast(tenantSlug, broadcast._id),
    onSuccess: () => {
      setAsking(null);
      setNotice(t.cancelled);
      void queryClient.invalidateQueries({ queryKey: marketingQueryKey(tenantSlug) });
    },
    onError: (error) => {
      // Paid or cancelled meanwhile: the list shows what it is now.
      if (error instanceof ApiError && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: marketingQueryKey(tenantSlug) });
      }
    },
  });
  const items = list.data?.items ?? [];

  return (
    <section aria-labelledby="broadcast-history-title" className="space-y-4" data-broadcast-history>
      <div>
        <h2 id="broadcast-history-title" className="text-xl font-bold text-stone-900">
          {t.title}
        </h2>
        <p className="mt-1 max-w-3xl text-sm text-stone-700">{t.intro}</p>
      </div>
      {notice ? <SuccessMessage>{notice}</SuccessMessage> : null}
      {list.isPending ? (
        <LoadingState />
      ) : list.isError && !list.data ? (
        <QueryError error={list.error} fallback={t.loadFailed} onRetry={() => void list.refetch()} />
      ) : items.length === 0 ? (
        <EmptyState>
          <span className="block font-semibold text-stone-900">{t.empty}</span>
          <span className="mt-2 block text-sm">{t.emptyHint}</span>
        </EmptyState>
      ) : (
        <ResponsiveTable from="xl" className="text-sm">
          <caption className="sr-only">{t.listCaption}</caption>
          <TableHead>
            <HeaderCell>{t.message}</HeaderCell>
            <HeaderCell className="w-[11rem]">{t.status}</HeaderCell>
            <HeaderCell className="w-[16rem]">{t.figures}</HeaderCell>
            <HeaderCell className="w-[8rem]" hidden>
              {t.actions}
            </HeaderCell>
          </TableHead>
          <TableBody>
            {items.map((broadcast) => (
              <BroadcastRow
                key={broadcast._id}
                broadcast={broadcast}
                timeZone={timeZone}
                onCancel={(picked) => {
                  cancel.reset();
                  setNotice(null);
                  setAsking(picked);
                }}
              />
            ))}
          </TableBody>
        </ResponsiveTable>
      )}
      {asking ? (
        <CancelBroadcastDialog
          message={asking.message}
          busy={cancel.isPending}
          error={cancel.isError ? messageOf(cancel.error, t.cancelFailed) : null}
          onConfirm={() => cancel.mutate(asking)}
          onCancel={() => setAsking(null)}
        />
      ) : null}
    </section>
  );
}
