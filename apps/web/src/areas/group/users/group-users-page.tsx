import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  fetchGroupBranches,
  fetchGroupUsers,
  groupBranchesQueryKey,
  groupUsersQueryKey,
} from '../../../api/group-api';
import { EmptyState } from '../../../components/empty-state';
import { LoadingState } from '../../../components/loading-state';
import { ErrorMessage, InfoMessage, SuccessMessage } from '../../../components/messages';
import { PageHeading } from '../../../components/page-heading';
import { QueryError } from '../../../components/query-error';
import {
  HeaderCell,
  ResponsiveTable,
  TableBody,
  TableHead,
} from '../../../components/responsive-table/responsive-table';
import { useMessages } from '../../../i18n/use-messages';
import { useGroupSlug } from '../group-slug';
import { AddAdminForm } from './add-admin-form';
import { AdminRow, type UsersNotice } from './admin-row';
import { groupUsersMessages } from './users-messages';

/** /group/{groupSlug}/users (SPEC §2 Users, issue 16): the restaurant admins of every branch. */
export function GroupUsersPage() {
  const t = useMessages(groupUsersMessages);
  const groupSlug = useGroupSlug();
  const users = useQuery({
    queryKey: groupUsersQueryKey(groupSlug),
    queryFn: ({ signal }) => fetchGroupUsers(groupSlug, signal),
  });
  const branches = useQuery({
    queryKey: groupBranchesQueryKey(groupSlug),
    queryFn: ({ signal }) => fetchGroupBranches(groupSlug, signal),
  });
  const [notice, setNotice] = useState<UsersNotice | null>(null);

  return (
    <div>
      <PageHeading title={t.title} description={t.description} />
      <div className="space-y-6">
        {branches.isError ? (
          <QueryError error={branches.error} onRetry={() => void branches.refetch()} />
        ) : branches.data?.length === 0 ? (
          <InfoMessage>{t.noBranches}</InfoMessage>
        ) : branches.data ? (
          <AddAdminForm
            groupSlug={groupSlug}
            branches={branches.data}
            onAdded={(user) =>
              setNotice({ tone: 'success', text: t.added({ email: user.email, branch: user.tenantName }) })
            }
          />
        ) : null}
        <div aria-live="polite">
          {notice?.tone === 'success' ? <SuccessMessage>{notice.text}</SuccessMessage> : null}
          {notice?.tone === 'error' ? <ErrorMessage>{notice.text}</ErrorMessage> : null}
        </div>
        <section aria-labelledby="group-users-title" className="space-y-3">
          <h2 id="group-users-title" className="text-xl font-bold text-stone-900">
            {t.listTitle}
          </h2>
          {users.isPending ? (
            <LoadingState label={t.loading} />
          ) : users.isError ? (
            <QueryError error={users.error} onRetry={() => void users.refetch()} />
          ) : users.data.length === 0 ? (
            <EmptyState>{t.empty}</EmptyState>
          ) : (
            <ResponsiveTable from="lg" className="text-sm">
              <caption className="sr-only">{t.listTitle}</caption>
              <TableHead>
                <HeaderCell>{t.name}</HeaderCell>
                <HeaderCell>{t.email}</HeaderCell>
                <HeaderCell>{t.branch}</HeaderCell>
                <HeaderCell className="w-[34%]">{t.actions}</HeaderCell>
              </TableHead>
              <TableBody>
                {users.data.map((user) => (
                  <AdminRow key={user._id} groupSlug={groupSlug} user={user} onNotice={setNotice} />
                ))}
              </TableBody>
            </ResponsiveTable>
          )}
        </section>
      </div>
    </div>
  );
}
