import type { Order, OrderDiscount } from '@meja/shared/contracts/orders';
import { describe, expect, it } from 'vitest';
import { paidOrder } from '../../../components/receipt/receipt-test-orders';
import {
  discountFormProblems,
  discountsWith,
  discountsWithout,
  draftDiscount,
  emptyDiscountForm,
  hasNewDiscount,
  lineOfTarget,
  pinNeeded,
  previewDiscounts,
  targetOfLine,
  typedWhole,
  WHOLE_BILL,
} from './discount-draft';

/** Rp 28.000 of dishes (2 × 10.000 and 1 × 8.000), PPN 11 % on top, not paid yet. */
const unpaid: Order = paidOrder({ status: 'PENDING', paymentStatus: 'NONE' });

const stored = (discount: Partial<OrderDiscount> & Pick<OrderDiscount, 'line'>): OrderDiscount => ({
  kind: 'PERCENT',
  value: 10,
  amount: 0,
  reason: 'Member',
  by: 'Kasir',
  approvedBy: null,
  ...discount,
});

const texts = {
  valueRequired: 'value',
  percentRange: 'range',
  reasonRequired: 'reason',
  reasonTooLong: 'long',
  pinMissing: 'pin?',
  pinFormat: 'pin6',
};

describe('the form’s target and value', () => {
  it('reads the bill as null and a line by its place', () => {
    expect(lineOfTarget(WHOLE_BILL)).toBeNull();
    expect(lineOfTarget('1')).toBe(1);
    expect(lineOfTarget('x')).toBeNull();
    expect(targetOfLine(null)).toBe(WHOLE_BILL);
    expect(targetOfLine(2)).toBe('2');
  });

  it('reads whole rupiah as typed, with or without the thousands dots', () => {
    expect(typedWhole('5000')).toBe(5000);
    expect(typedWhole(' 5.000 ')).toBe(5000);
    expect(typedWhole('5 000')).toBe(5000);
    expect(typedWhole('12,5')).toBeNull();
    expect(typedWhole('')).toBeNull();
    expect(typedWhole('-3')).toBeNull();
  });

  it('is a discount to preview once the value is a whole number of at least 1', () => {
    expect(draftDiscount(emptyDiscountForm())).toBeNull();
    expect(draftDiscount({ ...emptyDiscountForm(), value: '0' })).toBeNull();
    expect(draftDiscount({ target: '1', kind: 'FIXED', value: '2.000', reason: ' Promo ', pin: '' })).toEqual(
      { line: 1, kind: 'FIXED', value: 2000, reason: 'Promo' },
    );
  });
});

describe('the list the dialog sends', () => {
  const existing = [stored({ line: 0, amount: 2000 }), stored({ line: null, kind: 'FIXED', value: 1000 })];

  it('puts a new discount in place of the one on the same line or bill, else after them', () => {
    const bill = { line: null, kind: 'PERCENT' as const, value: 50, reason: 'Teman' };
    expect(discountsWith(existing, bill)).toEqual([
      { line: 0, kind: 'PERCENT', value: 10, reason: 'Member' },
      bill,
    ]);
    const second = { line: 1, kind: 'FIXED' as const, value: 500, reason: 'Rusak' };
    expect(discountsWith(existing, second)).toHaveLength(3);
    expect(discountsWith([], second)).toEqual([second]);
  });

  it('removes one by its place (an empty list removes them all)', () => {
    expect(discountsWithout(existing, 0)).toEqual([
      { line: null, kind: 'FIXED', value: 1000, reason: 'Member' },
    ]);
    expect(discountsWithout([stored({ line: null })], 0)).toEqual([]);
  });

  it('knows a discount already given (sent back unchanged) from a new one', () => {
    expect(hasNewDiscount(existing, discountsWithout(existing, 1))).toBe(false);
    expect(
      hasNewDiscount(
        existing,
        discountsWith(existing, { line: 0, kind: 'PERCENT', value: 10, reason: 'VIP' }),
      ),
    ).toBe(true);
  });
});

describe('previewDiscounts', () => {
  it('takes line discounts first, then the bill’s on what is left, then the tax on the rest', () => {
    const preview = previewDiscounts(unpaid, [
      { line: 0, kind: 'PERCENT', value: 10, reason: 'Member' },
      { line: null, kind: 'FIXED', value: 2600, reason: 'Promo' },
    ]);
    expect(preview.ok).toBe(true);
    if (!preview.ok) return;
    expect(preview.discounts.map((discount) => discount.amount)).toEqual([2000, 2600]);
    expect(preview.charges).toMatchObject({ subtotal: 28000, discount: 4600, tax: 2574, total: 25974 });
  });

  it('is the order as it is without discounts', () => {
    const preview = previewDiscounts(unpaid, []);
    expect(preview.ok && preview.charges.total).toBe(unpaid.grandTotal);
  });

  it('refuses what the server refuses: more off than the price, two on one line', () => {
    expect(previewDiscounts(unpaid, [{ line: 1, kind: 'FIXED', value: 9000, reason: 'x' }])).toEqual({
      ok: false,
      problem: { kind: 'tooLarge', line: 1 },
    });
    const twice = [
      { line: null, kind: 'PERCENT' as const, value: 10, reason: 'x' },
      { line: null, kind: 'PERCENT' as const, value: 20, reason: 'y' },
    ];
    expect(previewDiscounts(unpaid, twice)).toEqual({ ok: false, problem: { kind: 'twice', line: null } });
  });
});

describe('pinNeeded', () => {
  const base = { role: 'CASHIER' as const, limitPercent: 10, fresh: true, subtotal: 28000 };

  it('asks a cashier above the limit for a new discount; exactly at the limit needs none', () => {
    expect(pinNeeded({ ...base, discount: 2800 })).toBe(false);
    expect(pinNeeded({ ...base, discount: 2801 })).toBe(true);
  });

  it('never asks an admin, for discounts already given, or while the limit is unknown', () => {
    expect(pinNeeded({ ...base, role: 'RESTAURANT_ADMIN', discount: 28000 })).toBe(false);
    expect(pinNeeded({ ...base, fresh: false, discount: 28000 })).toBe(false);
    expect(pinNeeded({ ...base, limitPercent: null, discount: 28000 })).toBe(false);
  });
});

describe('discountFormProblems', () => {
  const filled = { target: WHOLE_BILL, kind: 'PERCENT' as const, value: '10', reason: 'Member', pin: '' };

  it('passes a filled form', () => {
    expect(discountFormProblems(filled, false, texts)).toEqual({});
  });

  it('names the value, the reason and the PIN when they are missing or wrong', () => {
    expect(discountFormProblems({ ...filled, value: '', reason: '  ' }, true, texts)).toEqual({
      value: 'value',
      reason: 'reason',
      pin: 'pin?',
    });
    expect(discountFormProblems({ ...filled, value: '101', pin: '12345' }, true, texts)).toEqual({
      value: 'range',
      pin: 'pin6',
    });
    expect(discountFormProblems({ ...filled, kind: 'FIXED', value: '150000' }, false, texts)).toEqual({});
    expect(discountFormProblems({ ...filled, reason: 'x'.repeat(101) }, false, texts)).toEqual({
      reason: 'long',
    });
  });
});
