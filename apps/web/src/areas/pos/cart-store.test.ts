import { describe, expect, it, vi } from 'vitest';
import { cartPrice, createPosCartStore, posCartStore } from './cart-store';

const nasi = { _id: 'a', name: 'NASI GORENG', price: 25000, effectivePrice: 20000 };
const teh = { _id: 'b', name: 'ES TEH', price: 5000, effectivePrice: 5000 };

describe('POS cart store', () => {
  it('adds at the effective price and counts repeated taps', () => {
    const cart = createPosCartStore();
    cart.addItem(nasi);
    cart.addItem(teh);
    cart.addItem(nasi);
    expect(cart.getLines()).toEqual([
      { menuItemId: 'a', name: 'NASI GORENG', price: 20000, qty: 2 },
      { menuItemId: 'b', name: 'ES TEH', price: 5000, qty: 1 },
    ]);
  });

  it('removes a line that reaches 0', () => {
    const cart = createPosCartStore();
    cart.addItem(teh);
    cart.changeQty('b', 1);
    cart.changeQty('b', -1);
    expect(cart.getLines()[0]?.qty).toBe(1);
    cart.changeQty('b', -1);
    expect(cart.getLines()).toEqual([]);
  });

  it('tells its listeners, and keeps the same lines object until something changes', () => {
    const cart = createPosCartStore();
    const listener = vi.fn();
    const unsubscribe = cart.subscribe(listener);
    const before = cart.getLines();
    cart.clear();
    expect(listener).not.toHaveBeenCalled();
    expect(cart.getLines()).toBe(before);
    cart.addItem(teh);
    expect(listener).toHaveBeenCalledTimes(1);
    cart.clear();
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    cart.addItem(teh);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('holds how the sale leaves (issue 20) until the cart is cleared after it', () => {
    const cart = createPosCartStore();
    const listener = vi.fn();
    cart.subscribe(listener);
    expect(cart.getPlace()).toEqual({ type: 'DINE_IN', pickupName: '' });
    cart.setPlace({ type: 'TAKEAWAY', pickupName: 'SITI' });
    expect(listener).toHaveBeenCalledTimes(1);
    const away = cart.getPlace();
    expect(away).toEqual({ type: 'TAKEAWAY', pickupName: 'SITI' });
    cart.addItem(teh);
    expect(cart.getPlace()).toBe(away);
    // Back to dine-in forgets the name; a takeaway cart with no lines is still cleared.
    cart.setPlace({ type: 'DINE_IN', pickupName: 'SITI' });
    expect(cart.getPlace()).toEqual({ type: 'DINE_IN', pickupName: '' });
    cart.setPlace({ type: 'TAKEAWAY', pickupName: '' });
    cart.changeQty('b', -1);
    cart.clear();
    expect(cart.getPlace()).toEqual({ type: 'DINE_IN', pickupName: '' });
    expect(cart.getLines()).toEqual([]);
  });

  it('keeps the discounts (issue 20), takes away one that no longer fits and says which', () => {
    const cart = createPosCartStore();
    cart.addItem(nasi);
    cart.addItem(nasi);
    cart.addItem(teh);
    const fixed = { kind: 'FIXED' as const, value: 30000, reason: 'Promo' };
    cart.setLineDiscount('a', fixed);
    cart.setBillDiscount({ kind: 'FIXED', value: 10000, reason: 'Member' });
    expect(cart.getLines()[0]?.discount).toEqual(fixed);
    expect(cart.getDropped()).toEqual([]);
    // 2 × 20 000 → 1 × 20 000: the 30 000 off the line no longer fits; the bill's 10 000 still does.
    cart.changeQty('a', -1);
    expect(cart.getLines()[0]).toEqual({ menuItemId: 'a', name: 'NASI GORENG', price: 20000, qty: 1 });
    expect(cart.getDropped()).toEqual([{ line: expect.objectContaining({ qty: 1 }), discount: fixed }]);
    expect(cart.getBillDiscount()).toEqual({ kind: 'FIXED', value: 10000, reason: 'Member' });
    // The next change forgets what was said; the dish going leaves 5 000, under the bill's 10 000.
    cart.changeQty('a', -1);
    expect(cart.getBillDiscount()).toBeNull();
    expect(cart.getDropped()).toEqual([
      { line: null, discount: { kind: 'FIXED', value: 10000, reason: 'Member' } },
    ]);
    cart.setLineDiscount('b', { kind: 'PERCENT', value: 10, reason: 'Rusak' });
    expect(cart.getDropped()).toEqual([]);
    cart.setLineDiscount('b', null);
    expect(cart.getLines()).toEqual([{ menuItemId: 'b', name: 'ES TEH', price: 5000, qty: 1 }]);
    cart.setBillDiscount({ kind: 'PERCENT', value: 5, reason: 'Member' });
    cart.clear();
    expect(cart.getBillDiscount()).toBeNull();
    expect(cart.getLines()).toEqual([]);
  });

  it('falls back to the price when the effective price is not a number', () => {
    expect(cartPrice({ price: 7000, effectivePrice: Number.NaN })).toBe(7000);
  });

  it('keeps one cart per restaurant', () => {
    expect(posCartStore('warung-demo')).toBe(posCartStore('warung-demo'));
    expect(posCartStore('warung-demo')).not.toBe(posCartStore('kopi-demo'));
  });
});
