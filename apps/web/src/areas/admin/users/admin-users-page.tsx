import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { fetchStaffUsers, usersQueryKey } from '../../../api/users-api';
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
import { useAdminArea } from '../admin-area-context';
import { AdminSectionGate } from '../admin-section-gate';
import { AddUserForm } from './add-user-form';
import { TempPasswordNotice, type IssuedPassword } from './temp-password-notice';
import { UserRow, type UsersNotice } from './user-row';
import { usersMessages } from './users-messages';

/** /{tenantSlug}/admin/users (SPEC §2 Admin users, issue 14): restaurant admin and super admin. */
export function AdminUsersPage() {
  return (
    <AdminSectionGate section="users">
      <UsersScreen />
    </AdminSectionGate>
  );
}

function UsersScreen() {
  const t = useMessages(usersMessages);
  const { tenant, user } = useAdminArea();
  const slug = tenant.slug;
  const users = useQuery({
    queryKey: usersQueryKey(slug),
    queryFn: ({ signal }) => fetchStaffUsers(slug, signal),
  });
  const [issued, setIssued] = useState<IssuedPassword | null>(null);
  const [notice, setNotice] = useState<UsersNotice | null>(null);
  const hideIssued = useCallback(() => setIssued(null), []);
  const showIssued = useCallback((next: IssuedPassword) => {
    setNotice(null);
    setIssued(next);
  }, []);
  const showNotice = useCallback((next: UsersNotice) => {
    setIssued(null);
    setNotice(next);
  }, []);
  const adminCount = users.data?.filter((u) => u.role === 'RESTAURANT_ADMIN').length ?? 0;

  return (
    <div>
      <PageHeading title={t.title} description={t.description} />
      <div className="space-y-6">
        <AddUserForm tenantSlug={slug} onIssued={showIssued} />
        {issued ? (
          <TempPasswordNotice key={issued.result.user._id} issued={issued} onClose={hideIssued} />
        ) : null}
        {notice?.tone === 'success' ? <SuccessMessage>{notice.text}</SuccessMessage> : null}
        {notice?.tone === 'error' ? <ErrorMessage>{notice.text}</ErrorMessage> : null}
        <section aria-labelledby="users-list-title" className="space-y-3">
          <h2 id="users-list-title" className="text-xl font-bold text-stone-900">
            {t.listTitle}
          </h2>
          {users.isPending ? (
            <LoadingState />
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
                <HeaderCell>{t.role}</HeaderCell>
                <HeaderCell>{t.lastLogin}</HeaderCell>
                <HeaderCell>{t.actions}</HeaderCell>
              </TableHead>
              <TableBody>
                {users.data.map((staff) => (
                  <UserRow
                    key={staff._id}
                    user={staff}
                    tenantSlug={slug}
                    actorId={user._id}
                    adminCount={adminCount}
                    onIssued={showIssued}
                    onNotice={showNotice}
                  />
                ))}
              </TableBody>
            </ResponsiveTable>
          )}
        </section>
      </div>
    </div>
  );
}
