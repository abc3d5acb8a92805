import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EXPENSE_CATEGORIES, profitAndLoss } from './profit-loss';

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
