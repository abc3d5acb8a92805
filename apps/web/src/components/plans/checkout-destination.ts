import { isSafeHref } from '../../lib/safe-href';

/**
 * SPEC §2 /payment: after checkout the browser goes to the returned paymentUrl; without one (or
 * with one that is not a web address) to the tenant admin, else to /login.
 */
export function checkoutDestination(paymentUrl: string, tenantSlug: string | null): string {
  const url = paymentUrl.trim();
  if (url !== '' && isSafeHref(url)) return url;
  return tenantSlug ? `/${encodeURIComponent(tenantSlug)}/admin` : '/login';
}
