import type { FastifyInstance } from 'fastify';
import fastifyUnderPressure from '@fastify/under-pressure';
import type { ErrorBody } from '@meja/shared/contracts/common';
import { ERROR_CATALOGUE } from './errors';

/** How long an overloaded instance asks a client to wait (the Retry-After header). */
export const OVERLOAD_RETRY_AFTER_SECONDS = 10;

/**
 * A route's config that overload protection lets through: the operator's monitoring must answer
 * exactly when the instance is overloaded (a handler that returns nothing goes on with the request).
 */
export const OVERLOAD_EXEMPT = { pressureHandler: () => undefined };

/**
 * Overload protection (@fastify/under-pressure): past `maxEventLoopDelayMs` of event-loop delay every
 * request is refused 503 UNAVAILABLE with Retry-After, the catalogue's body, until the loop recovers.
 * 0 turns it off. Returns whether the instance is overloaded now (the monitoring badge).
 */
export async function registerOverloadProtection(
  app: FastifyInstance,
  maxEventLoopDelayMs: number,
): Promise<() => boolean> {
  if (maxEventLoopDelayMs <= 0) return () => false;
  await app.register(fastifyUnderPressure, {
    maxEventLoopDelay: maxEventLoopDelayMs,
    retryAfter: OVERLOAD_RETRY_AFTER_SECONDS,
    // Answers here (nothing returned): the request goes no further, as after any sent reply.
    pressureHandler: (_request, reply) => {
      void reply
        .status(503)
        .header('retry-after', String(OVERLOAD_RETRY_AFTER_SECONDS))
        .send({
          message: ERROR_CATALOGUE.OVERLOADED.message,
          code: 'OVERLOADED',
          retryAfterSeconds: OVERLOAD_RETRY_AFTER_SECONDS,
        } satisfies ErrorBody);
    },
  });
  return () => app.isUnderPressure();
}
