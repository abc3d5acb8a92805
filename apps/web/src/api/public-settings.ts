import type { PublicSettings } from '@meja/shared/contracts/platform';
import { fieldsOf, flag, numberOrNull, text } from '../lib/json-fields';
import { lightGet } from './light-http';

/*
 * GET /api/v1/public/settings for the site's first screens (/, /pricing): a hand-written check
 * instead of the zod contract, so a phone does not load and run zod to show a price.
 * public-settings.test.ts keeps it in step with the shared contract.
 */

export type PlatformOffer = PublicSettings['data'];

const NUMBERS = ['priceBasic', 'pricePOS', 'pricePro', 'priceEnterprise', 'trialDays'] as const;

/** `{data: PublicSettings}` → its data, or null when it does not match the contract. */
export function toPlatformOffer(value: unknown): PlatformOffer | null {
  const data = fieldsOf(value)?.get('data');
  const f = fieldsOf(data);
  if (!f) return null;
  const whatsappNumber = text(f, 'whatsappNumber');
  const demoLogins = flag(f, 'demoLogins');
  const [priceBasic, pricePOS, pricePro, priceEnterprise, trialDays] = NUMBERS.map((key) =>
    numberOrNull(f, key),
  );
  if (
    whatsappNumber === null ||
    demoLogins === null ||
    typeof priceBasic !== 'number' ||
    typeof pricePOS !== 'number' ||
    typeof pricePro !== 'number' ||
    typeof priceEnterprise !== 'number' ||
    typeof trialDays !== 'number' ||
    !Number.isInteger(trialDays)
  ) {
    return null;
  }
  return { priceBasic, pricePOS, pricePro, priceEnterprise, whatsappNumber, trialDays, demoLogins };
}

export function fetchPublicSettings(): Promise<PlatformOffer> {
  return lightGet('/public/settings', toPlatformOffer);
}
