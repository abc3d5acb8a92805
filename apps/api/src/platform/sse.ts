import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const DEFAULT_HEARTBEAT_MS = 25_000;

export type SseSend = (event: string, data: unknown) => void;

export interface SseStream {
  /** Sent as soon as the stream is open (the current state). */
  initial?: { event: string; data: unknown };
  /** Starts listening for changes; returns how to stop. Called before the headers go out, so a
   * client that has them hears every later change. */
  subscribe: (send: SseSend) => () => void;
  /** Asked at every keep-alive: false ends the stream (a staff member who logged out or lost access). */
  stillAllowed?: () => Promise<boolean>;
  /**
   * Listens for a sign that access may have ended (the caller's sessions were revoked) and asks
   * `stillAllowed` at once when it comes; returns how to stop listening.
   */
  recheckOn?: (recheck: () => void) => () => void;
}

/** The last message of a stream whose caller lost access: the client need not reconnect. */
export const ACCESS_ENDED_EVENT = 'access-ended';

/**
 * Server-Sent Events for a plugin's routes: `retry: 5000`, a keep-alive comment every 25 s (after
 * `stillAllowed`, when given, says the caller may still listen), and
 * every open stream ended when the client leaves or as the server starts closing (preClose: the
 * HTTP server waits for open requests before onClose), so shutdown never waits on a phone or tablet.
 */
export function sseStreams(app: FastifyInstance, heartbeatMs = DEFAULT_HEARTBEAT_MS) {
  const openStreams = new Set<() => void>();
  app.addHook('preClose', async () => {
    for (const end of openStreams) end();
  });

  return function openStream(
    request: FastifyRequest,
    reply: FastifyReply,
    { initial, subscribe, stillAllowed, recheckOn }: SseStream,
  ) {
    reply.hijack();
    const streamClosed = app.hasDecorator('metrics') ? app.metrics.streamOpened(request) : () => {};
    const stream = reply.raw;
    const send: SseSend = (event, data) => {
      stream.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    };
    const stop = subscribe(send);
    stream.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    stream.write('retry: 5000\n\n');
    if (initial) send(initial.event, initial.data);
    const keepAlive = () => {
      if (!stream.writableEnded) stream.write(': keep-alive\n\n');
    };
    // A database hiccup is no reason to drop a kitchen screen: only a clear "no" ends the stream.
    const check = (onAllowed: () => void) => {
      if (!stillAllowed) return onAllowed();
      stillAllowed().then((allowed) => (allowed ? onAllowed() : refuse()), onAllowed);
    };
    const heartbeat = setInterval(() => check(keepAlive), heartbeatMs);
    const stopRecheck = recheckOn?.(() => check(() => {})) ?? (() => {});
    const end = () => {
      clearInterval(heartbeat);
      stop();
      stopRecheck();
      openStreams.delete(end);
      streamClosed();
      if (!stream.writableEnded) stream.end();
    };
    const refuse = () => {
      if (!stream.writableEnded) send(ACCESS_ENDED_EVENT, { reason: 'access' });
      end();
    };
    openStreams.add(end);
    request.raw.on('close', end);
  };
}
