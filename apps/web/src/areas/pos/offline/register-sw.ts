import { Workbox } from 'workbox-window';

/* The POS service worker (vite-plugin-pwa, generateSW): precaches the staff app so /pos/{slug} opens offline. */

export const POS_SW_URL = '/sw.js';
/** Only the POS pages are controlled; every other page of the site stays network-only. */
export const POS_SW_SCOPE = '/pos/';

let registered = false;

/**
 * Registers the worker once per page (production builds only: the dev server has no sw.js). A new
 * worker activates at once (autoUpdate) and the page reloads so it runs the matching app version.
 */
export async function registerPosServiceWorker(): Promise<void> {
  if (registered || !import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  registered = true;
  const workbox = new Workbox(POS_SW_URL, { scope: POS_SW_SCOPE });
  workbox.addEventListener('controlling', (event) => {
    if (event.isUpdate) window.location.reload();
  });
  try {
    await workbox.register();
  } catch {
    // No worker (private mode, blocked by policy): the POS still works online.
    registered = false;
  }
}
