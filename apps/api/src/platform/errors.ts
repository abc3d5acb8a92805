import { ERROR_CODES, type ErrorCode } from '@meja/shared/contracts/common';
import { ACCOUNT_ERRORS } from './errors/accounts';
import { BACK_OFFICE_ERRORS } from './errors/back-office';
import { BILLING_ERRORS } from './errors/billing';
import type { ErrorArea, ErrorEntry, ErrorStatus } from './errors/entry';
import { MARKETING_ERRORS } from './errors/marketing';
import { ORDER_ERRORS } from './errors/orders';
import { REQUEST_ERRORS } from './errors/requests';
import { SERVER_ERRORS } from './errors/server';

export type { ErrorEntry, ErrorStatus } from './errors/entry';

/** The codes that more than one of the areas defines. */
type Overlap<Areas extends readonly ErrorArea[]> = Areas extends readonly [
  infer First,
  ...infer Rest extends readonly ErrorArea[],
]
  ? (keyof First & KeyOfAny<Rest[number]>) | Overlap<Rest>
  : never;
type KeyOfAny<T> = T extends unknown ? keyof T : never;

/** The areas as they are, unless two define the same code: the type then names it (`definedTwice`). */
function eachCodeOnce<const Areas extends readonly ErrorArea[]>(
  areas: Areas & ([Overlap<Areas>] extends [never] ? unknown : { definedTwice: Overlap<Areas> }),
): Areas {
  return areas;
}

const [requests, orders, backOffice, accounts, billing, marketing, server] = eachCodeOnce([
  REQUEST_ERRORS,
  ORDER_ERRORS,
  BACK_OFFICE_ERRORS,
  ACCOUNT_ERRORS,
  BILLING_ERRORS,
  MARKETING_ERRORS,
  SERVER_ERRORS,
]);

/**
 * Every code, in ERROR_CODES order, as the catalogue's first keys: spreading the areas over it
 * fills in the entries and keeps that key order (the OpenAPI document lists a route's codes in it).
 */
const CODE_ORDER: Partial<Record<ErrorCode, null>> = {};
for (const code of ERROR_CODES) CODE_ORDER[code] = null;

/**
 * The one catalogue of the API's errors: each stable code (ERROR_CODES) with its HTTP status, its
 * default message and what it means, written by area in errors/. Each code has exactly one entry:
 * `eachCodeOnce` refuses a code in two areas, the `satisfies` a code in none. docs/errors.md is
 * generated from it and checked by a test.
 */
export const ERROR_CATALOGUE = {
  ...CODE_ORDER,
  ...requests,
  ...orders,
  ...backOffice,
  ...accounts,
  ...billing,
  ...marketing,
  ...server,
} satisfies Record<ErrorCode, ErrorEntry>;

export function statusOf(code: ErrorCode): ErrorStatus {
  return ERROR_CATALOGUE[code].status;
}

export interface ErrorExtra {
  fields?: Record<string, string>;
  retryAfterSeconds?: number;
  /** SOLD_OUT: the dishes refused, named in the body for clients in other locales. */
  dishes?: string[];
  /** More top-level fields of the body, for a contract that extends the error body (never message or code). */
  more?: Record<string, string>;
}

/**
 * A refusal with a stable code; its status follows from the code. The message is the Indonesian
 * text the screen shows (DESIGN §3, SPEC §8): the code's default unless a more specific one is given.
 */
export class AppError extends Error {
  readonly status: ErrorStatus;

  constructor(
    readonly code: ErrorCode,
    message: string = ERROR_CATALOGUE[code].message,
    readonly extra: ErrorExtra = {},
  ) {
    super(message);
    this.status = statusOf(code);
  }
}

export const notFound = (message?: string) => new AppError('NOT_FOUND', message);
/** A 400 VALIDATION naming one input (`fields`), for a rule the request's contract cannot check. */
export const invalidField = (message: string, field: string) =>
  new AppError('VALIDATION', message, { fields: { [field]: message } });
export const forbidden = (message?: string) => new AppError('FORBIDDEN', message);
export const unauthenticated = (message?: string) => new AppError('UNAUTHENTICATED', message);

/** 429 with the wait in words and in `retryAfterSeconds` (SPEC §5): `what` names what was counted. */
export function tooManyAttempts(waitSeconds: number, what: string): AppError {
  const minutes = Math.ceil(waitSeconds / 60);
  const when = waitSeconds < 60 ? `${waitSeconds} detik` : `${minutes} menit`;
  return new AppError('RATE_LIMITED', `Terlalu banyak ${what}. Coba lagi dalam ${when}.`, {
    retryAfterSeconds: waitSeconds,
  });
}
