import { effectivePrice } from '@meja/shared/pricing';
import { computeTax } from '@meja/shared/tax';
import type { Tx } from '../../platform/db-scope';
import { AppError } from '../../platform/errors';
import { orderableMenuItems } from '../menu/menu.repo';

export const ORDER_PRICING_MESSAGES = {
  itemUnavailable: 'Ada menu yang tidak tersedia lagi. Perbarui keranjang Anda.',
} as const;

/**
 * Every line priced from the database (a client's price or name is never read); inactive, archived
 * or foreign items refused with 400. Totals follow the tenant's tax rule.
 */
export async function priceOrderLines(
  tx: Tx,
  tenant: { id: string; taxPercent: number },
  items: readonly { menuItemId: string; qty: number }[],
) {
  const ids = [...new Set(items.map((line) => line.menuItemId))];
  const menu = new Map((await orderableMenuItems(tx, tenant.id, ids)).map((item) => [item.id, item]));
  if (menu.size !== ids.length) throw new AppError(400, 'VALIDATION', ORDER_PRICING_MESSAGES.itemUnavailable);
  const lines = items.map((line) => {
    const item = menu.get(line.menuItemId);
    if (!item) throw new AppError(400, 'VALIDATION', ORDER_PRICING_MESSAGES.itemUnavailable);
    return { menuItemId: item.id, name: item.name, price: effectivePrice(item), qty: line.qty };
  });
  const subtotal = lines.reduce((sum, line) => sum + line.price * line.qty, 0);
  const { tax, total } = computeTax(subtotal, tenant.taxPercent);
  return { lines, subtotal, tax, total, taxPercent: tenant.taxPercent };
}
