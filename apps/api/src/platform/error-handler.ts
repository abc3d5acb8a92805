import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { ErrorBody } from '@meja/shared/contracts/common';
import { AppError, ERROR_CATALOGUE } from './errors';
import { isConnectionError, isInputDataException } from './pg-errors';

const INTERNAL = ERROR_CATALOGUE.INTERNAL.message;
const UNAVAILABLE = ERROR_CATALOGUE.UNAVAILABLE.message;
const OUT_OF_RANGE = 'Nilai data di luar batas yang diizinkan.';
/** What a 503 asks the client to wait: a restart or failover of PostgreSQL takes seconds. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

/** Every failure leaves as `{message, code}` with a fitting status; a 500 never carries a stack. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler<FastifyError | AppError>((error, request, reply) => {
    if (error instanceof AppError) {
      if (error.extra.retryAfterSeconds) reply.header('retry-after', String(error.extra.retryAfterSeconds));
      const { more, ...extra } = error.extra;
      const body: ErrorBody = { ...more, message: error.message, code: error.code, ...extra };
      return reply.status(error.status).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
        fields[field || '(body)'] ??= issue.message ?? 'Tidak valid';
      }
      // The message is the text the screen shows (SPEC §8: the spec's own texts, as written);
      // `fields` names every invalid field for the form and for API clients.
      const [first] = Object.entries(fields);
      const message = first && first[0] !== '(body)' ? first[1] : ERROR_CATALOGUE.VALIDATION.message;
      return reply.status(400).send({ message, code: 'VALIDATION', fields } satisfies ErrorBody);
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response does not match its schema');
      return reply.status(500).send({ message: INTERNAL, code: 'INTERNAL' } satisfies ErrorBody);
    }
    if (isConnectionError(error)) {
      // The database went away (restart, failover, a reaper): nothing of this request was committed
      // unless it failed at COMMIT itself; idempotency keys make the retry safe either way.
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', String(UNAVAILABLE_RETRY_AFTER_SECONDS))
        .send({
          message: UNAVAILABLE,
          code: 'UNAVAILABLE',
          retryAfterSeconds: UNAVAILABLE_RETRY_AFTER_SECONDS,
        } satisfies ErrorBody);
    }
    if (isInputDataException(error)) {
      // A value beyond its column that a contract should have refused: log it and answer 400.
      request.log.warn({ err: error }, 'input the database cannot hold reached it');
      return reply.status(400).send({ message: OUT_OF_RANGE, code: 'VALIDATION' } satisfies ErrorBody);
    }
    const status = error.statusCode ?? 500;
    if (status === 413) {
      return reply.status(413).send({
        message: ERROR_CATALOGUE.PAYLOAD_TOO_LARGE.message,
        code: 'PAYLOAD_TOO_LARGE',
      } satisfies ErrorBody);
    }
    if (status >= 400 && status < 500) {
      return reply
        .status(status)
        .send({ message: 'Permintaan tidak valid.', code: 'VALIDATION' } satisfies ErrorBody);
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: INTERNAL, code: 'INTERNAL' } satisfies ErrorBody);
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({ message: 'Alamat tidak ditemukan.', code: 'NOT_FOUND' } satisfies ErrorBody);
  });
}
