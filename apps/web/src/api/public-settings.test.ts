import { publicSettings } from '@meja/shared/contracts/platform';
import { describe, expect, it } from 'vitest';
import { toPlatformOffer } from './public-settings';

const settings = {
  priceBasic: 0,
  pricePOS: 99_000,
  pricePro: 249_000,
  priceEnterprise: 0,
  whatsappNumber: '081200000000',
  trialDays: 30,
  demoLogins: false,
};

describe('the public settings check agrees with the shared zod contract', () => {
  it('accepts what the contract accepts', () => {
    const body = { data: settings };
    expect(publicSettings.safeParse(body).success).toBe(true);
    expect(toPlatformOffer(body)).toEqual(settings);
  });

  it.each([
    ['a missing field', { data: { ...settings, trialDays: undefined } }],
    ['a price as text', { data: { ...settings, pricePro: '249000' } }],
    ['a fractional trial', { data: { ...settings, trialDays: 1.5 } }],
    ['a null number', { data: { ...settings, priceBasic: null } }],
    ['no demoLogins flag', { data: { ...settings, demoLogins: undefined } }],
    ['demoLogins as text', { data: { ...settings, demoLogins: 'true' } }],
    ['no data', settings],
    ['not an object', 'oops'],
  ])('refuses %s, as the contract does', (_name, body) => {
    expect(publicSettings.safeParse(body).success).toBe(false);
    expect(toPlatformOffer(body)).toBeNull();
  });
});
