import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  canEnterGroupArea,
  canEnterTenantAdmin,
  decideSection,
  standingAllowsWork,
  tenantStanding,
} from '@meja/shared/access';
import { POS_MESSAGES, POS_TENANT_HEADER } from '@meja/shared/contracts/pos';
import { subscriptionPeriod } from '@meja/shared/lifecycle';
import { isPosRole } from '@meja/shared/pos-plan';
import type { Role } from '@meja/shared/roles';
import type { AuthUser } from '../auth/auth-user';
import type { TenantRow } from '../../db/schema/platform';
import type { GroupRow } from '../../db/schema/platform';
import { AppError, notFound, forbidden, unauthenticated } from '../errors';
import { assertRouteAccess, type RouteAccess, type RouteCatalogEntry } from './route-access';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  interface FastifyRequest {
    auth: { user: AuthUser; tokenHash: string } | null;
    tenant: TenantRow | null;
    group: GroupRow | null;
  }
  interface FastifyInstance {
    routeCatalog: RouteCatalogEntry[];
    /**
     * Runs the request's route access again with a fresh session lookup: false once the caller
     * logged out, lost the role or the tenant was blocked. For long-lived streams.
     */
    accessStillHolds(request: FastifyRequest): Promise<boolean>;
  }
}

export interface GuardLookups {
  /**
   * The request's session; with the restaurant `tenantSlugFor` names for its user read in the same
   * transaction (a staff request needs both: one round trip to the pool, not two).
   */
  authenticate(
    request: FastifyRequest,
    tenantSlugFor: (user: AuthUser) => string | null,
  ): Promise<{
    user: AuthUser;
    tokenHash: string;
    tenant?: { slug: string; row: TenantRow | undefined };
  } | null>;
  tenantBySlug(slug: string): Promise<TenantRow | undefined>;
  groupBySlug(slug: string): Promise<GroupRow | undefined>;
  now(): Date;
  /** The platform's grace days after a trial or paid period (read cheaply: on every tenant request). */
  graceDays(): Promise<number>;
}

const MESSAGES = {
  tenantNotFound: 'Tenant not found',
  groupNotFound: 'Group tidak ditemukan.',
  otherTenant: 'Anda tidak memiliki akses ke restoran ini.',
  role: 'Peran Anda tidak memiliki akses ke bagian ini.',
  group: 'Anda tidak memiliki akses ke grup ini.',
  superAdmin: 'Anda tidak memiliki akses ke area Super Admin.',
  posRole: POS_MESSAGES.role,
  posTenantHeader: `Super Admin memilih restoran dengan header ${POS_TENANT_HEADER}.`,
  paidPeriodOver: 'Masa langganan restoran ini telah berakhir. Silakan lakukan pembayaran untuk melanjutkan.',
} as const;

/** Registers the catalogue check (start-up fails without access) and the one guard every request passes. */
export function registerAccessGuard(app: FastifyInstance, lookups: GuardLookups): void {
  app.decorate('routeCatalog', []);
  app.decorateRequest('auth', null);
  app.decorateRequest('tenant', null);
  app.decorateRequest('group', null);

  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const access = assertRouteAccess(methods.join(','), route.url, route.config?.access);
    for (const method of methods)
      app.routeCatalog.push({ method, url: route.url, access, schema: route.schema });
  });

  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access;
    if (!access) return; // no route matched: the not-found handler answers
    await authenticateAndEnforce(access, request, lookups);
  });

  app.decorate('accessStillHolds', async (request: FastifyRequest): Promise<boolean> => {
    const access = request.routeOptions.config.access;
    if (!access) return false;
    try {
      await authenticateAndEnforce(access, request, lookups);
      return true;
    } catch (error) {
      if (error instanceof AppError) return false;
      throw error;
    }
  });
}

/** Whether the request bears `token` (compared in constant time). */
function bearsToken(request: FastifyRequest, token: string): boolean {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return false;
  const given = createHash('sha256').update(header.slice('Bearer '.length)).digest();
  return timingSafeEqual(given, createHash('sha256').update(token).digest());
}

/** The restaurant a tenant or POS route is for, once the user is known; null for other routes. */
function tenantSlugFor(access: RouteAccess, request: FastifyRequest, user: AuthUser): string | null {
  if (access.kind === 'tenant') return routeParam(request, 'slug');
  if (access.kind === 'pos') return user.role === 'SUPER_ADMIN' ? posTenantHeader(request) : user.tenantSlug;
  return null;
}

async function authenticateAndEnforce(
  access: RouteAccess,
  request: FastifyRequest,
  lookups: GuardLookups,
): Promise<void> {
  if (access.kind === 'public') {
    request.auth = await lookups.authenticate(request, () => null);
    return;
  }
  const found = await lookups.authenticate(request, (user) => tenantSlugFor(access, request, user));
  request.auth = found && { user: found.user, tokenHash: found.tokenHash };
  const read = found?.tenant;
  await enforce(access, request, {
    ...lookups,
    tenantBySlug: (slug) => (read?.slug === slug ? Promise.resolve(read.row) : lookups.tenantBySlug(slug)),
  });
}

async function enforce(access: RouteAccess, request: FastifyRequest, lookups: GuardLookups): Promise<void> {
  if (access.kind === 'public') return;
  if (access.kind === 'platform' && access.orToken && bearsToken(request, access.orToken)) return;
  const user = request.auth?.user;
  if (!user) throw unauthenticated();
  if (access.kind === 'authenticated') return;
  // Logged in with a temporary password (issue 14): nothing but the own session until it is changed.
  if (user.mustChangePassword) throw new AppError('PASSWORD_CHANGE_REQUIRED');
  switch (access.kind) {
    case 'platform':
      if (user.role !== 'SUPER_ADMIN') throw forbidden(MESSAGES.superAdmin);
      return;
    case 'group': {
      const group = await lookups.groupBySlug(routeParam(request, 'groupSlug'));
      if (!group) throw notFound(MESSAGES.groupNotFound);
      if (!canEnterGroupArea(user, group.id)) throw forbidden(MESSAGES.group);
      request.group = group;
      return;
    }
    case 'tenant': {
      const tenant = await lookups.tenantBySlug(routeParam(request, 'slug'));
      if (!tenant) throw notFound(MESSAGES.tenantNotFound);
      if (!canEnterTenantAdmin(user, tenant.id)) throw forbidden(MESSAGES.otherTenant);
      assertRoles(user.role, access.roles);
      if (access.section) {
        const decision = decideSection(user.role, tenant.package, access.section);
        if (decision === 'role') throw forbidden(MESSAGES.role);
        if (decision === 'package') throw new AppError('PLAN_FEATURE');
      }
      if (!access.allowBlocked) {
        assertTenantStanding(user.role, tenant, lookups.now(), await lookups.graceDays());
      }
      request.tenant = tenant;
      return;
    }
    case 'pos': {
      // The tenant is the session's; X-Tenant-Plan is never read (the package is the tenant row's).
      if (!isPosRole(user.role)) throw forbidden(MESSAGES.posRole);
      const named = posTenantHeader(request);
      if (user.role !== 'SUPER_ADMIN' && named !== null && named !== user.tenantSlug) {
        throw forbidden(MESSAGES.otherTenant);
      }
      const slug = user.role === 'SUPER_ADMIN' ? named : user.tenantSlug;
      if (!slug) throw new AppError('VALIDATION', MESSAGES.posTenantHeader);
      const tenant = await lookups.tenantBySlug(slug);
      if (!tenant) throw notFound(MESSAGES.tenantNotFound);
      if (!canEnterTenantAdmin(user, tenant.id)) throw forbidden(MESSAGES.otherTenant);
      assertRoles(user.role, access.roles);
      assertTenantStanding(user.role, tenant, lookups.now(), await lookups.graceDays());
      request.tenant = tenant;
      return;
    }
  }
}

/** `roles` narrows a route; SUPER_ADMIN passes every list. */
function assertRoles(role: Role, roles: readonly Role[] | undefined): void {
  if (roles && role !== 'SUPER_ADMIN' && !roles.includes(role)) throw forbidden(MESSAGES.role);
}

/**
 * An inactive tenant's staff get 403; after a trial or paid period and its grace days, 402 (in the
 * grace days they still work); SUPER_ADMIN passes.
 */
export function assertTenantStanding(role: Role, tenant: TenantRow, now: Date, graceDays: number): void {
  if (role === 'SUPER_ADMIN') return;
  const standing = tenantStanding(tenant, now, graceDays);
  if (standing === 'inactive') throw new AppError('TENANT_INACTIVE');
  if (standingAllowsWork(standing)) return;
  // The catalogue's message names the trial; a paid period that ran out says so instead.
  const paid = subscriptionPeriod(tenant)?.kind === 'paid';
  throw paid ? new AppError('PLAN_BLOCKED', MESSAGES.paidPeriodOver) : new AppError('PLAN_BLOCKED');
}

/** The tenant slug the POS sends in `X-Tenant-Slug` (trimmed), or null when absent or blank. */
export function posTenantHeader(request: FastifyRequest): string | null {
  const value = request.headers[POS_TENANT_HEADER.toLowerCase()];
  const text = typeof value === 'string' ? value.trim() : '';
  return text === '' ? null : text;
}

function routeParam(request: FastifyRequest, name: string): string {
  const params: unknown = request.params;
  if (typeof params === 'object' && params !== null && name in params) {
    const value: unknown = Reflect.get(params, name);
    if (typeof value === 'string') return value;
  }
  return '';
}

/** The tenant the guard resolved for a `kind: 'tenant'` route. */
export function guardedTenant(request: FastifyRequest): TenantRow {
  if (!request.tenant) throw new Error(`${request.url}: tenant route without a resolved tenant`);
  return request.tenant;
}

export function guardedGroup(request: FastifyRequest): GroupRow {
  if (!request.group) throw new Error(`${request.url}: group route without a resolved group`);
  return request.group;
}

export function guardedUser(request: FastifyRequest): AuthUser {
  if (!request.auth) throw unauthenticated();
  return request.auth.user;
}
