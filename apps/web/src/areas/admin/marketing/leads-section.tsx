import { useQuery } from '@tanstack/react-query';
import { fetchLeads, leadsQueryKey, type LeadsRequest } from '../../../api/marketing-api';
import { EmptyState } from '../../../components/empty-state';
import { LoadingState } from '../../../components/loading-state';
import { InfoMessage } from '../../../components/messages';
import { QueryError } from '../../../components/query-error';
import { TextLink } from '../../../components/text-link';
import { useMessages } from '../../../i18n/use-messages';
import { formatCount } from '../../../lib/format-number';
import { adminSectionPath } from '../admin-sections';
import { fetchTenantSettings, settingsQueryKey } from '../settings/settings-api';
import { LeadsBrowser } from './leads-browser';
import { leadsMessages } from './marketing-messages';

/** The whole list's counts: no search, no filter, one row. */
const EVERY_LEAD: LeadsRequest = { search: '', filter: 'all', limit: 1 };

/** The WhatsApp opt-in card of Settings (its heading's id). */
const OPT_IN_SETTINGS_ANCHOR = 'wa-optin-title';

interface LeadsSectionProps {
  tenantSlug: string;
}

/**
 * 'Pelanggan WhatsApp' (issue 18): how many opted in and how many still may be messaged, then the
 * leads to search, filter, export and opt out. Without any lead: how to get the first ones.
 */
export function LeadsSection({ tenantSlug }: LeadsSectionProps) {
  const t = useMessages(leadsMessages);
  // The restaurant's time zone and whether the menu banner is on (Settings has the same role and package).
  const settings = useQuery({
    queryKey: settingsQueryKey(tenantSlug),
    queryFn: ({ signal }) => fetchTenantSettings(tenantSlug, signal),
  });
  const counts = useQuery({
    queryKey: leadsQueryKey(tenantSlug, EVERY_LEAD),
    queryFn: ({ signal }) => fetchLeads(tenantSlug, EVERY_LEAD, signal),
  });
  const settingsLink = `${adminSectionPath(tenantSlug, 'settings')}#${OPT_IN_SETTINGS_ANCHOR}`;
  const bannerOff = settings.data?.waOptinEnabled === false;

  return (
    <section aria-labelledby="leads-title" className="space-y-4">
      <div>
        <h2 id="leads-title" className="text-xl font-bold text-stone-900">
          {t.title}
        </h2>
        <p className="mt-1 max-w-3xl text-sm text-stone-700">{t.intro}</p>
      </div>
      {counts.isPending || settings.isPending ? (
        <LoadingState />
      ) : counts.isError ? (
        <QueryError error={counts.error} onRetry={() => void counts.refetch()} />
      ) : counts.data.total === 0 ? (
        <EmptyState>
          <span className="block font-semibold text-stone-900">{t.empty}</span>
          <span className="mt-2 block text-sm">
            {bannerOff || !settings.data ? t.emptyBannerOff : t.emptyBannerOn}
          </span>
          {bannerOff || !settings.data ? (
            <span className="mt-3 block text-sm">
              <TextLink to={settingsLink}>{t.openSettings}</TextLink>
            </span>
          ) : null}
        </EmptyState>
      ) : (
        <>
          <dl aria-label={t.countsLabel} className="grid grid-cols-3 gap-2 sm:max-w-xl sm:gap-3">
            <Count label={t.total} value={counts.data.total} kind="total" />
            <Count label={t.reachable} value={counts.data.reachable} kind="reachable" />
            <Count label={t.optedOut} value={counts.data.total - counts.data.reachable} kind="opted-out" />
          </dl>
          {bannerOff ? (
            <InfoMessage className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
              <span>{t.bannerOffNote}</span>
              <TextLink to={settingsLink}>{t.openSettings}</TextLink>
            </InfoMessage>
          ) : null}
          <LeadsBrowser tenantSlug={tenantSlug} timeZone={settings.data?.timezone} />
        </>
      )}
    </section>
  );
}

function Count({ label, value, kind }: { label: string; value: number; kind: string }) {
  return (
    <div
      className="rounded-xl border border-stone-200 bg-stone-50 px-3 py-2 sm:px-4 sm:py-3"
      data-lead-count={kind}
    >
      <dt className="text-xs font-medium text-stone-700 sm:text-sm">{label}</dt>
      <dd className="text-xl font-bold tabular-nums text-stone-900 sm:text-2xl">{formatCount(value)}</dd>
    </div>
  );
}
