/** An API call that did not succeed: HTTP status plus the `{message, code}` of the error body. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: Readonly<Record<string, string>>;
  readonly retryAfterSeconds: number | null;

  constructor(init: {
    status: number;
    message: string;
    code: string;
    fields?: Readonly<Record<string, string>>;
    retryAfterSeconds?: number | null;
  }) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.fields = init.fields ?? {};
    this.retryAfterSeconds = init.retryAfterSeconds ?? null;
  }
}

export function hasStatus(error: unknown, status: number): boolean {
  return error instanceof ApiError && error.status === status;
}

/** SPEC §8: the server's message if present, else the client error's message, else the fallback. */
export function messageOf(error: unknown, fallback: string): string {
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}

/**
 * The text for a refused request in the visible locale: the catalogue's text for the error's stable
 * `code` when it has one (server messages are Indonesian), else what `messageOf` gives.
 */
export function localizedMessageOf(
  error: unknown,
  textsByCode: Readonly<Partial<Record<string, string>>>,
  fallback: string,
): string {
  const byCode = error instanceof ApiError ? textsByCode[error.code] : undefined;
  return byCode ?? messageOf(error, fallback);
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
