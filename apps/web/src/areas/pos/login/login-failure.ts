import { POS_MESSAGES } from '@meja/shared/contracts/pos';
import { hasStatus, messageOf } from '../../../api/api-error';
import { OtherTenantError } from '../pos-api';

export type LoginFailure = { kind: 'redirect'; tenantSlug: string } | { kind: 'message'; text: string };

/**
 * SPEC §8 POS login: an unknown restaurant → 'Tenant tidak ditemukan…'; an account of another
 * restaurant → that restaurant's login; anything else → the server's message or 'Login failed'.
 */
export function loginFailure(error: unknown, pageSlug: string): LoginFailure {
  if (error instanceof OtherTenantError && error.tenantSlug !== pageSlug) {
    return { kind: 'redirect', tenantSlug: error.tenantSlug };
  }
  if (hasStatus(error, 404)) return { kind: 'message', text: POS_MESSAGES.tenantNotFound };
  return { kind: 'message', text: messageOf(error, POS_MESSAGES.loginFailed) };
}
