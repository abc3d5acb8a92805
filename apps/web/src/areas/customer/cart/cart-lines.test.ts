import { lineKey } from '@meja/shared/line-notes';
import { describe, expect, it } from 'vitest';
import {
  addToCart,
  cartCount,
  cartSubtotal,
  clampQty,
  parseCartLines,
  removeLine,
  setLineNote,
  setLineQty,
  soldOutLineIds,
} from './cart-lines';

const nasi = { menuItemId: 'a', name: 'NASI GORENG', price: 25000, imageUrl: '/x.jpg' };
const teh = { menuItemId: 'b', name: 'ES TEH', price: 5000, imageUrl: '' };

describe('cart lines', () => {
  it('adds a new item with qty 1 and increments an existing one', () => {
    const once = addToCart([], nasi);
    expect(once).toEqual([{ ...nasi, qty: 1, note: '' }]);
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
    const lines = setLineQty([{ ...nasi, qty: 3, note: '' }], 'a', 0);
    expect(lines[0]?.qty).toBe(1);
  });

  it('removes a line', () => {
    expect(
      removeLine(
        [
          { ...nasi, qty: 1, note: '' },
          { ...teh, qty: 2, note: '' },
        ],
        'a',
      ),
    ).toEqual([{ ...teh, qty: 2, note: '' }]);
  });

  it('keeps the same dish with two notes as two lines, each changed and removed on its own', () => {
    const plain = addToCart(addToCart([], nasi), nasi);
    const split = [...plain, { ...nasi, qty: 1, note: 'tanpa bawang' }];
    expect(cartCount(split)).toBe(3);
    const noted = lineKey({ menuItemId: 'a', note: 'tanpa bawang' });
    expect(setLineQty(split, noted, 4).map((line) => line.qty)).toEqual([2, 4]);
    expect(removeLine(split, noted)).toEqual(plain);
    // Adding from the menu raises the line without a note.
    expect(addToCart(split, nasi).map((line) => line.qty)).toEqual([3, 1]);
  });

  it('gives a line a note, and joins it to a line of the same dish and note', () => {
    const cart = [
      { ...nasi, qty: 2, note: '' },
      { ...nasi, qty: 98, note: 'pedas' },
    ];
    expect(setLineNote(cart, 'a', '  tanpa bawang ')).toEqual([
      { ...nasi, qty: 2, note: 'tanpa bawang' },
      { ...nasi, qty: 98, note: 'pedas' },
    ]);
    expect(setLineNote(cart, 'a', 'pedas')).toEqual([{ ...nasi, qty: 99, note: 'pedas' }]);
  });

  it('keeps only well-formed stored lines', () => {
    expect(parseCartLines('x')).toEqual([]);
    expect(parseCartLines([{ ...nasi, qty: 2 }, { name: 'broken' }, null])).toEqual([
      { ...nasi, qty: 2, note: '' },
    ]);
    expect(parseCartLines([{ ...teh, qty: 0, imageUrl: 5 }])).toEqual([
      { ...teh, qty: 1, imageUrl: '', note: '' },
    ]);
  });

  it('reads stored notes (trimmed, cut at 140) and joins stored lines of one dish and note', () => {
    const long = 'x'.repeat(200);
    expect(
      parseCartLines([
        { ...nasi, qty: 2, note: ' pedas ' },
        { ...nasi, qty: 3, note: 'pedas' },
        { ...nasi, qty: 1, note: long },
        { ...nasi, qty: 1, note: 7 },
      ]),
    ).toEqual([
      { ...nasi, qty: 5, note: 'pedas' },
      { ...nasi, qty: 1, note: 'x'.repeat(140) },
      { ...nasi, qty: 1, note: '' },
    ]);
  });
});

describe('soldOutLineIds', () => {
  const lines = [
    { ...nasi, qty: 2, note: '' },
    { ...teh, qty: 1, note: 'tanpa es' },
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
