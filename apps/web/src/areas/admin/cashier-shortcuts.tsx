import { NavLink } from 'react-router';
import { adminSectionPath } from './admin-sections';

function shortcutClass({ isActive }: { isActive: boolean }): string {
  const base =
    'flex min-h-12 flex-1 items-center justify-center rounded-xl px-4 text-base font-semibold shadow-sm';
  return isActive
    ? `${base} bg-(--tenant-accent) text-white`
    : `${base} border border-stone-300 bg-white text-stone-800 hover:bg-stone-100`;
}

interface CashierShortcutsProps {
  tenantSlug: string;
}

/** SPEC §2: cashiers on mobile get top shortcut buttons Orders and Payments. */
export function CashierShortcuts({ tenantSlug }: CashierShortcutsProps) {
  return (
    <nav aria-label="Pintasan kasir" className="flex gap-3">
      <NavLink to={adminSectionPath(tenantSlug, 'orders')} className={shortcutClass}>
        Orders
      </NavLink>
      <NavLink to={adminSectionPath(tenantSlug, 'payments')} className={shortcutClass}>
        Payments
      </NavLink>
    </nav>
  );
}
