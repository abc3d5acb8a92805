import { posRuntime, replayInBackground } from './pos-runtime';

/** A replay now and then while online, for writes the server asked to wait beyond the round limit. */
const PERIODIC_REPLAY_MS = 30_000;

/**
 * Start-up replay (items a closed tab left half-sent go back to pending first), then a replay on every
 * `online` event. The queue holds every tenant's writes made in this browser, so the slug only names
 * the caller. Returns the cleanup for the layout's effect.
 */
export function startPosSync(_tenantSlug: string): () => void {
  void posRuntime()
    .queue.start()
    .catch(() => undefined);
  // Ask the browser not to evict the queue under storage pressure (a best effort; may be refused).
  void navigator.storage?.persist?.().catch(() => false);
  const onOnline = () => replayInBackground();
  window.addEventListener('online', onOnline);
  const timer = window.setInterval(() => {
    if (navigator.onLine) replayInBackground();
  }, PERIODIC_REPLAY_MS);
  return () => {
    window.removeEventListener('online', onOnline);
    window.clearInterval(timer);
  };
}
