import { NavLink } from 'react-router';
import { posBasePath, posReportsPath, posShiftPath } from '../pos-paths';

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
  return (
    <nav aria-label="Menu kasir">
      <ul className="flex gap-1 rounded-xl bg-stone-100 p-1">
        <li className="flex flex-1 sm:flex-none">
          <NavLink to={posBasePath(slug)} end className={linkClass}>
            Dashboard
          </NavLink>
        </li>
        <li className="flex flex-1 sm:flex-none">
          <NavLink to={posShiftPath(slug)} className={linkClass}>
            Shift
          </NavLink>
        </li>
        {showReports ? (
          <li className="flex flex-1 sm:flex-none">
            <NavLink to={posReportsPath(slug)} className={linkClass}>
              Reports
            </NavLink>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
