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
  saleDiscounts,
  saleLineBody,
  setCartLineDiscount,
  setCartLineNote,
  discountNeedsPin,
  fitDiscounts,
  lineAmounts,
  type CartDiscount,
  type PosCartLine,
  type PosCartTotals,
} from './pos-cart';
import { lineKey } from './line-notes';
import { chargeRulesOf, chargesOf, computeCharges, TAX_TYPES, type ChargeSettings } from './charges';
import { priceDiscounts } from './discounts';

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

/** The figures of a cart's totals, without the discounts' detail. */
const figures = ({ subtotal, discount, serviceCharge, tax, total }: PosCartTotals) => ({
  subtotal,
  discount,
  serviceCharge,
  tax,
  total,
});

describe('posCartTotals', () => {
  const lines = cart(NASI, NASI, TEH); // 55 000
  const ppn = (taxPercent: number): ChargeSettings => ({
    taxPercent,
    serviceChargePercent: 0,
    taxType: 'PPN',
  });

  it('adds tax on top (11 %)', () => {
    expect(figures(posCartTotals(lines, ppn(11)))).toEqual({
      subtotal: 55000,
      discount: 0,
      serviceCharge: 0,
      tax: 6050,
      total: 61050,
    });
  });

  it('no tax at 0', () => {
    expect(figures(posCartTotals(lines, ppn(0)))).toEqual({
      subtotal: 55000,
      discount: 0,
      serviceCharge: 0,
      tax: 0,
      total: 55000,
    });
  });

  it('extracts an included tax without adding it (110 = 10 % included)', () => {
    expect(figures(posCartTotals(lines, ppn(110)))).toEqual({
      subtotal: 55000,
      discount: 0,
      serviceCharge: 0,
      tax: 5000,
      total: 55000,
    });
  });

  it('rounds the tax to whole rupiah', () => {
    // 11 % of 50 is 5.5 → 6.
    expect(figures(posCartTotals(cart({ menuItemId: 'x', name: 'X', price: 50 }), ppn(11)))).toEqual({
      subtotal: 50,
      discount: 0,
      serviceCharge: 0,
      tax: 6,
      total: 56,
    });
  });

  it('is all zeros for an empty cart, with no discounts and no problem', () => {
    expect(posCartTotals([], ppn(11))).toEqual({
      subtotal: 0,
      discount: 0,
      serviceCharge: 0,
      tax: 0,
      total: 0,
      discounts: [],
      problem: null,
    });
  });

  it('adds a service charge, then the tax on dishes and service (5 % and PB1 10 %)', () => {
    expect(
      figures(posCartTotals(lines, { taxPercent: 10, serviceChargePercent: 5, taxType: 'PB1' })),
    ).toEqual({
      subtotal: 55000,
      discount: 0,
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
          expect(figures(posCartTotals(lines, settings))).toEqual({
            subtotal,
            discount: 0,
            serviceCharge,
            tax,
            total,
          });
          expect(canPay(lines)).toBe(total > 0);
        },
      ),
    );
  });
});

const off = (kind: CartDiscount['kind'], value: number, reason = 'Pelanggan tetap'): CartDiscount => ({
  kind,
  value,
  reason,
});

describe('discounts in the cart (issue 20)', () => {
  const ppn11: ChargeSettings = { taxPercent: 11, serviceChargePercent: 0, taxType: 'PPN' };
  // NASI ×2 = 50 000 with 10 % off; TEH 5 000; Rp 2.000 off the bill.
  const lines: PosCartLine[] = [
    { ...NASI, qty: 2, discount: off('PERCENT', 10, 'Ulang tahun') },
    { ...TEH, qty: 1 },
  ];

  it('takes the lines’ discounts first, then the bill’s, before the service charge and tax', () => {
    const totals = posCartTotals(lines, ppn11, off('FIXED', 2000));
    expect(totals).toEqual({
      subtotal: 55000,
      discount: 7000,
      serviceCharge: 0,
      // 11 % of 48 000.
      tax: 5280,
      total: 53280,
      discounts: [
        { line: 0, kind: 'PERCENT', value: 10, reason: 'Ulang tahun', amount: 5000 },
        { line: null, kind: 'FIXED', value: 2000, reason: 'Pelanggan tetap', amount: 2000 },
      ],
      problem: null,
    });
  });

  it('prices a bill percent on what the lines leave, with a service charge and an included tax', () => {
    const settings: ChargeSettings = { taxPercent: 110, serviceChargePercent: 5, taxType: 'PB1' };
    const totals = posCartTotals(lines, settings, off('PERCENT', 50));
    // Lines leave 50 000; half of it off: 25 000 + 5 000 = 30 000 off. Base 25 000, service 1 250.
    expect(figures(totals)).toEqual({
      subtotal: 55000,
      discount: 30000,
      serviceCharge: 1250,
      tax: Math.round((26250 * 10) / 110),
      total: 26250,
    });
  });

  it('sends the discounts by the lines’ places, the bill’s last, without anything but the rule and reason', () => {
    const body = saleDiscounts([{ ...TEH, qty: 1 }, ...lines], off('FIXED', 2000));
    expect(body).toEqual([
      { line: 1, kind: 'PERCENT', value: 10, reason: 'Ulang tahun' },
      { line: null, kind: 'FIXED', value: 2000, reason: 'Pelanggan tetap' },
    ]);
    expect(saleDiscounts([{ ...TEH, qty: 1 }])).toEqual([]);
    expect(lines.map(saleLineBody)[0]).not.toHaveProperty('discount');
  });

  it('counts a discount of the whole cart as nothing to pay', () => {
    const free = [{ ...TEH, qty: 1, discount: off('PERCENT', 100) }];
    expect(posCartTotals(free, ppn11).total).toBe(0);
    expect(canPay(free)).toBe(false);
    expect(canPay([{ ...TEH, qty: 1 }], off('FIXED', 5000))).toBe(false);
    expect(canPay([{ ...TEH, qty: 1 }], off('FIXED', 4999))).toBe(true);
  });

  it('reports discounts that do not fit and counts none of them', () => {
    const tooMuch = [{ ...TEH, qty: 1, discount: off('FIXED', 5001) }];
    const totals = posCartTotals(tooMuch, ppn11);
    expect(totals.problem).toEqual({ kind: 'tooLarge', line: 0 });
    expect(figures(totals)).toEqual({ subtotal: 5000, discount: 0, serviceCharge: 0, tax: 550, total: 5550 });
    expect(canPay(tooMuch)).toBe(false);
    expect(posCartTotals([{ ...TEH, qty: 1 }], ppn11, off('FIXED', 6000)).problem).toEqual({
      kind: 'tooLarge',
      line: null,
    });
  });

  it('re-prices a percent when the qty changes; the line’s discount goes with the line', () => {
    const more = changeQty(lines, 'nasi', 1);
    expect(posCartTotals(more, ppn11).discounts[0]?.amount).toBe(7500);
    const gone = changeQty(lines, 'nasi', -2);
    expect(gone).toEqual([{ ...TEH, qty: 1 }]);
    expect(posCartTotals(gone, ppn11).discount).toBe(0);
    // A tap on the dish adds to the discounted line.
    expect(addToCart(lines, NASI)[0]).toMatchObject({ qty: 3, discount: off('PERCENT', 10, 'Ulang tahun') });
  });

  it('sets and takes away a line’s discount', () => {
    const given = setCartLineDiscount([{ ...TEH, qty: 1 }], 'teh', off('FIXED', 1000));
    expect(given).toEqual([{ ...TEH, qty: 1, discount: off('FIXED', 1000) }]);
    expect(setCartLineDiscount(given, 'teh', null)).toEqual([{ ...TEH, qty: 1 }]);
    expect(setCartLineDiscount(given, 'kopi', null)).toEqual(given);
  });

  it('keeps the discount when a note moves the line, and when it joins another line', () => {
    const noted = setCartLineNote(lines, 'nasi', 'pedas');
    expect(noted[0]).toMatchObject({ note: 'pedas', discount: off('PERCENT', 10, 'Ulang tahun') });
    const two: PosCartLine[] = [
      { ...NASI, qty: 1, discount: off('FIXED', 1000) },
      { ...NASI, qty: 1, note: 'pedas' },
    ];
    expect(setCartLineNote(two, 'nasi', 'pedas')).toEqual([
      { ...NASI, qty: 2, note: 'pedas', discount: off('FIXED', 1000) },
    ]);
    // The joined line keeps its own.
    const both: PosCartLine[] = [
      { ...NASI, qty: 1, discount: off('FIXED', 1000) },
      { ...NASI, qty: 1, note: 'pedas', discount: off('PERCENT', 5) },
    ];
    expect(setCartLineNote(both, 'nasi', 'pedas')).toEqual([
      { ...NASI, qty: 2, note: 'pedas', discount: off('PERCENT', 5) },
    ]);
  });

  it('fitDiscounts takes away a fixed discount above its line after the qty went down, then the bill’s', () => {
    const fixedLines: PosCartLine[] = [
      { ...NASI, qty: 2, discount: off('FIXED', 30000) },
      { ...TEH, qty: 1, discount: off('PERCENT', 50) },
    ];
    expect(fitDiscounts(fixedLines, off('FIXED', 20000))).toEqual({
      lines: fixedLines,
      billDiscount: off('FIXED', 20000),
      dropped: [],
    });
    const fewer = changeQty(fixedLines, 'nasi', -1);
    const fitted = fitDiscounts(fewer, off('FIXED', 20000));
    expect(fitted.lines).toEqual([
      { ...NASI, qty: 1 },
      { ...TEH, qty: 1, discount: off('PERCENT', 50) },
    ]);
    // 25 000 + 2 500 left: the bill's 20 000 still fits.
    expect(fitted.billDiscount).toEqual(off('FIXED', 20000));
    expect(fitted.dropped).toEqual([{ line: fewer[0], discount: off('FIXED', 30000) }]);
    const tehOnly = fitDiscounts(changeQty(fixedLines, 'nasi', -2), off('FIXED', 20000));
    expect(tehOnly).toEqual({
      lines: [{ ...TEH, qty: 1, discount: off('PERCENT', 50) }],
      billDiscount: null,
      dropped: [{ line: null, discount: off('FIXED', 20000) }],
    });
    // A percent always fits.
    expect(fitDiscounts([], off('PERCENT', 10)).dropped).toEqual([]);
  });

  it('never leaves a discount that does not fit, and then prices as priceDiscounts', () => {
    const discount = fc.option(
      fc.record({
        kind: fc.constantFrom('PERCENT' as const, 'FIXED' as const),
        value: fc.integer({ min: 1, max: 200_000 }),
      }),
      { nil: null },
    );
    const asCart = (d: { kind: CartDiscount['kind']; value: number } | null): CartDiscount | null =>
      d ? off(d.kind, d.kind === 'PERCENT' ? Math.min(100, d.value) : d.value) : null;
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            price: fc.integer({ min: 0, max: 100_000 }),
            qty: fc.integer({ min: 1, max: 5 }),
            discount,
          }),
          {
            maxLength: 6,
          },
        ),
        discount,
        fc.integer({ min: 0, max: 110 }),
        fc.integer({ min: 0, max: 20 }),
        fc.constantFrom(...TAX_TYPES),
        (picked, bill, taxPercent, serviceChargePercent, taxType) => {
          const raw = picked.map((line, i): PosCartLine => {
            const given = asCart(line.discount);
            const base = { menuItemId: `m${i}`, name: `M${i}`, price: line.price, qty: line.qty };
            return given ? { ...base, discount: given } : base;
          });
          const fitted = fitDiscounts(raw, asCart(bill));
          const settings = { taxPercent, serviceChargePercent, taxType };
          const totals = posCartTotals(fitted.lines, settings, fitted.billDiscount);
          expect(totals.problem).toBeNull();
          const priced = priceDiscounts(
            lineAmounts(fitted.lines),
            saleDiscounts(fitted.lines, fitted.billDiscount),
          );
          expect(priced.ok && priced.total).toBe(totals.discount);
          expect(totals.total).toBe(chargesOf(totals.subtotal, settings, totals.discount).total);
          expect(totals.discount).toBeLessThanOrEqual(totals.subtotal);
          expect(canPay(fitted.lines, fitted.billDiscount)).toBe(totals.total > 0);
          // Only what did not fit went, each once.
          const kept = fitted.lines.filter((line) => line.discount).length + (fitted.billDiscount ? 1 : 0);
          const given = raw.filter((line) => line.discount).length + (bill ? 1 : 0);
          expect(kept + fitted.dropped.length).toBe(given);
        },
      ),
    );
  });
});

describe('discountNeedsPin', () => {
  it('asks a cashier above the limit, never at it, and never an admin', () => {
    expect(discountNeedsPin('CASHIER', { subtotal: 100_000, discount: 10_000 }, 10)).toBe(false);
    expect(discountNeedsPin('CASHIER', { subtotal: 100_000, discount: 10_001 }, 10)).toBe(true);
    expect(discountNeedsPin('CASHIER', { subtotal: 100_000, discount: 1 }, 0)).toBe(true);
    expect(discountNeedsPin('CASHIER', { subtotal: 100_000, discount: 0 }, 0)).toBe(false);
    expect(discountNeedsPin('RESTAURANT_ADMIN', { subtotal: 100_000, discount: 100_000 }, 0)).toBe(false);
    expect(discountNeedsPin('SUPER_ADMIN', { subtotal: 100_000, discount: 100_000 }, 0)).toBe(false);
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
