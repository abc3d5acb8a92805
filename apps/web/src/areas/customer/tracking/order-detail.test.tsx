import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { paidOrder } from '../../../components/receipt/receipt-test-orders';
import { OrderDetail } from './order-detail';

/** The tracked order's text, tags stripped (what a diner reads, in order). */
function textOf(html: string): string {
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

describe('the tracked order with discounts (issue 20)', () => {
  it("shows a line's discount under that line and the bill's after the subtotal, before the tax", () => {
    const order = paidOrder({
      discount: 4600,
      tax: 2574,
      grandTotal: 25974,
      discounts: [
        { line: 0, kind: 'PERCENT', value: 10, amount: 2000, reason: 'Member', by: 'K', approvedBy: null },
        { line: null, kind: 'FIXED', value: 2600, amount: 2600, reason: 'Promo', by: 'K', approvedBy: null },
      ],
    });
    const html = renderToStaticMarkup(
      <OrderDetail
        tracking={{ order, paymentStatus: 'COMPLETED', kitchenQueue: null }}
        imageFor={() => ''}
        timeZone="Asia/Jakarta"
      />,
    );
    const text = textOf(html);
    expect(text).toMatch(/CIRENG BUMBU RUJAK Diskon \(Member\) −Rp 2\.000 Rp 20\.000/);
    expect(text).toMatch(/Subtotal Rp 28\.000 Diskon \(Promo\) −Rp 2\.600 PPN 11% Rp 2\.574/);
    expect(text).toContain('Rp 25.974');
    expect(html.match(/data-line-discount/g)).toHaveLength(1);
  });

  it('shows no discount line without discounts', () => {
    const html = renderToStaticMarkup(
      <OrderDetail
        tracking={{ order: paidOrder({}), paymentStatus: 'COMPLETED', kitchenQueue: null }}
        imageFor={() => ''}
        timeZone="Asia/Jakarta"
      />,
    );
    expect(html).not.toContain('Diskon');
  });
});
