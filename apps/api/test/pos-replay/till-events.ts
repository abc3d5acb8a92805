import type { FaultStats } from './fault-stats';
import { openTab, type Origin, type PosTab } from './pos-tab';
import type { Random } from './seeded-random';

/** The cashier's device during a history: the origin (IndexedDB, locks, network) and the open tab. */
export interface Till {
  origin: Origin;
  tab: PosTab;
  faults: FaultStats;
  random: Random;
}

const ignore = () => undefined;

/** The app closed and opened again (or a tab closed by a fault): a new queue, start-up replay. */
export function reopen(till: Till, kind: 'restart' | 'tabClosedMidReplay'): void {
  till.tab.link.close();
  if (kind === 'restart') till.faults.restart += 1;
  till.tab = openTab(till.origin);
  void till.tab.queue.start().catch(ignore);
}

/** The tab is closed while it sends a queued item: the item stays `processing` in IndexedDB. */
export async function closeMidReplay(till: Till): Promise<void> {
  const { tab } = till;
  if ((await tab.queue.counts()).pending === 0) return;
  tab.link.closeOnNextSend = true;
  await Promise.race([tab.queue.replayRounds().catch(ignore), tab.closed]);
  tab.link.closeOnNextSend = false;
  if (tab.link.closed) reopen(till, 'tabClosedMidReplay');
}

/** A second tab starts and replays while the first replays too; the cashier keeps one of them. */
export async function twoTabs(till: Till): Promise<void> {
  till.faults.twoTabs += 1;
  const other = openTab(till.origin);
  await Promise.all([till.tab.queue.replayRounds().catch(ignore), other.queue.start().catch(ignore)]);
  if (till.random.chance(0.5)) {
    till.tab.link.close();
    till.tab = other;
  } else {
    other.link.close();
  }
}

/** What may happen between two taps of the cashier. */
export async function chaos(till: Till): Promise<void> {
  const { network } = till.origin;
  const { random } = till;
  if (network.mode === 'online') {
    if (random.chance(0.2)) network.setMode(random.chance(0.7) ? 'offline' : 'lieFi');
  } else if (random.chance(0.35)) {
    const noticed = network.mode === 'offline';
    network.setMode('online');
    // The browser's `online` event (a "lie-fi" spell ends without one).
    if (noticed) void till.tab.queue.replayRounds().catch(ignore);
  }
  const roll = random.next();
  if (roll < 0.06) reopen(till, 'restart');
  else if (roll < 0.11) await closeMidReplay(till);
  else if (roll < 0.16) await twoTabs(till);
  else if (roll < 0.3) await till.tab.queue.replayRounds().catch(ignore);
  if (random.chance(0.1)) await network.deliverHeld(false);
}

/** The network is back for good: late copies arrive before and after the queue drains. */
export async function drain(till: Till): Promise<number> {
  const { network, clock } = till.origin;
  network.setMode('online');
  network.setFaulty(false);
  if (till.random.chance(0.3)) reopen(till, 'restart');
  await network.deliverHeld(false);
  for (let round = 0; round < 30 && (await till.tab.queue.counts()).total > 0; round += 1) {
    await till.tab.queue.replayRounds().catch(ignore);
    // Time passes: a claim left by a closed tab in a browser without Web Locks goes stale.
    clock.advance(30_000);
  }
  await network.deliverHeld(true);
  const left = (await till.tab.queue.counts()).total;
  till.tab.link.close();
  return left;
}
