import { describe, expect, it } from 'vitest';
import {
  addToCart,
  cartCount,
  cartSubtotal,
  clampQty,
  parseCartLines,
  removeLine,
  setLineQty,
  soldOutLineIds,
} from './cart-lines';

const nasi = { menuItemId: 'a', name: 'NASI GORENG', price: 25000, imageUrl: '/x.jpg' };
const teh = { menuItemId: 'b', name: 'ES TEH', price: 5000, imageUrl: '' };

describe('cart lines', () => {
  it('adds a new item with qty 1 and increments an existing one', () => {
    const once = addToCart([], nasi);
    expect(once).toEqual([{ ...nasi, qty: 1 }]);
    const twice = addToCart(addToCart(once, teh), nasi);
    expect(twice.map((line) => line.qty)).toEqual([2, 1]);
    expect(cartCount(twice)).toBe(3);
    expect(cartSubtotal(twice)).toBe(55000);
  });

  it('clamps quantities at 1 (and 99)', () => {
    expect(clampQty(0)).toBe(1);
    expect(clampQty(-4)).toBe(1);
    expect(clampQty(Number.NaN)).toBe(1);
    expect(clampQty(2.7)).toBe(2);
    expect(clampQty(500)).toBe(99);
    const lines = setLineQty([{ ...nasi, qty: 3 }], 'a', 0);
    expect(lines[0]?.qty).toBe(1);
  });

  it('removes a line', () => {
    expect(
      removeLine(
        [
          { ...nasi, qty: 1 },
          { ...teh, qty: 2 },
        ],
        'a',
      ),
    ).toEqual([{ ...teh, qty: 2 }]);
  });

  it('keeps only well-formed stored lines', () => {
    expect(parseCartLines('x')).toEqual([]);
    expect(parseCartLines([{ ...nasi, qty: 2 }, { name: 'broken' }, null])).toEqual([{ ...nasi, qty: 2 }]);
    expect(parseCartLines([{ ...teh, qty: 0, imageUrl: 5 }])).toEqual([{ ...teh, qty: 1, imageUrl: '' }]);
  });
});

describe('soldOutLineIds', () => {
  const lines = [
    { ...nasi, qty: 2 },
    { ...teh, qty: 1 },
  ];

  it('names the lines whose dish the menu shows as sold out', () => {
    const menu = [
      { _id: 'a', soldOut: true },
      { _id: 'b', soldOut: false },
    ];
    expect([...soldOutLineIds(lines, menu)]).toEqual(['a']);
  });

  it('is empty while the menu is not loaded, or when nothing in the cart is sold out', () => {
    expect(soldOutLineIds(lines, undefined).size).toBe(0);
    expect(soldOutLineIds(lines, [{ _id: 'c', soldOut: true }]).size).toBe(0);
    expect(soldOutLineIds([], [{ _id: 'a', soldOut: true }]).size).toBe(0);
  });

  it('leaves a dish the menu no longer lists to the server', () => {
    expect(soldOutLineIds(lines, [{ _id: 'b', soldOut: false }]).size).toBe(0);
  });
});
