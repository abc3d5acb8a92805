import { describe, expect, it } from 'vitest';
import { arrivals, bumpPlace, flashing, NEW_CARD_FLASH_MS, NEW_ORDER_TONES } from './kitchen-alerts';

const press = (key: string, more: Partial<Parameters<typeof bumpPlace>[0]> = {}) => ({
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  repeat: false,
  target: null,
  ...more,
});

describe('arrivals', () => {
  it('nothing on the first load; afterwards, the cards that were not there', () => {
    expect(arrivals(null, ['a', 'b'])).toEqual([]);
    expect(arrivals(new Set(['a']), ['a', 'b', 'c'])).toEqual(['b', 'c']);
    expect(arrivals(new Set(['a', 'b']), ['b'])).toEqual([]);
  });
});

describe('flashing', () => {
  it(`a card flashes for ${NEW_CARD_FLASH_MS} ms after it arrived`, () => {
    const arrived = new Map([
      ['old', 1_000],
      ['new', 5_000],
    ]);
    expect(flashing(arrived, 5_000 + NEW_CARD_FLASH_MS - 1)).toEqual(new Set(['new']));
    expect(flashing(arrived, 5_000 + NEW_CARD_FLASH_MS)).toEqual(new Set());
  });
});

describe('bumpPlace: a bump bar sends the keys 1–9', () => {
  it('reads 1 to 9', () => {
    expect(bumpPlace(press('1'))).toBe(1);
    expect(bumpPlace(press('9'))).toBe(9);
  });

  it('ignores 0, letters, a held key and keys with a modifier', () => {
    expect(bumpPlace(press('0'))).toBeNull();
    expect(bumpPlace(press('a'))).toBeNull();
    expect(bumpPlace(press('F1'))).toBeNull();
    expect(bumpPlace(press('2', { repeat: true }))).toBeNull();
    expect(bumpPlace(press('2', { ctrlKey: true }))).toBeNull();
    expect(bumpPlace(press('2', { altKey: true }))).toBeNull();
  });
});

describe('the new order sound', () => {
  it('is short and its notes do not overlap', () => {
    const last = NEW_ORDER_TONES.at(-1);
    expect((last?.start ?? 0) + (last?.duration ?? 0)).toBeLessThan(0.5);
    const [first, second] = NEW_ORDER_TONES;
    expect((second?.start ?? 0) >= (first?.start ?? 0) + (first?.duration ?? 0)).toBe(true);
  });
});
