import { z } from 'zod';
import { inTenantTx, unsafePlatformReadTx } from '../../platform/db-scope';
import type { ServiceDeps } from '../../platform/deps';
import type { Job } from '../../platform/jobs';
import { WhatsAppSendError, type WhatsAppEvent } from '../../providers/whatsapp/whatsapp-provider';
import type { OutgoingMessage, WhatsAppService } from '../whatsapp/whatsapp.service';
import { broadcastText } from './broadcast-text';
import {
  advanceRecipient,
  claimRecipients,
  findBroadcast,
  finishIfDone,
  recordOutcome,
  skipOptedOut,
  unsafeBroadcastsWithDueWork,
  unsafeNextDueAt,
  unsafeRecipientOfMessage,
  updateBroadcast,
  type BroadcastRecipientRow,
  type SendOutcome,
} from './broadcasts.repo';

/** Messages one claim takes: small, so a crash leaves few in doubt. */
const CLAIM_SIZE = 25;
/** A 5xx (or no answer) is tried this many times in all, then the message is failed; a 429 is always tried again. */
const MAX_ATTEMPTS = 8;
const MAX_BACKOFF_MS = 5 * 60 * 1000;
/** When the provider is not ready (its credentials were removed), look again after this long. */
const NOT_READY_RETRY_MS = 60_000;
/** After an unexpected error (the database away), try again after this long. */
const ERROR_RETRY_MS = 5_000;

const STATUS_RANK = { sent: 1, failed: 2, delivered: 3, read: 4 } as const;
const isUuid = (text: string) => z.uuid().safeParse(text).success;

export interface SenderSettings {
  ratePerSecond: number;
  retryBaseMs: number;
  inDoubtMs: number;
}

/**
 * The wait before try `attempt` (1, 2, …): the base doubling with each try up to 64 times the base,
 * or the provider's Retry-After when it asks for longer; never past 5 minutes.
 */
export function backoffMs(attempt: number, baseMs: number, retryAfterMs: number | null): number {
  const doubling = baseMs * 2 ** Math.min(6, Math.max(0, attempt - 1));
  return Math.min(MAX_BACKOFF_MS, Math.max(retryAfterMs ?? 0, doubling));
}

/**
 * The broadcast senders (issue 18): a loop in each instance, woken when a broadcast is made or
 * paid, at start-up, by the job runner, and by its own timer when a retry falls due.
 *
 * Exactly once across a crash: a message is claimed ('sending', committed) before the provider is
 * asked, and carries its recipient id as the provider's reference. A sender killed mid-send leaves
 * claims behind; the provider's status webhook (which Meta and Twilio send for every message they
 * accepted, and retry) finds its message by that reference and records it as sent. A claim that
 * hears nothing for `inDoubtMs` was never accepted, and is sent again.
 *
 * Rate: at most `ratePerSecond` sends a second from this instance; a 429 pauses the whole sender
 * for the provider's Retry-After (or the backoff), and the message is tried again later.
 */
export function createBroadcastSender(
  deps: Pick<ServiceDeps, 'db' | 'now' | 'log'> & {
    whatsapp: Pick<WhatsAppService, 'status' | 'sender'>;
    settings: SenderSettings;
  },
) {
  const gapMs = 1000 / deps.settings.ratePerSecond;
  // Sends in flight at once: enough to reach the rate over a provider's round trip.
  const concurrency = Math.max(1, Math.min(16, Math.ceil(deps.settings.ratePerSecond / 4)));
  let nextSendAt = 0;
  let pausedUntil = 0;
  let running: Promise<void> | null = null;
  let again = false;
  let closed = false;
  let timer: NodeJS.Timeout | null = null;
  let timerAt = Infinity;
  const startedAt = Date.now();

  /**
   * Claims older than this are in doubt. After a restart every claim gets the whole `inDoubtMs`
   * from the start too: the provider's webhooks for what the stopped instance sent are retried
   * to this one, and must have the time to arrive before anything is sent again.
   */
  function inDoubtBefore(now: Date): Date {
    if (Date.now() - startedAt < deps.settings.inDoubtMs) {
      wakeAt(startedAt + deps.settings.inDoubtMs);
      return new Date(0);
    }
    return new Date(now.getTime() - deps.settings.inDoubtMs);
  }

  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  async function takeRateSlot(): Promise<void> {
    const now = Date.now();
    const at = Math.max(now, nextSendAt, pausedUntil);
    nextSendAt = at + gapMs;
    if (at > now) await sleep(at - now);
  }

  function wakeAt(at: number): void {
    if (closed || at >= timerAt) return;
    if (timer) clearTimeout(timer);
    timerAt = at;
    timer = setTimeout(
      () => {
        timer = null;
        timerAt = Infinity;
        kick();
      },
      Math.max(0, at - Date.now()),
    );
    timer.unref();
  }

  /** 429s in a row: each one pauses the whole sender longer, until a send passes. */
  let throttledInARow = 0;

  function outcomeOfError(error: unknown, recipient: BroadcastRecipientRow): SendOutcome {
    const later = (waitMs: number) => new Date(deps.now().getTime() + waitMs);
    if (!(error instanceof WhatsAppSendError)) {
      // Not the provider's answer (a bug, a network error before the request): try again later.
      return {
        kind: 'retry',
        at: later(deps.settings.retryBaseMs),
        error: 'error',
        errorCode: null,
        counted: true,
      };
    }
    if (!error.retryable) return { kind: 'failed', error: error.failure, errorCode: error.providerCode };
    if (error.failure === 'rate_limited') {
      // The provider's pace: never a reason to give a message up.
      // The sends already in flight when the first 429 came back are the same burst.
      if (Date.now() >= pausedUntil) throttledInARow += 1;
      const wait = backoffMs(throttledInARow, deps.settings.retryBaseMs, error.retryAfterMs);
      pausedUntil = Math.max(pausedUntil, Date.now() + wait);
      return {
        kind: 'retry',
        at: later(wait),
        error: error.failure,
        errorCode: error.providerCode,
        counted: false,
      };
    }
    const attempt = recipient.attempts + 1;
    if (attempt >= MAX_ATTEMPTS) return { kind: 'failed', error: 'attempts', errorCode: error.providerCode };
    const wait = backoffMs(attempt, deps.settings.retryBaseMs, error.retryAfterMs);
    return {
      kind: 'retry',
      at: later(wait),
      error: error.failure,
      errorCode: error.providerCode,
      counted: true,
    };
  }

  /** One claim of one broadcast: claimed, sent at the rate, each outcome recorded. */
  async function sendClaim(tenantId: string, broadcastId: string): Promise<void> {
    const now = deps.now();
    const claim = await inTenantTx(deps.db, tenantId, async (tx) => {
      const broadcast = await findBroadcast(tx, tenantId, broadcastId, { forUpdate: true });
      if (!broadcast || (broadcast.status !== 'QUEUED' && broadcast.status !== 'SENDING')) return null;
      if (broadcast.status === 'QUEUED') {
        await updateBroadcast(tx, tenantId, broadcastId, { status: 'SENDING', startedAt: now });
      }
      await skipOptedOut(tx, tenantId, broadcastId, now);
      const recipients = await claimRecipients(tx, tenantId, broadcastId, {
        now,
        inDoubtBefore: inDoubtBefore(now),
        limit: CLAIM_SIZE,
      });
      if (recipients.length === 0) await finishIfDone(tx, tenantId, broadcastId, now);
      return { broadcast, recipients };
    });
    if (!claim || claim.recipients.length === 0) return;

    const sender = await deps.whatsapp.sender();
    const messages: OutgoingMessage[] = claim.recipients.map((recipient) => ({
      to: recipient.phone,
      text: broadcastText(claim.broadcast.message, claim.broadcast.senderName),
      purpose: 'broadcast',
      bodyParameters: [claim.broadcast.senderName, claim.broadcast.message],
      reference: recipient.id,
    }));
    const forms = await sender.formsOf(messages);
    const outcomes: SendOutcome[] = claim.recipients.map(() => ({ kind: 'released' }));
    const inFlight = new Set<Promise<void>>();
    for (const [index, recipient] of claim.recipients.entries()) {
      const message = messages[index];
      const form = forms[index];
      // Stopping, or paused by a 429: what was not sent goes back to the queue as it was.
      if (!message || !form || closed || pausedUntil > Date.now()) continue;
      if (form.kind === 'none') {
        outcomes[index] = { kind: 'failed', error: form.why, errorCode: null };
        continue;
      }
      await takeRateSlot();
      const sending = sender.send(message, form).then(
        ({ messageId }) => {
          throttledInARow = 0;
          outcomes[index] = { kind: 'sent', messageId };
        },
        (error: unknown) => {
          outcomes[index] = outcomeOfError(error, recipient);
        },
      );
      inFlight.add(sending);
      void sending.finally(() => inFlight.delete(sending));
      if (inFlight.size >= concurrency) await Promise.race(inFlight);
    }
    await Promise.all(inFlight);
    await inTenantTx(deps.db, tenantId, async (tx) => {
      const at = deps.now();
      for (const [index, recipient] of claim.recipients.entries()) {
        await recordOutcome(tx, recipient, outcomes[index] ?? { kind: 'released' }, at);
      }
      await finishIfDone(tx, tenantId, broadcastId, at);
    });
    const failures = outcomes.filter((outcome) => outcome.kind === 'failed').length;
    if (failures > 0) deps.log.info({ tenantId, broadcastId, failures }, 'broadcast: messages failed');
  }

  async function loop(): Promise<void> {
    while (!closed) {
      if (!(await deps.whatsapp.status()).ready) {
        wakeAt(Date.now() + NOT_READY_RETRY_MS);
        return;
      }
      if (pausedUntil > Date.now()) {
        wakeAt(pausedUntil);
        return;
      }
      const now = deps.now();
      const due = await unsafePlatformReadTx(deps.db, (tx) =>
        unsafeBroadcastsWithDueWork(tx, now, inDoubtBefore(now), 20),
      );
      if (due.length === 0) {
        const next = await unsafePlatformReadTx(deps.db, unsafeNextDueAt);
        if (next) wakeAt(next.getTime());
        return;
      }
      for (const { tenantId, broadcastId } of due) {
        if (closed || pausedUntil > Date.now()) break;
        await sendClaim(tenantId, broadcastId);
      }
    }
  }

  /** Wakes the sender; a wake while it runs makes it look again when it is done. */
  function kick(): void {
    if (closed) return;
    if (running) {
      again = true;
      return;
    }
    running = loop()
      .catch((error: unknown) => {
        deps.log.error({ err: error }, 'broadcast sender failed; trying again shortly');
        wakeAt(Date.now() + ERROR_RETRY_MS);
      })
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          kick();
        }
      });
  }

  /**
   * A verified status webhook of the platform's number: the broadcast message it names (by the
   * provider's id, or by Meja's reference when the send's answer was lost) moves forward.
   * Messages that are not a broadcast's (a test message, a reminder) are ignored.
   */
  async function applyStatus(event: Extract<WhatsAppEvent, { kind: 'status' }>): Promise<boolean> {
    const reference = event.reference && isUuid(event.reference) ? event.reference : null;
    const recipient = await unsafePlatformReadTx(deps.db, (tx) =>
      unsafeRecipientOfMessage(tx, event.messageId, reference),
    );
    if (!recipient) return false;
    return inTenantTx(deps.db, recipient.tenantId, (tx) =>
      advanceRecipient(
        tx,
        recipient,
        {
          status: event.status,
          rank: STATUS_RANK[event.status],
          messageId: event.messageId,
          errorCode: event.errorCode ?? null,
        },
        deps.now(),
      ),
    );
  }

  return {
    kick,
    applyStatus,
    /** Resolves when the current run (if any) ends: for tests. */
    async idle(): Promise<void> {
      while (running) await running;
    },
    async close(): Promise<void> {
      closed = true;
      if (timer) clearTimeout(timer);
      timer = null;
      while (running) await running;
    },
  };
}

export type BroadcastSender = ReturnType<typeof createBroadcastSender>;

/** The job runner's safety net: wakes the senders every run (a kick lost to a crash is made up). */
export function createBroadcastKickJob(sender: Pick<BroadcastSender, 'kick'>): Job {
  return {
    name: 'broadcast-sender-kick',
    async run() {
      return async () => sender.kick();
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's broadcast sender (tests wait for it, or wake it). */
    broadcastSender: BroadcastSender;
  }
}
