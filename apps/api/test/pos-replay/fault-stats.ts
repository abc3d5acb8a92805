/** Every fault the simulation injects, counted per kind. */
export const FAULT_KINDS = [
  /** A request sent while the network was down (offline or "lie-fi"): it never reached the server. */
  'offline',
  /** It reached the server, the answer was lost (a timeout, a dropped connection). */
  'responseLost',
  /** Delivered twice at the same time (a retrying proxy); one answer came back. */
  'duplicated',
  /** Held by the network and delivered later, after the retries (out of order); no answer came back. */
  'delayed',
  /** A 502/503 answer, half of them after the server had done the work. */
  'serverError',
  /** A resend answered 409 IN_PROGRESS (its first copy "still running"). */
  'inProgress',
  /** A resend answered 429. */
  'throttled',
  /** The tab was closed while it replayed, its item left `processing` (half of them after delivery). */
  'tabClosedMidReplay',
  /** The app was closed and opened again: a new queue on the same IndexedDB, start-up replay. */
  'restart',
  /** A second tab replayed at the same time as the first. */
  'twoTabs',
] as const;

export type FaultKind = (typeof FAULT_KINDS)[number];
export type FaultStats = Record<FaultKind, number>;

export function noFaults(): FaultStats {
  return {
    offline: 0,
    responseLost: 0,
    duplicated: 0,
    delayed: 0,
    serverError: 0,
    inProgress: 0,
    throttled: 0,
    tabClosedMidReplay: 0,
    restart: 0,
    twoTabs: 0,
  };
}

export function addFaults(total: FaultStats, more: FaultStats): void {
  for (const kind of FAULT_KINDS) total[kind] += more[kind];
}
