import { useMessages } from '../../i18n/use-messages';
import type { BankTransfer, PublicInvoice } from '@meja/shared/contracts/billing';
import { formatRupiah } from '@meja/shared/money';
import type { ReactNode } from 'react';
import { Button } from '../../components/button/button';
import { buttonLook } from '../../components/button/button-look';
import { textLinkLook } from '../../components/text-link';
import { CopyButton } from '../../components/copy-button';
import { PLATFORM_CONTACT_EMAIL } from '../../lib/platform-contact';
import { WhatsAppIcon } from '../../components/line-icons';
import { invoiceMessages } from './payment-messages';

interface TransferInstructionsProps {
  invoice: PublicInvoice['invoice'];
  bankTransfer: BankTransfer;
  /** The WhatsApp chat with the platform, prefilled; null when no number is set. */
  confirmHref: string | null;
  refreshing: boolean;
  onRefresh: () => void;
}

/** One line of the transfer: what, the value, and a copy button beside it when it helps. */
function Row({ label, children, copy }: { label: string; children: ReactNode; copy?: ReactNode }) {
  return (
    <div className="py-3">
      <dt className="text-sm text-stone-600">{label}</dt>
      <dd className="mt-1 flex items-center justify-between gap-4">
        <span className="min-w-0 flex-1 text-lg font-bold text-stone-900 [overflow-wrap:anywhere]">
          {children}
        </span>
        {copy}
      </dd>
    </div>
  );
}

/** The manual provider's bank transfer: where to, how much, what to write; then manual confirmation. */
export function TransferInstructions({
  invoice,
  bankTransfer,
  confirmHref,
  refreshing,
  onRefresh,
}: TransferInstructionsProps) {
  const invoiceTexts = useMessages(invoiceMessages);
  const hasBank = bankTransfer.bankName.trim() !== '' && bankTransfer.accountNumber.trim() !== '';
  return (
    <section aria-labelledby="transfer-heading">
      <h2 id="transfer-heading" className="text-lg font-bold text-stone-900">
        {invoiceTexts.transferHeading}
      </h2>
      {hasBank ? (
        <p className="mt-1 text-stone-700">{invoiceTexts.transferLead}</p>
      ) : (
        <div
          className="mt-3 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950"
          data-no-bank
        >
          <p className="font-semibold">{invoiceTexts.noBankTitle}</p>
          <p className="mt-1 text-sm">
            {invoiceTexts.noBankText({ whatsApp: confirmHref !== null ? invoiceTexts.noBankWhatsApp : '' })}{' '}
            <a href={`mailto:${PLATFORM_CONTACT_EMAIL}`} className={textLinkLook}>
              {PLATFORM_CONTACT_EMAIL}
            </a>
          </p>
        </div>
      )}
      <dl className="mt-3 divide-y divide-stone-200 rounded-xl border border-stone-200 px-4">
        {hasBank ? (
          <>
            <Row label={invoiceTexts.bank}>{bankTransfer.bankName}</Row>
            <Row
              label={invoiceTexts.accountNumber}
              copy={<CopyButton value={bankTransfer.accountNumber} label={invoiceTexts.accountNumber} />}
            >
              <span className="tabular-nums">{bankTransfer.accountNumber}</span>
            </Row>
            {bankTransfer.accountName.trim() ? (
              <Row label={invoiceTexts.accountName}>{bankTransfer.accountName}</Row>
            ) : null}
          </>
        ) : null}
        <Row
          label={invoiceTexts.transferAmount}
          copy={<CopyButton value={String(Math.round(invoice.amount))} label={invoiceTexts.transferAmount} />}
        >
          <span className="tabular-nums">{formatRupiah(invoice.amount)}</span>
        </Row>
        <Row
          label={invoiceTexts.description}
          copy={<CopyButton value={invoice.number} label={invoiceTexts.description} />}
        >
          <span className="whitespace-nowrap">{invoice.number}</span>
          <span className="block text-sm font-normal text-stone-600">{invoiceTexts.descriptionHint}</span>
        </Row>
      </dl>
      {hasBank && bankTransfer.note.trim() ? (
        <p className="mt-3 text-sm text-stone-700">{bankTransfer.note}</p>
      ) : null}
      <p className="mt-4 text-stone-700">
        {invoice.kind === 'BROADCAST'
          ? invoiceTexts.manualConfirmationBroadcast
          : invoiceTexts.manualConfirmation}
      </p>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row">
        {confirmHref ? (
          <a href={confirmHref} target="_blank" rel="noopener noreferrer" className={buttonLook('primary')}>
            <WhatsAppIcon />
            {invoiceTexts.confirmWhatsApp}
          </a>
        ) : (
          <p className="text-sm text-stone-700">{invoiceTexts.noWhatsApp}</p>
        )}
        <Button variant="secondary" disabled={refreshing} onClick={onRefresh}>
          {refreshing ? invoiceTexts.refreshing : invoiceTexts.refresh}
        </Button>
      </div>
    </section>
  );
}
