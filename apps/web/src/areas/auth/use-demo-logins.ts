import { usePlatformOffer } from '../../api/use-platform-offer';

/**
 * Whether the login pages may list and prefill the demo accounts (issue 12): only when the server
 * says its demo data is on and it is not production (`demoLogins` of GET /public/settings).
 * `known` turns true once the settings answered, failed, or wait for a network that is not there
 * (offline, the answer is no).
 */
export function useDemoLogins(): { demoLogins: boolean; known: boolean } {
  const offer = usePlatformOffer();
  return {
    demoLogins: offer.data?.demoLogins === true,
    known: offer.isSuccess || offer.isError || offer.fetchStatus === 'paused',
  };
}
