import { optionsText } from '@meja/shared/menu-options';
import type { Order } from '@meja/shared/contracts/orders';
import { receiptDateTime } from '../components/receipt/receipt-messages';
import { textLines, wrap, type PrintBlock } from './print-layout';
import { printingMessages, type PrintingTexts } from './printing-messages';

/** Where a ticket goes: the kitchen, the drinks bar, or (null) one printer for everything. */
export type TicketStation = 'KITCHEN' | 'BAR' | null;

export interface KitchenTicket {
  station: TicketStation;
  /** 'Meja A1', 'a.n. Budi', 'Kasir (POS)': as the kitchen screen heads the card. */
  title: string;
  orderId: string;
  takeaway: boolean;
  /** When the kitchen's clock started (the confirmation), else when it was ordered. */
  at: string;
  lines: { name: string; qty: number; options: string; note: string }[];
  note: string;
  reprint?: boolean;
}

/**
 * The lines of `order` a station makes: those whose dish's category is one of `categories` (null:
 * every line). A station with none of the order's lines gets no ticket (an empty list).
 */
export function ticketLines(
  order: Pick<Order, 'items'>,
  categoryOf: (menuItemId: string) => string | undefined,
  categories: readonly string[] | null,
): KitchenTicket['lines'] {
  return order.items
    .filter((item) => categories === null || categories.includes(categoryOf(item.menuItemId) ?? ''))
    .map((item) => ({ name: item.name, qty: item.qty, options: optionsText(item.options), note: item.note }));
}

/** A kitchen or bar ticket: big enough to read on the pass, what to make and for whom. */
export function ticketBlocks(
  ticket: KitchenTicket,
  options: { columns: number; printing?: PrintingTexts },
): PrintBlock[] {
  const p = options.printing ?? printingMessages.get();
  const width = options.columns;
  const center = (text: string, style: { bold?: boolean; tall?: boolean } = {}): PrintBlock[] =>
    wrap(text, width).map((line) => ({ kind: 'text', text: line, align: 'center', ...style }));
  const blocks: PrintBlock[] = [];
  if (ticket.station) {
    blocks.push(...center(ticket.station === 'BAR' ? p.stationBar : p.stationKitchen, { bold: true }));
  }
  if (ticket.reprint) blocks.push(...center(p.reprint, { bold: true }));
  blocks.push(...center(ticket.title, { bold: true, tall: true }));
  blocks.push(...center(p.order({ id: ticket.orderId.slice(-8).toUpperCase() })));
  blocks.push(...center(receiptDateTime(ticket.at)));
  if (ticket.takeaway) blocks.push(...center(p.takeaway, { bold: true, tall: true }));
  blocks.push({ kind: 'rule' });
  for (const line of ticket.lines) {
    blocks.push(
      ...textLines(wrap(p.ticketLine({ qty: String(line.qty), name: line.name }), width), {
        bold: true,
        tall: true,
      }),
    );
    if (line.options) blocks.push(...textLines(wrap(line.options, width - 2).map((text) => `  ${text}`)));
    if (line.note)
      blocks.push(
        ...textLines(
          wrap(line.note, width - 2).map((text) => `  ${text}`),
          { bold: true },
        ),
      );
  }
  if (ticket.note) {
    blocks.push({ kind: 'rule' });
    blocks.push(...textLines(wrap(p.note({ note: ticket.note }), width), { bold: true }));
  }
  return blocks;
}
