import type { Order } from '@meja/shared/contracts/orders';
import { buildReceipt } from '../components/receipt/receipt-model';
import { paidOrder } from '../components/receipt/receipt-test-orders';
import { splitPartReceipt } from '../components/receipt/split-part-receipt';
import type { KitchenTicket } from './ticket-blocks';

/* The receipts and tickets the printing tests print (golden files); never imported by the app. */

const restaurant = { name: 'WARUNG DEMO', address: 'Jl. Sabang No. 12, Jakarta Pusat' };
const printedAt = new Date('2026-11-22T12:00:00.000Z');

/** A cash sale with options, a note, a line's discount and the bill's, 5 % service and PB1. */
export function paidReceipt() {
  const order: Order = paidOrder({
    table: 'A1',
    total: 60_000,
    discount: 7_000,
    serviceCharge: 2_650,
    serviceChargePercent: 5,
    taxType: 'PB1',
    taxPercent: 10,
    tax: 5_565,
    grandTotal: 61_215,
    items: [
      {
        menuItemId: 'm1',
        name: 'MIE GORENG SPESIAL KAMPUNG',
        price: 25_000,
        qty: 2,
        note: 'tanpa bawang',
        options: [
          { id: 'o3', group: 'Level pedas', name: 'Level 3', priceDelta: 0 },
          { id: 'o9', group: 'Tambahan', name: 'Telur', priceDelta: 5_000 },
        ],
      },
      { menuItemId: 'm2', name: 'ES TEH', price: 10_000, qty: 1, note: '', options: [] },
    ],
    discounts: [
      { line: 0, kind: 'PERCENT', value: 10, amount: 5_000, reason: 'Member', by: 'K', approvedBy: null },
      { line: null, kind: 'FIXED', value: 2_000, amount: 2_000, reason: 'Promo', by: 'K', approvedBy: null },
    ],
  });
  return buildReceipt({
    restaurant,
    orders: [order],
    payments: new Map([[order._id, { method: 'CASH', cashReceived: 100_000, change: 38_785 }]]),
    printedAt,
  });
}

/** The same table's bill not paid yet: printed with its QRIS. */
export function unpaidReceipt() {
  const order = paidOrder({ paymentStatus: 'NONE', status: 'PENDING', table: 'B2' });
  return buildReceipt({ restaurant, orders: [order], printedAt });
}

export const DEMO_QRIS =
  '00020101021226570011ID.DANA.WWW011893600915302259148102090225914810303UMI51440014ID.CO.QRIS.WWW0215ID10200211817450303UMI5204581253033605405310805802ID5911WARUNG DEMO6007JAKARTA61051234062070703A0163043C5B';

export const ticket: KitchenTicket = {
  station: 'KITCHEN',
  title: 'Meja A1',
  orderId: '01a2044f-e7b5-71fc-a267-55b9e2e60e5f',
  takeaway: false,
  at: '2026-11-22T12:01:00.000Z',
  lines: [
    { name: 'MIE GORENG SPESIAL KAMPUNG', qty: 2, options: 'Level 3, Telur', note: 'tanpa bawang' },
    { name: 'NASI GORENG', qty: 1, options: '', note: '' },
  ],
  note: 'Cepat ya, mau berangkat',
};

/** The first of two parts of a table's bill split by dishes, paid in cash. */
export function splitPartReceiptFixture() {
  const order: Order = paidOrder({
    _id: '01a2044f-e7b5-71fc-a267-55b9e2e60e5f',
    items: [
      { menuItemId: 'n', name: 'NASI GORENG', price: 15_000, qty: 2, note: '', options: [] },
      { menuItemId: 'e', name: 'ES TEH', price: 5_000, qty: 1, note: '', options: [] },
    ],
  });
  return splitPartReceipt({
    split: {
      _id: '01a2044f-0000-7000-8000-0000000abcde',
      mode: 'ITEMS',
      table: 'A1',
      createdAt: '2026-11-22T11:00:00.000Z',
      parts: [
        {
          part: 1,
          amount: 22_200,
          items: [
            { orderId: order._id, line: 0, qty: 1, name: 'NASI GORENG' },
            { orderId: order._id, line: 1, qty: 1, name: 'ES TEH' },
          ],
          payment: {
            method: 'CASH',
            paidAt: '2026-11-22T11:30:00.000Z',
            cashReceived: 50_000,
            change: 27_800,
          },
        },
        {
          part: 2,
          amount: 16_650,
          items: [{ orderId: order._id, line: 0, qty: 1, name: 'NASI GORENG' }],
          payment: null,
        },
      ],
    },
    part: 1,
    orders: [order],
    restaurant,
    printedAt,
  });
}
