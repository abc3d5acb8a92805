import { groupBranchesChannel, type EventBus } from '../../platform/events';
import { watchTenant } from '../realtime/tenant-events';

/** At most one notice per branch in this long (a busy lunch hour must not flood the group's screen). */
export const BRANCH_NOTICE_INTERVAL_MS = 1000;
/**
 * How long a first change waits for the rest of its burst: a payment is an order notice and a
 * payment notice in the same instant, and the screen should read the branch again once for both.
 */
export const BRANCH_NOTICE_GATHER_MS = 150;

/**
 * Calls `onChanged(slug)` when one of the branches' orders or payments changes: once per burst,
 * at most once per interval per branch, and always after the last change (a change while a notice
 * is waiting rides along with it; one after it schedules the next). Returns how to stop.
 */
export function watchBranches(
  bus: EventBus,
  branches: readonly { id: string; slug: string }[],
  onChanged: (slug: string) => void,
  timing = { intervalMs: BRANCH_NOTICE_INTERVAL_MS, gatherMs: BRANCH_NOTICE_GATHER_MS },
): () => void {
  const waiting = new Map<string, NodeJS.Timeout>();
  const lastTold = new Map<string, number>();

  const changed = (slug: string) => {
    if (waiting.has(slug)) return;
    const sinceLast = Date.now() - (lastTold.get(slug) ?? Number.NEGATIVE_INFINITY);
    const delay = Math.max(timing.gatherMs, timing.intervalMs - sinceLast);
    waiting.set(
      slug,
      setTimeout(() => {
        waiting.delete(slug);
        lastTold.set(slug, Date.now());
        onChanged(slug);
      }, delay),
    );
  };

  // A diner's call changes no figure of the reports.
  const stops = branches.map((branch) =>
    watchTenant(bus, branch.id, (event) => {
      if (event.type !== 'call') changed(branch.slug);
    }),
  );
  return () => {
    for (const stop of stops) stop();
    for (const timer of waiting.values()) clearTimeout(timer);
    waiting.clear();
  };
}

type Branch = { id: string; slug: string };

/**
 * watchBranches over the group's branches as they are now and as they become: when the group's
 * branch list changes, the branches not followed yet are read (`loadBranches`), followed, and told
 * at once (the screen shows a new row). A branch that left keeps being followed until the stream
 * ends; its notices are harmless. A failed read is reported and the stream goes on as it was.
 */
export function watchGroup(
  bus: EventBus,
  group: { id: string; branches: readonly Branch[] },
  loadBranches: () => Promise<readonly Branch[]>,
  onChanged: (slug: string) => void,
  onError: (error: unknown) => void,
): () => void {
  const followed = new Set(group.branches.map((branch) => branch.id));
  const stops = [watchBranches(bus, group.branches, onChanged)];
  let ended = false;
  const stopGroup = bus.subscribe(groupBranchesChannel(group.id), () => {
    loadBranches().then((branches) => {
      if (ended) return;
      const added = branches.filter((branch) => !followed.has(branch.id));
      for (const branch of added) followed.add(branch.id);
      stops.push(watchBranches(bus, added, onChanged));
      for (const branch of added) onChanged(branch.slug);
    }, onError);
  });
  return () => {
    ended = true;
    stopGroup();
    for (const stop of stops) stop();
  };
}
