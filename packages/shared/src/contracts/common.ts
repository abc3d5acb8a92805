import { z } from 'zod';

/** Every error body of the API (DESIGN §3). `fields` names the invalid inputs of a 400. */
export const errorBody = z.object({
  message: z.string(),
  code: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
  retryAfterSeconds: z.number().optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;

export const ERROR_CODES = [
  'VALIDATION',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'PLAN_BLOCKED',
  'PLAN_FEATURE',
  'TENANT_INACTIVE',
  'NOT_FOUND',
  'CONFLICT',
  /** 409: the first request with this Idempotency-Key is still running; retry later (DESIGN §4). */
  'IN_PROGRESS',
  'UNPROCESSABLE',
  'RATE_LIMITED',
  'PAYLOAD_TOO_LARGE',
  'UNAVAILABLE',
  'EMAIL_NOT_VERIFIED',
  'INVALID_CREDENTIALS',
  /** 403 at the POS login: the account belongs to another tenant (the body names its slug). */
  'OTHER_TENANT',
  /** 409: a dish is sold out (by hand today, or its recipe's stock under the BLOCK policy). */
  'SOLD_OUT',
  /** 409 at the POS: selling needs an open shift. */
  'SHIFT_REQUIRED',
  /** 400: a password-reset link that is unknown, already used or expired (issue 12). */
  'INVALID_LINK',
  'INTERNAL',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const slugParam = z.string().trim().min(1).max(80);

/** The body of a call that only succeeds or fails. */
export const okResponse = z.object({ ok: z.literal(true) });
