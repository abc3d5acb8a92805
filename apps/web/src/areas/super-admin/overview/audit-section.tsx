import type { AuditEntry } from '@meja/shared/contracts/audit';
import { useInfiniteQuery } from '@tanstack/react-query';
import { AUDIT_PAGE_SIZE, AUDIT_QUERY_KEY, fetchAudit } from '../../../api/audit-api';
import { Button } from '../../../components/button/button';
import { EmptyState } from '../../../components/empty-state';
import { LoadingState } from '../../../components/loading-state';
import { QueryError } from '../../../components/query-error';
import {
  CellLabel,
  HeaderCell,
  ResponsiveTable,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
} from '../../../components/responsive-table/responsive-table';
import { i18n } from '../../../i18n/i18n';
import { useMessages } from '../../../i18n/use-messages';
import { auditChanges } from './audit-changes';

export const auditMessages = i18n('superadmin/audit', {
  title: 'Aktivitas konsol',
  description: 'Setiap perubahan di konsol: siapa, apa, sebelum → sesudah, kapan.',
  loading: 'Memuat aktivitas...',
  empty: 'Belum ada aktivitas.',
  when: 'Waktu',
  who: 'Oleh',
  what: 'Aksi',
  target: 'Objek',
  change: 'Perubahan',
  system: 'Sistem (otomatis)',
  noChange: '–',
  more: 'Muat lebih lama',
  loadingMore: 'Memuat...',
});

/** The newest records: no `before`. */
const FIRST_PAGE: string | undefined = undefined;

const WHEN = new Intl.DateTimeFormat('id-ID', { dateStyle: 'medium', timeStyle: 'short' });

function AuditRow({ entry }: { entry: AuditEntry }) {
  const t = useMessages(auditMessages);
  const changes = auditChanges(entry);
  return (
    <TableRow
      tone="plain"
      className="grid grid-cols-1 gap-2 p-4 sm:grid-cols-2"
      data-audit-action={entry.action}
    >
      <TableCell>
        <CellLabel className="block">{t.when}</CellLabel>
        <time dateTime={entry.at}>{WHEN.format(new Date(entry.at))}</time>
      </TableCell>
      <TableCell className="break-all">
        <CellLabel className="block">{t.who}</CellLabel>
        {entry.byPerson ? entry.actorEmail : t.system}
      </TableCell>
      <TableCell>
        <CellLabel className="block">{t.what}</CellLabel>
        <code className="text-xs">{entry.action}</code>
      </TableCell>
      <TableCell className="break-all">
        <CellLabel className="block">{t.target}</CellLabel>
        {entry.targetLabel || entry.targetId}
      </TableCell>
      <TableCell className="break-words">
        <CellLabel className="block">{t.change}</CellLabel>
        {changes.length === 0 ? (
          t.noChange
        ) : (
          <ul className="space-y-0.5">
            {changes.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        )}
      </TableCell>
    </TableRow>
  );
}

/** The audit log on the console (issue 15): newest first, older pages on request. */
export function AuditSection() {
  const t = useMessages(auditMessages);
  const query = useInfiniteQuery({
    queryKey: AUDIT_QUERY_KEY,
    queryFn: ({ pageParam, signal }) => fetchAudit(pageParam, signal),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: (last): string | undefined =>
      last.items.length < AUDIT_PAGE_SIZE ? undefined : last.items[last.items.length - 1]?.at,
  });
  const entries = query.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <section aria-labelledby="audit-title" className="mt-8 space-y-3">
      <div>
        <h2 id="audit-title" className="text-lg font-bold text-stone-900">
          {t.title}
        </h2>
        <p className="mt-1 text-sm text-stone-700">{t.description}</p>
      </div>
      {query.isPending ? (
        <LoadingState label={t.loading} />
      ) : query.isError ? (
        <QueryError error={query.error} onRetry={() => void query.refetch()} />
      ) : entries.length === 0 ? (
        <EmptyState>{t.empty}</EmptyState>
      ) : (
        <>
          <ResponsiveTable from="lg" className="text-sm">
            <caption className="sr-only">{t.title}</caption>
            <TableHead>
              <HeaderCell className="w-40">{t.when}</HeaderCell>
              <HeaderCell className="w-52">{t.who}</HeaderCell>
              <HeaderCell className="w-40">{t.what}</HeaderCell>
              <HeaderCell className="w-44">{t.target}</HeaderCell>
              <HeaderCell>{t.change}</HeaderCell>
            </TableHead>
            <TableBody>
              {entries.map((entry) => (
                <AuditRow key={entry._id} entry={entry} />
              ))}
            </TableBody>
          </ResponsiveTable>
          {query.hasNextPage ? (
            <Button
              variant="secondary"
              loading={query.isFetchingNextPage}
              loadingLabel={t.loadingMore}
              onClick={() => void query.fetchNextPage()}
            >
              {t.more}
            </Button>
          ) : null}
        </>
      )}
    </section>
  );
}
