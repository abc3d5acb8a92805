import type { FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { orderTracking, type OrderTracking } from '@meja/shared/contracts/orders';

/** Helpers for tests of Server-Sent Events streams over a real socket (issue 5). */

/** Listens on a free local port and returns the base URL. */
export async function listenLocally(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('no TCP address');
  const { port }: AddressInfo = address;
  return `http://127.0.0.1:${port}`;
}

export interface SseMessage {
  event: string;
  data: unknown;
}

/** Reads the named messages (`event:` + `data:`) of an open stream; comments and `retry:` are skipped. */
export function sseReader(body: ReadableStream<Uint8Array>) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  // A read that outlived a timed-out `next` is kept for the next call, so its chunk is not lost.
  let pending: ReturnType<typeof reader.read> | null = null;
  const read = () => (pending ??= reader.read());
  const consumed = () => {
    pending = null;
  };
  return {
    async next(timeoutMs = 5000): Promise<SseMessage> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const end = buffer.indexOf('\n\n');
        if (end !== -1) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const lines = block.split('\n');
          const event = lines.find((line) => line.startsWith('event: '));
          const data = lines.find((line) => line.startsWith('data: '));
          if (event && data) {
            return { event: event.slice('event: '.length), data: JSON.parse(data.slice('data: '.length)) };
          }
          continue;
        }
        const left = deadline - Date.now();
        if (left <= 0) throw new Error('no event in time');
        let timer: NodeJS.Timeout | undefined;
        const timeout = new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error('no event in time')), left);
        });
        try {
          const chunk = await Promise.race([read(), timeout]);
          consumed();
          if (chunk.done) throw new Error('stream ended');
          buffer += decoder.decode(chunk.value, { stream: true });
        } finally {
          clearTimeout(timer);
        }
      }
    },
    /** Resolves true once the server ends the stream (false if it is still open after `timeoutMs`). */
    async ended(timeoutMs = 5000): Promise<boolean> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const left = deadline - Date.now();
        if (left <= 0) return false;
        let timer: NodeJS.Timeout | undefined;
        const timeout = new Promise<'open'>((resolve) => {
          timer = setTimeout(() => resolve('open'), left);
        });
        try {
          const chunk = await Promise.race([read(), timeout]);
          if (chunk === 'open') return false;
          consumed();
          if (chunk.done) return true;
        } finally {
          clearTimeout(timer);
        }
      }
    },
    cancel: () => reader.cancel(),
  };
}

/** Opens `url` as an event stream with the bearer token; fails unless the answer is a 200 stream. */
export async function openEventStream(url: string, token: string, signal: AbortSignal) {
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` }, signal });
  if (response.status !== 200 || !response.body) throw new Error(`stream refused: ${response.status}`);
  return { response, events: sseReader(response.body) };
}

/** The `event: order` messages of a diner's tracking stream, checked against the contract. */
export function orderEventReader(body: ReadableStream<Uint8Array>) {
  const messages = sseReader(body);
  return {
    async next(timeoutMs = 5000): Promise<OrderTracking> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const message = await messages.next(Math.max(1, deadline - Date.now()));
        if (message.event === 'order') return orderTracking.strict().parse(message.data);
      }
    },
    cancel: messages.cancel,
  };
}
