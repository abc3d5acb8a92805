import { v7 as uuidv7 } from 'uuid';
import type { PosPlan } from '@meja/shared/pos-plan';
import { ApiError } from '../../../api/api-error';
import type { ActionQueue, Transport, TransportResponse } from './action-queue';
import { updateCachedShift } from './master-data';
import { offlineMessages } from './offline-messages';
import type { PosDb, QueuedRequest, QueueMeta } from './pos-db';
import { tallyPayment } from './pos-placeholders';
import type { PosCaller } from './pos-requests';
import type { PosPaymentView } from './pos-views';
import { verdictOf } from './queue-state';
import { invalidInput, refusal } from './write-errors';

/*
 * The one path every POS write takes (docs/pos.md "Web"): the final `_id` and the Idempotency-Key
 * are made first; the network is tried; when the browser is offline, nothing answers or the server
 * fails, the exact request is queued and the caller returns its local placeholder. A 4xx is the
 * cashier's to see, never queued. Free of browser globals: pos-runtime.ts binds it to fetch,
 * navigator and localStorage; the replay simulation binds it to the real API.
 */

export interface PosWritesDeps {
  db: PosDb;
  queue: ActionQueue;
  transport: Transport;
  /** For the writes that happen live or not at all (`sendLive`); `transport` unless given. */
  liveTransport?: Transport;
  isOnline: () => boolean;
  planOf: (tenantSlug: string) => PosPlan;
  now?: () => number;
  newId?: () => string;
  /** Starts a replay when a write was queued while the browser believes it is online. */
  replayAfterEnqueue?: boolean;
}

interface InputContract {
  safeParse(
    data: unknown,
  ): { success: true } | { success: false; error: { issues: readonly { message: string }[] } };
}

export type Attempt = { answered: true; response: TransportResponse } | { answered: false };

export const isSuccess = (status: number) => status >= 200 && status < 300;

export function createWritePath(deps: PosWritesDeps) {
  const { db, queue, transport } = deps;
  const now = deps.now ?? Date.now;
  const newId = deps.newId ?? (() => uuidv7());

  return {
    db,
    queue,
    transport,
    now,
    newId,
    isOnline: deps.isOnline,
    caller: (tenantSlug: string): PosCaller => ({ tenantSlug, plan: deps.planOf(tenantSlug) }),

    /** A body its contract refuses is refused here too: queued, it could only fail later. */
    checked(schema: InputContract, body: unknown, fallback: string): void {
      const parsed = schema.safeParse(body);
      if (!parsed.success) throw invalidInput(parsed.error.issues, fallback);
    },

    /**
     * Sends at once unless the write must wait: offline, or older writes of the tenant still queued
     * (a payment never overtakes its order). No answer, a 5xx, a 429 or a 409 IN_PROGRESS: not answered,
     * the caller queues it with the same key.
     */
    async attempt(tenantSlug: string, request: QueuedRequest, fallback: string): Promise<Attempt> {
      if (!deps.isOnline() || (await queue.hasWaiting(tenantSlug))) return { answered: false };
      let response: TransportResponse;
      try {
        response = await transport(request);
      } catch {
        return { answered: false };
      }
      // As in a replay: another copy still running (409 IN_PROGRESS), 429 or 5xx is no answer yet.
      // Refusing it would let the cashier sell again while that copy creates the sale.
      const verdict = verdictOf({ kind: 'response', status: response.status, body: response.body });
      if (verdict === 'later') return { answered: false };
      if (verdict !== 'done') throw refusal(response, fallback);
      return { answered: true, response };
    },

    /** Whether a write sent now goes straight to the server: online, and nothing of the tenant queued before it. */
    async canSendNow(tenantSlug: string): Promise<boolean> {
      return deps.isOnline() && !(await queue.hasWaiting(tenantSlug));
    },

    /**
     * A write that happens live or not at all, never queued (a gateway payment: the customer pays
     * at the counter, now). No answer is a network error; any failure, a 5xx too, is a refusal the
     * cashier sees.
     */
    async sendLive(request: QueuedRequest, fallback: string): Promise<TransportResponse> {
      const noConnection = () =>
        new ApiError({ status: 0, code: 'NETWORK', message: offlineMessages.get().noConnection });
      if (!deps.isOnline()) throw noConnection();
      let response: TransportResponse;
      try {
        response = await (deps.liveTransport ?? transport)(request);
      } catch {
        throw noConnection();
      }
      if (!isSuccess(response.status)) throw refusal(response, fallback);
      return response;
    },

    async enqueue(key: string, request: QueuedRequest, meta: QueueMeta): Promise<void> {
      await queue.enqueue({ id: key, request, meta });
      if (deps.replayAfterEnqueue && deps.isOnline()) void queue.replayRounds().catch(() => undefined);
    },

    /** A payment this device saw complete counts into its cached shift (for a close made offline). */
    async tally(tenantSlug: string, payment: PosPaymentView): Promise<void> {
      await updateCachedShift(db, tenantSlug, (shift) => tallyPayment(shift, payment), now());
    },
  };
}

export type WritePath = ReturnType<typeof createWritePath>;
