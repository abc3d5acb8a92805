import { useQuery } from '@tanstack/react-query';
import { fetchPayrollPeriods, payrollPeriodsQueryKey } from '../../../api/finance-api';
import { LoadingState } from '../../../components/loading-state';
import { PageHeading } from '../../../components/page-heading';
import { QueryError } from '../../../components/query-error';
import { TextLink } from '../../../components/text-link';
import { i18n } from '../../../i18n/i18n';
import { useMessages } from '../../../i18n/use-messages';
import { useAdminArea } from '../admin-area-context';
import { AdminSectionGate } from '../admin-section-gate';
import { adminSectionMessages, adminSectionPath } from '../admin-sections';
import { PayrollForm } from './payroll-form';
import { PayrollPeriods } from './payroll-periods';

export const adminPayrollPageMessages = i18n('admin/payroll/admin-payroll-page', {
  description: 'Hitung gaji satu periode dan posting totalnya sebagai pengeluaran di laporan laba rugi.',
  toExpenses: 'Lihat pengeluaran',
  periodsTitle: 'Periode yang sudah diposting',
  loading: 'Memuat periode gaji...',
});

function PayrollScreen() {
  const t = useMessages(adminPayrollPageMessages);
  const sectionLabels = useMessages(adminSectionMessages);
  const { tenant } = useAdminArea();
  const periods = useQuery({
    queryKey: payrollPeriodsQueryKey(tenant.slug),
    queryFn: ({ signal }) => fetchPayrollPeriods(tenant.slug, signal),
  });
  const postedCount = (start: string, end: string) =>
    (periods.data ?? []).filter((period) => period.start === start && period.end === end).length;

  return (
    <div className="space-y-6">
      <PageHeading title={sectionLabels.payroll} description={t.description} />
      <p>
        <TextLink to={`${adminSectionPath(tenant.slug, 'reports')}/expenses`}>{t.toExpenses}</TextLink>
      </p>
      <PayrollForm tenantSlug={tenant.slug} postedCount={postedCount} />
      <section aria-labelledby="payroll-periods-title" className="space-y-4">
        <h2 id="payroll-periods-title" className="text-xl font-bold text-stone-900">
          {t.periodsTitle}
        </h2>
        {periods.isPending ? <LoadingState label={t.loading} /> : null}
        {periods.isError && !periods.data ? (
          <QueryError error={periods.error} onRetry={() => void periods.refetch()} />
        ) : null}
        {periods.data ? <PayrollPeriods periods={periods.data} /> : null}
      </section>
    </div>
  );
}

/** SPEC §2 Admin payroll (`/{slug}/admin/payroll`). */
export function AdminPayrollPage() {
  return (
    <AdminSectionGate section="payroll">
      <PayrollScreen />
    </AdminSectionGate>
  );
}
