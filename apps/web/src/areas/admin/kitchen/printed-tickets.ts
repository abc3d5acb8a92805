import { readPrinted, type PrintedTickets } from './kitchen-tickets';

/*
 * The tickets this device printed (issue 21), in localStorage: shared by the browser's tabs and kept
 * over a reload, so an order prints by itself once per device. A claim runs under a Web Lock where
 * the browser has them, so two open kitchen screens never both print the same order.
 */

const PRINTED_KEY = 'meja-kitchen-tickets';
const LOCK_NAME = 'meja-kitchen-tickets';

function load(): Record<string, number> {
  try {
    return readPrinted(window.localStorage.getItem(PRINTED_KEY), Date.now());
  } catch {
    return {};
  }
}

function save(printed: PrintedTickets): void {
  try {
    window.localStorage.setItem(PRINTED_KEY, JSON.stringify(printed));
  } catch {
    // Private mode or storage full: this page still remembers nothing twice in its own run.
  }
}

/** The tickets printed here within the last day. */
export function printedTickets(): PrintedTickets {
  return load();
}

export function wasPrinted(orderId: string): boolean {
  return Object.hasOwn(load(), orderId);
}

export function markPrinted(orderId: string): void {
  save({ ...load(), [orderId]: Date.now() });
}

/** A ticket that did not print is not counted as printed (its reprint is then its first copy). */
export function forgetPrinted(orderId: string): void {
  save(Object.fromEntries(Object.entries(load()).filter(([id]) => id !== orderId)));
}

function claimNow(orderId: string): boolean {
  const printed = load();
  if (Object.hasOwn(printed, orderId)) return false;
  save({ ...printed, [orderId]: Date.now() });
  return true;
}

/** Takes the order's ticket for this tab: false when this device printed (or is printing) it already. */
export async function claimTicket(orderId: string): Promise<boolean> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return claimNow(orderId);
  return locks.request(LOCK_NAME, () => claimNow(orderId));
}
