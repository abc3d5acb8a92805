import { describe, expect, it } from 'vitest';
import { nextToastChangeMs, SOCIAL_PROOF_EVERY_MS, SOCIAL_PROOF_VISIBLE_MS } from './social-proof-timing';

describe('social-proof toast timing (SPEC §9)', () => {
  it('appears first after 2.5 s and stays 5 s', () => {
    expect(nextToastChangeMs(false, false)).toBe(2500);
    expect(nextToastChangeMs(true, false)).toBe(5000);
  });

  it('then appears every 15 s, counted from one appearance to the next', () => {
    const hidden = nextToastChangeMs(false, true);
    expect(hidden + SOCIAL_PROOF_VISIBLE_MS).toBe(SOCIAL_PROOF_EVERY_MS);
    // Appearances at 2.5 s, 17.5 s, 32.5 s.
    let t = nextToastChangeMs(false, false);
    const shown = [t];
    for (let i = 0; i < 2; i++) {
      t += nextToastChangeMs(true, true) + nextToastChangeMs(false, true);
      shown.push(t);
    }
    expect(shown).toEqual([2500, 17_500, 32_500]);
  });
});
