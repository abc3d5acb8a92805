import { roundQty } from '@meja/shared/bom';
import type { StockPolicy } from '@meja/shared/contracts/tenant';
import { consumption, STOCK_MESSAGES, type RecipeLine } from '@meja/shared/stock-rules';
import type { Tx } from '../../platform/db-scope';
import { AppError } from '../../platform/errors';
import type { Scope } from '../../platform/scope';
import { refreshDishesUsing } from '../menu/menu.service';
import {
  addToStock,
  bomLinesOf,
  ingredientStocks,
  insertMovement,
  lockOrderSale,
  lockOrderStock,
  movementsByRef,
  orderSaleReads,
  takeSaleStock,
  type MovementKind,
} from './stock.repo';

/**
 * The stock ledger (DESIGN §4): every change is a movement plus `stock = stock + delta` in the same
 * transaction — the caller's. Under the tenant's ALLOW policy stock may go negative; under BLOCK a
 * sale is refused rather than take an ingredient below zero (issue 12).
 */
export interface Movement {
  inventoryItemId: string;
  kind: MovementKind;
  /** Signed change: positive adds stock, negative takes it. */
  qty: number;
  note?: string;
  ref?: { type: string; id: string };
  /** A stock count (opname): what was counted and what the ledger expected. */
  count?: { counted: number; expected: number };
}

/** A change of stock and its ledger line, in the caller's transaction. */
export async function moveStock(tx: Tx, scope: Scope, movement: Movement): Promise<number> {
  const qty = roundQty(movement.qty);
  await insertMovement(tx, {
    tenantId: scope.tenantId,
    inventoryItemId: movement.inventoryItemId,
    kind: movement.kind,
    qty,
    note: movement.note ?? '',
    refType: movement.ref?.type ?? null,
    refId: movement.ref?.id ?? null,
    createdBy: scope.userId,
    counted: movement.count?.counted ?? null,
    expected: movement.count?.expected ?? null,
  });
  return addToStock(tx, scope.tenantId, movement.inventoryItemId, qty);
}

export const ORDER_REF = 'order';

/**
 * What the order has taken and not yet put back, per ingredient (Σ of its SALE and REVERSAL
 * movements, negated). Empty when nothing is deducted now.
 */
async function heldByOrder(tx: Tx, scope: Scope, orderId: string): Promise<Map<string, number>> {
  return heldOf(await movementsByRef(tx, scope.tenantId, ORDER_REF, orderId));
}

function heldOf(movements: readonly { inventoryItemId: string; kind: MovementKind; qty: number }[]) {
  const held = new Map<string, number>();
  for (const movement of movements) {
    if (movement.kind !== 'SALE' && movement.kind !== 'REVERSAL') continue;
    held.set(movement.inventoryItemId, roundQty((held.get(movement.inventoryItemId) ?? 0) - movement.qty));
  }
  for (const [id, qty] of held) if (qty === 0) held.delete(id);
  return held;
}

/** A deduction the BLOCK policy refused: 409 SOLD_OUT naming the ingredient and its dishes. */
async function refuseShortage(
  tx: Tx,
  scope: Scope,
  inventoryItemId: string,
  recipe: readonly RecipeLine[],
  dishNames: ReadonlyMap<string, string>,
): Promise<never> {
  const [ingredient] = await ingredientStocks(tx, scope.tenantId, [inventoryItemId]);
  const dishes = recipe
    .filter((line) => line.inventoryItemId === inventoryItemId)
    .map((line) => dishNames.get(line.menuItemId))
    .filter((name): name is string => name !== undefined);
  const named = [...new Set(dishes)];
  throw new AppError('SOLD_OUT', STOCK_MESSAGES.ingredientShort(ingredient?.name ?? '?', named), {
    dishes: named,
  });
}

export interface SaleLine {
  menuItemId: string;
  qty: number;
  /** The dish's name, for a refusal's message. */
  name?: string;
}

/**
 * Deducts what a sale consumes: Σ BOM qty × portions per ingredient (issue 12: when the order is
 * confirmed — a POS sale at once, a diner's order when staff confirm, pay or close it). Ingredients
 * are updated in id order so two sales sharing ingredients never deadlock. Nothing happens while
 * the order already holds its deduction (a replayed payment, a confirmed order being paid).
 *
 * Under `policy: 'BLOCK'` an ingredient is never taken below zero: the whole change is refused with
 * 409 SOLD_OUT. Under ALLOW the stock may go negative (and is flagged on the inventory screen).
 * Dishes whose availability flipped are updated, and the menu version bumped, in the same
 * transaction. Returns the new stock per ingredient it changed.
 */
export async function deductSale(
  tx: Tx,
  scope: Scope,
  sale: { orderId: string; lines: readonly SaleLine[] },
  options: { policy: StockPolicy } = { policy: 'ALLOW' },
): Promise<Map<string, number>> {
  await lockOrderStock(tx, scope.tenantId, sale.orderId);
  if ((await heldByOrder(tx, scope, sale.orderId)).size > 0) return new Map();
  const recipe = await bomLinesOf(tx, scope.tenantId, [
    ...new Set(sale.lines.map((line) => line.menuItemId)),
  ]);
  return takeForSale(tx, scope, sale, recipe, options.policy);
}

/**
 * deductSale for a stored order, from its own lines, under the tenant's policy (ALLOW when
 * `force`): the lock, the policy, the order's lines, what it holds and the recipe in two round
 * trips instead of five (issue 19).
 */
export async function deductOrder(
  tx: Tx,
  scope: Scope,
  orderId: string,
  options: { force: boolean },
): Promise<Map<string, number>> {
  const policy = await lockOrderSale(tx, scope.tenantId, orderId);
  const { movements, lines, recipe } = await orderSaleReads(tx, scope.tenantId, ORDER_REF, orderId);
  if (heldOf(movements).size > 0) return new Map();
  return takeForSale(tx, scope, { orderId, lines }, recipe, options.force ? 'ALLOW' : policy);
}

/** Takes what the sale's lines consume by their recipe, and refreshes the dishes it touched. */
async function takeForSale(
  tx: Tx,
  scope: Scope,
  sale: { orderId: string; lines: readonly SaleLine[] },
  recipe: readonly RecipeLine[],
  policy: StockPolicy,
): Promise<Map<string, number>> {
  const consumed = consumption(sale.lines, recipe);
  const dishNames = new Map(sale.lines.map((line) => [line.menuItemId, line.name ?? line.menuItemId]));
  const take = [...consumed]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([inventoryItemId, qty]) => ({ inventoryItemId, qty: roundQty(qty) }));
  const stocks = await takeSaleStock(tx, scope.tenantId, {
    take,
    allowNegative: policy !== 'BLOCK',
    ref: { type: ORDER_REF, id: sale.orderId },
    userId: scope.userId,
  });
  const missing = take.find((line) => !stocks.has(line.inventoryItemId));
  if (missing && policy === 'BLOCK') {
    await refuseShortage(tx, scope, missing.inventoryItemId, recipe, dishNames);
  }
  if (missing) throw new Error(`inventory item ${missing.inventoryItemId} missing while moving stock`);
  await stockChanged(tx, scope, [...stocks.keys()]);
  return stocks;
}

/**
 * Puts back what the order holds (un-confirmed, or cancelled): nothing when it holds nothing, so a
 * second call changes nothing, and a later confirmation may deduct again.
 */
export async function reverseSale(tx: Tx, scope: Scope, orderId: string): Promise<void> {
  await lockOrderStock(tx, scope.tenantId, orderId);
  const held = [...(await heldByOrder(tx, scope, orderId))].sort(([a], [b]) => a.localeCompare(b));
  for (const [inventoryItemId, qty] of held) {
    await moveStock(tx, scope, {
      inventoryItemId,
      kind: 'REVERSAL',
      qty,
      ref: { type: ORDER_REF, id: orderId },
    });
  }
  await stockChanged(
    tx,
    scope,
    held.map(([id]) => id),
  );
}

/**
 * After any change of these ingredients' stock (sale, reversal, purchase, count): the dishes that
 * became (un)makeable flip their flag, and the public menu's version moves so diners see it.
 */
export async function stockChanged(tx: Tx, scope: Scope, ingredientIds: readonly string[]): Promise<void> {
  if (ingredientIds.length === 0) return;
  await refreshDishesUsing(tx, scope.tenantId, [...ingredientIds]);
}
