import { describe, expect, it } from 'vitest';
import { marginTone } from './margin-tone';

describe('marginTone', () => {
  it('flags margins under 30% as low, judged on the shown whole percent', () => {
    expect(marginTone(12)).toBe('low');
    expect(marginTone(29.4)).toBe('low');
    expect(marginTone(29.5)).toBe('ok');
    expect(marginTone(67)).toBe('ok');
    expect(marginTone(-5)).toBe('low');
    expect(marginTone(null)).toBe('none');
  });
});
