import { describe, expect, it } from 'vitest';
import { planPriceMessages } from './plan-messages';
import { planOffer, purchasablePlans, registerHref, yearlySaving } from './plan-offer';

const PRICES = { priceBasic: 0, pricePOS: 99_000, pricePro: 249_000, priceEnterprise: 999_000 };
const t = planPriceMessages.get();

describe('plan card offer (SPEC §2 /pricing)', () => {
  it('prices a paid plan in IDR without decimals, /bln monthly and ten months /thn yearly', () => {
    expect(planOffer(t, 'PRO', 'monthly', PRICES, 30)).toEqual({
      kind: 'paid',
      priceText: 'Rp 249.000',
      suffix: '/bln',
      amount: 249_000,
    });
    expect(planOffer(t, 'POS_ONLY', 'yearly', PRICES, 30)).toEqual({
      kind: 'paid',
      priceText: 'Rp 990.000',
      suffix: '/thn',
      amount: 990_000,
    });
  });

  it('shows BASIC at 0 or less as free with the real trial length', () => {
    expect(planOffer(t, 'BASIC', 'monthly', PRICES, 30)).toEqual({
      kind: 'free',
      priceText: 'Gratis (uji coba 30 hari)',
    });
    expect(planOffer(t, 'BASIC', 'yearly', { ...PRICES, priceBasic: -5 }, 14).priceText).toBe(
      'Gratis (uji coba 14 hari)',
    );
    expect(planOffer(t, 'BASIC', 'monthly', PRICES, 7).priceText).toBe('Gratis (uji coba 7 hari)');
  });

  it('sells BASIC once the platform gives it a price', () => {
    expect(planOffer(t, 'BASIC', 'monthly', { ...PRICES, priceBasic: 49_000 }, 30)).toMatchObject({
      kind: 'paid',
      priceText: 'Rp 49.000',
    });
  });

  it('never prices ENTERPRISE: it goes through chat', () => {
    expect(planOffer(t, 'ENTERPRISE', 'yearly', PRICES, 30)).toEqual({
      kind: 'contact',
      priceText: 'Hubungi kami',
    });
  });

  it('a free paid plan is free, without a trial', () => {
    expect(planOffer(t, 'PRO', 'monthly', { ...PRICES, pricePro: 0 }, 30)).toEqual({
      kind: 'free',
      priceText: 'Gratis',
    });
  });

  it('a year saves two months', () => {
    expect(yearlySaving('PRO', PRICES)).toBe(498_000);
    expect(yearlySaving('BASIC', PRICES)).toBe(0);
  });

  it('starts free plans on /register with the plan chosen', () => {
    expect(registerHref('BASIC')).toBe('/register');
    expect(registerHref('PRO')).toBe('/register?package=PRO');
  });
});

describe('plans checkout sells', () => {
  it('leaves out ENTERPRISE and free plans', () => {
    expect(purchasablePlans(PRICES)).toEqual(['POS_ONLY', 'PRO']);
    expect(purchasablePlans({ ...PRICES, priceBasic: 49_000 })).toEqual(['BASIC', 'POS_ONLY', 'PRO']);
  });
});
