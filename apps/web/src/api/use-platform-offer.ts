import type { CheckoutRequest, CheckoutResponse } from '@meja/shared/contracts/billing';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { PlatformOffer } from './billing-api';

/*
 * The site's first screens (/, /pricing) stay free of the API client and its zod contracts: the
 * calls are imported when they are made, after the page has painted.
 */
const billingApi = () => import('./billing-api');

export const PLATFORM_OFFER_QUERY_KEY = ['public', 'settings'];

/** GET /public/settings: the plan prices, the platform's WhatsApp number and the trial length. */
export function usePlatformOffer() {
  return useQuery<PlatformOffer>({
    queryKey: PLATFORM_OFFER_QUERY_KEY,
    queryFn: async () => (await billingApi()).fetchPublicSettings(),
    staleTime: 5 * 60_000,
  });
}

/** POST /public/checkout; the caller sends the browser on to the answer. */
export function useCheckout() {
  return useMutation<CheckoutResponse, Error, CheckoutRequest>({
    mutationFn: async (request) => (await billingApi()).checkout(request),
  });
}
