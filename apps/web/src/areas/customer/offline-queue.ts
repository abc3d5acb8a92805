import { ApiError } from '../../api/api-error';
import { createCustomerOrder } from '../../api/public-api';
import { lastOrderKey } from './local-keys';
import { writeLocalText } from './local-storage';
import { offlineQueue, type PostOrderPayload } from './offline-db';

/** SPEC §9: pause between replay rounds. */
export const REPLAY_PAUSE_MS = 2000;
const MAX_ROUNDS = 10;

/** SPEC §4 customer offline: keep the order (same _id and Idempotency-Key) until it can be sent. */
export async function queueOrder(payload: PostOrderPayload): Promise<void> {
  await offlineQueue.put({
    id: payload.body._id,
    createdAt: Date.now(),
    attempt: 0,
    type: 'POST_ORDER',
    endpoint: `/api/v1/public/${payload.tenantSlug}/orders`,
    method: 'POST',
    payload,
  });
}

type Outcome = 'sent' | 'offline' | 'later' | 'refused';

async function send(payload: PostOrderPayload): Promise<Outcome> {
  try {
    const created = await createCustomerOrder(payload.tenantSlug, payload.body, payload.idempotencyKey);
    writeLocalText(lastOrderKey(payload.tenantSlug), created.order._id);
    return 'sent';
  } catch (error) {
    if (!(error instanceof ApiError) || error.status === 0) return 'offline';
    // 409: the same key is still being processed; 429 and 5xx: try again later.
    if (error.status === 409 || error.status === 429 || error.status >= 500) return 'later';
    return 'refused';
  }
}

/** One pass, oldest first; stops at the first network failure. Returns true when entries remain. */
async function replayRound(): Promise<boolean> {
  const entries = await offlineQueue.orderBy('createdAt').toArray();
  for (const entry of entries) {
    const outcome = await send(entry.payload);
    if (outcome === 'offline') return true;
    if (outcome === 'sent' || outcome === 'refused') {
      await offlineQueue.delete(entry.id);
    } else {
      await offlineQueue.update(entry.id, { attempt: entry.attempt + 1 });
    }
  }
  return (await offlineQueue.count()) > 0;
}

let running: Promise<void> | null = null;

async function replayRounds(): Promise<void> {
  for (let round = 0; round < MAX_ROUNDS; round += 1) {
    if (!navigator.onLine) return;
    const remaining = await replayRound();
    if (!remaining) return;
    await new Promise((resolve) => window.setTimeout(resolve, REPLAY_PAUSE_MS));
  }
}

/** Replays the queue (start-up and `online`), a round every 2 s while entries wait and we are online. */
export function replayQueue(): Promise<void> {
  if (running) return running;
  const current = replayRounds()
    .catch(() => undefined) // IndexedDB unavailable (private mode): nothing was queued either.
    .finally(() => {
      if (running === current) running = null;
    });
  running = current;
  return current;
}
