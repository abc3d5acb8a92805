import { describe, expect, it } from 'vitest';
import { paidOrder } from '../../../components/receipt/receipt-test-orders';
import { asText, COLUMNS } from '../../../printing/print-layout';
import { receiptBlocks } from '../../../printing/receipt-blocks';
import type { PosPaymentView } from '../offline/pos-views';
import { saleReceipt } from './sale-receipt';

process.env.TZ = 'Asia/Jakarta';

const restaurant = { name: 'Warung Demo', address: 'Jl. Sabang 12' };
const order = paidOrder({ table: 'POS', source: 'POS' });
const cash: PosPaymentView = {
  _id: 'p1',
  orderId: order._id,
  method: 'CASH',
  status: 'COMPLETED',
  amount: 31_080,
  qrString: null,
  payUrl: null,
  gateway: null,
  createdAt: '2026-11-22T10:05:00.000Z',
  cashReceived: 50_000,
  change: 18_920,
};
const qris = '000201010212...6304ABCD';

const printed = (...args: Parameters<typeof receiptBlocks>) => asText(receiptBlocks(...args), COLUMNS['58']);

/* The POS's receipt of one sale (issue 21), as the thermal printer gets it. */
describe('a POS sale on paper', () => {
  it('carries the payment, dated when it was paid', () => {
    const receipt = saleReceipt({ order, payment: cash }, restaurant);
    expect(receipt.printedAt).toBe(cash.createdAt);
    const text = printed(receipt, { columns: COLUMNS['58'] }).join('\n');
    expect(text).toContain('Warung Demo');
    expect(text).toMatch(/TOTAL +Rp 31\.080/);
    expect(text).toMatch(/Kembalian +Rp 18\.920/);
    expect(text).not.toContain('CETAK ULANG');
  });

  it("says 'CETAK ULANG' under the header when printed again from the history", () => {
    const receipt = saleReceipt({ order, payment: cash }, restaurant);
    const lines = printed(receipt, { columns: COLUMNS['58'], reprint: true });
    expect(lines.slice(0, 4).map((line) => line.trim())).toContain('CETAK ULANG');
  });

  it('as a bill still to pay: no payment lines, dated now, the QRIS under the total', () => {
    const at = new Date('2026-11-22T10:03:00.000Z');
    const bill = saleReceipt({ order, payment: null }, restaurant, { at });
    expect(bill.printedAt).toBe(at.toISOString());
    expect(bill.orders[0]?.payment).toBeNull();
    const lines = printed(bill, { columns: COLUMNS['58'], qris });
    expect(lines.join('\n')).not.toContain('Kembalian');
    const total = lines.findIndex((line) => line.startsWith('TOTAL'));
    const code = lines.indexOf(`[QR ${qris}]`);
    expect(total).toBeGreaterThan(0);
    expect(code).toBeGreaterThan(total);
    expect(lines.slice(total, code).map((line) => line.trim())).toContain('BELUM DIBAYAR');
  });
});
