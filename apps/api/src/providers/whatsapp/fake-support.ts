import type { ServerResponse } from 'node:http';
import { z } from 'zod';
import { parseJsonOrNull, sendJson } from '../payments/fake-http';

/*
 * What the Meta and Twilio fakes share: refusals on demand (`failNext`) and a rate limit per
 * second, the 24-hour customer-service window of each contact, and the webhooks they post in the
 * background (a test awaits `settled()` before it looks at what the app received).
 */

export type DeliveryStatus = 'sent' | 'delivered' | 'read' | 'failed';

/** How far the fake takes each accepted message by itself: no webhooks, or sent → … up to read. */
export type StatusFlow = 'none' | 'sent' | 'delivered' | 'read';

export function flowSteps(flow: StatusFlow): DeliveryStatus[] {
  const steps: DeliveryStatus[] = ['sent', 'delivered', 'read'];
  return flow === 'none' ? [] : steps.slice(0, steps.indexOf(flow) + 1);
}

/** A refusal the fake answers instead of accepting a send. */
export interface FakeRefusal {
  status: number;
  /** The provider's error code in the body (default: the provider's own for that status). */
  code?: number;
  /** Sent as Retry-After. */
  retryAfterSeconds?: number;
}

export function fakeRefusals(ratePerSecond: number | undefined, now: () => Date) {
  const queued: FakeRefusal[] = [];
  const recent: number[] = [];
  return {
    /** The next `count` sends are answered with this refusal (429, 500, 503…), then sends pass again. */
    failNext(count: number, status: number, options: Omit<FakeRefusal, 'status'> = {}) {
      for (let i = 0; i < count; i++) queued.push({ status, ...options });
    },
    /** The refusal for this send, if any: a queued one first, then the rate limit. */
    next(): FakeRefusal | null {
      const queuedRefusal = queued.shift();
      if (queuedRefusal) return queuedRefusal;
      if (ratePerSecond === undefined) return null;
      const at = now().getTime();
      while (recent.length > 0 && (recent[0] ?? 0) <= at - 1000) recent.shift();
      if (recent.length >= ratePerSecond) return { status: 429, retryAfterSeconds: 1 };
      recent.push(at);
      return null;
    },
  };
}

/** The contacts who wrote in the last 24 hours: free-form text reaches only them. */
export function customerWindows(now: () => Date) {
  const lastInbound = new Map<string, number>();
  return {
    open(phone: string) {
      lastInbound.set(phone, now().getTime());
    },
    isOpen(phone: string) {
      const at = lastInbound.get(phone);
      return at !== undefined && now().getTime() - at < 24 * 60 * 60 * 1000;
    },
  };
}

/** A webhook the fake posted: its exact bytes and headers, where it went, and what the app answered (0: unreachable). */
export interface FakeWebhookDelivery {
  sentTo: string;
  body: string;
  headers: Record<string, string>;
  answeredStatus: number;
}

/** A signed webhook before it goes: a test may alter it (a forger in transit). */
export type Tamper = (signed: { body: string; headers: Record<string, string> }) => {
  body: string;
  headers: Record<string, string>;
};

/**
 * Posts the fakes' webhooks. With `redeliverMs`, a webhook the fake sends by itself (a status after
 * a send) is posted again every `redeliverMs` until the app answers 2xx, for up to a minute, as
 * Meta and Twilio retry: a restarted app still hears about messages sent before its crash.
 */
export function webhookPoster(options: { redeliverMs?: number } = {}) {
  const deliveries: FakeWebhookDelivery[] = [];
  const pending = new Set<Promise<unknown>>();
  async function postOnce(
    sentTo: string,
    body: string,
    headers: Record<string, string>,
  ): Promise<FakeWebhookDelivery> {
    const answeredStatus = await fetch(sentTo, { method: 'POST', headers, body }).then(
      async (answer) => {
        await answer.arrayBuffer().catch(() => undefined);
        return answer.status;
      },
      () => 0,
    );
    const delivery = { sentTo, body, headers, answeredStatus };
    deliveries.push(delivery);
    return delivery;
  }
  return {
    deliveries,
    /** Posts once; with `redeliver` (and the poster's redeliverMs) again until answered 2xx. */
    async post(
      sentTo: string,
      body: string,
      headers: Record<string, string>,
      postOptions: { redeliver?: boolean } = {},
    ): Promise<FakeWebhookDelivery> {
      const giveUpAt = Date.now() + 60_000;
      for (;;) {
        const delivery = await postOnce(sentTo, body, headers);
        const answered = delivery.answeredStatus >= 200 && delivery.answeredStatus < 300;
        const again = postOptions.redeliver && options.redeliverMs && Date.now() < giveUpAt;
        if (answered || !again) return delivery;
        await new Promise((resolve) => setTimeout(resolve, options.redeliverMs));
      }
    },
    /** Runs in the background; settled() waits for it. */
    background(work: () => Promise<unknown>) {
      const running = new Promise((resolve) => setImmediate(resolve)).then(work).catch(() => undefined);
      pending.add(running);
      void running.finally(() => pending.delete(running));
    },
    /** Resolves once every background webhook (and any it started) has been answered. */
    async settled() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
  };
}

/** The body of a fake's `POST /__fake/inbound`: who writes (international digits) and what. */
const fakeInboundRequest = z.object({
  from: z
    .string()
    .transform((phone) => phone.replace(/^\+/, ''))
    .pipe(z.string().regex(/^\d{6,15}$/)),
  text: z.string().min(1).max(4096),
});

/**
 * `POST /__fake/inbound {"from": "6281234567890", "text": "Halo"}` (for `npm start` with
 * FAKE_WHATSAPP, and the journeys): a contact's message, as if typed on their phone — posted to the
 * app as the provider's signed webhook. Answers where it went and what the app answered.
 */
export async function answerFakeInbound(
  text: string,
  res: ServerResponse,
  emitInbound: (from: string, body: string) => Promise<FakeWebhookDelivery>,
): Promise<void> {
  const parsed = fakeInboundRequest.safeParse(parseJsonOrNull(text));
  if (!parsed.success) {
    return sendJson(res, 400, { error: 'send {"from": "6281234567890", "text": "Halo"}' });
  }
  const delivery = await emitInbound(parsed.data.from, parsed.data.text);
  sendJson(res, 200, { sentTo: delivery.sentTo, answeredStatus: delivery.answeredStatus });
}
