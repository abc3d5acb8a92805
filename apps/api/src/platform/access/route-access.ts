import type { FastifySchema } from 'fastify';
import type { AdminSection } from '@meja/shared/access';
import type { Role } from '@meja/shared/roles';

/**
 * What every route must declare in `config.access` (DESIGN §3, deny by default):
 * - public: anyone;
 * - authenticated: any logged-in user;
 * - tenant: staff of the tenant named by the `:slug` param (or SUPER_ADMIN), optionally limited to
 *   an admin section (role + package) or to roles; `allowBlocked` lets an inactive or expired
 *   tenant's staff through (for the screens that explain the block);
 * - group: the GROUP_MANAGER of the `:groupSlug` param's group, or SUPER_ADMIN;
 * - platform: SUPER_ADMIN only; `orToken` also lets through a request bearing that token
 *   (`Authorization: Bearer …`, e.g. a Prometheus scraper with METRICS_TOKEN);
 * - pos: RESTAURANT_ADMIN, CASHIER or SUPER_ADMIN at the cashier POS (docs/pos.md). The tenant is the
 *   session's own (a `X-Tenant-Slug` naming another one is refused); a SUPER_ADMIN, who has none,
 *   picks it with that header. `roles` narrows it further (quick management refuses CASHIER).
 */
export type RouteAccess =
  | { kind: 'public' }
  | { kind: 'authenticated' }
  | {
      kind: 'tenant';
      /** One section, or several as any-of (see decideSection). */
      section?: AdminSection | readonly AdminSection[];
      roles?: readonly Role[];
      allowBlocked?: boolean;
    }
  | { kind: 'group' }
  | { kind: 'platform'; orToken?: string }
  | { kind: 'pos'; roles?: readonly Role[] };

export interface RouteCatalogEntry {
  method: string;
  url: string;
  access: RouteAccess;
  /** The route's request and response schemas (zod), for tests that walk every route. */
  schema: FastifySchema | undefined;
}

/** Throws when a route declares no access, or a tenant/group route lacks the param it is scoped by. */
export function assertRouteAccess(method: string, url: string, access: RouteAccess | undefined): RouteAccess {
  if (!access) {
    throw new Error(`Route ${method} ${url} declares no config.access; every route must (deny by default).`);
  }
  if (access.kind === 'tenant' && !url.includes('/:slug')) {
    throw new Error(`Tenant route ${method} ${url} must be scoped by a :slug param.`);
  }
  if (access.kind === 'group' && !url.includes('/:groupSlug')) {
    throw new Error(`Group route ${method} ${url} must be scoped by a :groupSlug param.`);
  }
  return access;
}
