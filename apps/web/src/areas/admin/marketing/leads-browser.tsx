import { LEAD_FILTERS, MAX_LEADS_PER_PAGE, type Lead } from '@meja/shared/contracts/marketing';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { messageOf } from '../../../api/api-error';
import {
  fetchLeads,
  leadsQueryKey,
  marketingQueryKey,
  optOutLead,
  type LeadFilter,
  type LeadsRequest,
} from '../../../api/marketing-api';
import { Button } from '../../../components/button/button';
import { EmptyState } from '../../../components/empty-state';
import { LoadingState } from '../../../components/loading-state';
import { ErrorMessage, SuccessMessage } from '../../../components/messages';
import { QueryError } from '../../../components/query-error';
import {
  HeaderCell,
  ResponsiveTable,
  TableBody,
  TableHead,
} from '../../../components/responsive-table/responsive-table';
import { TextField } from '../../../components/text-field';
import { useMessages } from '../../../i18n/use-messages';
import { formatCount } from '../../../lib/format-number';
import { toIsoDate, timeZoneLabel } from '../../../lib/local-date';
import { formatWhatsAppNumber } from '../../../lib/phone-display';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { csvText, downloadCsv } from '../reports/report-csv';
import { leadsCsvRows } from './leads-csv';
import { LeadRow } from './lead-row';
import { optedOutByLabel, sourceLabel } from './lead-words';
import { leadsMessages } from './marketing-messages';
import { OptOutDialog } from './opt-out-dialog';

/** Leads per step of the list ('Tampilkan lebih banyak' asks for this many more). */
const PAGE_SIZE = 200;
/** The server is asked once typing pauses this long. */
const SEARCH_PAUSE_MS = 300;

/** What the server searches: the typed text when it has a digit (it keeps only the digits), else nothing. */
function searchOf(text: string): string {
  return /\d/.test(text) ? text.trim() : '';
}

interface LeadsBrowserProps {
  tenantSlug: string;
  timeZone: string | undefined;
}

/** Search by number, filter, CSV of the same choice, the list, and 'Hentikan pesan' behind its dialog. */
export function LeadsBrowser({ tenantSlug, timeZone }: LeadsBrowserProps) {
  const t = useMessages(leadsMessages);
  const queryClient = useQueryClient();
  const [searchText, setSearchText] = useState('');
  const [filter, setFilter] = useState<LeadFilter>('all');
  const [limit, setLimit] = useState(PAGE_SIZE);
  const search = useDebouncedValue(searchOf(searchText), SEARCH_PAUSE_MS);
  const request: LeadsRequest = { search, filter, limit };
  const leads = useQuery({
    queryKey: leadsQueryKey(tenantSlug, request),
    queryFn: ({ signal }) => fetchLeads(tenantSlug, request, signal),
    // The list stays on screen while the next search or step loads.
    placeholderData: keepPreviousData,
  });

  const [asking, setAsking] = useState<Lead | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const optOut = useMutation({
    mutationFn: (lead: Lead) => optOutLead(tenantSlug, lead._id),
    onSuccess: (lead) => {
      setAsking(null);
      setNotice(t.optedOutDone({ phone: formatWhatsAppNumber(lead.phone) }));
      void queryClient.invalidateQueries({ queryKey: marketingQueryKey(tenantSlug) });
    },
  });

  const [exporting, setExporting] = useState(false);
  const [exportFailed, setExportFailed] = useState(false);
  async function exportCsv(): Promise<void> {
    setExporting(true);
    setExportFailed(false);
    try {
      const every = await fetchLeads(tenantSlug, { search, filter, limit: MAX_LEADS_PER_PAGE });
      const zone = timeZoneLabel(timeZone);
      const rows = leadsCsvRows(
        every.items,
        {
          header: [
            t.csvPhone,
            t.csvSource,
            t.csvConsentedAt({ zone }),
            t.csvConsentText,
            t.csvOptedOutAt({ zone }),
            t.csvOptedOutBy,
          ],
          source: (source) => sourceLabel(source, t),
          optedOutBy: (lead) => optedOutByLabel(lead, t),
        },
        timeZone,
      );
      downloadCsv(`pelanggan-whatsapp-${tenantSlug}-${toIsoDate(new Date())}.csv`, await csvText(rows));
    } catch {
      setExportFailed(true);
    } finally {
      setExporting(false);
    }
  }

  const filterLabels: Record<LeadFilter, string> = {
    all: t.filterAll,
    reachable: t.filterReachable,
    'opted-out': t.filterOptedOut,
  };
  const needsDigits = searchText.trim() !== '' && searchOf(searchText) === '';
  const shown = leads.data?.items ?? [];
  const total = leads.data?.total ?? 0;

  return (
    <div className="space-y-4">
      <div className="grid gap-3 lg:grid-cols-[minmax(0,1fr)_auto] lg:items-start">
        <TextField
          label={t.search}
          type="search"
          inputMode="tel"
          autoComplete="off"
          maxLength={30}
          value={searchText}
          hint={needsDigits ? t.searchNeedsDigits : t.searchHint}
          onChange={(event) => {
            setSearchText(event.target.value);
            setLimit(PAGE_SIZE);
          }}
        />
        <fieldset className="min-w-0">
          <legend className="mb-1.5 text-sm font-medium text-stone-800">{t.filter}</legend>
          <div className="flex rounded-xl border border-stone-300 bg-white p-1">
            {LEAD_FILTERS.map((option) => (
              <label
                key={option}
                className="relative inline-flex min-h-10 flex-1 cursor-pointer items-center justify-center rounded-lg px-3 text-center text-sm font-semibold whitespace-nowrap text-stone-700 has-checked:bg-(--tenant-accent) has-checked:text-white has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600"
              >
                <input
                  type="radio"
                  name="lead-filter"
                  value={option}
                  checked={filter === option}
                  onChange={() => {
                    setFilter(option);
                    setLimit(PAGE_SIZE);
                  }}
                  className="absolute inset-0 cursor-pointer appearance-none rounded-lg focus-visible:outline-none"
                />
                {filterLabels[option]}
              </label>
            ))}
          </div>
        </fieldset>
      </div>
      {notice ? <SuccessMessage>{notice}</SuccessMessage> : null}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-stone-700" aria-live="polite" data-leads-shown>
          {shown.length > 0 ? t.shown({ shown: formatCount(shown.length), total: formatCount(total) }) : null}
        </p>
        <Button
          variant="secondary"
          className="max-sm:w-full"
          loading={exporting}
          loadingLabel={t.exporting}
          disabled={!leads.data || total === 0}
          onClick={() => void exportCsv()}
        >
          {t.exportCsv}
        </Button>
      </div>
      {exportFailed ? <ErrorMessage>{t.exportFailed}</ErrorMessage> : null}
      {total > MAX_LEADS_PER_PAGE ? (
        <p className="text-sm text-stone-700">{t.exportCapped({ max: formatCount(MAX_LEADS_PER_PAGE) })}</p>
      ) : null}

      {leads.isPending ? (
        <LoadingState />
      ) : leads.isError && !leads.data ? (
        <QueryError error={leads.error} onRetry={() => void leads.refetch()} />
      ) : shown.length === 0 ? (
        <EmptyState>{t.noMatch}</EmptyState>
      ) : (
        <div aria-busy={leads.isFetching || undefined} className="space-y-3">
          <ResponsiveTable from="xl" className="text-sm">
            <caption className="sr-only">{t.listCaption}</caption>
            <TableHead>
              <HeaderCell className="w-[13rem]">{t.phone}</HeaderCell>
              <HeaderCell className="w-[12rem]">{t.status}</HeaderCell>
              <HeaderCell>{t.consent}</HeaderCell>
              <HeaderCell className="w-[12rem]" hidden>
                {t.actions}
              </HeaderCell>
            </TableHead>
            <TableBody>
              {shown.map((lead) => (
                <LeadRow
                  key={lead._id}
                  lead={lead}
                  timeZone={timeZone}
                  onOptOut={(picked) => {
                    optOut.reset();
                    setNotice(null);
                    setAsking(picked);
                  }}
                />
              ))}
            </TableBody>
          </ResponsiveTable>
          {shown.length < total && limit < MAX_LEADS_PER_PAGE ? (
            <Button
              variant="secondary"
              className="w-full sm:w-auto"
              loading={leads.isFetching}
              loadingLabel={t.loadingMore}
              onClick={() => setLimit((was) => Math.min(was + PAGE_SIZE, MAX_LEADS_PER_PAGE))}
            >
              {t.showMore}
            </Button>
          ) : null}
        </div>
      )}

      {asking ? (
        <OptOutDialog
          phone={formatWhatsAppNumber(asking.phone)}
          busy={optOut.isPending}
          error={optOut.isError ? messageOf(optOut.error, t.optOutFailed) : null}
          onConfirm={() => optOut.mutate(asking)}
          onCancel={() => setAsking(null)}
        />
      ) : null}
    </div>
  );
}
