import type { SessionUser } from '@meja/shared/contracts/auth';
import type { AuthUser } from '../../platform/auth/auth-user';

export function presentSessionUser(user: AuthUser): SessionUser {
  return {
    _id: user.id,
    role: user.role,
    name: user.name,
    email: user.email,
    tenantId: user.tenantId,
    tenantSlug: user.tenantSlug,
    groupSlug: user.groupSlug,
    mustChangePassword: user.mustChangePassword,
  };
}
