import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { consoleInvoicesQueryKey, fetchConsoleInvoices } from '../../../api/billing-console-api';
import { fetchPlatformSettings, platformSettingsQueryKey } from '../../../api/platform-settings-api';
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
import { BillingCard } from '../settings/billing-card';
import { billingConsoleMessages } from './billing-messages';
import { CreateInvoiceForm } from './create-invoice-form';
import { InvoiceRow, type BillingNotice } from './invoice-row';

/** /super-admin/billing (SPEC §2 'Billing & Plans'): billing settings, a manual invoice, every invoice. */
export function SuperAdminBillingPage() {
  const t = useMessages(billingConsoleMessages);
  const settings = useQuery({
    queryKey: platformSettingsQueryKey,
    queryFn: ({ signal }) => fetchPlatformSettings(signal),
  });
  return (
    <div>
      <PageHeading title={t.title} description={t.description} />
      <div className="grid items-start gap-6 xl:grid-cols-2">
        <div className="min-w-0">
          {settings.isPending ? (
            <LoadingState label={t.loading} />
          ) : settings.isError ? (
            <QueryError error={settings.error} onRetry={() => void settings.refetch()} />
          ) : (
            <BillingCard settings={settings.data} />
          )}
        </div>
        <div className="min-w-0">
          <CreateInvoiceForm />
        </div>
      </div>
      <InvoiceList />
    </div>
  );
}

function InvoiceList() {
  const t = useMessages(billingConsoleMessages);
  const invoices = useQuery({
    queryKey: consoleInvoicesQueryKey,
    queryFn: ({ signal }) => fetchConsoleInvoices(signal),
  });
  const [notice, setNotice] = useState<BillingNotice | null>(null);
  return (
    <section aria-labelledby="invoice-list-title" className="mt-8 space-y-3">
      <h2 id="invoice-list-title" className="text-xl font-bold text-stone-900">
        {t.listTitle}
      </h2>
      {notice?.tone === 'success' ? <SuccessMessage>{notice.text}</SuccessMessage> : null}
      {notice?.tone === 'error' ? <ErrorMessage>{notice.text}</ErrorMessage> : null}
      {invoices.isPending ? (
        <LoadingState label={t.loading} />
      ) : invoices.isError ? (
        <QueryError error={invoices.error} onRetry={() => void invoices.refetch()} />
      ) : invoices.data.length === 0 ? (
        <EmptyState>{t.empty}</EmptyState>
      ) : (
        <ResponsiveTable from="lg" className="text-sm">
          <caption className="sr-only">{t.listTitle}</caption>
          <TableHead>
            <HeaderCell className="w-44">{t.number}</HeaderCell>
            <HeaderCell>{t.tenant}</HeaderCell>
            <HeaderCell className="w-28">{t.total}</HeaderCell>
            <HeaderCell className="w-24">{t.status}</HeaderCell>
            <HeaderCell className="w-28">{t.due}</HeaderCell>
            <HeaderCell>{t.paidPeriod}</HeaderCell>
            <HeaderCell className="w-36">{t.actions}</HeaderCell>
          </TableHead>
          <TableBody>
            {invoices.data.map((invoice) => (
              <InvoiceRow key={invoice._id} invoice={invoice} onNotice={setNotice} />
            ))}
          </TableBody>
        </ResponsiveTable>
      )}
    </section>
  );
}
