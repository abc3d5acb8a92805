import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CASH_MESSAGES,
  cashCovers,
  cashReceivedProblem,
  changeDue,
  MAX_CASH_RECEIVED,
  quickCashOptions,
} from './cash';

describe('changeDue', () => {
  it('is what is left of the cash after the total', () => {
    expect(changeDue(38_850, 100_000)).toBe(61_150);
    expect(changeDue(38_850, 50_000)).toBe(11_150);
  });

  it('is 0 for the exact amount and null when the cash does not cover the total', () => {
    expect(changeDue(38_850, 38_850)).toBe(0);
    expect(changeDue(38_850, 38_849)).toBeNull();
    expect(changeDue(38_850, 0)).toBeNull();
  });

  // 0.1 × 3 × 55 500 is 16 650.000000000004 in floating point.
  it('counts whole rupiah (float noise of a client total is the same amount)', () => {
    expect(changeDue(0.1 * 3 * 55_500, 20_000)).toBe(3_350);
    expect(changeDue(100, 99.6)).toBe(0);
  });

  it('is null for a blank or non-number entry', () => {
    expect(changeDue(10_000, Number.NaN)).toBeNull();
    expect(changeDue(Number.NaN, 10_000)).toBeNull();
    expect(changeDue(10_000, Number.POSITIVE_INFINITY)).toBeNull();
  });

  it('never goes negative and adds back up to the cash received', () => {
    fc.assert(
      fc.property(fc.nat(10_000_000), fc.nat(10_000_000), (total, received) => {
        const change = changeDue(total, received);
        if (received < total) expect(change).toBeNull();
        else expect(change !== null && change >= 0 && change + total === received).toBe(true);
      }),
    );
  });
});

describe('cashCovers', () => {
  it('needs an entry of at least the total', () => {
    expect(cashCovers(38_850, 38_850)).toBe(true);
    expect(cashCovers(38_850, 100_000)).toBe(true);
    expect(cashCovers(38_850, 38_000)).toBe(false);
    expect(cashCovers(38_850, null)).toBe(false);
    expect(cashCovers(38_850, undefined)).toBe(false);
    expect(cashCovers(0, 0)).toBe(true);
  });
});

describe('cashReceivedProblem', () => {
  it('accepts no entry for any method', () => {
    for (const method of ['CASH', 'CARD', 'QRIS'] as const) {
      expect(cashReceivedProblem(method, undefined, 38_850)).toBeNull();
      expect(cashReceivedProblem(method, null, 38_850)).toBeNull();
    }
  });

  it('accepts cash that covers the amount due', () => {
    expect(cashReceivedProblem('CASH', 38_850, 38_850)).toBeNull();
    expect(cashReceivedProblem('CASH', 100_000, 38_850)).toBeNull();
  });

  it('refuses cash below the amount due', () => {
    expect(cashReceivedProblem('CASH', 38_849, 38_850)).toBe(CASH_MESSAGES.tooLittle);
    expect(cashReceivedProblem('CASH', 0, 38_850)).toBe(CASH_MESSAGES.tooLittle);
  });

  it('refuses cash received on a card or QRIS payment, whatever the amount', () => {
    expect(cashReceivedProblem('CARD', 100_000, 38_850)).toBe(CASH_MESSAGES.cashOnly);
    expect(cashReceivedProblem('QRIS', 38_850, 38_850)).toBe(CASH_MESSAGES.cashOnly);
  });
});

describe('quickCashOptions', () => {
  const amounts = (total: number) => quickCashOptions(total).map((option) => option.amount);

  it("offers 'Uang pas', the next round amount, Rp 50.000 and Rp 100.000 for a small total", () => {
    expect(quickCashOptions(38_850)).toEqual([
      { label: 'Uang pas', amount: 38_850 },
      { label: 'Rp 40.000', amount: 40_000 },
      { label: 'Rp 50.000', amount: 50_000 },
      { label: 'Rp 100.000', amount: 100_000 },
    ]);
  });

  it('offers the next multiple of each note, smallest first, without duplicates', () => {
    expect(amounts(12_500)).toEqual([12_500, 15_000, 20_000, 50_000, 100_000]);
    expect(amounts(61_200)).toEqual([61_200, 65_000, 70_000, 80_000, 100_000]);
  });

  it('hides the notes that do not cover the total', () => {
    expect(amounts(120_000)).toEqual([120_000, 150_000, 200_000]);
    expect(amounts(60_000)).toEqual([60_000, 100_000]);
  });

  it('does not repeat the exact amount: a total of Rp 50.000 is paid with "Uang pas"', () => {
    expect(amounts(50_000)).toEqual([50_000, 60_000, 100_000]);
    expect(amounts(100_000)).toEqual([100_000]);
  });

  it('rounds a float total to whole rupiah', () => {
    expect(amounts(0.1 * 3 * 55_500)[0]).toBe(16_650);
  });

  it('offers nothing for a total of 0 or less, or a non-number', () => {
    expect(quickCashOptions(0)).toEqual([]);
    expect(quickCashOptions(-5_000)).toEqual([]);
    expect(quickCashOptions(Number.NaN)).toEqual([]);
  });

  it('stays within what the column holds', () => {
    expect(amounts(MAX_CASH_RECEIVED)).toEqual([MAX_CASH_RECEIVED]);
  });

  it('always starts with the exact total and offers only amounts that cover it, ascending', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 50_000_000 }), (total) => {
        const list = amounts(total);
        expect(list[0]).toBe(total);
        for (let i = 1; i < list.length; i += 1) expect(list[i]).toBeGreaterThan(list[i - 1] ?? 0);
        if (total < 50_000) expect(list).toContain(50_000);
        if (total < 100_000) expect(list).toContain(100_000);
      }),
    );
  });
});
