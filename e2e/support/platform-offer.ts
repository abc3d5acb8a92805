import { expect, type APIRequestContext } from '@playwright/test';
import { publicSettings, type PublicSettings } from '@meja/shared/contracts/platform';

/* The platform's public settings (prices, WhatsApp number, trial length) as the site reads them. */

export type Offer = PublicSettings['data'];

export async function platformOffer(request: APIRequestContext): Promise<Offer> {
  const response = await request.get('/api/v1/public/settings');
  expect(response.status()).toBe(200);
  return publicSettings.parse(await response.json()).data;
}
