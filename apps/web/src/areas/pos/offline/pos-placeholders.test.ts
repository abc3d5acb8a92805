import { COUNTER_PLACE } from '@meja/shared/pos-cart';
import { describe, expect, it } from 'vitest';
import { localOrder } from './pos-placeholders';
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
    );
    expect(order.items[0]).toMatchObject({ price: 22_000, qty: 2 });
    expect(order.items[0]?.options.map((option) => [option.name, option.priceDelta])).toEqual([
      ['Level 3', 0],
      ['Telur', 4000],
    ]);
    expect(order.total).toBe(44_000);
  });
});
