import { describe, expect, it } from 'vitest';
import { adDecision, adScriptUrl } from './ad-config';

describe('adDecision (SPEC §2 ads)', () => {
  it('shows nothing when the tenant has ads disabled, whatever the build', () => {
    for (const build of ['development', 'production'] as const) {
      expect(adDecision(false, {}, build)).toEqual({ kind: 'none' });
      expect(adDecision(false, { client: 'ca-pub-1', slot: '123' }, build)).toEqual({ kind: 'none' });
    }
  });

  it('shows the placeholder in a development build unless both the client and the slot are set', () => {
    expect(adDecision(true, {}, 'development')).toEqual({ kind: 'placeholder' });
    expect(adDecision(true, { client: 'ca-pub-1' }, 'development')).toEqual({ kind: 'placeholder' });
    expect(adDecision(true, { slot: '123' }, 'development')).toEqual({ kind: 'placeholder' });
    expect(adDecision(true, { client: '  ', slot: '123' }, 'development')).toEqual({ kind: 'placeholder' });
    expect(adDecision(true, { client: 'ca-pub-1', slot: '' }, 'development')).toEqual({
      kind: 'placeholder',
    });
  });

  it('shows diners nothing in a production build without both settings', () => {
    expect(adDecision(true, {}, 'production')).toEqual({ kind: 'none' });
    expect(adDecision(true, { client: 'ca-pub-1' }, 'production')).toEqual({ kind: 'none' });
    expect(adDecision(true, { client: ' ', slot: '123' }, 'production')).toEqual({ kind: 'none' });
  });

  it('loads the ad with both settings, trimmed, in either build', () => {
    for (const build of ['development', 'production'] as const) {
      expect(adDecision(true, { client: ' ca-pub-1 ', slot: '123\n' }, build)).toEqual({
        kind: 'ad',
        client: 'ca-pub-1',
        slot: '123',
      });
    }
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
