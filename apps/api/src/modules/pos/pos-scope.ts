import type { FastifyRequest } from 'fastify';
import { guardedUser } from '../../platform/access/guard';
import { scopeOf, type Scope } from '../../platform/scope';

/** The POS acts for a person: the guard's session always has one. */
export type PosScope = Scope & { userId: string };

/** The scope of a `pos` route: the guard resolved the tenant, and the session always has a person. */
export function posScopeOf(request: FastifyRequest): PosScope {
  return { ...scopeOf(request), userId: guardedUser(request).id };
}
