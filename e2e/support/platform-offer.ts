import { expect, type APIRequestContext } from '@playwright/test';

/* The platform's public settings (prices, WhatsApp number, trial length) as the site reads them. */

export interface Offer {
  priceBasic: number;
  pricePOS: number;
  pricePro: number;
  priceEnterprise: number;
  whatsappNumber: string;
  trialDays: number;
}

function numberIn(data: Record<string, unknown>, key: keyof Offer): number {
  const value = data[key];
  if (typeof value !== 'number') throw new Error(`settings.${key} is not a number`);
  return value;
}

export async function platformOffer(request: APIRequestContext): Promise<Offer> {
  const response = await request.get('/api/v1/public/settings');
  expect(response.status()).toBe(200);
  const body: unknown = await response.json();
  const raw = typeof body === 'object' && body !== null && 'data' in body ? body.data : null;
  if (typeof raw !== 'object' || raw === null) throw new Error('settings without data');
  const data = Object.fromEntries(Object.entries(raw));
  const whatsappNumber = data.whatsappNumber;
  if (typeof whatsappNumber !== 'string') throw new Error('settings.whatsappNumber is not text');
  return {
    priceBasic: numberIn(data, 'priceBasic'),
    pricePOS: numberIn(data, 'pricePOS'),
    pricePro: numberIn(data, 'pricePro'),
    priceEnterprise: numberIn(data, 'priceEnterprise'),
    whatsappNumber,
    trialDays: numberIn(data, 'trialDays'),
  };
}

/** SPEC §9: IDR without decimals, id-ID grouping ('Rp 249.000'). */
export function rupiah(amount: number): string {
  return `Rp ${new Intl.NumberFormat('id-ID', { maximumFractionDigits: 0 }).format(amount)}`;
}
