/** SPEC §2 shared layout: outside customer pages the visitor sees these links. */
export const SITE_NAV_LINKS = [
  { to: '/pricing', label: 'Pricing' },
  { to: '/register', label: 'Register' },
  { to: '/login', label: 'Login' },
] as const;
