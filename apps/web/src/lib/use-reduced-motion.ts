import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

function subscribe(onChange: () => void): () => void {
  const list = window.matchMedia(QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

/** Read once, at the moment it matters (an exit animation about to start). */
export function prefersReducedMotion(): boolean {
  return window.matchMedia(QUERY).matches;
}

/** The visitor asked the system for less motion: nothing moves or appears by itself. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, prefersReducedMotion, () => true);
}
