import { describe, expect, it } from 'vitest';
import {
  CAROUSEL_INTERVAL_MS,
  isAutoPlaying,
  nextSlide,
  offersPlay,
  previousSlide,
  type CarouselHolds,
} from './carousel-state';

const FREE: CarouselHolds = { choice: 'auto', hovered: false, focused: false, reducedMotion: false };

describe('landing carousel (SPEC §2, §9)', () => {
  it('moves every 3 s', () => {
    expect(CAROUSEL_INTERVAL_MS).toBe(3000);
  });

  it('wraps around both ways', () => {
    expect(nextSlide(0, 5)).toBe(1);
    expect(nextSlide(4, 5)).toBe(0);
    expect(previousSlide(0, 5)).toBe(4);
    expect(previousSlide(3, 5)).toBe(2);
    expect(nextSlide(0, 0)).toBe(0);
  });

  it('plays by itself until hover, keyboard focus or reduced motion holds it', () => {
    expect(isAutoPlaying(FREE)).toBe(true);
    expect(isAutoPlaying({ ...FREE, hovered: true })).toBe(false);
    expect(isAutoPlaying({ ...FREE, focused: true })).toBe(false);
    expect(isAutoPlaying({ ...FREE, reducedMotion: true })).toBe(false);
  });

  it('obeys the pause and play button; hover still holds a played carousel', () => {
    expect(isAutoPlaying({ ...FREE, choice: 'paused' })).toBe(false);
    expect(isAutoPlaying({ ...FREE, choice: 'playing', focused: true, reducedMotion: true })).toBe(true);
    expect(isAutoPlaying({ ...FREE, choice: 'playing', hovered: true })).toBe(false);
  });

  it('offers play when it stays still by itself', () => {
    expect(offersPlay('auto', false)).toBe(false);
    expect(offersPlay('auto', true)).toBe(true);
    expect(offersPlay('paused', false)).toBe(true);
    expect(offersPlay('playing', true)).toBe(false);
  });
});
