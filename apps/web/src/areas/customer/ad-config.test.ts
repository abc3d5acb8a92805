import { describe, expect, it } from 'vitest';
import { adDecision, adScriptUrl } from './ad-config';

describe('adDecision (SPEC §2 ads)', () => {
  it('shows nothing when the tenant has ads disabled, whatever the build settings', () => {
    expect(adDecision(false, {})).toEqual({ kind: 'none' });
    expect(adDecision(false, { client: 'ca-pub-1', slot: '123' })).toEqual({ kind: 'none' });
  });

  it('shows the placeholder unless both the client and the slot are set', () => {
    expect(adDecision(true, {})).toEqual({ kind: 'placeholder' });
    expect(adDecision(true, { client: 'ca-pub-1' })).toEqual({ kind: 'placeholder' });
    expect(adDecision(true, { slot: '123' })).toEqual({ kind: 'placeholder' });
    expect(adDecision(true, { client: '  ', slot: '123' })).toEqual({ kind: 'placeholder' });
    expect(adDecision(true, { client: 'ca-pub-1', slot: '' })).toEqual({ kind: 'placeholder' });
  });

  it('loads the ad with both settings, trimmed', () => {
    expect(adDecision(true, { client: ' ca-pub-1 ', slot: '123\n' })).toEqual({
      kind: 'ad',
      client: 'ca-pub-1',
      slot: '123',
    });
  });

  it('builds the loader URL with the client escaped', () => {
    expect(adScriptUrl('ca-pub-1')).toBe(
      'https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js?client=ca-pub-1',
    );
    expect(adScriptUrl('a&b')).toBe(
      'https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js?client=a%26b',
    );
  });
});
