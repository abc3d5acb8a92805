import { sortTenants, matchTenants, TENANT_SORTS, type TenantSort } from '@meja/shared/tenant-list';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { fetchPlatformTenants, platformTenantsQueryKey } from '../../../api/platform-tenants-api';
import { Button } from '../../../components/button/button';
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
import { TextField } from '../../../components/text-field';
import { useMessages } from '../../../i18n/use-messages';
import { AddTenantForm } from './add-tenant-form';
import type { TenantNotice } from './tenant-notice';
import { TenantRow } from './tenant-row';
import { tenantsMessages } from './tenants-messages';

function isSort(value: string): value is TenantSort {
  return TENANT_SORTS.some((sort) => sort === value);
}

/** /super-admin/tenants (SPEC §2 'Tenants', issue 15). */
export function PlatformTenantsPage() {
  const t = useMessages(tenantsMessages);
  const tenants = useQuery({
    queryKey: platformTenantsQueryKey,
    queryFn: ({ signal }) => fetchPlatformTenants(signal),
  });
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<TenantSort>('newest');
  const [notice, setNotice] = useState<TenantNotice | null>(null);
  const showNotice = useCallback((next: TenantNotice) => setNotice(next), []);
  const shown = useMemo(
    () => sortTenants(matchTenants(tenants.data ?? [], search), sort),
    [tenants.data, search, sort],
  );
  const sortOptions = [
    { value: 'newest', label: t.sortNewest },
    { value: 'package-asc', label: t.sortPackageAsc },
    { value: 'package-desc', label: t.sortPackageDesc },
  ];

  return (
    <div>
      <PageHeading title={t.title} description={t.description} />
      <div className="space-y-6">
        <AddTenantForm
          onAdded={(tenant) => {
            setNotice({ tone: 'success', text: t.added({ name: tenant.name }) });
            setSearch('');
          }}
        />
        {notice?.tone === 'success' ? <SuccessMessage>{notice.text}</SuccessMessage> : null}
        {notice?.tone === 'error' ? <ErrorMessage>{notice.text}</ErrorMessage> : null}
        <section aria-labelledby="tenants-list-title" className="space-y-3">
          <div className="flex flex-wrap items-end justify-between gap-3">
            <h2 id="tenants-list-title" className="text-xl font-bold text-stone-900">
              {t.listTitle}
            </h2>
            <Button
              variant="secondary"
              loading={tenants.isFetching}
              loadingLabel={t.reloading}
              onClick={() => void tenants.refetch()}
            >
              {t.reload}
            </Button>
          </div>
          <div className="grid gap-3 sm:grid-cols-[1fr_14rem]">
            <TextField
              label={t.search}
              type="search"
              value={search}
              autoComplete="off"
              onChange={(event) => setSearch(event.target.value)}
            />
            <SelectField
              label={t.sort}
              options={sortOptions}
              value={sort}
              onChange={(event) => {
                if (isSort(event.target.value)) setSort(event.target.value);
              }}
            />
          </div>
          {tenants.isPending ? (
            <LoadingState />
          ) : tenants.isError ? (
            <QueryError error={tenants.error} onRetry={() => void tenants.refetch()} />
          ) : tenants.data.length === 0 ? (
            <EmptyState>{t.empty}</EmptyState>
          ) : shown.length === 0 ? (
            <EmptyState>{t.noMatch}</EmptyState>
          ) : (
            <>
              <p className="text-sm text-stone-700" aria-live="polite">
                {t.count({ shown: shown.length, total: tenants.data.length })}
              </p>
              <ResponsiveTable from="xl" className="text-sm">
                <caption className="sr-only">{t.listTitle}</caption>
                <TableHead>
                  <HeaderCell className="w-[24%]">{t.tenant}</HeaderCell>
                  <HeaderCell>{t.package}</HeaderCell>
                  <HeaderCell>{t.groupManager}</HeaderCell>
                  <HeaderCell>{t.usage}</HeaderCell>
                  <HeaderCell>{t.adsActive}</HeaderCell>
                  <HeaderCell>{t.actions}</HeaderCell>
                </TableHead>
                <TableBody>
                  {shown.map((tenant) => (
                    <TenantRow key={tenant._id} tenant={tenant} onNotice={showNotice} />
                  ))}
                </TableBody>
              </ResponsiveTable>
            </>
          )}
        </section>
      </div>
    </div>
  );
}
