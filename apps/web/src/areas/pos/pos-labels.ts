import { params } from '@nanostores/i18n';
import type { Role } from '@meja/shared/roles';
import { formatRupiah } from '@meja/shared/money';
import { i18n } from '../../i18n/i18n';

/*
 * The words the POS shares with the rest of Meja (roles, the shift's variance, 'Habis'): the
 * same Indonesian as @meja/shared has (a test keeps them equal), in the POS's visible locale.
 */
export const posLabelMessages = i18n('pos/labels', {
  roleSuperAdmin: 'Super Admin',
  roleGroupManager: 'Group Manager',
  roleRestaurantAdmin: 'Admin Resto',
  roleCashier: 'Kasir',
  roleKitchen: 'Dapur',
  roleInventory: 'Inventory',
  varianceEven: 'Pas',
  varianceOver: params('Lebih {amount}'),
  varianceShort: params('Kurang {amount}'),
  soldOut: 'Habis',
});

export type PosLabels = ReturnType<typeof posLabelMessages.get>;

export function roleLabel(t: PosLabels, role: Role): string {
  const labels: Record<Role, string> = {
    SUPER_ADMIN: t.roleSuperAdmin,
    GROUP_MANAGER: t.roleGroupManager,
    RESTAURANT_ADMIN: t.roleRestaurantAdmin,
    CASHIER: t.roleCashier,
    KITCHEN: t.roleKitchen,
    INVENTORY: t.roleInventory,
  };
  return labels[role];
}

/** As @meja/shared/shift varianceLabel: 'Pas', 'Lebih Rp …' or 'Kurang Rp …'. */
export function varianceLabelIn(t: PosLabels, difference: number): string {
  const rounded = Math.round(difference);
  if (!Number.isFinite(rounded) || rounded === 0) return t.varianceEven;
  return rounded > 0
    ? t.varianceOver({ amount: formatRupiah(rounded) })
    : t.varianceShort({ amount: formatRupiah(-rounded) });
}
