import { useState } from 'react';
import { Link } from 'react-router';
import { LoadingState } from '../../../components/loading-state';
import { ErrorMessage, InfoMessage } from '../../../components/messages';
import { PageHeading } from '../../../components/page-heading';
import { QueryError } from '../../../components/query-error';
import { useMessages } from '../../../i18n/use-messages';
import { useAdminArea } from '../admin-area-context';
import { AdminSectionGate } from '../admin-section-gate';
import { FloorCallAlerts } from '../floor-calls/floor-call-alerts';
import { SoundToggle } from '../floor-calls/sound-toggle';
import { useAnswerCall } from '../floor-calls/use-answer-call';
import { RefreshIndicator } from '../refresh-indicator';
import { BoardSummary } from './board-summary';
import { TableBoard } from './table-board';
import { TableDialog } from './table-dialog';
import { tableListSettingsPath, TablesEmpty } from './tables-empty';
import { tablesMessages } from './tables-messages';
import { useTableBoard } from './use-table-board';

/** /{tenantSlug}/admin/tables (issue 20): the floor, for whoever may see the orders (cashier, admin). */
export function AdminTablesPage() {
  return (
    <AdminSectionGate section="orders">
      <TablesScreen />
    </AdminSectionGate>
  );
}

function TablesScreen() {
  const t = useMessages(tablesMessages);
  const { tenant, sections } = useAdminArea();
  const slug = tenant.slug;
  const board = useTableBoard(slug);
  const calls = useAnswerCall(slug);
  const [openTable, setOpenTable] = useState<string | null>(null);
  const tables = board.data?.tables ?? [];
  const maySetUp = sections.includes('settings');
  const onlyOrderTables = tables.length > 0 && tables.every((table) => table._id === null);

  return (
    <div>
      <div className="relative">
        <PageHeading title={t.title} description={t.description} />
        <RefreshIndicator active={board.isFetching && !board.isPending} />
      </div>
      <FloorCallAlerts tenantSlug={slug} />

      {board.isPending ? (
        <LoadingState />
      ) : board.error && !board.data ? (
        <QueryError error={board.error} onRetry={() => void board.refetch()} />
      ) : tables.length === 0 ? (
        <TablesEmpty tenantSlug={slug} maySetUp={maySetUp} />
      ) : (
        <div className="space-y-4">
          {board.error ? <QueryError error={board.error} onRetry={() => void board.refetch()} /> : null}
          <div className="flex flex-wrap items-start justify-between gap-3">
            <BoardSummary tables={tables} />
            <SoundToggle />
          </div>
          {onlyOrderTables && maySetUp ? (
            <InfoMessage>
              <Link className="font-semibold underline" to={tableListSettingsPath(slug)}>
                {t.onlyOrderTables}
              </Link>
            </InfoMessage>
          ) : null}
          {calls.error ? <ErrorMessage>{calls.error}</ErrorMessage> : null}
          <TableBoard
            tables={tables}
            now={board.dataUpdatedAt}
            answering={calls.answering}
            onAnswer={(callId) => calls.answer(callId)}
            onOpen={setOpenTable}
          />
        </div>
      )}

      {openTable ? (
        <TableDialog
          tenantSlug={slug}
          name={openTable}
          table={tables.find((table) => table.name === openTable) ?? null}
          tables={tables}
          onClose={() => setOpenTable(null)}
        />
      ) : null}
    </div>
  );
}
