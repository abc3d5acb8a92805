import type { WaStatus } from '@meja/shared/contracts/marketing';

/** SPEC §4/§7: after 'Hubungkan' the status is asked every 2 s, for up to 180 s. */
export const WA_POLL_MS = 2000;
export const WA_POLL_WINDOW_MS = 180_000;

/**
 * How long until the status is asked again: every 2 s from `connectingSince` (when 'Hubungkan'
 * was pressed) until the number is ready or 180 s have passed; never otherwise.
 */
export function waPollDelay(connectingSince: number | null, ready: boolean, now: number): number | false {
  if (connectingSince === null || ready) return false;
  return now - connectingSince < WA_POLL_WINDOW_MS ? WA_POLL_MS : false;
}

export interface ProviderWords {
  providerNone: string;
  providerMeta: string;
  providerTwilio: string;
}

/** The platform's WhatsApp provider in words. */
export function providerLabel(provider: WaStatus['provider'], t: ProviderWords): string {
  switch (provider) {
    case 'none':
      return t.providerNone;
    case 'meta':
      return t.providerMeta;
    case 'twilio':
      return t.providerTwilio;
  }
}
