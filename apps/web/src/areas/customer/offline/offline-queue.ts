import { ApiError } from '../../../api/api-error';
import { createCustomerOrder } from '../../../api/public-api';
import { lastOrderKey } from '../data/local-keys';
import { writeLocalText } from '../data/local-storage';
import { offlineQueue, type PostOrderPayload } from './offline-db';
import type { QueueReporter, SentOrder } from './offline-sync';

/** SPEC §9: pause between replay rounds. */
export const REPLAY_PAUSE_MS = 2000;
const MAX_ROUNDS = 10;

/** Tells the page what the queue holds now. */
async function reportQueueContents(report: QueueReporter): Promise<number> {
  const ids = await offlineQueue.toCollection().primaryKeys();
  report.queue(ids);
  return ids.length;
}

/*
 * `report` is offline-sync.ts's reporter, handed in by the callers: this module is loaded on demand
 * and importing the menu's modules from here would make the bundler split them into a chunk of their own.
 */

/** SPEC §4 customer offline: keep the order (same _id and Idempotency-Key) until it can be sent. */
export async function queueOrder(payload: PostOrderPayload, report: QueueReporter): Promise<void> {
  await offlineQueue.put({
    id: payload.body._id,
    createdAt: Date.now(),
    attempt: 0,
    type: 'POST_ORDER',
    endpoint: `/api/v1/public/${payload.tenantSlug}/orders`,
    method: 'POST',
    payload,
  });
  await reportQueueContents(report);
}

type Outcome =
  | { kind: 'sent'; order: SentOrder }
  | { kind: 'offline' }
  | { kind: 'later' }
  | { kind: 'refused'; error: ApiError };

async function send(payload: PostOrderPayload): Promise<Outcome> {
  try {
    const { order, token } = await createCustomerOrder(
      payload.tenantSlug,
      payload.body,
      payload.idempotencyKey,
    );
    writeLocalText(lastOrderKey(payload.tenantSlug), order._id);
    return { kind: 'sent', order: { orderId: order._id, token, table: order.table } };
  } catch (error) {
    if (!(error instanceof ApiError) || error.status === 0) return { kind: 'offline' };
    // The same key still being processed, throttling and server errors: try again later. Any other
    // answer (a dish sold out, the restaurant not taking orders) is final.
    const transient =
      (error.status === 409 && error.code === 'IN_PROGRESS') || error.status === 429 || error.status >= 500;
    return transient ? { kind: 'later' } : { kind: 'refused', error };
  }
}

/** One pass, oldest first; stops at the first network failure. Returns true when entries remain. */
async function replayRound(report: QueueReporter): Promise<boolean> {
  const entries = await offlineQueue.orderBy('createdAt').toArray();
  for (const entry of entries) {
    const outcome = await send(entry.payload);
    if (outcome.kind === 'offline') break;
    if (outcome.kind === 'later') {
      await offlineQueue.update(entry.id, { attempt: entry.attempt + 1 });
      continue;
    }
    await offlineQueue.delete(entry.id);
    if (outcome.kind === 'sent') report.sent(entry.id, outcome.order);
    else report.refused(entry.id, outcome.error);
  }
  return (await reportQueueContents(report)) > 0;
}

let running: Promise<void> | null = null;

async function replayRounds(report: QueueReporter): Promise<void> {
  // Offline too: the page learns what still waits (a notice of an order sent before a reload goes).
  if ((await reportQueueContents(report)) === 0) return;
  for (let round = 0; round < MAX_ROUNDS; round += 1) {
    if (!navigator.onLine) return;
    const remaining = await replayRound(report);
    if (!remaining) return;
    await new Promise((resolve) => window.setTimeout(resolve, REPLAY_PAUSE_MS));
  }
}

/** Replays the queue (start-up and `online`), a round every 2 s while entries wait and we are online. */
export function replayQueue(report: QueueReporter): Promise<void> {
  if (running) return running;
  const current = replayRounds(report)
    .catch(() => undefined) // IndexedDB unavailable (private mode): nothing was queued either.
    .finally(() => {
      if (running === current) running = null;
    });
  running = current;
  return current;
}
