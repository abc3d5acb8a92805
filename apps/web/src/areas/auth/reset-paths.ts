import { SLUG_PATTERN } from '@meja/shared/slug';
import { posLoginPath } from '../pos/pos-paths';

/*
 * Where 'Lupa password' leads: from the staff login back to /login, from a POS login (?pos={slug})
 * back to that restaurant's POS login.
 */

/** A restaurant slug from the address, or null when absent or not a slug. */
export function posSlugFrom(value: string | null): string | null {
  return value !== null && value.length <= 80 && SLUG_PATTERN.test(value) ? value : null;
}

export function forgotPasswordPath(posSlug: string | null): string {
  return posSlug
    ? `/forgot-password?${new URLSearchParams({ pos: posSlug }).toString()}`
    : '/forgot-password';
}

export function loginPathFor(posSlug: string | null): string {
  return posSlug ? posLoginPath(posSlug) : '/login';
}

/** The login after a new password: /login?reset=1 shows the notice; the POS login reads it from state. */
export function loginAfterResetPath(posSlug: string | null): string {
  return posSlug ? posLoginPath(posSlug) : '/login?reset=1';
}
