import { COUNTER_PLACE } from '@meja/shared/pos-cart';
import { describe, expect, it } from 'vitest';
import { reusableOrder, sameCart } from './checkout-order';

const a = { menuItemId: 'a', name: 'A', price: 1000, qty: 1 };
const b = { menuItemId: 'b', name: 'B', price: 2000, qty: 2 };
const takeaway = { type: 'TAKEAWAY', pickupName: 'BUDI' } as const;

describe('checkout order reuse', () => {
  it('compares carts by item, quantity and note', () => {
    expect(sameCart([a, b], [{ ...a }, { ...b }])).toBe(true);
    expect(sameCart([a, b], [a, { ...b, qty: 3 }])).toBe(false);
    expect(sameCart([a], [a, b])).toBe(false);
    expect(sameCart([a], [{ ...a, note: '' }])).toBe(true);
    expect(sameCart([a], [{ ...a, note: 'tanpa bawang' }])).toBe(false);
  });

  it('reuses the pending order only for the same cart, leaving the same way', () => {
    const pending = { order: { _id: 'o1' }, lines: [a, b], place: COUNTER_PLACE };
    expect(reusableOrder(pending, [a, b], COUNTER_PLACE)).toEqual({ _id: 'o1' });
    expect(reusableOrder(pending, [a], COUNTER_PLACE)).toBeNull();
    expect(reusableOrder(null, [a, b], COUNTER_PLACE)).toBeNull();
    expect(reusableOrder(pending, [a, b], takeaway)).toBeNull();
    const away = { ...pending, place: takeaway };
    expect(reusableOrder(away, [a, b], { ...takeaway })).toEqual({ _id: 'o1' });
    expect(reusableOrder(away, [a, b], { ...takeaway, pickupName: 'SITI' })).toBeNull();
  });

  it('reuses it only with the same discounts (issue 20)', () => {
    const tenOff = { kind: 'PERCENT', value: 10, reason: 'Promo' } as const;
    const pending = {
      order: { _id: 'o1' },
      lines: [{ ...a, discount: tenOff }, b],
      place: COUNTER_PLACE,
      billDiscount: { kind: 'FIXED', value: 500, reason: 'Member' } as const,
    };
    const bill = { kind: 'FIXED', value: 500, reason: 'Member' } as const;
    expect(reusableOrder(pending, [{ ...a, discount: { ...tenOff } }, b], COUNTER_PLACE, bill)).toEqual({
      _id: 'o1',
    });
    expect(reusableOrder(pending, [a, b], COUNTER_PLACE, bill)).toBeNull();
    expect(
      reusableOrder(pending, [{ ...a, discount: { ...tenOff, value: 20 } }, b], COUNTER_PLACE, bill),
    ).toBeNull();
    expect(reusableOrder(pending, [{ ...a, discount: tenOff }, b], COUNTER_PLACE)).toBeNull();
    expect(
      reusableOrder(pending, [{ ...a, discount: tenOff }, b], COUNTER_PLACE, { ...bill, reason: 'Lain' }),
    ).toBeNull();
    // An order made before discounts (no billDiscount kept) is a cart without one.
    expect(reusableOrder({ order: 1, lines: [a], place: COUNTER_PLACE }, [a], COUNTER_PLACE, null)).toBe(1);
  });
});
