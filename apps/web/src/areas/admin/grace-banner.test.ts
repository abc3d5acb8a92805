import { describe, expect, it } from 'vitest';
import type { TenantContext } from '@meja/shared/contracts/tenant';
import { endedPeriodKind, payHref } from './grace-banner';

const base: TenantContext['tenant'] = {
  _id: 't1',
  slug: 'warung-sari',
  name: 'WARUNG SARI',
  address: '',
  package: 'BASIC',
  theme: 'classic',
  trialEndsAt: '2026-03-01T00:00:00.000Z',
  trialDaysLeft: 0,
  paidUntil: null,
  active: true,
  blockedFrom: '2026-03-08T00:00:00.000Z',
  kitchenAmberMinutes: 10,
  kitchenRedMinutes: 20,
  discountLimitPercent: 10,
};

describe('the grace banner', () => {
  it('names a BASIC trial, and sends its admin to the plans', () => {
    expect(endedPeriodKind(base)).toBe('trial');
    expect(payHref(base, 'trial')).toBe('/payment/warung-sari');
  });

  it('names a paid period, and sends its admin to pay the same package again', () => {
    const paid = {
      ...base,
      package: 'PRO' as const,
      trialDaysLeft: null,
      paidUntil: '2026-03-01T00:00:00.000Z',
    };
    expect(endedPeriodKind(paid)).toBe('paid');
    expect(payHref(paid, 'paid')).toBe('/payment/warung-sari?plan=PRO');
  });
});
