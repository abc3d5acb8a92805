/**
 * `run` at once when called, then at most once per `intervalMs`: the calls in between fold into one
 * call at the end of the interval, so the last change is never missed. `cancel` drops a waiting call.
 */
export function atMostEvery(intervalMs: number, run: () => void): { call: () => void; cancel: () => void } {
  let lastRun = Number.NEGATIVE_INFINITY;
  let waiting: ReturnType<typeof setTimeout> | null = null;
  const fire = () => {
    waiting = null;
    lastRun = Date.now();
    run();
  };
  return {
    call: () => {
      if (waiting !== null) return;
      const wait = lastRun + intervalMs - Date.now();
      if (wait <= 0) fire();
      else waiting = setTimeout(fire, wait);
    },
    cancel: () => {
      if (waiting !== null) clearTimeout(waiting);
      waiting = null;
    },
  };
}
