import type { Order } from '@meja/shared/contracts/orders';
import { describe, expect, it } from 'vitest';
import { paidOrder } from '../../../components/receipt/receipt-test-orders';
import { asText, COLUMNS } from '../../../printing/print-layout';
import { ticketBlocks } from '../../../printing/ticket-blocks';
import {
  categoryLookup,
  hasUnknownDish,
  kitchenTicketOf,
  ordersToPrint,
  PRINTED_KEEP_MS,
  prunePrinted,
  readPrinted,
  ticketOnDemand,
  type TicketRouting,
} from './kitchen-tickets';

const NOW = Date.parse('2026-11-22T12:00:00.000Z');
const HOUR = 60 * 60 * 1000;

describe('ordersToPrint: the cards that print by themselves', () => {
  it('prints nothing on the first load: the queue already there is not printed again', () => {
    expect(ordersToPrint(['a', 'b'], null, {})).toEqual([]);
  });

  it('prints the cards that arrived since, in the queue order', () => {
    expect(ordersToPrint(['a', 'c', 'b', 'd'], new Set(['a', 'b']), {})).toEqual(['c', 'd']);
  });

  it('never prints an order this device printed before (another tab, or before a reload)', () => {
    expect(ordersToPrint(['a', 'c', 'd'], new Set(['a']), { c: NOW - HOUR })).toEqual(['d']);
  });

  it('prints nothing when no card is new (one left, none came)', () => {
    expect(ordersToPrint(['b'], new Set(['a', 'b']), {})).toEqual([]);
  });

  it('an order that comes back (READY undone) was seen before: not printed again', () => {
    // The screen keeps every card it has shown; 'a' went READY and came back.
    expect(ordersToPrint(['a'], new Set(['a', 'b']), {})).toEqual([]);
  });
});

describe('the printed set', () => {
  it('keeps what was printed within a day and drops the rest', () => {
    const printed = { old: NOW - PRINTED_KEEP_MS, recent: NOW - PRINTED_KEEP_MS + 1, now: NOW };
    expect(prunePrinted(printed, NOW)).toEqual({ recent: NOW - PRINTED_KEEP_MS + 1, now: NOW });
  });

  it('drops a time far in the future (a clock that was wrong)', () => {
    expect(prunePrinted({ a: NOW + 2 * PRINTED_KEEP_MS, b: NOW + HOUR }, NOW)).toEqual({ b: NOW + HOUR });
  });

  it('reads the stored set, pruned, and survives a damaged copy', () => {
    expect(readPrinted(JSON.stringify({ a: NOW - HOUR, b: NOW - 2 * PRINTED_KEEP_MS }), NOW)).toEqual({
      a: NOW - HOUR,
    });
    expect(readPrinted(null, NOW)).toEqual({});
    expect(readPrinted('{not json', NOW)).toEqual({});
    expect(readPrinted('[1,2]', NOW)).toEqual({});
    expect(readPrinted('"x"', NOW)).toEqual({});
    expect(readPrinted(JSON.stringify({ a: 'soon', b: null, c: NOW }), NOW)).toEqual({ c: NOW });
  });
});

/** A diner's order of a dish and a drink (and one the menu does not know). */
function order(overrides: Partial<Order> = {}): Order {
  return paidOrder({
    _id: '0190a000-0000-7000-8000-00000000abcd',
    table: 'B3',
    status: 'PENDING',
    paymentStatus: 'NONE',
    ready: false,
    readyAt: null,
    note: 'Cepat ya',
    items: [
      { menuItemId: 'nasi', name: 'NASI GORENG', price: 25_000, qty: 2, note: 'pedas', options: [] },
      { menuItemId: 'teh', name: 'ES TEH MANIS', price: 8_000, qty: 1, note: '', options: [] },
      {
        menuItemId: 'kopi',
        name: 'KOPI SUSU',
        price: 18_000,
        qty: 1,
        note: '',
        options: [{ id: 'o1', group: 'Gula', name: 'Sedikit', priceDelta: 0 }],
      },
    ],
    ...overrides,
  });
}

const menu = [
  { _id: 'nasi', category: 'UTAMA' },
  { _id: 'teh', category: 'minuman' },
  { _id: 'kopi', category: 'MINUMAN ' },
  { _id: 'kerupuk', category: '' },
];
const categoryOf = categoryLookup(menu);
const bar: TicketRouting = { station: 'BAR', categories: ['MINUMAN'], categoryOf };
const kitchen: TicketRouting = { station: 'KITCHEN', categories: ['UTAMA', 'CAMILAN'], categoryOf };

describe('routing a ticket by category (ticketLines)', () => {
  it('reads each dish as the menu shows its category (upper case, blank as LAINNYA)', () => {
    expect(categoryOf('teh')).toBe('MINUMAN');
    expect(categoryOf('kopi')).toBe('MINUMAN');
    expect(categoryOf('kerupuk')).toBe('LAINNYA');
    expect(categoryOf('gone')).toBeUndefined();
  });

  it("the bar's ticket carries the drinks only, with their options", () => {
    const ticket = kitchenTicketOf(order(), bar);
    expect(ticket).toMatchObject({
      station: 'BAR',
      title: 'Meja B3',
      orderId: '0190a000-0000-7000-8000-00000000abcd',
      takeaway: false,
      at: '2026-11-22T10:01:00.000Z',
      note: 'Cepat ya',
    });
    expect(ticket?.lines).toEqual([
      { name: 'ES TEH MANIS', qty: 1, options: '', note: '' },
      { name: 'KOPI SUSU', qty: 1, options: 'Sedikit', note: '' },
    ]);
    expect(ticket?.reprint).toBeUndefined();
    const text = asText(ticketBlocks(ticket ?? never(), { columns: COLUMNS['58'] }), COLUMNS['58']).join(
      '\n',
    );
    expect(text).toContain('BAR');
    expect(text).toContain('1 x ES TEH MANIS');
    expect(text).not.toContain('NASI GORENG');
  });

  it("the kitchen's ticket carries the food only", () => {
    expect(kitchenTicketOf(order(), kitchen)?.lines.map((line) => line.name)).toEqual(['NASI GORENG']);
  });

  it('no ticket for a station with none of the order’s dishes', () => {
    const drinksOnly = order({ items: order().items.slice(1) });
    expect(kitchenTicketOf(drinksOnly, kitchen)).toBeNull();
  });

  it('every line, without a station heading, for a device that prints everything', () => {
    const ticket = kitchenTicketOf(order(), { station: null, categories: null, categoryOf });
    expect(ticket?.station).toBeNull();
    expect(ticket?.lines).toHaveLength(3);
  });

  it('a takeaway reads as such; the clock starts at the confirmation, else the order', () => {
    const takeaway = order({ type: 'TAKEAWAY', table: 'Budi', confirmedAt: null });
    expect(kitchenTicketOf(takeaway, bar)).toMatchObject({
      title: 'a.n. Budi',
      takeaway: true,
      at: '2026-11-22T10:00:00.000Z',
    });
  });

  it('a dish the menu does not know yet is not routed to a category', () => {
    const unknown = order({
      items: [{ menuItemId: 'baru', name: 'ES KOPI BARU', price: 1, qty: 1, note: '', options: [] }],
    });
    expect(hasUnknownDish(unknown, categoryOf)).toBe(true);
    expect(hasUnknownDish(order(), categoryOf)).toBe(false);
    expect(kitchenTicketOf(unknown, bar)).toBeNull();
  });
});

describe("a card's 'Cetak tiket'", () => {
  it("prints this device's lines, marked CETAK ULANG when printed before", () => {
    const ticket = ticketOnDemand(order(), bar, true);
    expect(ticket.reprint).toBe(true);
    expect(ticket.lines).toHaveLength(2);
    expect(asText(ticketBlocks(ticket, { columns: 32 }), 32).join('\n')).toContain('CETAK ULANG');
  });

  it('prints the whole order, without a station, when none of its lines are this device’s', () => {
    const food = order({ items: order().items.slice(0, 1) });
    const ticket = ticketOnDemand(food, bar, false);
    expect(ticket.station).toBeNull();
    expect(ticket.lines.map((line) => line.name)).toEqual(['NASI GORENG']);
    expect(ticket.reprint).toBeUndefined();
  });
});

function never(): never {
  throw new Error('expected a ticket');
}
