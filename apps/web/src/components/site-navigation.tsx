import { useEffect, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { SITE_NAV_LINKS, siteNavLinkMessages } from './site-nav-links';
import { i18n } from '../i18n/i18n';
import { useMessages } from '../i18n/use-messages';

export const siteNavigationMessages = i18n('common/site-navigation', {
  navigasiUtama: 'Navigasi utama',
  tutupMenu: 'Tutup menu',
  bukaMenu: 'Buka menu',
  navigasiUtamaPonsel: 'Navigasi utama (ponsel)',
});

function desktopLinkClass({ isActive }: { isActive: boolean }): string {
  const base = 'inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-semibold transition-colors';
  return isActive
    ? `${base} bg-brand-50 text-brand-800`
    : `${base} text-stone-700 hover:bg-stone-100 hover:text-stone-900`;
}

function mobileLinkClass({ isActive }: { isActive: boolean }): string {
  const base = 'flex min-h-12 items-center rounded-lg px-3 text-base font-semibold';
  return isActive ? `${base} bg-brand-50 text-brand-800` : `${base} text-stone-800 hover:bg-stone-100`;
}

/** Pricing / Register / Login: inline from the sm breakpoint, behind a menu button on phones. */
export function SiteNavigation() {
  const t = useMessages(siteNavigationMessages);
  const links = useMessages(siteNavLinkMessages);
  const { pathname } = useLocation();
  // The menu is open for the page it was opened on; navigating closes it without an effect.
  const [openOnPath, setOpenOnPath] = useState<string | null>(null);
  const open = openOnPath === pathname;
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    const closeOnEscape = (event: KeyboardEvent): void => {
      if (event.key !== 'Escape') return;
      setOpenOnPath(null);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [open]);

  return (
    <>
      <nav aria-label={t.navigasiUtama} className="ml-auto hidden items-center gap-1 sm:flex">
        {SITE_NAV_LINKS.map((link) => (
          <NavLink key={link.to} to={link.to} className={desktopLinkClass}>
            {links[link.label]}
          </NavLink>
        ))}
      </nav>
      <button
        ref={toggleRef}
        type="button"
        className="ml-auto inline-flex size-11 items-center justify-center rounded-lg text-stone-800 hover:bg-stone-100 sm:hidden"
        aria-expanded={open}
        aria-controls="mobile-site-nav"
        onClick={() => setOpenOnPath(open ? null : pathname)}
      >
        <span className="sr-only">{open ? t.tutupMenu : t.bukaMenu}</span>
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-6"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
        </svg>
      </button>
      <nav
        id="mobile-site-nav"
        aria-label={t.navigasiUtamaPonsel}
        hidden={!open}
        className="absolute inset-x-0 top-full border-b border-stone-200 bg-white px-4 pb-4 pt-2 shadow-lg sm:hidden"
      >
        <ul className="space-y-1">
          {SITE_NAV_LINKS.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} className={mobileLinkClass}>
                {links[link.label]}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
