import type { WaStatus } from '@meja/shared/contracts/marketing';
import { useQuery } from '@tanstack/react-query';
import {
  broadcastsQueryKey,
  fetchBroadcasts,
  fetchWaStatus,
  waStatusQueryKey,
} from '../../../api/marketing-api';
import { fetchTenantSettings, settingsQueryKey } from '../settings/settings-api';

/** SPEC §7/§9: the broadcast list refreshes every 5 s (only while the page is visible). */
export const BROADCASTS_REFRESH_MS = 5000;

/**
 * The broadcasts, the price and the reachable leads: one query for the form and the history,
 * refreshed every 5 s. TanStack Query pauses an interval while the tab is hidden
 * (`refetchIntervalInBackground` is off), so a page left open in the background asks nothing.
 */
export function useBroadcasts(tenantSlug: string) {
  return useQuery({
    queryKey: broadcastsQueryKey(tenantSlug),
    queryFn: ({ signal }) => fetchBroadcasts(tenantSlug, signal),
    refetchInterval: BROADCASTS_REFRESH_MS,
    staleTime: 0,
  });
}

/**
 * The platform's WhatsApp number as this restaurant sees it. `pollDelay` is the device card's
 * (every 2 s while connecting, given the last answer); the other parts of the page read the same one.
 */
export function useWaStatus(tenantSlug: string, pollDelay?: (last: WaStatus | undefined) => number | false) {
  return useQuery({
    queryKey: waStatusQueryKey(tenantSlug),
    queryFn: ({ signal }) => fetchWaStatus(tenantSlug, signal),
    refetchInterval: pollDelay ? (query) => pollDelay(query.state.data) : undefined,
  });
}

/** The restaurant's time zone (its setting) for the times shown; the browser's while unknown. */
export function useRestaurantTimeZone(tenantSlug: string): string | undefined {
  const settings = useQuery({
    queryKey: settingsQueryKey(tenantSlug),
    queryFn: ({ signal }) => fetchTenantSettings(tenantSlug, signal),
  });
  return settings.data?.timezone;
}
