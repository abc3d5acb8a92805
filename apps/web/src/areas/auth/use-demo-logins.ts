import { usePlatformOffer } from '../../api/use-platform-offer';

/**
 * Whether the login pages may list and prefill the demo accounts (issue 12): only when the server
 * says its demo data is on and it is not production (`demoLogins` of GET /public/settings).
 */
export function useDemoLogins(): boolean {
  return usePlatformOffer().data?.demoLogins === true;
}
