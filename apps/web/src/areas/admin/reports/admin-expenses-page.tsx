import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { expensesQueryKey, fetchExpenses } from '../../../api/finance-api';
import { LoadingState } from '../../../components/loading-state';
import { PageHeading } from '../../../components/page-heading';
import { QueryError } from '../../../components/query-error';
import { TextLink } from '../../../components/text-link';
import { i18n } from '../../../i18n/i18n';
import { useMessages } from '../../../i18n/use-messages';
import { useAdminArea } from '../admin-area-context';
import { AdminSectionGate } from '../admin-section-gate';
import { adminSectionPath } from '../admin-sections';
import { DateRangeForm } from './date-range-form';
import { ExpenseForm } from './expense-form';
import { ExpenseList } from './expense-list';

export const adminExpensesPageMessages = i18n('admin/reports/admin-expenses-page', {
  title: 'Pengeluaran',
  description: 'Beban selain belanja bahan: sewa, listrik, perawatan… Semuanya masuk laporan laba rugi.',
  backToReports: 'Kembali ke laporan',
  periodForm: 'Periode daftar pengeluaran',
  listTitle: 'Daftar pengeluaran',
  loading: 'Memuat pengeluaran...',
});

function ExpensesScreen() {
  const t = useMessages(adminExpensesPageMessages);
  const { tenant } = useAdminArea();
  const [range, setRange] = useState<{ start?: string; end?: string }>({});
  const list = useQuery({
    queryKey: expensesQueryKey(tenant.slug, range.start ?? '', range.end ?? ''),
    queryFn: ({ signal }) => fetchExpenses(tenant.slug, range, signal),
    placeholderData: keepPreviousData,
  });

  return (
    <div className="space-y-6">
      <PageHeading title={t.title} description={t.description} />
      <p>
        <TextLink to={adminSectionPath(tenant.slug, 'reports')}>{t.backToReports}</TextLink>
      </p>
      <ExpenseForm tenantSlug={tenant.slug} />
      <section aria-labelledby="expense-list-title" className="space-y-4">
        <h2 id="expense-list-title" className="text-xl font-bold text-stone-900">
          {t.listTitle}
        </h2>
        <DateRangeForm
          label={t.periodForm}
          shown={list.data ? { start: list.data.start, end: list.data.end } : undefined}
          busy={list.isFetching && list.isPlaceholderData}
          onShow={(next) =>
            setRange({ ...(next.start && { start: next.start }), ...(next.end && { end: next.end }) })
          }
        />
        {list.isPending ? <LoadingState label={t.loading} /> : null}
        {list.isError ? <QueryError error={list.error} onRetry={() => void list.refetch()} /> : null}
        {list.data ? (
          <ExpenseList tenantSlug={tenant.slug} items={list.data.items} total={list.data.total} />
        ) : null}
      </section>
    </div>
  );
}

/** `/{slug}/admin/reports/expenses`: the expenses the profit and loss subtracts (section reports). */
export function AdminExpensesPage() {
  return (
    <AdminSectionGate section="reports">
      <ExpensesScreen />
    </AdminSectionGate>
  );
}
