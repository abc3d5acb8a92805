import type { CheckoutRequest, CheckoutResponse } from '@meja/shared/contracts/billing';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useAfterFirstPaint } from '../lib/use-after-first-paint';
import { fetchPublicSettings, type PlatformOffer } from './public-settings';

/*
 * The site's first screens (/, /pricing) stay free of the API client and its zod contracts: the
 * settings are read with a hand-written check once the page has painted (they fill in prices and
 * details; the page's text does not wait for them), and checkout's client is imported on a click.
 */
const billingApi = () => import('./billing-api');

export const PLATFORM_OFFER_QUERY_KEY = ['public', 'settings'];

/** GET /public/settings: the plan prices, the platform's WhatsApp number and the trial length. */
export function usePlatformOffer() {
  const painted = useAfterFirstPaint();
  return useQuery<PlatformOffer>({
    queryKey: PLATFORM_OFFER_QUERY_KEY,
    queryFn: fetchPublicSettings,
    staleTime: 5 * 60_000,
    enabled: painted,
  });
}

/** POST /public/checkout; the caller sends the browser on to the answer. */
export function useCheckout() {
  return useMutation<CheckoutResponse, Error, CheckoutRequest>({
    mutationFn: async (request) => (await billingApi()).checkout(request),
  });
}
