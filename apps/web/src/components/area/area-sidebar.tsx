import { useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import type { AreaNavItem } from './area-nav-item';
import { i18n } from '../../i18n/i18n';
import { useMessages } from '../../i18n/use-messages';

export const areaSidebarMessages = i18n('common/area/area-sidebar', {
  halaman: 'Halaman',
});

interface AreaSidebarProps {
  label: string;
  items: readonly AreaNavItem[];
  /** SPEC §2: hidden on small screens (cashier, kitchen, inventory). */
  hideOnSmallScreens?: boolean;
}

function sidebarLinkClass({ isActive }: { isActive: boolean }): string {
  const base = 'flex min-h-11 items-center rounded-lg px-3 text-sm font-semibold transition-colors';
  return isActive
    ? `${base} bg-(--tenant-accent) text-white shadow-sm`
    : `${base} text-stone-700 hover:bg-(--tenant-accent-soft) hover:text-(--tenant-accent-text)`;
}

/** The area's section links: a column from md up, a menu button with a grid on phones. */
export function AreaSidebar({ label, items, hideOnSmallScreens = false }: AreaSidebarProps) {
  const t = useMessages(areaSidebarMessages);
  const { pathname } = useLocation();
  const [openOnPath, setOpenOnPath] = useState<string | null>(null);
  const open = openOnPath === pathname;
  const current = items.find((item) => (item.end ? pathname === item.to : pathname.startsWith(item.to)));
  const menuId = `area-menu-${label.replace(/\W+/g, '-').toLowerCase()}`;

  if (items.length === 0) return null;

  return (
    <div className={hideOnSmallScreens ? 'hidden md:block' : ''}>
      <div className="md:hidden">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={menuId}
          onClick={() => setOpenOnPath(open ? null : pathname)}
          className="flex min-h-12 w-full items-center justify-between rounded-xl border border-stone-200 bg-white px-4 text-left text-sm font-semibold text-stone-800 shadow-sm"
        >
          <span>
            {t.halaman}
            <span className="font-normal text-stone-600">{current ? `: ${current.label}` : ''}</span>
          </span>
          <svg
            aria-hidden="true"
            viewBox="0 0 20 20"
            className={`size-5 transition-transform ${open ? 'rotate-180' : ''}`}
            fill="currentColor"
          >
            <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4z" />
          </svg>
        </button>
      </div>
      <nav
        id={menuId}
        aria-label={label}
        className={`${open ? 'mt-2 block' : 'hidden'} rounded-xl border border-stone-200 bg-white p-2 shadow-sm md:sticky md:top-20 md:mt-0 md:block`}
      >
        <ul className="grid grid-cols-2 gap-1 md:grid-cols-1">
          {items.map((item) => (
            <li key={item.to}>
              <NavLink to={item.to} end={item.end} className={sidebarLinkClass}>
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
