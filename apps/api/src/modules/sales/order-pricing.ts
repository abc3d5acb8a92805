import type { StockPolicy } from '@meja/shared/contracts/tenant';
import { dateInZone } from '@meja/shared/dates';
import { effectivePrice } from '@meja/shared/pricing';
import { consumption, shortIngredients, STOCK_MESSAGES } from '@meja/shared/stock-rules';
import { chargesOf, type ChargeSettings } from '@meja/shared/charges';
import type { OrderRow } from '../../db/schema/orders';
import type { Tx } from '../../platform/db-scope';
import { AppError } from '../../platform/errors';
import { choiceProblemMessage } from '@meja/shared/contracts/menu-options';
import {
  choiceProblem,
  chosenOptions,
  priceWithOptions,
  type ChoiceGroup,
  type LineOption,
} from '@meja/shared/menu-options';
import { dishOptionGroups } from '../menu/menu-options.service';
import { orderableMenuItems, type OrderableItem } from './sales.repo';
import { bomLinesOf, ingredientStocks } from './stock.repo';

type Lines = readonly {
  menuItemId: string;
  qty: number;
  note?: string | undefined;
  options?: readonly string[] | undefined;
}[];

/**
 * A line as a request's identity (Idempotency-Key) and its pricing read it: the dish and qty, the
 * note and the options only when there are any — so a sale queued before issue 20 replays as itself.
 */
export function requestLine({ menuItemId, qty, note, options }: Lines[number]) {
  return {
    menuItemId,
    qty,
    ...(note ? { note } : {}),
    ...(options && options.length > 0 ? { options } : {}),
  };
}

/** A line as priced: its dish, unit price with options, and the options' copy it keeps. */
interface PricedLine {
  menuItemId: string;
  name: string;
  price: number;
  qty: number;
  note: string;
  options: LineOption[];
}

/** An order's money as priced (issue 20): its figures and the settings they were priced under. */
export type OrderCharges = Pick<
  OrderRow,
  'subtotal' | 'serviceCharge' | 'tax' | 'total' | 'taxPercent' | 'serviceChargePercent' | 'taxType'
>;

const soldOut = (dishes: readonly string[]) =>
  new AppError('SOLD_OUT', STOCK_MESSAGES.dishSoldOut(dishes.join(', ')), { dishes: [...dishes] });

/**
 * 'Habis' (issue 12): a dish marked sold out today, or — under BLOCK — an order whose recipes need
 * more of an ingredient than there is now, is refused with 409 SOLD_OUT naming the dishes. A chosen
 * option's recipe counts as its own line's ('tambah telur' needs an egg). This check takes nothing
 * (the stock is taken when the order is confirmed); a POS sale takes it at once.
 */
async function assertAvailable(
  tx: Tx,
  tenant: { id: string; stockPolicy: StockPolicy; timezone: string },
  menu: ReadonlyMap<string, OrderableItem>,
  lines: readonly PricedLine[],
  now: Date,
): Promise<void> {
  const today = dateInZone(now, tenant.timezone);
  const marked = [...menu.values()].filter((item) => item.soldOutOn === today);
  if (marked.length > 0) throw soldOut(marked.map((item) => item.name));
  if (tenant.stockPolicy !== 'BLOCK') return;
  const portions = lines.flatMap((line) => [
    { menuItemId: line.menuItemId, qty: line.qty, name: line.name },
    ...line.options.map((option) => ({ menuItemId: option.id, qty: line.qty, name: line.name })),
  ]);
  const recipe = await bomLinesOf(tx, tenant.id, [...new Set(portions.map((portion) => portion.menuItemId))]);
  const needed = consumption(portions, recipe);
  const stock = new Map(
    (await ingredientStocks(tx, tenant.id, [...needed.keys()])).map((row) => [row.id, row.stock]),
  );
  const short = new Set(shortIngredients(needed, stock));
  if (short.size === 0) return;
  const users = new Set(
    recipe.filter((line) => short.has(line.inventoryItemId)).map((line) => line.menuItemId),
  );
  throw soldOut([...new Set(portions.filter((portion) => users.has(portion.menuItemId)).map((p) => p.name))]);
}

/**
 * The line's options checked against its dish's groups and copied in the dish's order; 400 when
 * they do not fit. A sale replayed from the offline queue (`check` false) happened with the groups
 * as the till had them: a minimum or maximum changed since does not refuse it, a deleted option does.
 */
function pricedOptions(
  item: OrderableItem,
  groups: readonly ChoiceGroup[],
  chosen: readonly string[],
  check: boolean,
): LineOption[] {
  const problem = choiceProblem(groups, chosen);
  if (problem && (check || problem.kind === 'unknown')) {
    throw new AppError('OPTION_CHOICE_INVALID', choiceProblemMessage(problem, item.name));
  }
  return chosenOptions(groups, chosen);
}

/**
 * Every line priced from the database (a client's price or name is never read); inactive, archived
 * or foreign items refused with 400, sold-out dishes with 409 (unless `checkAvailability` is false:
 * a sale that already happened offline), options that do not fit the dish's groups with 400. The
 * charges follow the tenant's service charge and tax.
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
  // Only a cart with a dish that has groups, or a line that chose, reads the groups (issue 19).
  const chooses = items.some((line) => (line.options ?? []).length > 0);
  const groups =
    chooses || [...menu.values()].some((item) => item.hasOptions)
      ? await dishOptionGroups(tx, tenant.id, ids)
      : new Map<string, ChoiceGroup[]>();
  const lines: PricedLine[] = items.map((line) => {
    const item = menu.get(line.menuItemId);
    if (!item) throw new AppError('ITEM_UNAVAILABLE');
    const options = pricedOptions(item, groups.get(item.id) ?? [], line.options ?? [], availability.check);
    return {
      menuItemId: item.id,
      name: item.name,
      price: priceWithOptions(effectivePrice(item), options),
      qty: line.qty,
      note: line.note ?? '',
      options,
    };
  });
  if (availability.check) await assertAvailable(tx, tenant, menu, lines, availability.now);
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
