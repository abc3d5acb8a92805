import type { Lead } from '@meja/shared/contracts/marketing';

/**
 * Where a lead opted in, in words: 'menu_banner' → 'Banner menu', 'order_tracking' → the order's
 * tracking page; a source not known here as it is.
 */
export function sourceLabel(
  source: string,
  t: { sourceMenuBanner: string; sourceOrderTracking: string },
): string {
  if (source === 'menu_banner') return t.sourceMenuBanner;
  if (source === 'order_tracking') return t.sourceOrderTracking;
  return source;
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
