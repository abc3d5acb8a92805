import { hasStatus } from '../../../api/api-error';
import { OtherTenantError } from '../pos-api';
import { posErrorText } from '../pos-errors';
import { loginMessages } from './login-messages';

export type LoginFailure = { kind: 'redirect'; tenantSlug: string } | { kind: 'message'; text: string };

/**
 * SPEC §8 POS login: an unknown restaurant → 'Tenant tidak ditemukan…'; an account of another
 * restaurant → that restaurant's login; anything else → the server's message or 'Login failed'
 * (in another locale the text for the error's code).
 */
export function loginFailure(error: unknown, pageSlug: string): LoginFailure {
  if (error instanceof OtherTenantError && error.tenantSlug !== pageSlug) {
    return { kind: 'redirect', tenantSlug: error.tenantSlug };
  }
  const t = loginMessages.get();
  if (hasStatus(error, 404)) return { kind: 'message', text: t.tenantNotFound };
  return { kind: 'message', text: posErrorText(error, t.loginFailed) };
}
