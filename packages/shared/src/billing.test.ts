import { describe, expect, it } from 'vitest';
import {
  checkoutMovesDown,
  packageAfterPayment,
  addMonths,
  cyclePrice,
  cycleSuffix,
  extendPaidPeriod,
  formatInvoiceNumber,
  invoiceDescription,
  monthlyPrice,
  paymentPageChoice,
  planPrice,
  trialCountdownDays,
  trialDaysLeft,
  whatsappChatHref,
} from './billing';

const prices = { priceBasic: 0, pricePOS: 99_000, pricePro: 249_000, priceEnterprise: 1_500_000 };
const at = (iso: string) => new Date(iso);

describe('plan prices (SPEC §9: yearly = 10 × monthly)', () => {
  it('reads the monthly price of each plan', () => {
    expect(monthlyPrice('BASIC', prices)).toBe(0);
    expect(monthlyPrice('POS_ONLY', prices)).toBe(99_000);
    expect(monthlyPrice('PRO', prices)).toBe(249_000);
    expect(monthlyPrice('ENTERPRISE', prices)).toBe(1_500_000);
  });

  it('charges ten months for a year', () => {
    expect(planPrice('PRO', 'yearly', prices)).toBe(2_490_000);
    expect(planPrice('POS_ONLY', 'yearly', prices)).toBe(990_000);
    expect(planPrice('PRO', 'monthly', prices)).toBe(249_000);
  });

  it('keeps a free plan free and never goes below zero', () => {
    expect(cyclePrice(0, 'yearly')).toBe(0);
    expect(cyclePrice(-5_000, 'monthly')).toBe(0);
    expect(cyclePrice(Number.NaN, 'yearly')).toBe(0);
  });

  it('rounds to whole rupiah before multiplying', () => {
    expect(cyclePrice(99_999.6, 'monthly')).toBe(100_000);
    expect(cyclePrice(99_999.4, 'yearly')).toBe(999_990);
  });

  it('suffixes /bln and /thn', () => {
    expect(cycleSuffix('monthly')).toBe('/bln');
    expect(cycleSuffix('yearly')).toBe('/thn');
  });
});

describe('payment page defaults (SPEC §9: plan PRO, cycle monthly)', () => {
  it.each([
    [{}, 'PRO', 'monthly'],
    [{ plan: 'POS_ONLY', cycle: 'yearly' }, 'POS_ONLY', 'yearly'],
    [{ plan: 'pro', cycle: 'YEARLY' }, 'PRO', 'monthly'],
    [{ plan: 'GOLD', cycle: 'weekly' }, 'PRO', 'monthly'],
    [{ plan: null, cycle: null }, 'PRO', 'monthly'],
  ])('%j → %s %s', (query, plan, cycle) => {
    expect(paymentPageChoice(query)).toEqual({ plan, cycle });
  });
});

describe('calendar months', () => {
  it('adds months keeping the day and time', () => {
    expect(addMonths(at('2026-11-24T10:00:00Z'), 1).toISOString()).toBe('2026-12-24T10:00:00.000Z');
    expect(addMonths(at('2026-11-24T10:00:00Z'), 12).toISOString()).toBe('2027-11-24T10:00:00.000Z');
  });

  it('falls back to the last day of a shorter month', () => {
    expect(addMonths(at('2027-01-31T00:00:00Z'), 1).toISOString()).toBe('2027-02-28T00:00:00.000Z');
    expect(addMonths(at('2028-01-31T00:00:00Z'), 1).toISOString()).toBe('2028-02-29T00:00:00.000Z');
    expect(addMonths(at('2026-03-31T00:00:00Z'), 1).toISOString()).toBe('2026-04-30T00:00:00.000Z');
  });

  it('crosses the year end', () => {
    expect(addMonths(at('2026-12-15T00:00:00Z'), 1).toISOString()).toBe('2027-01-15T00:00:00.000Z');
  });
});

describe('paid period', () => {
  const now = at('2026-11-24T00:00:00Z');

  it('starts now when nothing was paid or the period has ended', () => {
    expect(extendPaidPeriod(null, now, 'monthly')).toEqual({ start: now, end: at('2026-12-24T00:00:00Z') });
    expect(extendPaidPeriod(at('2026-10-01T00:00:00Z'), now, 'yearly').end).toEqual(
      at('2027-11-24T00:00:00Z'),
    );
  });

  it('extends from the current end when paying early', () => {
    const paidUntil = at('2026-12-10T00:00:00Z');
    expect(extendPaidPeriod(paidUntil, now, 'monthly')).toEqual({
      start: paidUntil,
      end: at('2027-01-10T00:00:00Z'),
    });
  });

  it('treats a period ending exactly now as ended', () => {
    expect(extendPaidPeriod(now, now, 'monthly').start).toEqual(now);
  });
});

describe('trial days left', () => {
  const now = at('2026-11-24T12:00:00Z');
  it('rounds a started day up and stops at zero', () => {
    expect(trialDaysLeft(at('2026-11-24T14:00:00Z'), now)).toBe(1);
    expect(trialDaysLeft(at('2026-12-24T12:00:00Z'), now)).toBe(30);
    expect(trialDaysLeft(now, now)).toBe(0);
    expect(trialDaysLeft(at('2026-11-01T00:00:00Z'), now)).toBe(0);
  });

  it('has no figure without a trial end', () => {
    expect(trialDaysLeft(null, now)).toBeNull();
  });
});

describe('trial countdown (issue 12)', () => {
  it('counts the last 7 days of a BASIC trial', () => {
    expect(trialCountdownDays('BASIC', 7)).toBe(7);
    expect(trialCountdownDays('BASIC', 3)).toBe(3);
    expect(trialCountdownDays('BASIC', 1)).toBe(1);
  });

  it('stays quiet before the last week, once the trial is over, and without a trial', () => {
    expect(trialCountdownDays('BASIC', 8)).toBeNull();
    expect(trialCountdownDays('BASIC', 30)).toBeNull();
    expect(trialCountdownDays('BASIC', 0)).toBeNull();
    expect(trialCountdownDays('BASIC', null)).toBeNull();
  });

  it.each(['POS_ONLY', 'PRO', 'ENTERPRISE'] as const)('never counts down for %s', (pkg) => {
    expect(trialCountdownDays(pkg, 3)).toBeNull();
  });
});

describe('WhatsApp chat link (SPEC §2: digits only, a leading 0 becomes 62)', () => {
  it.each([
    ['0812-3456-7890', 'https://wa.me/6281234567890'],
    ['+62 812 3456 7890', 'https://wa.me/6281234567890'],
    ['6281234567890', 'https://wa.me/6281234567890'],
  ])('%j → %s', (raw, href) => {
    expect(whatsappChatHref(raw)).toBe(href);
  });

  it('is absent without a number', () => {
    expect(whatsappChatHref('')).toBeNull();
    expect(whatsappChatHref('  -  ')).toBeNull();
  });

  it('carries an encoded message', () => {
    expect(whatsappChatHref('0812', 'Halo, paket ENTERPRISE?')).toBe(
      'https://wa.me/62812?text=Halo%2C+paket+ENTERPRISE%3F',
    );
  });
});

describe('invoice number (INV-YYYYMM-NNNNNN, month in Jakarta)', () => {
  it('pads the running number to six digits', () => {
    expect(formatInvoiceNumber(at('2026-11-24T10:00:00Z'), 42)).toBe('INV-202611-000042');
    expect(formatInvoiceNumber(at('2026-11-24T10:00:00Z'), 1_234_567)).toBe('INV-202611-1234567');
  });

  it('takes the month of Jakarta, not of UTC', () => {
    // 30 Nov 20:00 UTC is 1 Dec 03:00 WIB.
    expect(formatInvoiceNumber(at('2026-11-30T20:00:00Z'), 7)).toBe('INV-202612-000007');
    expect(formatInvoiceNumber(at('2026-12-31T16:59:59Z'), 7)).toBe('INV-202612-000007');
    expect(formatInvoiceNumber(at('2026-12-31T17:00:00Z'), 7)).toBe('INV-202701-000007');
  });
});

describe('invoice description', () => {
  it('names the plan as sold and the months bought', () => {
    expect(invoiceDescription('PRO', 'monthly')).toBe('Paket PRO — 1 bulan');
    expect(invoiceDescription('POS_ONLY', 'yearly')).toBe('Paket KASIR_SAJA — 12 bulan (bayar 10)');
  });
});

describe('an ENTERPRISE tenant is never moved down by a payment', () => {
  it('keeps ENTERPRISE when a lower plan is paid, and takes the plan otherwise', () => {
    expect(packageAfterPayment('ENTERPRISE', 'PRO')).toBe('ENTERPRISE');
    expect(packageAfterPayment('ENTERPRISE', 'POS_ONLY')).toBe('ENTERPRISE');
    expect(packageAfterPayment('BASIC', 'PRO')).toBe('PRO');
    expect(packageAfterPayment('PRO', 'POS_ONLY')).toBe('POS_ONLY');
  });

  it('refuses a checkout for a lower plan only to an ENTERPRISE tenant', () => {
    expect(checkoutMovesDown('ENTERPRISE', 'PRO')).toBe(true);
    expect(checkoutMovesDown('ENTERPRISE', 'ENTERPRISE')).toBe(false);
    expect(checkoutMovesDown('PRO', 'POS_ONLY')).toBe(false);
  });
});
