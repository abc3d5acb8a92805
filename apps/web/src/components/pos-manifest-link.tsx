import { useMatches } from 'react-router';
import { POS_ROUTE_HANDLE } from '../lib/route-handles';

/** The POS web app manifest ('Meja Kasir'), written by vite-plugin-pwa under its default name. */
export const POS_MANIFEST_URL = '/manifest.webmanifest';

/**
 * Links the POS's manifest on POS pages only (issue 12): index.html is also the landing's page, and
 * installing from the landing installed 'Meja Kasir'. The build takes the plugin's link out of
 * index.html (vite.config.ts); React puts this one in <head> and removes it when the POS is left.
 */
export function PosManifestLink() {
  const onPos = useMatches().some((match) => match.handle === POS_ROUTE_HANDLE);
  return onPos ? <link rel="manifest" href={POS_MANIFEST_URL} /> : null;
}
