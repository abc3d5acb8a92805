import {
  MAX_SPLIT_PARTS,
  MIN_SPLIT_PARTS,
  shareOut,
  type SplitOrder,
  type SplitPick,
} from '@meja/shared/bill-split';
import { discountedLineAmounts } from '@meja/shared/discounts';
import type { BillSplitCreate } from '@meja/shared/contracts/bill-split';
import type { Order } from '@meja/shared/contracts/orders';

/*
 * The split bill dialog's state (issue 20) and what it sends. 'Per menu' gives every unit of every
 * line of the bill to a part: `owners[orderId][line][unit]` is the part (0-based) or null while the
 * unit is not given yet. The picks the server takes are the units counted per part, order and line.
 */

/** Per order, per line (its place in the order's items), per unit: the part it goes to, or null. */
export type Assignment = Readonly<Record<string, readonly (readonly (number | null)[])[]>>;

/**
 * An order as the shared split rules see it: its total with charges and its lines' unit prices,
 * each line with what it comes to after the order's discounts (issue 20), as the server weighs it.
 */
export function splitOrderOf(order: Order): SplitOrder {
  const amounts =
    order.discounts.length > 0
      ? discountedLineAmounts(
          order.items.map((item) => item.price * item.qty),
          order.discounts,
          shareOut,
        )
      : null;
  return {
    id: order._id,
    total: order.grandTotal,
    lines: order.items.map((item, index) => ({
      price: item.price,
      qty: item.qty,
      ...(amounts && { amount: amounts[index] ?? item.price * item.qty }),
    })),
  };
}

/** Every unit of every line not given to any part yet. */
export function emptyAssignment(orders: readonly Order[]): Assignment {
  const owners: Record<string, (number | null)[][]> = {};
  for (const order of orders) {
    owners[order._id] = order.items.map((item) => Array<number | null>(Math.max(0, item.qty)).fill(null));
  }
  return owners;
}

/** The assignment with one unit given to `part` (or taken back with null). */
export function assignUnit(
  assignment: Assignment,
  orderId: string,
  line: number,
  unit: number,
  part: number | null,
): Assignment {
  const lines = assignment[orderId];
  const units = lines?.[line];
  if (!lines || !units || unit < 0 || unit >= units.length) return assignment;
  const nextUnits = units.map((owner, index) => (index === unit ? part : owner));
  return { ...assignment, [orderId]: lines.map((owners, index) => (index === line ? nextUnits : owners)) };
}

/** With fewer parts, the units of the parts that are gone are not given any more. */
export function withPartCount(assignment: Assignment, count: number): Assignment {
  const next: Record<string, (number | null)[][]> = {};
  for (const [orderId, lines] of Object.entries(assignment)) {
    next[orderId] = lines.map((units) =>
      units.map((owner) => (owner !== null && owner >= count ? null : owner)),
    );
  }
  return next;
}

/** The units not given to a part yet. */
export function unitsLeft(assignment: Assignment): number {
  let left = 0;
  for (const lines of Object.values(assignment)) {
    for (const units of lines) left += units.filter((owner) => owner === null).length;
  }
  return left;
}

/**
 * Each part's picks: the units it has of each line, in the orders' and lines' order. Units given
 * to a part at or past `count` are left out (they belong to no part the bill has).
 */
export function picksOf(assignment: Assignment, orders: readonly Order[], count: number): SplitPick[][] {
  const picks: SplitPick[][] = Array.from({ length: Math.max(0, count) }, () => []);
  for (const order of orders) {
    const lines = assignment[order._id] ?? [];
    for (const [line, units] of lines.entries()) {
      for (const [part, partPicks] of picks.entries()) {
        const qty = units.filter((owner) => owner === part).length;
        if (qty > 0) partPicks.push({ orderId: order._id, line, qty });
      }
    }
  }
  return picks;
}

/** The number typed for the parts or guests, when it is a whole number in 2–20; else null. */
export function parsePartCount(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,3}$/.test(trimmed)) return null;
  const count = Number(trimmed);
  return count >= MIN_SPLIT_PARTS && count <= MAX_SPLIT_PARTS ? count : null;
}

/** −/+ on the count: one fewer or more, kept within 2–20 (from 2 when nothing valid is typed). */
export function stepPartCount(current: number | null, delta: number): number {
  const next = (current ?? MIN_SPLIT_PARTS - delta) + delta;
  return Math.min(MAX_SPLIT_PARTS, Math.max(MIN_SPLIT_PARTS, next));
}

/** POST /payments/splits: equal parts. */
export function equalSplitRequest(orders: readonly Order[], parts: number): BillSplitCreate {
  return { mode: 'EQUAL', orderIds: orders.map((order) => order._id), parts };
}

/** POST /payments/splits: each part's dishes. */
export function itemSplitRequest(
  orders: readonly Order[],
  picks: readonly (readonly SplitPick[])[],
): BillSplitCreate {
  return {
    mode: 'ITEMS',
    orderIds: orders.map((order) => order._id),
    parts: picks.map((items) => ({ items: items.map((pick) => ({ ...pick })) })),
  };
}

/** The ids of the orders in a bill still being paid in parts (not offered for a whole payment). */
export function ordersInSplits(splits: readonly { orderIds: readonly string[] }[]): ReadonlySet<string> {
  return new Set(splits.flatMap((split) => split.orderIds));
}
