import { NavLink } from 'react-router';
import { useMessages } from '../../../i18n/use-messages';
import { posBasePath, posReportsPath, posShiftPath } from '../pos-paths';
import { shellMessages } from './shell-messages';

interface PosNavProps {
  slug: string;
  showReports: boolean;
}

function linkClass({ isActive }: { isActive: boolean }): string {
  const base =
    'flex min-h-11 flex-1 items-center justify-center rounded-lg px-4 text-sm font-semibold transition-colors sm:flex-none';
  return isActive
    ? `${base} bg-(--tenant-accent) text-white shadow-sm`
    : `${base} text-stone-700 hover:bg-white hover:text-(--tenant-accent-text)`;
}

/** SPEC §2 POS shell: Dashboard, Shift, Reports (Reports hidden for cashiers). */
export function PosNav({ slug, showReports }: PosNavProps) {
  const t = useMessages(shellMessages);
  return (
    <nav aria-label={t.navLabel}>
      <ul className="flex gap-1 rounded-xl bg-stone-100 p-1">
        <li className="flex flex-1 sm:flex-none">
          <NavLink to={posBasePath(slug)} end className={linkClass}>
            {t.navDashboard}
          </NavLink>
        </li>
        <li className="flex flex-1 sm:flex-none">
          <NavLink to={posShiftPath(slug)} className={linkClass}>
            {t.navShift}
          </NavLink>
        </li>
        {showReports ? (
          <li className="flex flex-1 sm:flex-none">
            <NavLink to={posReportsPath(slug)} className={linkClass}>
              {t.navReports}
            </NavLink>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
