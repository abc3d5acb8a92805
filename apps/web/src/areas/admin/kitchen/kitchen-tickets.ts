import type { Order } from '@meja/shared/contracts/orders';
import { displayCategory } from '@meja/shared/menu-categories';
import { ticketLines, type KitchenTicket, type TicketStation } from '../../../printing/ticket-blocks';
import { kitchenTitle } from './kitchen-messages';

/*
 * The kitchen's paper tickets (issue 21), decided here and unit-tested: which cards print by
 * themselves, what is remembered of the tickets this device printed, and which lines a station's
 * ticket carries. use-kitchen-tickets.ts wires them to the screen and the printer.
 */

/** A printed ticket is remembered this long: long enough for any order to leave the kitchen. */
export const PRINTED_KEEP_MS = 24 * 60 * 60 * 1000;

/** The orders this device printed a ticket for, each with when (ms). */
export type PrintedTickets = Readonly<Record<string, number>>;

/** Only the tickets printed within the last day (and none dated in the future by a wrong clock). */
export function prunePrinted(printed: PrintedTickets, now: number): Record<string, number> {
  return Object.fromEntries(
    Object.entries(printed).filter(([, at]) => now - at < PRINTED_KEEP_MS && at <= now + PRINTED_KEEP_MS),
  );
}

/** The stored set as localStorage holds it; whatever a damaged copy holds, a usable (pruned) set. */
export function readPrinted(stored: string | null, now: number): Record<string, number> {
  if (!stored) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(stored);
  } catch {
    return {};
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
  const entries = Object.entries(parsed).filter(
    (entry): entry is [string, number] => typeof entry[1] === 'number' && Number.isFinite(entry[1]),
  );
  return prunePrinted(Object.fromEntries(entries), now);
}

/**
 * The cards that print by themselves now: those that were not on the screen before (`seen`, every
 * card shown since the screen loaded) and that this device has not printed (`printed`, shared by its
 * tabs and kept over a reload). On the first load (`seen` null) none: opening the screen does not
 * print the whole queue again.
 */
export function ordersToPrint(
  cardIds: readonly string[],
  seen: ReadonlySet<string> | null,
  printed: PrintedTickets,
): string[] {
  if (seen === null) return [];
  return cardIds.filter((id) => !seen.has(id) && !Object.hasOwn(printed, id));
}

/**
 * A dish's category by its id (what ticketLines asks), as the menu shows it: upper case, a blank one
 * LAINNYA — the names of the panel's checkboxes (orderedCategories).
 */
export function categoryLookup(
  items: readonly { _id: string; category: string }[],
): (menuItemId: string) => string | undefined {
  const byId = new Map(items.map((item) => [item._id, displayCategory(item.category)]));
  return (menuItemId) => byId.get(menuItemId);
}

/** Whether an order has a dish the menu does not list (a dish added since the menu was read). */
export function hasUnknownDish(
  order: Pick<Order, 'items'>,
  categoryOf: (menuItemId: string) => string | undefined,
): boolean {
  return order.items.some((item) => categoryOf(item.menuItemId) === undefined);
}

export interface TicketRouting {
  station: TicketStation;
  /** The categories this device prints; null: all of them. */
  categories: readonly string[] | null;
  categoryOf: (menuItemId: string) => string | undefined;
}

type TicketOrder = Pick<
  Order,
  '_id' | 'items' | 'note' | 'type' | 'table' | 'source' | 'confirmedAt' | 'createdAt'
>;

function ticketOf(
  order: TicketOrder,
  station: TicketStation,
  lines: KitchenTicket['lines'],
  reprint: boolean,
): KitchenTicket {
  return {
    station,
    title: kitchenTitle(order),
    orderId: order._id,
    takeaway: order.type === 'TAKEAWAY',
    at: order.confirmedAt ?? order.createdAt,
    lines,
    note: order.note,
    ...(reprint && { reprint: true }),
  };
}

/**
 * The ticket `order` prints at this device's station: its lines of this device's categories; null
 * when it has none (the bar gets no ticket for a plate of rice).
 */
export function kitchenTicketOf(
  order: TicketOrder,
  routing: TicketRouting,
  reprint = false,
): KitchenTicket | null {
  const lines = ticketLines(order, routing.categoryOf, routing.categories);
  return lines.length === 0 ? null : ticketOf(order, routing.station, lines, reprint);
}

/**
 * The ticket a card's 'Cetak tiket' prints: this device's lines; when none of them are, the whole
 * order without a station (asked for by hand, it always prints).
 */
export function ticketOnDemand(order: TicketOrder, routing: TicketRouting, reprint: boolean): KitchenTicket {
  return (
    kitchenTicketOf(order, routing, reprint) ??
    ticketOf(order, null, ticketLines(order, routing.categoryOf, null), reprint)
  );
}
