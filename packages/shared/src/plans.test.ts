import { describe, expect, it } from 'vitest';
import {
  PACKAGES,
  PACKAGE_LABELS,
  PACKAGE_RANK,
  REGISTRABLE_PACKAGES,
  isTrialExpired,
  showsUpgradeButton,
  trialEndsAt,
  upgradeHref,
} from './plans';

const DAY = 24 * 60 * 60 * 1000;

describe('packages', () => {
  it('ranks BASIC 1 < POS_ONLY 2 < PRO 3 < ENTERPRISE 4 (SPEC §9)', () => {
    expect(PACKAGE_RANK).toEqual({ BASIC: 1, POS_ONLY: 2, PRO: 3, ENTERPRISE: 4 });
    const byRank = [...PACKAGES].sort((a, b) => PACKAGE_RANK[a] - PACKAGE_RANK[b]);
    expect(byRank).toEqual(['BASIC', 'POS_ONLY', 'PRO', 'ENTERPRISE']);
  });

  it('shows POS_ONLY as KASIR_SAJA', () => {
    expect(PACKAGE_LABELS.POS_ONLY).toBe('KASIR_SAJA');
    expect(PACKAGE_LABELS.PRO).toBe('PRO');
  });

  it('does not offer ENTERPRISE at registration (it goes through chat)', () => {
    expect([...REGISTRABLE_PACKAGES]).toEqual(['BASIC', 'POS_ONLY', 'PRO']);
  });
});

describe('upgrade button (SPEC §2)', () => {
  it.each([
    ['BASIC', true],
    ['POS_ONLY', true],
    ['PRO', false],
    ['ENTERPRISE', false],
  ] as const)('%s shows the button: %s', (pkg, shown) => {
    expect(showsUpgradeButton(pkg)).toBe(shown);
  });

  it('goes to /payment/{slug} for BASIC and POS_ONLY, else /pricing', () => {
    expect(upgradeHref('BASIC', 'warung-a')).toBe('/payment/warung-a');
    expect(upgradeHref('POS_ONLY', 'warung-a')).toBe('/payment/warung-a');
    expect(upgradeHref('PRO', 'warung-a')).toBe('/pricing');
    expect(upgradeHref('ENTERPRISE', 'warung-a')).toBe('/pricing');
  });

  it('escapes the slug in the path', () => {
    expect(upgradeHref('BASIC', 'a b/../c')).toBe('/payment/a%20b%2F..%2Fc');
  });
});

describe('trial', () => {
  const start = new Date('2025-01-01T00:00:00.000Z');
  const end = trialEndsAt(start, 30);

  it('ends trialDays after the start', () => {
    expect(end.toISOString()).toBe('2025-01-31T00:00:00.000Z');
    expect(trialEndsAt(start, 0).getTime()).toBe(start.getTime());
  });

  it('is not expired one millisecond before its end', () => {
    expect(isTrialExpired('BASIC', end, new Date(end.getTime() - 1))).toBe(false);
  });

  it('is expired exactly at its end and after', () => {
    expect(isTrialExpired('BASIC', end, new Date(end.getTime()))).toBe(true);
    expect(isTrialExpired('BASIC', end, new Date(end.getTime() + DAY))).toBe(true);
  });

  it('never expires for a BASIC tenant without an end date', () => {
    expect(isTrialExpired('BASIC', null, new Date('2100-01-01'))).toBe(false);
  });

  it.each(['POS_ONLY', 'PRO', 'ENTERPRISE'] as const)('never expires for the paid package %s', (pkg) => {
    expect(isTrialExpired(pkg, end, new Date(end.getTime() + 365 * DAY))).toBe(false);
  });
});
