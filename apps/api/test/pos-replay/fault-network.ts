import type { FastifyInstance } from 'fastify';
import { IDEMPOTENCY_HEADER } from '@meja/shared/contracts/pos';
import type {
  Transport,
  TransportRequest,
  TransportResponse,
} from '../../../web/src/areas/pos/offline/action-queue';
import type { FaultStats } from './fault-stats';
import type { Random } from './seeded-random';

/**
 * The network between the POS and the real API (app.inject): down or up, and while up it loses
 * answers, delivers twice, holds requests to deliver them late, and answers 5xx / 409 / 429.
 */
export type NetworkMode = 'online' | 'offline' | 'lieFi';

/** One tab's connection: once the tab is closed, nothing it sends ever gets an answer. */
export interface TabLink {
  closed: boolean;
  /** The tab closes on its next request (after delivering it, or not). */
  closeOnNextSend: boolean;
  close(): void;
}

const NO_ANSWER = 'no response';
const never = <T>() => new Promise<T>(() => undefined);

export function faultNetwork(options: {
  app: FastifyInstance;
  token: string;
  random: Random;
  stats: FaultStats;
}) {
  const { app, token, random, stats } = options;
  let mode: NetworkMode = 'online';
  let faulty = true;
  const seenKeys = new Set<string>();
  const held: TransportRequest[] = [];
  /** Every delivery the server got, by Idempotency-Key (the checks count the copies). */
  const deliveries = new Map<string, number>();

  async function deliver(request: TransportRequest): Promise<TransportResponse> {
    const key = request.headers[IDEMPOTENCY_HEADER];
    if (key) deliveries.set(key, (deliveries.get(key) ?? 0) + 1);
    const response = await app.inject({
      method: request.method,
      url: request.url,
      headers: { ...request.headers, authorization: `Bearer ${token}` },
      ...(request.body !== undefined && { payload: JSON.stringify(request.body) }),
    });
    const body: unknown = response.body ? JSON.parse(response.body) : null;
    return { status: response.statusCode, body };
  }

  async function faultyDelivery(request: TransportRequest): Promise<TransportResponse> {
    const key = request.headers[IDEMPOTENCY_HEADER] ?? '';
    const resend = seenKeys.has(key);
    seenKeys.add(key);
    const roll = random.next();
    if (roll < 0.1) {
      stats.responseLost += 1;
      await deliver(request);
      throw new Error(NO_ANSWER);
    }
    if (roll < 0.16) {
      stats.duplicated += 1;
      const [first] = await Promise.all([deliver(request), deliver(request)]);
      return first;
    }
    if (roll < 0.21) {
      stats.delayed += 1;
      held.push(request);
      throw new Error(NO_ANSWER);
    }
    if (roll < 0.25) {
      stats.serverError += 1;
      if (random.chance(0.5)) await deliver(request);
      return {
        status: random.pick([502, 503]),
        body: { code: 'UNAVAILABLE', message: 'Server sedang sibuk.' },
      };
    }
    // A fresh key cannot be "in progress" nor throttled by the queue's rules: only resends get these.
    if (resend && roll < 0.3) {
      stats.inProgress += 1;
      return { status: 409, body: { code: 'IN_PROGRESS', message: 'Permintaan yang sama sedang diproses.' } };
    }
    if (resend && roll < 0.34) {
      stats.throttled += 1;
      return { status: 429, body: { code: 'RATE_LIMITED', message: 'Terlalu banyak permintaan.' } };
    }
    return deliver(request);
  }

  /** The transport of one tab. */
  function transportFor(link: TabLink): Transport {
    return async (request) => {
      if (link.closed) return never();
      if (link.closeOnNextSend) {
        link.closeOnNextSend = false;
        stats.tabClosedMidReplay += 1;
        if (random.chance(0.5)) await deliver(request);
        link.close();
        return never();
      }
      if (mode !== 'online') {
        stats.offline += 1;
        throw new TypeError('Failed to fetch');
      }
      const response = faulty ? await faultyDelivery(request) : await deliver(request);
      // An answer that arrives after the tab closed is never seen.
      return link.closed ? never() : response;
    };
  }

  /** Delivers some (or all) of the held requests now, in a shuffled order; their answers go nowhere. */
  async function deliverHeld(all: boolean): Promise<void> {
    const now = held.splice(0, all ? held.length : random.int(0, held.length));
    for (let i = now.length - 1; i > 0; i -= 1) {
      const j = random.int(0, i);
      const a = now[i];
      const b = now[j];
      if (a && b) [now[i], now[j]] = [b, a];
    }
    for (const request of now) await deliver(request);
  }

  return {
    transportFor,
    deliverHeld,
    deliveries,
    get mode() {
      return mode;
    },
    setMode(next: NetworkMode) {
      mode = next;
    },
    /** Browsers say offline only when there is no network at all; "lie-fi" looks online. */
    isOnline: () => mode !== 'offline',
    setFaulty(value: boolean) {
      faulty = value;
    },
  };
}

export type FaultNetwork = ReturnType<typeof faultNetwork>;
