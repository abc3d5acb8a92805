import { describe, expect, it } from 'vitest';
import { PAYMENT_STATUSES } from './order-status';
import {
  amountDue,
  amountMatches,
  PAYMENT_MESSAGES,
  PAYMENT_RECORD_STATUSES,
  paymentStatusLabel,
  planPayment,
  totalDue,
} from './payment-rules';

/** An order priced under the one-number tax setting alone (PPN, no service charge). */
const ppn = (subtotal: number, taxPercent: number) => ({
  subtotal,
  taxPercent,
  serviceChargePercent: 0,
  taxType: 'PPN' as const,
});

describe('amountDue', () => {
  it('is the subtotal plus rounded tax (SPEC §9: 11 %, whole rupiah)', () => {
    expect(amountDue(ppn(15000, 11))).toBe(16650);
    // 11 % of 12 345 is 1 357.95 → 1 358.
    expect(amountDue(ppn(12345, 11))).toBe(13703);
    // 11 % of 50 is 5.5 → 6 (half rounds up).
    expect(amountDue(ppn(50, 11))).toBe(56);
  });

  it('follows the order’s own tax rule: none, and prices that include tax', () => {
    expect(amountDue(ppn(15000, 0))).toBe(15000);
    expect(amountDue(ppn(22000, 110))).toBe(22000);
  });

  it('adds the order’s service charge before its tax (5 % service, 10 % PB1)', () => {
    const order = { subtotal: 100_000, taxPercent: 10, serviceChargePercent: 5, taxType: 'PB1' as const };
    expect(amountDue(order)).toBe(115_500);
    expect(amountDue({ ...order, taxPercent: 110 })).toBe(105_000);
  });

  it('is 0 for an empty order', () => {
    expect(amountDue(ppn(0, 11))).toBe(0);
  });
});

describe('totalDue', () => {
  it('rounds each order on its own before adding', () => {
    // 50 → 56 twice is 112; rounding the sum (100 → 111) would be a rupiah short.
    expect(totalDue([ppn(50, 11), ppn(50, 11)])).toBe(112);
    expect(totalDue([])).toBe(0);
  });
});

describe('amountMatches', () => {
  it('accepts the due amount and float noise of the same rupiah', () => {
    expect(amountMatches(16650, 16650)).toBe(true);
    expect(amountMatches(15000 * 1.11, 16650)).toBe(true);
    expect(amountMatches(16649.6, 16650)).toBe(true);
  });

  it('refuses another rupiah amount and non-numbers', () => {
    expect(amountMatches(16651, 16650)).toBe(false);
    expect(amountMatches(16649, 16650)).toBe(false);
    expect(amountMatches(15000, 16650)).toBe(false);
    expect(amountMatches(16650.5, 16650)).toBe(false);
    expect(amountMatches(Number.NaN, 16650)).toBe(false);
    expect(amountMatches(Number.POSITIVE_INFINITY, 16650)).toBe(false);
  });
});

describe('planPayment', () => {
  it('pays a PENDING or PAID order without a completed payment', () => {
    for (const status of ['PENDING', 'PAID'] as const)
      for (const paymentStatus of ['NONE', 'PENDING', 'FAILED'] as const)
        expect(planPayment({ status, paymentStatus })).toEqual({ kind: 'pay' });
  });

  it('refuses a second payment and a cancelled order', () => {
    expect(planPayment({ status: 'PENDING', paymentStatus: 'COMPLETED' })).toEqual({
      kind: 'refused',
      code: 'ORDER_ALREADY_PAID',
      message: PAYMENT_MESSAGES.alreadyPaid,
    });
    expect(planPayment({ status: 'CANCELLED', paymentStatus: 'NONE' })).toEqual({
      kind: 'refused',
      code: 'ORDER_CANCELLED',
      message: PAYMENT_MESSAGES.cancelled,
    });
  });

  it('names the amount due in the mismatch message', () => {
    expect(PAYMENT_MESSAGES.amountMismatch(16650)).toContain('Rp 16.650');
  });
});

describe('paymentStatusLabel', () => {
  it('uses the SPEC §4 labels for orders and payment records', () => {
    expect(PAYMENT_STATUSES.map(paymentStatusLabel)).toEqual([
      'Belum ada',
      'Menunggu',
      'Sudah dibayar',
      'Gagal',
    ]);
    expect(PAYMENT_RECORD_STATUSES.map(paymentStatusLabel)).toEqual([
      'Menunggu',
      'Sudah dibayar',
      'Gagal',
      'Dikembalikan',
    ]);
  });
});
