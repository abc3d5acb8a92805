import { describe, expect, it } from 'vitest';
import { trialCountdownDetail, trialCountdownTitle } from './trial-messages';

describe('the trial countdown texts', () => {
  it('counts days, and says 24 hours on the last day', () => {
    expect(trialCountdownTitle(7)).toBe('Uji coba berakhir dalam 7 hari');
    expect(trialCountdownTitle(3)).toBe('Uji coba berakhir dalam 3 hari');
    expect(trialCountdownTitle(2)).toBe('Uji coba berakhir dalam 2 hari');
    expect(trialCountdownTitle(1)).toBe('Uji coba berakhir dalam 24 jam');
  });

  it('names when it ends', () => {
    expect(trialCountdownDetail('12 Des 2026, 14.00')).toMatch(
      /^Masa uji coba gratis paket BASIC berakhir 12 Des 2026, 14\.00\./,
    );
  });
});
