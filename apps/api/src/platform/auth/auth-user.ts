import type { Role } from '@meja/shared/roles';

/** The signed-in user as every guarded route sees them, with the slugs the web needs. */
export interface AuthUser {
  id: string;
  role: Role;
  name: string;
  email: string;
  tenantId: string | null;
  tenantSlug: string | null;
  groupId: string | null;
  groupSlug: string | null;
  /** Logged in with a temporary password that must be changed first (issue 14). */
  mustChangePassword: boolean;
}
