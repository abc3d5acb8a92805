import { NavLink } from 'react-router';
import { adminSectionPath, adminTablesPath } from './admin-sections';
import { i18n } from '../../i18n/i18n';
import { useMessages } from '../../i18n/use-messages';

export const cashierShortcutsMessages = i18n('admin/cashier-shortcuts', {
  pintasanKasir: 'Pintasan kasir',
  orders: 'Orders',
  tables: 'Meja',
  payments: 'Payments',
});

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

/** SPEC §2: cashiers on mobile get top shortcut buttons Orders and Payments (and the tables, issue 20). */
export function CashierShortcuts({ tenantSlug }: CashierShortcutsProps) {
  const t = useMessages(cashierShortcutsMessages);
  return (
    <nav aria-label={t.pintasanKasir} className="flex gap-3">
      <NavLink to={adminSectionPath(tenantSlug, 'orders')} className={shortcutClass}>
        {t.orders}
      </NavLink>
      <NavLink to={adminTablesPath(tenantSlug)} className={shortcutClass}>
        {t.tables}
      </NavLink>
      <NavLink to={adminSectionPath(tenantSlug, 'payments')} className={shortcutClass}>
        {t.payments}
      </NavLink>
    </nav>
  );
}
