import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { fetchPlatformUsers, platformUsersQueryKey } from '../../../api/platform-users-api';
import { useSessionUser } from '../../../api/use-session-user';
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
import { SelectField } from '../../../components/select-field';
import { useMessages } from '../../../i18n/use-messages';
import { AddPlatformUserForm } from './add-platform-user-form';
import { PlatformUserRow, type UsersNotice } from './platform-user-row';
import { platformUsersMessages } from './platform-users-messages';
import {
  USER_SORT_KEYS,
  sortUsers,
  type SortDirection,
  type UserSort,
  type UserSortKey,
} from './platform-users-sort';
import { TempPasswordDialog, type IssuedTempPassword } from './temp-password-dialog';

const isSortKey = (value: string): value is UserSortKey => USER_SORT_KEYS.some((key) => key === value);

/** /super-admin/users (SPEC §2 Users, issue 15): every account of the platform. */
export function SuperAdminUsersPage() {
  const t = useMessages(platformUsersMessages);
  const me = useSessionUser();
  const users = useQuery({
    queryKey: platformUsersQueryKey,
    queryFn: ({ signal }) => fetchPlatformUsers(signal),
  });
  const [sort, setSort] = useState<UserSort>({ key: 'name', direction: 'asc' });
  const [issued, setIssued] = useState<IssuedTempPassword | null>(null);
  const [notice, setNotice] = useState<UsersNotice | null>(null);
  const closeIssued = useCallback(() => setIssued(null), []);
  const sorted = useMemo(() => (users.data ? sortUsers(users.data, sort) : []), [users.data, sort]);
  const sortOptions = [
    { value: 'name', label: t.sortName },
    { value: 'slug', label: t.sortSlug },
    { value: 'role', label: t.sortRole },
  ];
  const directionOptions = [
    { value: 'asc', label: t.ascending },
    { value: 'desc', label: t.descending },
  ];

  return (
    <div>
      <PageHeading title={t.title} description={t.description} />
      <div className="space-y-6">
        <AddPlatformUserForm
          onCreated={(created) => {
            setNotice(null);
            setIssued({
              name: created.user.name,
              email: created.user.email,
              tempPassword: created.tempPassword,
            });
          }}
        />
        {issued ? <TempPasswordDialog issued={issued} onClose={closeIssued} /> : null}
        <div aria-live="polite">
          {notice?.tone === 'success' ? <SuccessMessage>{notice.text}</SuccessMessage> : null}
          {notice?.tone === 'error' ? <ErrorMessage>{notice.text}</ErrorMessage> : null}
        </div>
        <section aria-labelledby="platform-users-title" className="space-y-3">
          <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
            <h2 id="platform-users-title" className="text-xl font-bold text-stone-900">
              {t.listTitle}
            </h2>
            <div className="grid grid-cols-2 gap-3 sm:w-80">
              <SelectField
                label={t.sortBy}
                options={sortOptions}
                value={sort.key}
                onChange={(event) => {
                  const key = event.target.value;
                  if (isSortKey(key)) setSort((current) => ({ ...current, key }));
                }}
              />
              <SelectField
                label={t.sortDirection}
                options={directionOptions}
                value={sort.direction}
                onChange={(event) => {
                  const direction: SortDirection = event.target.value === 'desc' ? 'desc' : 'asc';
                  setSort((current) => ({ ...current, direction }));
                }}
              />
            </div>
          </div>
          {users.isPending ? (
            <LoadingState />
          ) : users.isError ? (
            <QueryError error={users.error} onRetry={() => void users.refetch()} />
          ) : sorted.length === 0 ? (
            <EmptyState>{t.empty}</EmptyState>
          ) : (
            <ResponsiveTable from="lg" className="text-sm">
              <caption className="sr-only">{t.listTitle}</caption>
              <TableHead>
                <HeaderCell>{t.name}</HeaderCell>
                <HeaderCell>{t.slug}</HeaderCell>
                <HeaderCell>{t.role}</HeaderCell>
                <HeaderCell>{t.actions}</HeaderCell>
              </TableHead>
              <TableBody>
                {sorted.map((user) => (
                  <PlatformUserRow
                    key={user._id}
                    user={user}
                    actorId={me?._id ?? ''}
                    onIssued={(next) => {
                      setNotice(null);
                      setIssued(next);
                    }}
                    onNotice={setNotice}
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
