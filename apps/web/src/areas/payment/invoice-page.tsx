import { useMessages } from '../../i18n/use-messages';
import { useQuery } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router';
import { hasStatus } from '../../api/api-error';
import { fetchPublicInvoice, publicInvoiceQueryKey } from '../../api/billing-api';
import { ButtonLink } from '../../components/button/button-link';
import { LoadFailedScreen } from '../../components/load-failed-screen';
import { LoadingState } from '../../components/loading-state';
import { StatusScreen } from '../../components/status-screen';
import { InvoiceView } from './invoice-view';
import { invoiceMessages } from './payment-messages';

/**
 * /payment/{tenantSlug}/invoice/{invoiceId}?token= — the manual provider's paymentUrl: the invoice
 * with its bank-transfer instructions. The token in the link is what lets a visitor read it.
 */
export function InvoicePage() {
  const invoiceTexts = useMessages(invoiceMessages);
  const { tenantSlug = '', invoiceId = '' } = useParams();
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const invoice = useQuery({
    queryKey: publicInvoiceQueryKey(tenantSlug, invoiceId),
    queryFn: () => fetchPublicInvoice(tenantSlug, invoiceId, token),
    enabled: token !== '',
    // The platform marks it paid by hand: coming back to the tab shows the news.
    refetchOnWindowFocus: true,
  });

  if (token === '' || hasStatus(invoice.error, 404) || hasStatus(invoice.error, 400)) {
    return (
      <StatusScreen
        title={invoiceTexts.notFoundTitle}
        actions={
          <ButtonLink to="/pricing" variant="primary">
            {invoiceTexts.toPricing}
          </ButtonLink>
        }
      >
        <p>{invoiceTexts.notFoundText}</p>
      </StatusScreen>
    );
  }
  if (invoice.isPending) return <LoadingState label={invoiceTexts.loading} />;
  if (invoice.isError)
    return <LoadFailedScreen error={invoice.error} onRetry={() => void invoice.refetch()} />;
  return (
    <InvoiceView
      data={invoice.data}
      refreshing={invoice.isFetching}
      onRefresh={() => void invoice.refetch()}
    />
  );
}
