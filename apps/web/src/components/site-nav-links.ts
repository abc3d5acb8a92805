import { i18n } from '../i18n/i18n';

export const siteNavLinkMessages = i18n('common/site-nav-links', {
  pricing: 'Pricing',
  register: 'Register',
  login: 'Login',
});

/** SPEC §2 shared layout: outside customer pages the visitor sees these links; `label` names a text of siteNavLinkMessages. */
export const SITE_NAV_LINKS = [
  { to: '/pricing', label: 'pricing' },
  { to: '/register', label: 'register' },
  { to: '/login', label: 'login' },
] as const;
