import type { GroupBranchCreated } from '@meja/shared/contracts/group';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { fetchGroupBranches, groupBranchesQueryKey } from '../../../api/group-api';
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
import { TempPasswordDialog, type IssuedTempPassword } from '../../super-admin/users/temp-password-dialog';
import { useGroupSlug } from '../group-slug';
import { BranchRow, type BranchNotice } from './branch-row';
import { CreateBranchForm } from './create-branch-form';
import { restaurantsMessages } from './restaurants-messages';

/** /group/{groupSlug}/restaurants (SPEC §2 Restaurants, issue 16): the branches, a new one, copies. */
export function GroupRestaurantsPage() {
  const t = useMessages(restaurantsMessages);
  const groupSlug = useGroupSlug();
  const branches = useQuery({
    queryKey: groupBranchesQueryKey(groupSlug),
    queryFn: ({ signal }) => fetchGroupBranches(groupSlug, signal),
  });
  const [issued, setIssued] = useState<IssuedTempPassword | null>(null);
  const [notice, setNotice] = useState<BranchNotice | null>(null);
  const closeIssued = useCallback(() => setIssued(null), []);
  const showIssued = useCallback((next: IssuedTempPassword) => {
    setNotice(null);
    setIssued(next);
  }, []);

  function created({ branch, admin, copiedMenu }: GroupBranchCreated): void {
    const parts = [t.created({ name: branch.name })];
    if (copiedMenu > 0) parts.push(t.createdMenu({ count: copiedMenu }));
    if (!admin) parts.push(t.createdNoAdmin);
    setNotice({ tone: 'success', text: parts.join(' ') });
    if (admin) setIssued({ name: admin.name, email: admin.email, tempPassword: admin.tempPassword });
  }

  return (
    <div>
      <PageHeading title={t.title} description={t.description} />
      <div className="space-y-6">
        {branches.data ? (
          <CreateBranchForm
            key={branches.data.length > 0 ? 'with-sources' : 'first'}
            groupSlug={groupSlug}
            branches={branches.data}
            onCreated={created}
          />
        ) : null}
        {issued ? <TempPasswordDialog issued={issued} onClose={closeIssued} /> : null}
        <div aria-live="polite">
          {notice?.tone === 'success' ? <SuccessMessage>{notice.text}</SuccessMessage> : null}
          {notice?.tone === 'error' ? <ErrorMessage>{notice.text}</ErrorMessage> : null}
        </div>
        <section aria-labelledby="group-branches-list" className="space-y-3">
          <h2 id="group-branches-list" className="text-xl font-bold text-stone-900">
            {t.listTitle}
          </h2>
          {branches.isPending ? (
            <LoadingState label={t.loading} />
          ) : branches.isError ? (
            <QueryError error={branches.error} onRetry={() => void branches.refetch()} />
          ) : branches.data.length === 0 ? (
            <EmptyState>{t.empty}</EmptyState>
          ) : (
            <ResponsiveTable from="lg" className="text-sm">
              <caption className="sr-only">{t.listTitle}</caption>
              <TableHead>
                <HeaderCell className="w-[30%]">{t.name}</HeaderCell>
                <HeaderCell className="w-[14%]">{t.package}</HeaderCell>
                <HeaderCell className="w-[14%]">{t.admins}</HeaderCell>
                <HeaderCell>{t.actions}</HeaderCell>
              </TableHead>
              <TableBody>
                {branches.data.map((branch) => (
                  <BranchRow
                    key={branch._id}
                    groupSlug={groupSlug}
                    branch={branch}
                    branches={branches.data}
                    onIssued={showIssued}
                    onNotice={(next) => {
                      setIssued(null);
                      setNotice(next);
                    }}
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
