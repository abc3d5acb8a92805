import { useEffect, useState } from 'react';

const FCP = 'first-contentful-paint';

function painted(): boolean {
  return performance.getEntriesByName(FCP).length > 0;
}

/** Calls `callback` once the page's first contentful paint is on screen; returns a cancel. */
function afterFirstContentfulPaint(callback: () => void): () => void {
  if (
    typeof PerformanceObserver === 'undefined' ||
    !PerformanceObserver.supportedEntryTypes.includes('paint')
  ) {
    // No paint timing: the frame after next is close enough.
    let timer: number | undefined;
    const frame = window.requestAnimationFrame(() => {
      timer = window.setTimeout(callback, 0);
    });
    return () => {
      window.cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }
  const observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName(FCP).length === 0) return;
    observer.disconnect();
    callback();
  });
  observer.observe({ type: 'paint', buffered: true });
  return () => observer.disconnect();
}

/**
 * False until the page's first contentful paint is on screen (at once after a client-side
 * navigation): work that only fills in details, like a request for the settings, starts after the
 * page's text is shown instead of competing with it on a slow phone.
 */
export function useAfterFirstPaint(): boolean {
  const [done, setDone] = useState(painted);
  useEffect(() => (done ? undefined : afterFirstContentfulPaint(() => setDone(true))), [done]);
  return done;
}
