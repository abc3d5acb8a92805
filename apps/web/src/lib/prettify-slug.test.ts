import { describe, expect, it } from 'vitest';
import { prettifySlug } from './prettify-slug';

describe('prettifySlug', () => {
  it('title-cases the words of a slug', () => {
    expect(prettifySlug('warung-demo')).toBe('Warung Demo');
    expect(prettifySlug('kopi')).toBe('Kopi');
    expect(prettifySlug('sate--pak-2')).toBe('Sate Pak 2');
  });
});
