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
