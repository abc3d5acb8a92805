/**
 * The simulation's time: it moves only when the queue pauses between rounds, so a 2 s pause costs
 * nothing and a claim left by a closed tab goes stale after enough rounds (as in real time).
 */
export function virtualClock(start = Date.UTC(2026, 0, 5, 2, 0)) {
  let at = start;
  return {
    now: () => at,
    sleep: async (ms: number) => {
      at += ms;
      await new Promise<void>((resolve) => setImmediate(resolve));
    },
    advance(ms: number) {
      at += ms;
    },
  };
}

export type VirtualClock = ReturnType<typeof virtualClock>;
