import { describe, expect, it } from 'vitest';
import { providerLabel, WA_POLL_MS, WA_POLL_WINDOW_MS, waPollDelay } from './wa-device';

describe("the WhatsApp status's polling after 'Hubungkan'", () => {
  const pressed = 1_000_000;

  it('asks every 2 s for up to 180 s', () => {
    expect(WA_POLL_MS).toBe(2000);
    expect(WA_POLL_WINDOW_MS).toBe(180_000);
    expect(waPollDelay(pressed, false, pressed)).toBe(2000);
    expect(waPollDelay(pressed, false, pressed + 179_999)).toBe(2000);
    expect(waPollDelay(pressed, false, pressed + 180_000)).toBe(false);
  });

  it('stops once the number is ready, and never asks without a press', () => {
    expect(waPollDelay(pressed, true, pressed + 4000)).toBe(false);
    expect(waPollDelay(null, false, pressed)).toBe(false);
  });
});

describe("the provider's name", () => {
  const words = { providerNone: 'Belum ada', providerMeta: 'Meta', providerTwilio: 'Twilio' };

  it('names each provider', () => {
    expect(providerLabel('none', words)).toBe('Belum ada');
    expect(providerLabel('meta', words)).toBe('Meta');
    expect(providerLabel('twilio', words)).toBe('Twilio');
  });
});
