import type { DiningTable } from '@meja/shared/contracts/tables';
import { useState } from 'react';
import { ButtonLink } from '../../../components/button/button-link';
import { LoadingState } from '../../../components/loading-state';
import { QueryError } from '../../../components/query-error';
import { useMessages } from '../../../i18n/use-messages';
import { adminTablesPath } from '../admin-sections';
import { AddTablesForm } from './add-tables-form';
import { DeleteTableDialog } from './delete-table-dialog';
import { DiningTableRow } from './dining-table-row';
import { cardsText } from './dining-table-drafts';
import { diningTablesMessages } from './dining-tables-messages';
import { SettingsPanel } from './settings-card';
import { tableCardsPath } from './table-cards-path';
import { useDiningTableChanges, useDiningTables } from './use-dining-tables';

/** 'Daftar meja' (issue 20): add tables by range with an area, rename, move to an area, delete. */
export function DiningTablesCard({ tenantSlug }: { tenantSlug: string }) {
  const t = useMessages(diningTablesMessages);
  const list = useDiningTables(tenantSlug);
  const changes = useDiningTableChanges(tenantSlug);
  const [deleting, setDeleting] = useState<DiningTable | null>(null);
  const tables = list.data ?? [];

  return (
    <SettingsPanel id="dining-tables" title={t.title} description={t.description}>
      <AddTablesForm tables={tables} add={changes.add} />
      <div className="mt-5 border-t border-stone-200 pt-4">
        {list.isPending ? (
          <LoadingState />
        ) : list.isError ? (
          <QueryError error={list.error} fallback={t.loadFailed} onRetry={() => void list.refetch()} />
        ) : tables.length === 0 ? (
          <p className="rounded-lg border border-dashed border-stone-300 bg-stone-50 px-3 py-4 text-center text-sm text-stone-700">
            {t.empty}
          </p>
        ) : (
          <>
            <p className="text-sm font-semibold text-stone-800">{t.count({ count: tables.length })}</p>
            <ul
              aria-label={t.listLabel}
              className="mt-1 max-h-[28rem] divide-y divide-stone-200 overflow-y-auto"
            >
              {tables.map((table) => (
                <DiningTableRow
                  key={table._id}
                  table={table}
                  update={changes.update}
                  onDelete={() => {
                    changes.remove.reset();
                    setDeleting(table);
                  }}
                />
              ))}
            </ul>
            <div className="mt-4 flex flex-col gap-2 sm:flex-row sm:flex-wrap">
              <ButtonLink variant="secondary" to={adminTablesPath(tenantSlug)}>
                {t.openFloor}
              </ButtonLink>
              <ButtonLink variant="secondary" to={tableCardsPath(tenantSlug, cardsText(tables))}>
                {t.printCards}
              </ButtonLink>
            </div>
          </>
        )}
      </div>
      {deleting ? (
        <DeleteTableDialog
          table={deleting}
          pending={changes.remove.isPending}
          error={changes.remove.error}
          onCancel={() => setDeleting(null)}
          onDelete={() => changes.remove.mutate(deleting._id, { onSuccess: () => setDeleting(null) })}
        />
      ) : null}
    </SettingsPanel>
  );
}
