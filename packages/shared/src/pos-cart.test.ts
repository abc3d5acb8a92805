import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addToCart,
  canPay,
  cartItemCount,
  cartSubtotal,
  changeQty,
  COUNTER_PLACE,
  pickupNameOf,
  placeBody,
  saleTable,
  posCartTotals,
  setCartLineNote,
  type PosCartLine,
} from './pos-cart';
import { lineKey } from './line-notes';
import { chargeRulesOf, computeCharges, TAX_TYPES, type ChargeSettings } from './charges';

const NASI = { menuItemId: 'nasi', name: 'Nasi Goreng', price: 25000 };
const TEH = { menuItemId: 'teh', name: 'Es Teh', price: 5000 };
const AIR = { menuItemId: 'air', name: 'Air Putih', price: 0 };

function cart(...items: { menuItemId: string; name: string; price: number }[]): PosCartLine[] {
  return items.reduce<PosCartLine[]>((lines, item) => addToCart(lines, item), []);
}

describe('addToCart', () => {
  it('adds a new item as a line of 1 at the end', () => {
    expect(addToCart([], NASI)).toEqual([{ ...NASI, qty: 1 }]);
    expect(addToCart([{ ...NASI, qty: 1 }], TEH)).toEqual([
      { ...NASI, qty: 1 },
      { ...TEH, qty: 1 },
    ]);
  });

  it('adds 1 to an item already in the cart, keeping the line where it was', () => {
    expect(cart(NASI, TEH, NASI, NASI)).toEqual([
      { ...NASI, qty: 3 },
      { ...TEH, qty: 1 },
    ]);
  });

  it('keeps the line’s name and price when the same item is added again', () => {
    expect(addToCart([{ ...NASI, qty: 2 }], { ...NASI, name: 'Other', price: 1 })).toEqual([
      { ...NASI, qty: 3 },
    ]);
  });

  it('copies only the line fields of the item', () => {
    const item = { ...TEH, category: 'Minuman' };
    expect(addToCart([], item)).toEqual([{ ...TEH, qty: 1 }]);
  });

  it('never changes the lines it was given', () => {
    const lines = Object.freeze([Object.freeze({ ...NASI, qty: 1 })]);
    const added = addToCart(lines, NASI);
    const appended = addToCart(lines, TEH);
    expect(lines).toEqual([{ ...NASI, qty: 1 }]);
    expect(added).not.toBe(lines);
    expect(appended).not.toBe(lines);
    expect(added[0]).toEqual({ ...NASI, qty: 2 });
  });
});

describe('a line with its own note (issue 20)', () => {
  it('is a line of its own: + and − change it alone, and a tap on the menu raises the plain line', () => {
    const noted = setCartLineNote(cart(NASI, NASI), 'nasi', ' tanpa bawang ');
    expect(noted).toEqual([{ ...NASI, qty: 2, note: 'tanpa bawang' }]);
    const both = addToCart(noted, NASI);
    expect(both).toEqual([
      { ...NASI, qty: 2, note: 'tanpa bawang' },
      { ...NASI, qty: 1 },
    ]);
    const key = lineKey({ menuItemId: 'nasi', note: 'tanpa bawang' });
    expect(changeQty(both, key, -1)).toEqual([
      { ...NASI, qty: 1, note: 'tanpa bawang' },
      { ...NASI, qty: 1 },
    ]);
    expect(changeQty(both, key, -2)).toEqual([{ ...NASI, qty: 1 }]);
    // Clearing its note joins it to the plain line.
    expect(setCartLineNote(both, key, '')).toEqual([{ ...NASI, qty: 3 }]);
    expect(cartSubtotal(both)).toBe(75000);
  });
});

describe('changeQty', () => {
  const lines = cart(NASI, NASI, TEH);

  it('adds or removes the given quantity', () => {
    expect(changeQty(lines, 'nasi', 1)).toEqual([
      { ...NASI, qty: 3 },
      { ...TEH, qty: 1 },
    ]);
    expect(changeQty(lines, 'nasi', -1)).toEqual([
      { ...NASI, qty: 1 },
      { ...TEH, qty: 1 },
    ]);
    expect(changeQty(lines, 'teh', 5)).toEqual([
      { ...NASI, qty: 2 },
      { ...TEH, qty: 6 },
    ]);
  });

  it('removes a line that reaches 0, or would go below it', () => {
    expect(changeQty(lines, 'teh', -1)).toEqual([{ ...NASI, qty: 2 }]);
    expect(changeQty(lines, 'nasi', -2)).toEqual([{ ...TEH, qty: 1 }]);
    expect(changeQty(lines, 'nasi', -5)).toEqual([{ ...TEH, qty: 1 }]);
    expect(changeQty(changeQty(lines, 'teh', -1), 'nasi', -2)).toEqual([]);
  });

  it('leaves the cart as it was for an unknown item, a 0 delta or a delta that is not whole', () => {
    expect(changeQty(lines, 'kopi', 1)).toEqual(lines);
    expect(changeQty(lines, 'kopi', -1)).toEqual(lines);
    expect(changeQty(lines, 'nasi', 0)).toEqual(lines);
    expect(changeQty(lines, 'nasi', 0.5)).toEqual(lines);
    expect(changeQty(lines, 'nasi', Number.NaN)).toEqual(lines);
    expect(changeQty(lines, 'nasi', Number.NEGATIVE_INFINITY)).toEqual(lines);
    expect(changeQty([], 'nasi', 1)).toEqual([]);
  });

  it('returns a new array and never changes the lines it was given', () => {
    const frozen = Object.freeze(lines.map((line) => Object.freeze({ ...line })));
    for (const delta of [1, -1, -2, 0, 0.5]) {
      const out = changeQty(frozen, 'nasi', delta);
      expect(out).not.toBe(frozen);
    }
    expect(changeQty(frozen, 'kopi', 1)).not.toBe(frozen);
    expect(frozen).toEqual(lines);
  });
});

describe('cartSubtotal and cartItemCount', () => {
  it('are 0 for an empty cart', () => {
    expect(cartSubtotal([])).toBe(0);
    expect(cartItemCount([])).toBe(0);
  });

  it('sum price × qty and the quantities', () => {
    const lines = cart(NASI, NASI, TEH, AIR);
    expect(cartSubtotal(lines)).toBe(55000);
    expect(cartItemCount(lines)).toBe(4);
  });

  it('match adding every item one by one', () => {
    const menu = fc.array(
      fc.record({ id: fc.constantFrom('a', 'b', 'c', 'd'), price: fc.integer({ min: 0, max: 1_000_000 }) }),
      { maxLength: 30 },
    );
    fc.assert(
      fc.property(menu, (picks) => {
        const lines = picks.reduce<PosCartLine[]>(
          (acc, p) => addToCart(acc, { menuItemId: p.id, name: p.id, price: p.price }),
          [],
        );
        // The first price of each item is the one kept.
        const firstPrice = new Map<string, number>();
        for (const p of picks) if (!firstPrice.has(p.id)) firstPrice.set(p.id, p.price);
        const expected = picks.reduce((sum, p) => sum + (firstPrice.get(p.id) ?? 0), 0);
        expect(cartSubtotal(lines)).toBe(expected);
        expect(cartItemCount(lines)).toBe(picks.length);
        expect(new Set(lines.map((l) => l.menuItemId)).size).toBe(lines.length);
      }),
    );
  });
});

describe('canPay', () => {
  it('is false for an empty cart and for a cart that costs nothing', () => {
    expect(canPay([])).toBe(false);
    expect(canPay(cart(AIR, AIR))).toBe(false);
  });

  it('is true as soon as the total is above 0', () => {
    expect(canPay(cart(TEH))).toBe(true);
    expect(canPay(cart(AIR, { menuItemId: 'krupuk', name: 'Krupuk', price: 1 }))).toBe(true);
  });

  it('is false again once the last paid line is removed', () => {
    expect(canPay(changeQty(cart(AIR, TEH), 'teh', -1))).toBe(false);
  });
});

describe('posCartTotals', () => {
  const lines = cart(NASI, NASI, TEH); // 55 000
  const ppn = (taxPercent: number): ChargeSettings => ({
    taxPercent,
    serviceChargePercent: 0,
    taxType: 'PPN',
  });

  it('adds tax on top (11 %)', () => {
    expect(posCartTotals(lines, ppn(11))).toEqual({
      subtotal: 55000,
      serviceCharge: 0,
      tax: 6050,
      total: 61050,
    });
  });

  it('no tax at 0', () => {
    expect(posCartTotals(lines, ppn(0))).toEqual({ subtotal: 55000, serviceCharge: 0, tax: 0, total: 55000 });
  });

  it('extracts an included tax without adding it (110 = 10 % included)', () => {
    expect(posCartTotals(lines, ppn(110))).toEqual({
      subtotal: 55000,
      serviceCharge: 0,
      tax: 5000,
      total: 55000,
    });
  });

  it('rounds the tax to whole rupiah', () => {
    // 11 % of 50 is 5.5 → 6.
    expect(posCartTotals(cart({ menuItemId: 'x', name: 'X', price: 50 }), ppn(11))).toEqual({
      subtotal: 50,
      serviceCharge: 0,
      tax: 6,
      total: 56,
    });
  });

  it('is all zeros for an empty cart', () => {
    expect(posCartTotals([], ppn(11))).toEqual({ subtotal: 0, serviceCharge: 0, tax: 0, total: 0 });
  });

  it('adds a service charge, then the tax on dishes and service (5 % and PB1 10 %)', () => {
    expect(posCartTotals(lines, { taxPercent: 10, serviceChargePercent: 5, taxType: 'PB1' })).toEqual({
      subtotal: 55000,
      serviceCharge: 2750,
      tax: 5775,
      total: 63525,
    });
  });

  it('agrees with computeCharges for any cart and settings', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 500_000 }), { maxLength: 10 }),
        fc.integer({ min: 0, max: 110 }),
        fc.integer({ min: 0, max: 20 }),
        fc.constantFrom(...TAX_TYPES),
        (prices, taxPercent, serviceChargePercent, taxType) => {
          const lines = cart(...prices.map((price, i) => ({ menuItemId: `m${i}`, name: `M${i}`, price })));
          const settings = { taxPercent, serviceChargePercent, taxType };
          const { subtotal, serviceCharge, tax, total } = computeCharges(
            cartSubtotal(lines),
            chargeRulesOf(settings),
          );
          expect(posCartTotals(lines, settings)).toEqual({ subtotal, serviceCharge, tax, total });
          expect(canPay(lines)).toBe(total > 0);
        },
      ),
    );
  });
});

describe('how a POS sale leaves the counter (issue 20)', () => {
  it('sends nothing for the counter’s dine-in, so the body is the one of old', () => {
    expect(placeBody(COUNTER_PLACE)).toEqual({});
    // A name typed before switching back to dine-in is not sent.
    expect(placeBody({ type: 'DINE_IN', pickupName: 'BUDI' })).toEqual({});
    expect(pickupNameOf({ type: 'DINE_IN', pickupName: 'BUDI' })).toBe('');
  });

  it('sends a takeaway with its name trimmed and upper-cased, and without one when blank', () => {
    expect(placeBody({ type: 'TAKEAWAY', pickupName: ' siti ' })).toEqual({
      type: 'TAKEAWAY',
      pickupName: 'SITI',
    });
    expect(placeBody({ type: 'TAKEAWAY', pickupName: '   ' })).toEqual({ type: 'TAKEAWAY' });
    expect(placeBody({ type: 'TAKEAWAY', pickupName: '' })).toEqual({ type: 'TAKEAWAY' });
    expect(pickupNameOf({ type: 'TAKEAWAY', pickupName: ' 17 ' })).toBe('17');
  });

  it('keeps a sale at the takeaway’s name, else at the counter', () => {
    expect(saleTable(COUNTER_PLACE)).toBe('POS');
    expect(saleTable({ type: 'DINE_IN', pickupName: 'BUDI' })).toBe('POS');
    expect(saleTable({ type: 'TAKEAWAY', pickupName: '  ' })).toBe('POS');
    expect(saleTable({ type: 'TAKEAWAY', pickupName: ' siti ' })).toBe('SITI');
  });
});
