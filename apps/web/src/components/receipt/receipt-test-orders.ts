import type { Order } from '@meja/shared/contracts/orders';

/* For the receipt's unit tests; never imported by the app. */

/** A paid order of Rp 28.000 + PPN 11 % (two lines). */
export function paidOrder(overrides: Partial<Order>): Order {
  return {
    _id: '01a2044f-e7b5-71fc-a267-55b9e2e60e5f',
    table: 'A1',
    type: 'DINE_IN',
    status: 'PAID',
    confirmed: true,
    ready: true,
    total: 28000,
    tax: 3080,
    grandTotal: 31080,
    taxPercent: 11,
    serviceCharge: 0,
    serviceChargePercent: 0,
    taxType: 'PPN',
    discount: 0,
    discounts: [],
    createdAt: '2026-11-22T10:00:00.000Z',
    items: [
      { menuItemId: 'm1', name: 'CIRENG BUMBU RUJAK', price: 10000, qty: 2, note: '', options: [] },
      { menuItemId: 'm2', name: 'ES TEH', price: 8000, qty: 1, note: '', options: [] },
    ],
    note: '',
    priority: null,
    paymentStatus: 'COMPLETED',
    source: 'CUSTOMER',
    confirmedAt: '2026-11-22T10:01:00.000Z',
    readyAt: '2026-11-22T10:10:00.000Z',
    ...overrides,
  };
}
