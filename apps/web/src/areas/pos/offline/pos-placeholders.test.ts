import { COUNTER_PLACE } from '@meja/shared/pos-cart';
import { describe, expect, it } from 'vitest';
import { DiscountMisfit, localOrder, localPayIntent } from './pos-placeholders';
import { menuItem, NASI } from './pos-writes-test-support';

const level = {
  id: 'g1',
  name: 'Level pedas',
  minChoices: 1,
  maxChoices: 1,
  options: [{ id: 'l3', name: 'Level 3', priceDelta: 0 }],
};
const extra = {
  id: 'g2',
  name: 'Tambahan',
  minChoices: 0,
  maxChoices: 2,
  options: [{ id: 'telur', name: 'Telur', priceDelta: 4000 }],
};
const menu = {
  items: [{ ...menuItem(NASI, 'MIE GORENG', 20_000, 18_000), optionGroups: [level, extra] }],
  taxPercent: 0,
  serviceChargePercent: 0,
  taxType: 'PPN' as const,
  discountLimitPercent: 10,
  qrisStaticPayload: null,
};

describe('an offline sale with options (issue 20)', () => {
  it('is priced from the cached menu as the server prices it: effective price and the options’ deltas', () => {
    const chosen = [
      { id: 'telur', group: 'Tambahan', name: 'Telur', priceDelta: 9999 },
      { id: 'l3', group: 'Level pedas', name: 'Level 3', priceDelta: 0 },
    ];
    const order = localOrder(
      '0190a000-0000-7000-8000-0000000000aa',
      {
        lines: [{ menuItemId: NASI, name: 'MIE GORENG', price: 1, qty: 2, options: chosen }],
        place: COUNTER_PLACE,
      },
      menu,
      Date.UTC(2026, 11, 7, 12),
      { name: 'Ani' },
    );
    expect(order.items[0]).toMatchObject({ price: 22_000, qty: 2 });
    expect(order.items[0]?.options.map((option) => [option.name, option.priceDelta])).toEqual([
      ['Level 3', 0],
      ['Telur', 4000],
    ]);
    expect(order.total).toBe(44_000);
  });
});

describe('an offline sale with discounts (issue 20)', () => {
  const at = Date.UTC(2026, 11, 7, 12);
  const id = '0190a000-0000-7000-8000-0000000000bb';
  const taxed = { ...menu, taxPercent: 11, serviceChargePercent: 5 };
  const plate = { menuItemId: NASI, name: 'MIE GORENG', price: 18_000, qty: 2 };

  it('carries each discount with its rupiah and giver, and totals after them', () => {
    const order = localOrder(
      id,
      {
        lines: [{ ...plate, discount: { kind: 'PERCENT', value: 10, reason: 'Ulang tahun' } }],
        place: COUNTER_PLACE,
        billDiscount: { kind: 'FIXED', value: 2_000, reason: 'Member' },
      },
      taxed,
      at,
      { name: 'Ani' },
    );
    // 36 000 − 3 600 − 2 000 = 30 400; service 5 % = 1 520; PPN 11 % of 31 920 = 3 511.
    expect(order).toMatchObject({
      total: 36_000,
      discount: 5_600,
      serviceCharge: 1_520,
      tax: 3_511,
      grandTotal: 35_431,
    });
    expect(order.discounts).toEqual([
      {
        line: 0,
        kind: 'PERCENT',
        value: 10,
        amount: 3_600,
        reason: 'Ulang tahun',
        by: 'Ani',
        approvedBy: null,
      },
      {
        line: null,
        kind: 'FIXED',
        value: 2_000,
        amount: 2_000,
        reason: 'Member',
        by: 'Ani',
        approvedBy: null,
      },
    ]);
    // The offline payment is for the discounted total, and its change from it.
    const { payment } = localPayIntent(
      id,
      order,
      { method: 'CASH', qrisStaticPayload: null, cashReceived: 50_000 },
      at,
    );
    expect(payment).toMatchObject({ amount: 35_431, change: 14_569 });
  });

  it('prices the discounts on the menu’s prices, and refuses those that no longer fit', () => {
    const order = localOrder(
      id,
      {
        // The cart's copy of the price is old: the menu's 18 000 is what the server takes 10 % of.
        lines: [{ ...plate, price: 20_000, discount: { kind: 'PERCENT', value: 10, reason: 'x' } }],
        place: COUNTER_PLACE,
      },
      taxed,
      at,
      { name: 'Ani' },
    );
    expect(order.discounts[0]?.amount).toBe(3_600);
    expect(() =>
      localOrder(
        id,
        {
          lines: [
            { ...plate, price: 20_000, qty: 1, discount: { kind: 'FIXED', value: 19_000, reason: 'x' } },
          ],
          place: COUNTER_PLACE,
        },
        taxed,
        at,
        { name: 'Ani' },
      ),
    ).toThrow(DiscountMisfit);
  });
});
