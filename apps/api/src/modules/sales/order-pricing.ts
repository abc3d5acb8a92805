import type { StockPolicy } from '@meja/shared/contracts/tenant';
import { dateInZone } from '@meja/shared/dates';
import { effectivePrice } from '@meja/shared/pricing';
import { consumption, shortIngredients, STOCK_MESSAGES } from '@meja/shared/stock-rules';
import { chargesOf, type ChargeSettings } from '@meja/shared/charges';
import type { OrderRow } from '../../db/schema/orders';
import type { Tx } from '../../platform/db-scope';
import { AppError } from '../../platform/errors';
import { orderableMenuItems, type OrderableItem } from './sales.repo';
import { bomLinesOf, ingredientStocks } from './stock.repo';

type Lines = readonly { menuItemId: string; qty: number; note?: string | undefined }[];

/** An order's money as priced (issue 20): its figures and the settings they were priced under. */
export type OrderCharges = Pick<
  OrderRow,
  'subtotal' | 'serviceCharge' | 'tax' | 'total' | 'taxPercent' | 'serviceChargePercent' | 'taxType'
>;

const soldOut = (dishes: readonly string[]) =>
  new AppError('SOLD_OUT', STOCK_MESSAGES.dishSoldOut(dishes.join(', ')), { dishes: [...dishes] });

/**
 * 'Habis' (issue 12): a dish marked sold out today, or — under BLOCK — an order whose recipes need
 * more of an ingredient than there is now, is refused with 409 SOLD_OUT naming the dishes. This
 * check takes nothing (the stock is taken when the order is confirmed); a POS sale takes it at once.
 */
async function assertAvailable(
  tx: Tx,
  tenant: { id: string; stockPolicy: StockPolicy; timezone: string },
  menu: ReadonlyMap<string, OrderableItem>,
  items: Lines,
  now: Date,
): Promise<void> {
  const today = dateInZone(now, tenant.timezone);
  const marked = [...menu.values()].filter((item) => item.soldOutOn === today);
  if (marked.length > 0) throw soldOut(marked.map((item) => item.name));
  if (tenant.stockPolicy !== 'BLOCK') return;
  const recipe = await bomLinesOf(tx, tenant.id, [...menu.keys()]);
  const needed = consumption(items, recipe);
  const stock = new Map(
    (await ingredientStocks(tx, tenant.id, [...needed.keys()])).map((row) => [row.id, row.stock]),
  );
  const short = new Set(shortIngredients(needed, stock));
  if (short.size === 0) return;
  const dishes = new Set(
    recipe
      .filter((line) => short.has(line.inventoryItemId))
      .map((line) => menu.get(line.menuItemId)?.name ?? ''),
  );
  throw soldOut([...dishes].filter(Boolean));
}

/**
 * Every line priced from the database (a client's price or name is never read); inactive, archived
 * or foreign items refused with 400, sold-out dishes with 409 (unless `checkAvailability` is false:
 * a sale that already happened offline). The charges follow the tenant's service charge and tax.
 */
export async function priceOrderLines(
  tx: Tx,
  tenant: { id: string; stockPolicy: StockPolicy; timezone: string } & ChargeSettings,
  items: Lines,
  availability: { now: Date; check: boolean },
) {
  const ids = [...new Set(items.map((line) => line.menuItemId))];
  const menu = new Map((await orderableMenuItems(tx, tenant.id, ids)).map((item) => [item.id, item]));
  if (menu.size !== ids.length) throw new AppError('ITEM_UNAVAILABLE');
  if (availability.check) await assertAvailable(tx, tenant, menu, items, availability.now);
  const lines = items.map((line) => {
    const item = menu.get(line.menuItemId);
    if (!item) throw new AppError('ITEM_UNAVAILABLE');
    return {
      menuItemId: item.id,
      name: item.name,
      price: effectivePrice(item),
      qty: line.qty,
      note: line.note ?? '',
    };
  });
  const subtotal = lines.reduce((sum, line) => sum + line.price * line.qty, 0);
  const { serviceCharge, tax, total } = chargesOf(subtotal, tenant);
  const charges: OrderCharges = {
    subtotal,
    serviceCharge,
    tax,
    total,
    taxPercent: tenant.taxPercent,
    serviceChargePercent: tenant.serviceChargePercent,
    taxType: tenant.taxType,
  };
  return { lines, charges };
}
