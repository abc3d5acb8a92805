import type { Order } from '@meja/shared/contracts/orders';
import { formatRupiah } from '@meja/shared/money';
import { taxLabel } from '@meja/shared/tax';
import { shortId } from '../../../lib/short-id';

/* SPEC §2 Admin payments: the combined receipt of PAID orders ('Struk Gabungan'), pure. */

export const RECEIPT_TITLE = 'Struk Gabungan';
export const PAPER_WIDTHS = ['58', '80'] as const;
export type PaperWidth = (typeof PAPER_WIDTHS)[number];

export interface ReceiptOrder {
  id: string;
  table: string;
  createdAt: string;
  lines: { name: string; qty: number; amount: number }[];
  subtotal: number;
  taxLabel: string;
  tax: number;
  total: number;
}

export interface Receipt {
  restaurantName: string;
  orders: ReceiptOrder[];
  grandTotal: number;
}

/** The receipt's figures: per order items, subtotal, PPN and total (as charged), and the grand total. */
export function buildReceipt(restaurantName: string, orders: readonly Order[]): Receipt {
  const receiptOrders = [...orders]
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
    .map((order) => ({
      id: order._id,
      table: order.table,
      createdAt: order.createdAt,
      lines: order.items.map((item) => ({ name: item.name, qty: item.qty, amount: item.price * item.qty })),
      subtotal: order.total,
      taxLabel: taxLabel(order.taxPercent),
      tax: order.tax,
      total: order.grandTotal,
    }));
  return {
    restaurantName: restaurantName.trim(),
    orders: receiptOrders,
    grandTotal: receiptOrders.reduce((sum, order) => sum + order.total, 0),
  };
}

function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

const PRINTED_AT = new Intl.DateTimeFormat('id-ID', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

function row(label: string, amount: string, className = ''): string {
  return `<div class="row ${className}"><span>${label}</span><span>${amount}</span></div>`;
}

/**
 * A self-contained page for a thermal printer: 58 mm paper prints ~48 mm wide, 80 mm ~72 mm.
 * Text only (no scripts): the opener calls print().
 */
export function receiptHtml(receipt: Receipt, paper: PaperWidth, printedAt: Date): string {
  const width = paper === '58' ? '48mm' : '72mm';
  const fontSize = paper === '58' ? '11px' : '12px';
  const orders = receipt.orders
    .map((order) => {
      const lines = order.lines
        .map((line) => row(`${escapeHtml(line.name)} x${line.qty}`, formatRupiah(line.amount)))
        .join('');
      return `<section class="order">
<div class="row strong"><span>#${shortId(order.id, 8)}</span><span>Meja ${escapeHtml(order.table)}</span></div>
<div class="muted">${escapeHtml(PRINTED_AT.format(new Date(order.createdAt)))}</div>
${lines}
<hr>
${row('Subtotal', formatRupiah(order.subtotal))}
${row(escapeHtml(order.taxLabel), formatRupiah(order.tax))}
${row('Total', formatRupiah(order.total), 'strong')}
</section>`;
    })
    .join('\n');
  return `<!doctype html>
<html lang="id">
<head>
<meta charset="utf-8">
<title>${RECEIPT_TITLE}</title>
<style>
@page { size: ${paper}mm auto; margin: 3mm; }
* { box-sizing: border-box; }
body { margin: 0 auto; width: ${width}; font: ${fontSize}/1.35 ui-monospace, 'DejaVu Sans Mono', monospace; color: #000; }
h1 { font-size: 1.25em; text-align: center; margin: 0 0 2px; }
.center { text-align: center; }
.muted { color: #333; }
.row { display: flex; justify-content: space-between; gap: 6px; }
.row span:first-child { overflow-wrap: anywhere; }
.row span:last-child { white-space: nowrap; }
.strong { font-weight: 700; }
.order { border-top: 1px dashed #000; padding: 4px 0; }
hr { border: 0; border-top: 1px dotted #000; margin: 3px 0; }
.grand { border-top: 2px solid #000; padding-top: 4px; font-size: 1.15em; }
</style>
</head>
<body>
<h1>${escapeHtml(receipt.restaurantName)}</h1>
<p class="center muted">${RECEIPT_TITLE} · ${receipt.orders.length} order<br>${escapeHtml(PRINTED_AT.format(printedAt))}</p>
${orders}
${row('Grand total', formatRupiah(receipt.grandTotal), 'grand strong')}
<p class="center">Terima kasih</p>
</body>
</html>`;
}
