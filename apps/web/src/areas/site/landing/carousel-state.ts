/** SPEC §9: the screenshot carousel moves every 3000 ms. */
export const CAROUSEL_INTERVAL_MS = 3000;

/** The slide after `index`, wrapping to the first. */
export function nextSlide(index: number, count: number): number {
  return count > 0 ? (index + 1) % count : 0;
}

/** The slide before `index`, wrapping to the last. */
export function previousSlide(index: number, count: number): number {
  return count > 0 ? (index - 1 + count) % count : 0;
}

/** The visitor's play/pause button: untouched ('auto'), or pressed to pause or to play. */
export type PlayChoice = 'auto' | 'paused' | 'playing';

export interface CarouselHolds {
  choice: PlayChoice;
  /** The pointer is over the carousel (SPEC §2: it pauses on hover). */
  hovered: boolean;
  /** Keyboard focus is inside it: nothing moves under the visitor's focus. */
  focused: boolean;
  /** prefers-reduced-motion: it does not move by itself. */
  reducedMotion: boolean;
}

/**
 * Whether the carousel moves by itself now. Hover always holds it; a press of pause or play is
 * obeyed; untouched, it plays unless keyboard focus is inside or the visitor asked for less motion.
 */
export function isAutoPlaying({ choice, hovered, focused, reducedMotion }: CarouselHolds): boolean {
  if (hovered || choice === 'paused') return false;
  if (choice === 'playing') return true;
  return !focused && !reducedMotion;
}

/** What the play/pause button offers: 'play' when the carousel stays still even without hover. */
export function offersPlay(choice: PlayChoice, reducedMotion: boolean): boolean {
  return choice === 'paused' || (choice === 'auto' && reducedMotion);
}
