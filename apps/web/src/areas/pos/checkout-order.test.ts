import { describe, expect, it } from 'vitest';
import { reusableOrder, sameCart } from './checkout-order';

const a = { menuItemId: 'a', name: 'A', price: 1000, qty: 1 };
const b = { menuItemId: 'b', name: 'B', price: 2000, qty: 2 };

describe('checkout order reuse', () => {
  it('compares carts by item and quantity', () => {
    expect(sameCart([a, b], [{ ...a }, { ...b }])).toBe(true);
    expect(sameCart([a, b], [a, { ...b, qty: 3 }])).toBe(false);
    expect(sameCart([a], [a, b])).toBe(false);
  });

  it('reuses the pending order only for the same cart', () => {
    const pending = { order: { _id: 'o1' }, lines: [a, b] };
    expect(reusableOrder(pending, [a, b])).toEqual({ _id: 'o1' });
    expect(reusableOrder(pending, [a])).toBeNull();
    expect(reusableOrder(null, [a, b])).toBeNull();
  });
});
