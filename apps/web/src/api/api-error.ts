/** An API call that did not succeed: HTTP status plus the `{message, code}` of the error body. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: Readonly<Record<string, string>>;
  readonly retryAfterSeconds: number | null;
  /** SOLD_OUT: the dishes the server named. */
  readonly dishes: readonly string[];

  constructor(init: {
    status: number;
    message: string;
    code: string;
    fields?: Readonly<Record<string, string>>;
    retryAfterSeconds?: number | null;
    dishes?: readonly string[];
  }) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.fields = init.fields ?? {};
    this.retryAfterSeconds = init.retryAfterSeconds ?? null;
    this.dishes = init.dishes ?? [];
  }
}

export function hasStatus(error: unknown, status: number): boolean {
  return error instanceof ApiError && error.status === status;
}

/** A bare failure with no error body (a proxy's 502 page, say): the client names it `HTTP_<status>`. */
export const httpFailureCode = (status: number) => `HTTP_${status}`;

/** The status of a bare failure (`HTTP_<status>`), else null. */
export function bareFailureStatus(error: unknown): number | null {
  return error instanceof ApiError && error.code === httpFailureCode(error.status) ? error.status : null;
}

/** The dishes a SOLD_OUT refusal named, else none. */
export function soldOutDishes(error: unknown): readonly string[] {
  return error instanceof ApiError && error.code === 'SOLD_OUT' ? error.dishes : [];
}

/** SPEC §8: the server's message if present, else the client error's message, else the fallback. */
export function messageOf(error: unknown, fallback: string): string {
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}

/** Another locale's texts for refused requests: by stable code, and the sold-out text naming dishes. */
export interface ErrorTranslation {
  byCode: Readonly<Partial<Record<string, string>>>;
  /** SOLD_OUT with the dishes the server named, joined with ', '. */
  soldOut?: (dishes: string) => string;
}

/**
 * The text for a refused request in the visible locale. In the source locale (`translation` null)
 * what `messageOf` gives: the server's Indonesian message, which names the dish or the field. In
 * another locale: a SOLD_OUT naming its dishes in that locale, else the text of the error's stable
 * code; a bare failure without an error body is the caller's own (translated) fallback.
 */
export function localizedMessageOf(
  error: unknown,
  translation: ErrorTranslation | null,
  fallback: string,
): string {
  if (translation === null) return messageOf(error, fallback);
  const dishes = soldOutDishes(error);
  if (dishes.length > 0 && translation.soldOut) return translation.soldOut(dishes.join(', '));
  const byCode = error instanceof ApiError ? translation.byCode[error.code] : undefined;
  if (byCode) return byCode;
  if (bareFailureStatus(error) !== null && fallback) return fallback;
  return messageOf(error, fallback);
}

/**
 * A refused request's field messages (a 400's `fields`) for the form fields named in `fields`, as
 * [field, message] pairs for react-hook-form's setError; none for any other error.
 */
export function fieldErrorsOf<F extends string>(error: unknown, fields: readonly F[]): [F, string][] {
  const pairs: [F, string][] = [];
  if (!(error instanceof ApiError)) return pairs;
  for (const field of fields) {
    const message = error.fields[field];
    if (message) pairs.push([field, message]);
  }
  return pairs;
}
