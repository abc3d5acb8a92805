import type { Order } from '@meja/shared/contracts/orders';
import { useStore } from '@nanostores/react';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { printTicket } from '../../../printing/printer';
import { printerSettingsStore } from '../../../printing/printer-settings';
import {
  hasUnknownDish,
  kitchenTicketOf,
  ordersToPrint,
  ticketOnDemand,
  type TicketRouting,
} from './kitchen-tickets';
import { claimTicket, forgetPrinted, markPrinted, printedTickets, wasPrinted } from './printed-tickets';
import { useTicketMenu } from './use-ticket-menu';

/**
 * The kitchen's paper tickets on a screen of kitchen cards (issue 21). With 'Cetak tiket otomatis'
 * on and a printer picked, each order that becomes a card after the screen loaded prints one ticket
 * of this device's categories, once per device; `print` is a card's 'Cetak tiket'. Answers the
 * orders whose automatic ticket failed (to say so), the menu's categories for the panel, and
 * whether this device can print at all.
 */
export function useKitchenTickets(options: {
  tenantSlug: string;
  canReadAdminMenu: boolean;
  cards: readonly Order[];
  loaded: boolean;
}) {
  const { cards, loaded } = options;
  const settings = useStore(printerSettingsStore);
  const [panelOpen, setPanelOpen] = useState(false);
  const menu = useTicketMenu(
    options.tenantSlug,
    options.canReadAdminMenu,
    settings.ticketCategories !== null || panelOpen,
  );
  const seen = useRef<Set<string> | null>(null);
  const [failed, setFailed] = useState<ReadonlyMap<string, string>>(new Map());
  const enabled = settings.autoTickets && settings.printer !== null;
  // Tickets by category wait for the dishes' categories; tickets of everything do not need them.
  const menuReady = settings.ticketCategories === null || menu.ready;
  const ids = cards.map((card) => card._id).join(' ');

  const routing = (categoryOf = menu.categoryOf): TicketRouting => ({
    station: settings.station,
    categories: settings.ticketCategories,
    categoryOf,
  });

  const failure = (orderId: string, title: string | null) =>
    setFailed((before) => {
      const next = new Map(before);
      if (title === null) next.delete(orderId);
      else next.set(orderId, title);
      return next;
    });

  /** The routing for these orders; a dish added since the menu was read: the menu read again first. */
  async function routingFor(orders: readonly Order[]): Promise<TicketRouting> {
    const unknown =
      settings.ticketCategories !== null && orders.some((order) => hasUnknownDish(order, menu.categoryOf));
    return routing(unknown ? await menu.reload() : menu.categoryOf);
  }

  const printDue = useEffectEvent(async (dueIds: readonly string[]) => {
    const due = dueIds.flatMap((id) => cards.find((card) => card._id === id) ?? []);
    if (due.length === 0) return;
    const current = await routingFor(due);
    for (const order of due) {
      const ticket = kitchenTicketOf(order, current);
      if (!ticket || !(await claimTicket(order._id))) continue;
      try {
        await printTicket(ticket);
        failure(order._id, null);
      } catch {
        forgetPrinted(order._id);
        failure(order._id, ticket.title);
      }
    }
  });

  useEffect(() => {
    if (!loaded) return;
    const current = ids === '' ? [] : ids.split(' ');
    if (seen.current === null) {
      // The first load: what is on the screen already was there before it opened.
      seen.current = new Set(current);
      return;
    }
    if (enabled && !menuReady) return;
    const due = enabled ? ordersToPrint(current, seen.current, printedTickets()) : [];
    for (const id of current) seen.current.add(id);
    if (due.length > 0) void printDue(due);
  }, [ids, loaded, enabled, menuReady]);

  /** A card's 'Cetak tiket': its ticket now, marked a reprint when this device printed it before. */
  async function print(order: Order): Promise<void> {
    await printTicket(ticketOnDemand(order, await routingFor([order]), wasPrinted(order._id)));
    markPrinted(order._id);
    failure(order._id, null);
  }

  return {
    print,
    /** Orders whose automatic ticket did not print, with their card's title. */
    failed: [...failed].filter(([id]) => cards.some((card) => card._id === id)),
    dismissFailures: () => setFailed(new Map()),
    /** The printer panel opened or closed: its list of categories reads the menu. */
    setPanelOpen,
    menu,
    canPrint: settings.printer !== null,
    /** Tickets by category wait for the menu, which did not load. */
    menuBlocked: enabled && settings.ticketCategories !== null && menu.failed,
    autoStation: enabled ? settings.station : undefined,
  };
}

export type KitchenTickets = ReturnType<typeof useKitchenTickets>;
