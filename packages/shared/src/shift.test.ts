import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PAYMENT_METHODS } from './payment-rules';
import { shiftReconciliation, shiftSummary, varianceLabel, type ShiftPayment } from './shift';

describe('shiftSummary', () => {
  const payments: ShiftPayment[] = [
    { method: 'CASH', amount: 50000 },
    { method: 'QRIS', amount: 30000 },
    { method: 'CARD', amount: 20000 },
    { method: 'CASH', amount: 16650 },
  ];

  it('expects the opening cash plus the cash taken, and compares the closing cash with it', () => {
    expect(shiftSummary({ openingCash: 200000, closingCash: 266650, payments, orderCount: 4 })).toEqual({
      expectedCash: 266650,
      difference: 0,
      totalsByMethod: { CASH: 66650, CARD: 20000, QRIS: 30000 },
      orderCount: 4,
      totalSales: 116650,
    });
  });

  it('counts card and QRIS in the sales but not in the drawer', () => {
    const onlyNonCash: ShiftPayment[] = [
      { method: 'CARD', amount: 40000 },
      { method: 'QRIS', amount: 10000 },
    ];
    const r = shiftSummary({
      openingCash: 100000,
      closingCash: 100000,
      payments: onlyNonCash,
      orderCount: 2,
    });
    expect(r.expectedCash).toBe(100000);
    expect(r.difference).toBe(0);
    expect(r.totalSales).toBe(50000);
  });

  it('a positive difference is more cash than expected, a negative one less', () => {
    expect(
      shiftSummary({ openingCash: 100000, closingCash: 155000, payments, orderCount: 4 }).difference,
    ).toBe(-11650);
    expect(shiftSummary({ openingCash: 0, closingCash: 70000, payments, orderCount: 4 }).difference).toBe(
      3350,
    );
  });

  it('is all zeros for a shift without payments, except what was in the drawer', () => {
    expect(shiftSummary({ openingCash: 150000, closingCash: 140000, payments: [], orderCount: 0 })).toEqual({
      expectedCash: 150000,
      difference: -10000,
      totalsByMethod: { CASH: 0, CARD: 0, QRIS: 0 },
      orderCount: 0,
      totalSales: 0,
    });
  });

  it('passes the order count through (orders are not payments: one may be paid in parts)', () => {
    expect(shiftSummary({ openingCash: 0, closingCash: 0, payments, orderCount: 3 }).orderCount).toBe(3);
  });

  it('does not change the payments it was given', () => {
    const frozen = Object.freeze(payments.map((p) => Object.freeze({ ...p })));
    shiftSummary({ openingCash: 0, closingCash: 0, payments: frozen, orderCount: 4 });
    expect(frozen).toEqual(payments);
  });

  it('for any payments: the totals add up to the sales and the difference closes the drawer', () => {
    const payment = fc.record({
      method: fc.constantFrom(...PAYMENT_METHODS),
      amount: fc.integer({ min: 0, max: 10_000_000 }),
    });
    const cash = fc.integer({ min: 0, max: 1_000_000_000 });
    fc.assert(
      fc.property(cash, cash, fc.array(payment, { maxLength: 40 }), (openingCash, closingCash, list) => {
        const r = shiftSummary({ openingCash, closingCash, payments: list, orderCount: list.length });
        const sum = (xs: ShiftPayment[]) => xs.reduce((s, p) => s + p.amount, 0);
        for (const method of PAYMENT_METHODS) {
          expect(r.totalsByMethod[method]).toBe(sum(list.filter((p) => p.method === method)));
        }
        expect(r.totalSales).toBe(sum(list));
        expect(r.expectedCash).toBe(openingCash + r.totalsByMethod.CASH);
        expect(r.expectedCash + r.difference).toBe(closingCash);
      }),
    );
  });
});

describe('shiftReconciliation', () => {
  const open = {
    expectedCash: 166_650,
    closingCash: null,
    totalsByMethod: { CASH: 66_650, CARD: 20_000, QRIS: 30_000 },
  };

  it('while open: the expected figures of each method, nothing counted yet', () => {
    expect(shiftReconciliation(open)).toEqual([
      { method: 'CASH', expected: 166_650, counted: null, difference: null },
      { method: 'CARD', expected: 20_000, counted: null, difference: null },
      { method: 'QRIS', expected: 30_000, counted: null, difference: null },
    ]);
  });

  it('closed: counted against expected per method, the difference signed like varianceLabel', () => {
    const closed = {
      ...open,
      closingCash: 160_000,
      expectedCard: 20_000,
      expectedQris: 30_000,
      countedCard: 25_000,
      countedQris: 30_000,
    };
    expect(shiftReconciliation(closed)).toEqual([
      { method: 'CASH', expected: 166_650, counted: 160_000, difference: -6_650 },
      { method: 'CARD', expected: 20_000, counted: 25_000, difference: 5_000 },
      { method: 'QRIS', expected: 30_000, counted: 30_000, difference: 0 },
    ]);
  });

  it('card and QRIS not counted stay without a difference; a count of 0 is a count', () => {
    const rows = shiftReconciliation({ ...open, closingCash: 166_650, countedCard: 0, countedQris: null });
    expect(rows[1]).toEqual({ method: 'CARD', expected: 20_000, counted: 0, difference: -20_000 });
    expect(rows[2]).toEqual({ method: 'QRIS', expected: 30_000, counted: null, difference: null });
  });

  it('prefers the figures fixed at close over the totals of the payments now', () => {
    const rows = shiftReconciliation({ ...open, closingCash: 0, expectedCard: 15_000, expectedQris: 0 });
    expect(rows.map((row) => row.expected)).toEqual([166_650, 15_000, 0]);
  });
});

describe('varianceLabel', () => {
  it.each([
    [0, 'Pas'],
    [-0, 'Pas'],
    [5000, 'Lebih Rp 5.000'],
    [-2000, 'Kurang Rp 2.000'],
    [1, 'Lebih Rp 1'],
    [-1, 'Kurang Rp 1'],
    [1250000, 'Lebih Rp 1.250.000'],
    [-1250000, 'Kurang Rp 1.250.000'],
  ])('%d → %s', (difference, label) => {
    expect(varianceLabel(difference)).toBe(label);
  });

  it('rounds to whole rupiah first, so less than half a rupiah is Pas', () => {
    expect(varianceLabel(0.4)).toBe('Pas');
    expect(varianceLabel(-0.4)).toBe('Pas');
    expect(varianceLabel(-0.5)).toBe('Pas'); // Math.round(-0.5) is -0
    expect(varianceLabel(0.5)).toBe('Lebih Rp 1');
    expect(varianceLabel(-1499.6)).toBe('Kurang Rp 1.500');
  });

  it('shows a non-number as Pas, as formatRupiah shows it as Rp 0', () => {
    expect(varianceLabel(Number.NaN)).toBe('Pas');
    expect(varianceLabel(Number.POSITIVE_INFINITY)).toBe('Pas');
  });
});
