import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TAX_TYPES } from './charges';
import { EXPENSE_CATEGORIES, profitAndLoss, revenueLines } from './profit-loss';

describe('profitAndLoss (SPEC §1: revenue − purchases − expenses)', () => {
  it('computes gross profit and profit, every category listed in order', () => {
    const pnl = profitAndLoss({
      revenue: 10_000_000,
      purchases: 3_500_000,
      expenses: [
        { category: 'RENT', amount: 2_000_000 },
        { category: 'PAYROLL', amount: 2_800_000 },
        { category: 'RENT', amount: 500_000 },
      ],
    });
    expect(pnl).toEqual({
      revenue: 10_000_000,
      purchases: 3_500_000,
      expensesByCategory: [
        { category: 'PAYROLL', amount: 2_800_000 },
        { category: 'RENT', amount: 2_500_000 },
        { category: 'UTILITIES', amount: 0 },
        { category: 'SUPPLIES', amount: 0 },
        { category: 'MARKETING', amount: 0 },
        { category: 'MAINTENANCE', amount: 0 },
        { category: 'OTHER', amount: 0 },
      ],
      expenses: 5_300_000,
      grossProfit: 6_500_000,
      profit: 1_200_000,
    });
  });

  it('is all zeros for an empty period', () => {
    const pnl = profitAndLoss({ revenue: 0, purchases: 0, expenses: [] });
    expect(pnl).toMatchObject({ revenue: 0, purchases: 0, expenses: 0, grossProfit: 0, profit: 0 });
    expect(pnl.expensesByCategory.map((row) => row.category)).toEqual([...EXPENSE_CATEGORIES]);
  });

  it('shows a loss as a negative profit', () => {
    expect(
      profitAndLoss({ revenue: 100, purchases: 300, expenses: [{ category: 'OTHER', amount: 50 }] }),
    ).toMatchObject({
      grossProfit: -200,
      profit: -250,
    });
  });

  it('refuses amounts that are not whole rupiah', () => {
    expect(() => profitAndLoss({ revenue: 0.5, purchases: 0, expenses: [] })).toThrow(RangeError);
    expect(() => profitAndLoss({ revenue: 0, purchases: Number.NaN, expenses: [] })).toThrow(RangeError);
    expect(() =>
      profitAndLoss({ revenue: 0, purchases: 0, expenses: [{ category: 'RENT', amount: 1.25 }] }),
    ).toThrow(RangeError);
  });

  it('profit = revenue − purchases − Σ expenses exactly, for any whole amounts (property)', () => {
    const money = fc.integer({ min: 0, max: 10_000_000_000_000 });
    const expense = fc.record({ category: fc.constantFrom(...EXPENSE_CATEGORIES), amount: money });
    fc.assert(
      fc.property(money, money, fc.array(expense, { maxLength: 20 }), (revenue, purchases, expenses) => {
        const pnl = profitAndLoss({ revenue, purchases, expenses });
        const spent = expenses.reduce((sum, row) => sum + row.amount, 0);
        expect(pnl.expenses).toBe(spent);
        expect(pnl.expensesByCategory.reduce((sum, row) => sum + row.amount, 0)).toBe(spent);
        expect(pnl.profit).toBe(revenue - purchases - spent);
        expect(pnl.grossProfit - pnl.expenses).toBe(pnl.profit);
      }),
    );
  });
});

describe('revenueLines', () => {
  it('rounds each line once and gives the dishes the rest', () => {
    expect(
      revenueLines(40_425, [
        { taxType: 'PB1', discount: 0, serviceCharge: 583.33, tax: 1225.1 },
        { taxType: 'PB1', discount: 0, serviceCharge: 583.33, tax: 1225.1 },
        { taxType: 'PB1', discount: 0, serviceCharge: 583.34, tax: 1224.8 },
      ]),
    ).toEqual({
      sales: 35_000,
      discount: 0,
      serviceCharge: 1_750,
      taxes: [
        { type: 'PPN', amount: 0 },
        { type: 'PB1', amount: 3_675 },
      ],
    });
    expect(revenueLines(0, [])).toEqual({
      sales: 0,
      discount: 0,
      serviceCharge: 0,
      taxes: [
        { type: 'PPN', amount: 0 },
        { type: 'PB1', amount: 0 },
      ],
    });
  });

  it('shows the dishes at their prices and the discount apart (issue 20)', () => {
    // 35 000 of dishes, 5 000 off: 30 000 + 5 % service 1 500 + 10 % PB1 of 31 500 = 3 150 → 34 650,
    // paid in two parts of 17 325.
    const half = { taxType: 'PB1' as const, discount: 2_500, serviceCharge: 750, tax: 1_575 };
    expect(revenueLines(34_650, [half, half])).toEqual({
      sales: 35_000,
      discount: 5_000,
      serviceCharge: 1_500,
      taxes: [
        { type: 'PPN', amount: 0 },
        { type: 'PB1', amount: 3_150 },
      ],
    });
    // A bill given away whole: nothing paid, the dishes and their discount both shown.
    expect(revenueLines(0, [{ taxType: 'PPN', discount: 20_000, serviceCharge: 0, tax: 0 }])).toMatchObject({
      sales: 20_000,
      discount: 20_000,
    });
    // Thirds of a discount: rounded once over the sum, not per payment.
    const third = { taxType: 'PPN' as const, discount: 1_000 / 3, serviceCharge: 0, tax: 0 };
    expect(revenueLines(9_000, [third, third, third])).toMatchObject({ sales: 10_000, discount: 1_000 });
  });

  it('adds up to the revenue exactly, whatever the shares (property)', () => {
    const share = fc.record({
      taxType: fc.constantFrom(...TAX_TYPES),
      discount: fc.double({ min: 0, max: 1e9, noNaN: true }),
      serviceCharge: fc.double({ min: 0, max: 1e9, noNaN: true }),
      tax: fc.double({ min: 0, max: 1e9, noNaN: true }),
    });
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e12 }),
        fc.array(share, { maxLength: 10 }),
        (revenue, shares) => {
          const lines = revenueLines(revenue, shares);
          const taxes = lines.taxes.reduce((sum, tax) => sum + tax.amount, 0);
          expect(lines.sales - lines.discount + lines.serviceCharge + taxes).toBe(revenue);
          expect(
            [lines.sales, lines.discount, lines.serviceCharge, ...lines.taxes.map((tax) => tax.amount)].every(
              Number.isSafeInteger,
            ),
          ).toBe(true);
          expect(lines.discount).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });
});
