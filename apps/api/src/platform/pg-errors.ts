/**
 * The constraint a Postgres unique_violation (23505) broke, whether thrown by the driver or wrapped
 * by drizzle; null for any other error.
 */
export function uniqueViolationConstraint(error: unknown): string | null {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    if (Reflect.get(e, 'code') === '23505') {
      const constraint: unknown = Reflect.get(e, 'constraint');
      return typeof constraint === 'string' ? constraint : '';
    }
  }
  return null;
}

/** Postgres foreign_key_violation (23503): a row is still referenced. */
export function isForeignKeyViolation(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    if (Reflect.get(e, 'code') === '23503') return true;
  }
  return false;
}

/** The SQLSTATE of a PostgreSQL error (driver's or PGlite's, possibly wrapped by drizzle), or null. */
export function sqlState(error: unknown): string | null {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    const code: unknown = Reflect.get(e, 'code');
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return null;
}

/**
 * Data exceptions that only a value from the request can cause: a number beyond its column
 * (22003), text that does not read as the column's type (22P02, 22007, 22008), NUL or bad
 * encoding (22021), text too long for its column (22001). The contracts refuse these first; this
 * is the last net, so a missed bound is a 400 rather than a 500.
 */
const INPUT_DATA_EXCEPTIONS = new Set(['22003', '22P02', '22007', '22008', '22021', '22001']);

export function isInputDataException(error: unknown): boolean {
  const state = sqlState(error);
  return state !== null && INPUT_DATA_EXCEPTIONS.has(state);
}

/**
 * The server went away or cannot take us now: the connection was terminated (57P01 admin shutdown,
 * 57P02 crash, 57P03 starting up or shutting down), a connection exception (class 08), too many
 * connections (53300); or the socket failed before a SQLSTATE could arrive.
 */
const CONNECTION_STATES = new Set(['57P01', '57P02', '57P03', '53300']);
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/** node-postgres says these without a code (pg/lib/client.js, pg-pool). */
const DRIVER_MESSAGES = [
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
  'timeout exceeded when trying to connect',
  'Cannot use a pool after calling end on the pool',
];

export function isConnectionError(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    const code: unknown = Reflect.get(e, 'code');
    if (typeof code === 'string') {
      if (CONNECTION_STATES.has(code) || code.startsWith('08') || SOCKET_CODES.has(code)) return true;
    }
    if (DRIVER_MESSAGES.some((text) => e instanceof Error && e.message.startsWith(text))) return true;
  }
  return false;
}
