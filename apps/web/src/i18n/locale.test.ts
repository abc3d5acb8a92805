import { describe, expect, it } from 'vitest';
import { localeOfLanguages } from './locale';

describe('localeOfLanguages', () => {
  it('takes the first language Meja speaks, whatever region the browser names', () => {
    expect(localeOfLanguages(['en-US', 'id'])).toBe('en');
    expect(localeOfLanguages(['id-ID', 'en-GB'])).toBe('id');
    expect(localeOfLanguages(['EN-au'])).toBe('en');
  });

  it('skips the languages Meja does not speak', () => {
    expect(localeOfLanguages(['de-DE', 'fr', 'en-GB'])).toBe('en');
  });

  it('gives nothing when none is spoken, or there are none', () => {
    expect(localeOfLanguages(['ja-JP', 'zh'])).toBeUndefined();
    expect(localeOfLanguages([])).toBeUndefined();
    expect(localeOfLanguages(['english'])).toBeUndefined();
  });
});
