/* The POS routes of SPEC §2, for one restaurant. */

export function posBasePath(slug: string): string {
  return `/pos/${encodeURIComponent(slug)}`;
}

export function posLoginPath(slug: string): string {
  return `${posBasePath(slug)}/login`;
}

export function posShiftPath(slug: string): string {
  return `${posBasePath(slug)}/shift`;
}

export function posReportsPath(slug: string): string {
  return `${posBasePath(slug)}/reports`;
}

/**
 * Where the login goes once someone is logged in: the POS page that sent them there (router state
 * `{ returnTo }`), when it is one of this restaurant's POS pages; else the dashboard.
 */
export function posReturnPath(state: unknown, slug: string): string {
  const base = posBasePath(slug);
  if (typeof state !== 'object' || state === null || !('returnTo' in state)) return base;
  const { returnTo } = state;
  if (typeof returnTo !== 'string') return base;
  const path = returnTo.split(/[?#]/, 1)[0] ?? '';
  const ownPage = path === base || (path.startsWith(`${base}/`) && path !== posLoginPath(slug));
  return ownPage && !returnTo.includes('//') ? returnTo : base;
}
