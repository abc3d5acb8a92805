import { errorBody } from '@meja/shared/contracts/common';
import { ApiError, httpFailureCode } from '../../../api/api-error';
import type { TransportResponse } from './action-queue';
import type { Contract } from './contract';

/** A refused write as the screens show it: the server's message, else the write's own fallback text. */
export function refusal(response: TransportResponse, fallback: string): ApiError {
  const body = errorBody.safeParse(response.body);
  if (!body.success)
    return new ApiError({
      status: response.status,
      code: httpFailureCode(response.status),
      message: fallback,
    });
  return new ApiError({
    status: response.status,
    code: body.data.code,
    message: body.data.message || fallback,
    fields: body.data.fields,
    retryAfterSeconds: body.data.retryAfterSeconds,
    dishes: body.data.dishes,
  });
}

/** A body refused before it is sent or queued: the first message of its contract check. */
export function invalidInput(issues: readonly { message: string }[], fallback: string): ApiError {
  return new ApiError({ status: 400, code: 'VALIDATION', message: issues[0]?.message || fallback });
}

/** A 2xx body checked against its contract. */
export function answerOf<T>(schema: Contract<T>, response: TransportResponse, fallback: string): T {
  const parsed = schema.safeParse(response.body);
  if (parsed.success) return parsed.data;
  throw new ApiError({ status: response.status, code: 'INVALID_RESPONSE', message: fallback });
}
