import type { LoginRequest } from '@meja/shared/contracts/auth';
import { POS_MESSAGES, type PosUser } from '@meja/shared/contracts/pos';
import { isPosRole } from '@meja/shared/pos-plan';
import { assertTenantStanding } from '../../platform/access/guard';
import type { ServiceDeps } from '../../platform/deps';
import { AppError, notFound, forbidden } from '../../platform/errors';
import type { AuthService } from '../auth/auth.service';
import type { AuthUser } from '../../platform/auth/auth-user';
import type { TenantsService } from '../tenants/tenants.service';
import type { TenantRow } from '../../db/schema/platform';
import { presentPosUser } from './pos.presenter';

const MESSAGES = {
  slugMissing: 'Slug restoran wajib diisi.',
} as const;

/**
 * POS login (docs/pos.md): the public login's credential check and throttle, then the POS's own
 * rules — the tenant must exist, the account must be able to sell there — before any session exists.
 */
export function createPosAuthService(
  deps: Pick<ServiceDeps, 'now'> & { auth: AuthService; tenants: TenantsService },
) {
  /** Who may sell at this tenant; an account of another tenant is told where it belongs. */
  async function assertCanSell(user: AuthUser, tenant: TenantRow): Promise<void> {
    if (!isPosRole(user.role)) throw forbidden(POS_MESSAGES.role);
    if (user.role === 'SUPER_ADMIN') return;
    if (user.tenantId !== tenant.id) {
      throw new AppError('OTHER_TENANT', POS_MESSAGES.otherTenant, {
        ...(user.tenantSlug && { more: { tenantSlug: user.tenantSlug } }),
      });
    }
    assertTenantStanding(user.role, tenant, deps.now(), await deps.tenants.graceDays());
  }

  async function login(
    input: LoginRequest,
    slug: string | null,
    ip: string,
  ): Promise<{ user: PosUser; token: string }> {
    if (!slug)
      throw new AppError('VALIDATION', MESSAGES.slugMissing, {
        fields: { tenantSlug: MESSAGES.slugMissing },
      });
    const tenant = await deps.tenants.bySlug(slug);
    if (!tenant) throw notFound(POS_MESSAGES.tenantNotFound);
    const user = await deps.auth.checkCredentials(input, ip);
    await assertCanSell(user, tenant);
    return { user: presentPosUser(user, tenant), token: await deps.auth.openSession(user) };
  }

  return { login };
}

export type PosAuthService = ReturnType<typeof createPosAuthService>;
