import { RESERVED_SLUGS } from './slug';

/** SPEC §2 diner pages and how many segments may follow the section (menu/{itemId}, order-track/{orderId}). */
const DINER_SECTIONS: ReadonlyMap<string, number> = new Map([
  ['menu', 1],
  ['cart', 0],
  ['order-track', 1],
]);

/**
 * The diner's pages `/{tenantSlug}/menu[/{itemId}]`, `/cart` and `/order-track[/{orderId}]`. They are a
 * separate, small web app: the server sends them diner.html, the rest of the site index.html.
 */
export function isDinerPath(pathname: string): boolean {
  const [slug, section, ...rest] = pathname.split('/').filter(Boolean);
  if (slug === undefined || section === undefined || RESERVED_SLUGS.has(slug)) return false;
  const extra = DINER_SECTIONS.get(section);
  return extra !== undefined && rest.length <= extra;
}
