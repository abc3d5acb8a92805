import type { Lead } from '@meja/shared/contracts/marketing';

/** Where a lead opted in, in words: 'menu_banner' → 'Banner menu'; a source not known here as it is. */
export function sourceLabel(source: string, t: { sourceMenuBanner: string }): string {
  return source === 'menu_banner' ? t.sourceMenuBanner : source;
}

/** Who opted the lead out: 'balasan STOP' (the diner's reply) or 'admin'. */
export function optedOutByLabel(
  lead: Pick<Lead, 'optOutSource'>,
  t: { byReply: string; byAdmin: string; byUnknown: string },
): string {
  if (lead.optOutSource === 'reply') return t.byReply;
  if (lead.optOutSource === 'admin') return t.byAdmin;
  return t.byUnknown;
}
