import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { Redis } from 'ioredis';
import type { EventBus } from './events';

export interface RedisEventBusOptions {
  /** The Redis channel every instance of one deployment shares; tests give each run its own. */
  channel?: string;
  /** Where a failed publish is reported (the change itself has committed; polling covers the gap). */
  onError?: (error: unknown) => void;
}

export type RedisEventBus = EventBus & {
  /** Resolves once this instance is subscribed and hears the other instances. */
  ready: Promise<void>;
};

export const DEFAULT_REDIS_EVENTS_CHANNEL = 'meja:events';

interface Envelope {
  /** The instance that published it, so it does not deliver its own message twice. */
  from: string;
  channel: string;
  message: unknown;
}

function envelopeOf(text: string): Envelope | null {
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null) return null;
    const from: unknown = Reflect.get(value, 'from');
    const channel: unknown = Reflect.get(value, 'channel');
    if (typeof from !== 'string' || typeof channel !== 'string') return null;
    return { from, channel, message: Reflect.get(value, 'message') };
  } catch {
    return null;
  }
}

/**
 * The realtime bus across API instances (DESIGN §1, §6): Redis pub/sub with one publisher and one
 * subscriber connection. Every bus message (its own channel name — `order-tracking:<tenant>`,
 * `tenant:<tenant>` — carries the tenant) travels as one envelope on ONE Redis channel that each
 * instance subscribes to once at start-up, and is dispatched to local handlers in process. So
 * opening an SSE stream costs no Redis round trip and cannot miss a change made while a per-stream
 * subscription was still on its way; every instance sees every tenant's notices, which at these
 * volumes (a few small messages per order) is cheap. Local handlers get their own instance's
 * messages at once, without waiting for Redis; the echo from Redis is skipped.
 */
export function createRedisEventBus(url: string, options: RedisEventBusOptions = {}): RedisEventBus {
  const redisChannel = options.channel ?? DEFAULT_REDIS_EVENTS_CHANNEL;
  const instance = randomUUID();
  const local = new EventEmitter();
  local.setMaxListeners(0); // one listener per open SSE stream
  const publisher = new Redis(url, { lazyConnect: false });
  // The subscription waits for Redis however long it is away (the default gives up after 20 tries).
  const subscriber = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: null });
  const report = options.onError ?? (() => {});
  publisher.on('error', report);
  subscriber.on('error', report);

  subscriber.on('message', (channel: string, text: string) => {
    if (channel !== redisChannel) return;
    const envelope = envelopeOf(text);
    if (!envelope || envelope.from === instance) return;
    local.emit(envelope.channel, envelope.message);
  });
  // ioredis subscribes again by itself after a reconnect.
  const ready = subscriber.subscribe(redisChannel).then(() => undefined);
  ready.catch(report);

  return {
    ready,
    publish: (channel, message) => {
      local.emit(channel, message);
      const envelope: Envelope = { from: instance, channel, message };
      publisher.publish(redisChannel, JSON.stringify(envelope)).catch(report);
    },
    subscribe: (channel, handler) => {
      local.on(channel, handler);
      return () => local.off(channel, handler);
    },
    close: async () => {
      local.removeAllListeners();
      // QUIT lets queued publishes go out; a client that never connected is just dropped.
      const end = async (client: Redis) => {
        if (client.status === 'ready') await client.quit().catch(() => client.disconnect());
        else client.disconnect();
      };
      await Promise.all([end(subscriber), end(publisher)]);
    },
  };
}
