import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { consoleGroupsQueryKey, fetchConsoleGroups } from '../../../api/console-groups-api';
import { EmptyState } from '../../../components/empty-state';
import { LoadingState } from '../../../components/loading-state';
import { ErrorMessage, SuccessMessage } from '../../../components/messages';
import { PageHeading } from '../../../components/page-heading';
import { QueryError } from '../../../components/query-error';
import {
  HeaderCell,
  ResponsiveTable,
  TableBody,
  TableHead,
} from '../../../components/responsive-table/responsive-table';
import { useMessages } from '../../../i18n/use-messages';
import { AddGroupForm } from './add-group-form';
import { AssignOwnerForm } from './assign-owner-form';
import { GroupRow, type GroupsNotice } from './group-row';
import { groupsMessages } from './groups-messages';

/** /super-admin/groups (SPEC §2 Groups, issue 15). */
export function SuperAdminGroupsPage() {
  const t = useMessages(groupsMessages);
  const groups = useQuery({
    queryKey: consoleGroupsQueryKey,
    queryFn: ({ signal }) => fetchConsoleGroups(signal),
  });
  const [notice, setNotice] = useState<GroupsNotice | null>(null);

  return (
    <div>
      <PageHeading title={t.title} description={t.description} />
      <div className="space-y-6">
        <div className="grid gap-6">
          <AddGroupForm onCreated={(name) => setNotice({ tone: 'success', text: t.created({ name }) })} />
          <AssignOwnerForm
            groups={groups.data ?? []}
            onAssigned={(text) => setNotice({ tone: 'success', text })}
          />
        </div>
        <div aria-live="polite">
          {notice?.tone === 'success' ? <SuccessMessage>{notice.text}</SuccessMessage> : null}
          {notice?.tone === 'error' ? <ErrorMessage>{notice.text}</ErrorMessage> : null}
        </div>
        <section aria-labelledby="groups-list-title" className="space-y-3">
          <h2 id="groups-list-title" className="text-xl font-bold text-stone-900">
            {t.listTitle}
          </h2>
          {groups.isPending ? (
            <LoadingState />
          ) : groups.isError ? (
            <QueryError error={groups.error} onRetry={() => void groups.refetch()} />
          ) : groups.data.length === 0 ? (
            <EmptyState>{t.empty}</EmptyState>
          ) : (
            <ResponsiveTable from="lg" className="text-sm">
              <caption className="sr-only">{t.listTitle}</caption>
              <TableHead>
                <HeaderCell>{t.name}</HeaderCell>
                <HeaderCell>{t.slug}</HeaderCell>
                <HeaderCell>{t.tenants}</HeaderCell>
                <HeaderCell>{t.managers}</HeaderCell>
                <HeaderCell>{t.actions}</HeaderCell>
              </TableHead>
              <TableBody>
                {groups.data.map((group) => (
                  <GroupRow key={group._id} group={group} onNotice={setNotice} />
                ))}
              </TableBody>
            </ResponsiveTable>
          )}
        </section>
      </div>
    </div>
  );
}
