import { describe, expect, it } from 'vitest';
import { CLAMPED_FROM_CHARS, isLongText } from './long-text';

describe('a text that is shortened until asked', () => {
  it('is longer than about two lines', () => {
    expect(isLongText('x'.repeat(CLAMPED_FROM_CHARS))).toBe(false);
    expect(isLongText('x'.repeat(CLAMPED_FROM_CHARS + 1))).toBe(true);
  });

  it('or has more than two lines of its own, however short', () => {
    expect(isLongText('Promo\nhari ini')).toBe(false);
    expect(isLongText('Promo\nhari\nini')).toBe(true);
  });
});
