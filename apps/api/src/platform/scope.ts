import type { FastifyRequest } from 'fastify';
import { guardedTenant, guardedUser } from './access/guard';

/** Who acts, for which tenant: the first argument of every tenant service (DESIGN §3). */
export interface Scope {
  tenantId: string;
  userId: string | null;
}

export function scopeOf(request: FastifyRequest): Scope {
  return { tenantId: guardedTenant(request).id, userId: guardedUser(request).id };
}
