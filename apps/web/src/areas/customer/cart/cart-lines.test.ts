import { lineKey } from '@meja/shared/line-notes';
import { describe, expect, it } from 'vitest';
import type { LineOption } from '@meja/shared/menu-options';
import {
  addToCart,
  cartCount,
  clampQty,
  parseCartLines,
  removeLine,
  setLineNote,
  setLineQty,
  soldOutLineIds,
  type CartLine,
} from './cart-lines';
import { cartSubtotal, unitPrice } from './cart-pricing';
import { choiceProblemLines } from './choice-lines';

const nasi = { menuItemId: 'a', name: 'NASI GORENG', price: 25000, imageUrl: '/x.jpg' };
const teh = { menuItemId: 'b', name: 'ES TEH', price: 5000, imageUrl: '' };

/** A cart line of `item`: its qty, note and chosen options. */
function cartLine(item: typeof nasi, qty: number, note = '', choices: LineOption[] = []): CartLine {
  return { ...item, qty, note, options: choices.map((choice) => choice.id), choices };
}

const level3 = { id: 'o3', group: 'Level pedas', name: 'Level 3', priceDelta: 0 };
const level5 = { id: 'o5', group: 'Level pedas', name: 'Level 5', priceDelta: 0 };
const telur = { id: 't1', group: 'Tambahan', name: 'Telur', priceDelta: 4000 };

describe('cart lines', () => {
  it('adds a new item with qty 1 and increments an existing one', () => {
    const once = addToCart([], nasi);
    expect(once).toEqual([cartLine(nasi, 1)]);
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
    const lines = setLineQty([cartLine(nasi, 3)], 'a', 0);
    expect(lines[0]?.qty).toBe(1);
  });

  it('removes a line', () => {
    expect(removeLine([cartLine(nasi, 1), cartLine(teh, 2)], 'a')).toEqual([cartLine(teh, 2)]);
  });

  it('keeps the same dish with two notes as two lines, each changed and removed on its own', () => {
    const plain = addToCart(addToCart([], nasi), nasi);
    const split = [...plain, cartLine(nasi, 1, 'tanpa bawang')];
    expect(cartCount(split)).toBe(3);
    const noted = lineKey({ menuItemId: 'a', note: 'tanpa bawang' });
    expect(setLineQty(split, noted, 4).map((line) => line.qty)).toEqual([2, 4]);
    expect(removeLine(split, noted)).toEqual(plain);
    // Adding from the menu raises the line without a note.
    expect(addToCart(split, nasi).map((line) => line.qty)).toEqual([3, 1]);
  });

  it('gives a line a note, and joins it to a line of the same dish and note', () => {
    const cart = [cartLine(nasi, 2), cartLine(nasi, 98, 'pedas')];
    expect(setLineNote(cart, 'a', '  tanpa bawang ')).toEqual([
      cartLine(nasi, 2, 'tanpa bawang'),
      cartLine(nasi, 98, 'pedas'),
    ]);
    expect(setLineNote(cart, 'a', 'pedas')).toEqual([cartLine(nasi, 99, 'pedas')]);
  });

  it('keeps only well-formed stored lines', () => {
    expect(parseCartLines('x')).toEqual([]);
    expect(parseCartLines([{ ...nasi, qty: 2 }, { name: 'broken' }, null])).toEqual([cartLine(nasi, 2)]);
    expect(parseCartLines([{ ...teh, qty: 0, imageUrl: 5 }])).toEqual([
      { ...cartLine(teh, 1), imageUrl: '' },
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
    ).toEqual([cartLine(nasi, 5, 'pedas'), cartLine(nasi, 1, 'x'.repeat(140)), cartLine(nasi, 1)]);
  });

  it('reads a cart stored before options as lines without any, under their old keys', () => {
    const stored = [
      { ...nasi, qty: 2, note: 'pedas' },
      { ...teh, qty: 1 },
    ];
    const lines = parseCartLines(JSON.parse(JSON.stringify(stored)));
    expect(lines).toEqual([cartLine(nasi, 2, 'pedas'), cartLine(teh, 1)]);
    expect(lines.map((line) => lineKey(line))).toEqual(['a\npedas', 'b']);
  });

  it('reads stored options back (their ids from the options themselves), and drops a line whose options are unreadable', () => {
    const chosen = cartLine(nasi, 2, '', [level3, telur]);
    const stored = JSON.parse(JSON.stringify([chosen, { ...chosen, options: ['forged'] }]));
    expect(parseCartLines(stored)).toEqual([cartLine(nasi, 4, '', [level3, telur])]);
    const broken = [
      { ...nasi, qty: 1, choices: 'Level 3' },
      { ...nasi, qty: 1, choices: [{ ...telur, priceDelta: '4000' }] },
      { ...nasi, qty: 1, choices: [{ id: 'o3', name: 'Level 3', priceDelta: 0 }] },
      { ...nasi, qty: 1, choices: [level3, level3] },
      { ...nasi, qty: 1, choices: [null] },
    ];
    expect(parseCartLines(broken)).toEqual([]);
  });
});

describe('lines with options (issue 20)', () => {
  it('keeps the same dish with other options as another line, and the same options as one', () => {
    let cart = addToCart([], { ...nasi, choices: [level3, telur] });
    cart = addToCart(cart, { ...nasi, choices: [level5] });
    cart = addToCart(cart, { ...nasi, choices: [level3, telur] });
    cart = addToCart(cart, nasi);
    expect(cart).toEqual([
      cartLine(nasi, 2, '', [level3, telur]),
      cartLine(nasi, 1, '', [level5]),
      cartLine(nasi, 1),
    ]);
    expect(cart.map((line) => lineKey(line))).toEqual(['a+o3+t1', 'a+o5', 'a']);
  });

  it('prices a line with its options’ deltas', () => {
    const cart = [cartLine(nasi, 2, '', [level3, telur]), cartLine(nasi, 1, '', [level5])];
    expect(cart.map(unitPrice)).toEqual([29000, 25000]);
    expect(cartSubtotal(cart)).toBe(2 * 29000 + 25000);
  });

  it('changes the qty, the note and removes one line of a dish with options, and keeps its options', () => {
    const cart = [cartLine(nasi, 1, '', [level3]), cartLine(nasi, 1, '', [level5])];
    const five = lineKey({ menuItemId: 'a', options: ['o5'] });
    expect(setLineQty(cart, five, 3).map((line) => line.qty)).toEqual([1, 3]);
    expect(removeLine(cart, five)).toEqual([cartLine(nasi, 1, '', [level3])]);
    const noted = setLineNote(cart, five, 'tanpa bawang');
    expect(noted[1]).toEqual(cartLine(nasi, 1, 'tanpa bawang', [level5]));
    // The same note on the other option is still another line.
    expect(setLineNote(noted, lineKey(cart[0] ?? nasi), 'tanpa bawang')).toHaveLength(2);
  });
});

describe('choiceProblemLines', () => {
  const groups = [
    {
      id: 'g1',
      name: 'Level pedas',
      minChoices: 1,
      maxChoices: 1,
      options: [
        { id: 'o3', name: 'Level 3', priceDelta: 0 },
        { id: 'o5', name: 'Level 5', priceDelta: 0 },
      ],
    },
    {
      id: 'g2',
      name: 'Tambahan',
      minChoices: 0,
      maxChoices: 3,
      options: [{ id: 't1', name: 'Telur', priceDelta: 4000 }],
    },
  ];

  it('names the lines whose options no longer fit the dish on the menu', () => {
    const fits = cartLine(nasi, 1, '', [level3, telur]);
    const unknown = cartLine(nasi, 1, '', [{ ...level5, id: 'gone' }]);
    const missing = cartLine(nasi, 1, 'pedas');
    const lines = [fits, unknown, missing, cartLine(teh, 1)];
    const menu = [
      { _id: 'a', optionGroups: groups },
      { _id: 'b', optionGroups: [] },
    ];
    expect([...choiceProblemLines(lines, menu)]).toEqual([lineKey(unknown), lineKey(missing)]);
  });

  it('is empty while the menu is not loaded, and leaves a dish it does not list to the server', () => {
    const lines = [cartLine(nasi, 1, '', [level3])];
    expect(choiceProblemLines(lines, undefined).size).toBe(0);
    expect(choiceProblemLines(lines, [{ _id: 'b', optionGroups: [] }]).size).toBe(0);
    expect(choiceProblemLines(lines, [{ _id: 'a', optionGroups: [] }]).size).toBe(1);
  });
});

describe('soldOutLineIds', () => {
  const lines = [cartLine(nasi, 2), cartLine(teh, 1, 'tanpa es')];

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
