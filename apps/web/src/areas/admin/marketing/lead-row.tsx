import type { Lead } from '@meja/shared/contracts/marketing';
import { Button } from '../../../components/button/button';
import { CellLabel, TableCell, TableRow } from '../../../components/responsive-table/responsive-table';
import { StatusBadge } from '../../../components/status-badge';
import { useMessages } from '../../../i18n/use-messages';
import { formatDateTimeIn } from '../../../lib/local-date';
import { formatWhatsAppNumber } from '../../../lib/phone-display';
import { ExpandableText } from './expandable-text';
import { optedOutByLabel, sourceLabel } from './lead-words';
import { leadsMessages } from './marketing-messages';

interface LeadRowProps {
  lead: Lead;
  /** The restaurant's time zone (its setting); the browser's while unknown. */
  timeZone: string | undefined;
  onOptOut: (lead: Lead) => void;
}

/** One lead: the number and where it came from, its status, what it agreed to and when, and 'Hentikan pesan'. */
export function LeadRow({ lead, timeZone, onOptOut }: LeadRowProps) {
  const t = useMessages(leadsMessages);
  const phone = formatWhatsAppNumber(lead.phone);
  const optedOut = lead.optedOutAt !== null;
  return (
    <TableRow
      tone={optedOut ? 'muted' : 'plain'}
      className="grid grid-cols-1 gap-3 p-4 sm:grid-cols-2"
      data-lead-phone={lead.phone}
    >
      <TableCell className="min-w-0">
        <CellLabel className="block">{t.phone}</CellLabel>
        <span className="block text-base font-semibold whitespace-nowrap tabular-nums text-stone-900">
          {phone}
        </span>
        <span className="block text-xs text-stone-700">
          {t.sourceLine({ source: sourceLabel(lead.source, t) })}
        </span>
      </TableCell>
      <TableCell className="min-w-0">
        <CellLabel className="block">{t.status}</CellLabel>
        {lead.optedOutAt ? (
          <>
            <StatusBadge tone="danger">{t.statusOptedOut}</StatusBadge>
            <span className="mt-1 block text-xs text-stone-700" data-lead-opted-out>
              {t.optedOutWhen({
                when: formatDateTimeIn(lead.optedOutAt, timeZone),
                by: optedOutByLabel(lead, t),
              })}
            </span>
          </>
        ) : (
          <StatusBadge tone="done">{t.statusReachable}</StatusBadge>
        )}
      </TableCell>
      <TableCell className="min-w-0 sm:col-span-2">
        <CellLabel className="block">{t.consent}</CellLabel>
        <time dateTime={lead.consentedAt} className="block font-medium text-stone-900">
          {formatDateTimeIn(lead.consentedAt, timeZone)}
        </time>
        <ConsentText text={lead.consentText} />
      </TableCell>
      <TableCell className={`min-w-0 sm:col-span-2 ${optedOut ? 'max-xl:hidden' : ''}`}>
        <CellLabel className="sr-only">{t.actions}</CellLabel>
        {optedOut ? null : (
          <Button
            variant="danger"
            className="w-full whitespace-nowrap sm:w-auto"
            context={phone}
            onClick={() => onOptOut(lead)}
          >
            {t.optOut}
          </Button>
        )}
      </TableCell>
    </TableRow>
  );
}

/** The text the diner agreed to, quoted; a long one two lines at first, with 'Tampilkan semua'. */
function ConsentText({ text }: { text: string }) {
  const t = useMessages(leadsMessages);
  if (!text) return <p className="mt-1 text-sm text-stone-600 italic">{t.noConsentText}</p>;
  return (
    <ExpandableText
      className="mt-1"
      text={text}
      label={t.consentText}
      showWhole={t.showWholeText}
      hideWhole={t.hideWholeText}
      data-consent-text
    />
  );
}
