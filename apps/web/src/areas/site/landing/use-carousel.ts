import { useEffect, useState } from 'react';
import { usePrefersReducedMotion } from '../../../lib/use-reduced-motion';
import {
  CAROUSEL_INTERVAL_MS,
  isAutoPlaying,
  nextSlide,
  offersPlay,
  previousSlide,
  type PlayChoice,
} from './carousel-state';

/**
 * The carousel's current slide and what holds it still. While it plays, the next slide comes
 * CAROUSEL_INTERVAL_MS after the last move (a click on a control restarts the wait).
 */
export function useCarousel(count: number) {
  const reducedMotion = usePrefersReducedMotion();
  const [index, setIndex] = useState(0);
  const [choice, setChoice] = useState<PlayChoice>('auto');
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const playing = isAutoPlaying({ choice, hovered, focused, reducedMotion });
  const showsPlay = offersPlay(choice, reducedMotion);

  useEffect(() => {
    if (!playing) return undefined;
    const timer = window.setTimeout(
      () => setIndex((current) => nextSlide(current, count)),
      CAROUSEL_INTERVAL_MS,
    );
    return () => window.clearTimeout(timer);
  }, [playing, index, count]);

  return {
    index,
    playing,
    showsPlay,
    goTo: setIndex,
    next: () => setIndex((current) => nextSlide(current, count)),
    previous: () => setIndex((current) => previousSlide(current, count)),
    togglePlay: () => setChoice(showsPlay ? 'playing' : 'paused'),
    setHovered,
    setFocused,
  };
}
