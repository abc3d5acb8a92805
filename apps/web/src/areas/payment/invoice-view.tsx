import { useMessages } from '../../i18n/use-messages';
import { invoiceDescription, whatsappChatHref } from '@meja/shared/billing';
import type { InvoiceStatus, PublicInvoice } from '@meja/shared/contracts/billing';
import { formatRupiah } from '@meja/shared/money';
import { ButtonLink } from '../../components/button/button-link';
import { DocumentTitle } from '../../components/document-title';
import { InfoMessage, SuccessMessage } from '../../components/messages';
import { StatusBadge, type StatusTone } from '../../components/status-badge';
import { formatDateTime } from '../../lib/local-date';
import { invoiceStatusMessages, invoiceMessages } from './payment-messages';
import { TransferInstructions } from './transfer-instructions';

const STATUS_TONES: Record<InvoiceStatus, StatusTone> = { UNPAID: 'waiting', PAID: 'done', VOID: 'neutral' };

interface InvoiceViewProps {
  data: PublicInvoice;
  refreshing: boolean;
  onRefresh: () => void;
}

/** The invoice, its status and, while unpaid, how to pay it and how the platform confirms it. */
export function InvoiceView({ data, refreshing, onRefresh }: InvoiceViewProps) {
  const invoiceStatuses = useMessages(invoiceStatusMessages);
  const invoiceTexts = useMessages(invoiceMessages);
  const { invoice, bankTransfer, whatsappNumber } = data;
  const amount = formatRupiah(invoice.amount);
  const confirmHref = whatsappChatHref(
    whatsappNumber,
    invoiceTexts.confirmMessage({ number: invoice.number, tenant: invoice.tenantName, amount }),
  );

  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-8 sm:py-14">
      <DocumentTitle title={`${invoiceTexts.title} ${invoice.number}`} />
      <div className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-8">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h1 className="text-2xl font-bold tracking-tight text-stone-900">
            {invoiceTexts.title} <span className="whitespace-nowrap">{invoice.number}</span>
          </h1>
          <StatusBadge tone={STATUS_TONES[invoice.status]} className="text-sm">
            <span className="sr-only">{invoiceTexts.status}: </span>
            {invoiceStatuses[invoice.status]}
          </StatusBadge>
        </div>
        <dl className="mt-5 grid gap-x-6 gap-y-2 text-stone-700 sm:grid-cols-[auto_1fr]">
          <dt>{invoiceTexts.restaurant}</dt>
          <dd className="font-semibold text-stone-900">{invoice.tenantName}</dd>
          <dt>{invoiceTexts.plan}</dt>
          <dd className="font-semibold text-stone-900">
            {invoice.plan && invoice.cycle
              ? invoiceDescription(invoice.plan, invoice.cycle)
              : invoice.description}
          </dd>
          <dt>{invoiceTexts.amount}</dt>
          <dd className="text-xl font-extrabold text-stone-900" data-invoice-amount>
            {amount}
          </dd>
          <dt>{invoiceTexts.dueAt}</dt>
          <dd className="font-semibold text-stone-900">{formatDateTime(invoice.dueAt)}</dd>
          {invoice.paidAt ? (
            <>
              <dt>{invoiceTexts.paidAt}</dt>
              <dd className="font-semibold text-stone-900">{formatDateTime(invoice.paidAt)}</dd>
            </>
          ) : null}
        </dl>

        <div className="mt-6">
          {invoice.status === 'PAID' ? <SuccessMessage>{invoiceTexts.paidText}</SuccessMessage> : null}
          {invoice.status === 'VOID' ? <InfoMessage>{invoiceTexts.voidText}</InfoMessage> : null}
          {invoice.status === 'UNPAID' ? (
            <TransferInstructions
              invoice={invoice}
              bankTransfer={bankTransfer}
              confirmHref={confirmHref}
              refreshing={refreshing}
              onRefresh={onRefresh}
            />
          ) : null}
        </div>

        <div className="mt-8 flex flex-wrap gap-3 border-t border-stone-200 pt-6">
          <ButtonLink to={`/${encodeURIComponent(invoice.tenantSlug)}/admin`} variant="secondary">
            {invoiceTexts.toAdmin}
          </ButtonLink>
          <ButtonLink to="/pricing" variant="secondary">
            {invoiceTexts.toPricing}
          </ButtonLink>
        </div>
      </div>
    </div>
  );
}
