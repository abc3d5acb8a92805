import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { buildReceipt } from './receipt-model';
import { paidOrder } from './receipt-test-orders';
import { ReceiptView } from './receipt-view';

describe('ReceiptView with discounts (issue 20)', () => {
  it("prints a line's discount under it and the bill's between the subtotal and the tax", () => {
    const order = paidOrder({
      discount: 4600,
      tax: 2574,
      grandTotal: 25974,
      discounts: [
        { line: 0, kind: 'PERCENT', value: 10, amount: 2000, reason: 'Member', by: 'K', approvedBy: null },
        { line: null, kind: 'FIXED', value: 2600, amount: 2600, reason: 'Promo', by: 'K', approvedBy: null },
      ],
    });
    const receipt = buildReceipt({
      restaurant: { name: 'Warung Demo', address: '' },
      orders: [order],
      printedAt: new Date('2026-11-22T12:00:00.000Z'),
    });
    const text = renderToStaticMarkup(<ReceiptView receipt={receipt} paper="58" />)
      .replace(/<style>[\s\S]*?<\/style>/, '')
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' ');
    expect(text).toContain(
      'CIRENG BUMBU RUJAK x2 Rp 20.000 Diskon (Member) −Rp 2.000 ES TEH x1 Rp 8.000 Subtotal Rp 28.000 Diskon (Promo) −Rp 2.600 PPN 11% Rp 2.574 Total Rp 25.974',
    );
  });
});
