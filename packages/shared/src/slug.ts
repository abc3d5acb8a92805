/** SPEC §5: lowercase, anything not a-z0-9 becomes '-', runs collapsed, ends trimmed. */
export function slugify(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * Slugs a restaurant may not take: first path segments of the web app, and names under
 * /api/v1/public/ that a slug would shadow (/api/v1/public/{slug}/menu).
 */
export const RESERVED_SLUGS: ReadonlySet<string> = new Set([
  'api',
  'admin',
  'assets',
  'checkout',
  'forgot-password',
  'group',
  'login',
  'logout',
  'menu',
  'password-reset',
  'pay',
  'payment',
  'pos',
  'pricing',
  'register',
  'reset-password',
  'resolve',
  'settings',
  'super-admin',
  'uploads',
  'verify-email',
]);
