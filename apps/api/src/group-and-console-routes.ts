import type { FastifyInstance } from 'fastify';
import type { AuthService } from './modules/auth/auth.service';
import { groupBranchesRoutes } from './modules/group-branches/group-branches.routes';
import { createGroupBranchesService } from './modules/group-branches/group-branches.service';
import { groupReportsRoutes } from './modules/group-reports/group-reports.routes';
import { createGroupReportsService } from './modules/group-reports/group-reports.service';
import { groupUsersRoutes } from './modules/group-users/group-users.routes';
import { createGroupUsersService } from './modules/group-users/group-users.service';
import { groupRoutes } from './modules/groups/groups.routes';
import { auditRoutes } from './modules/audit/audit.routes';
import { createAuditService } from './modules/audit/audit.service';
import { billingConsoleRoutes } from './modules/billing/billing-console.routes';
import { createBillingConsoleService } from './modules/billing/billing-console.service';
import type { BillingService } from './modules/billing/billing.service';
import { consoleGroupsRoutes } from './modules/groups/console-groups.routes';
import { createConsoleGroupsService } from './modules/groups/console-groups.service';
import { settingsSuperAdminRoutes } from './modules/platform-settings/settings.routes';
import type { PlatformSettingsService } from './modules/platform-settings/settings.service';
import { platformStatsRoutes } from './modules/platform-stats/platform-stats.routes';
import { createPlatformStatsService } from './modules/platform-stats/platform-stats.service';
import { platformTenantsRoutes } from './modules/platform-tenants/platform-tenants.routes';
import { createPlatformTenantsService } from './modules/platform-tenants/platform-tenants.service';
import { platformUsersRoutes } from './modules/platform-users/platform-users.routes';
import { createPlatformUsersService } from './modules/platform-users/platform-users.service';
import type { TenantsService } from './modules/tenants/tenants.service';
import type { ServiceDeps } from './platform/deps';
import type { EventBus } from './platform/events';

/** The group area's routes (/api/v1/group, issue 16): a group's branches, users and reports. */
export async function registerGroupRoutes(
  app: FastifyInstance,
  shared: {
    services: ServiceDeps;
    bus: EventBus;
    tenants: TenantsService;
    auth: AuthService;
    sseHeartbeatMs?: number;
  },
): Promise<void> {
  const { services, bus, tenants, auth } = shared;
  const prefix = { prefix: '/api/v1/group' };
  await app.register(groupRoutes, prefix);
  await app.register(
    groupBranchesRoutes(createGroupBranchesService({ ...services, bus, onTenantChanged: tenants.forget })),
    prefix,
  );
  await app.register(groupUsersRoutes(createGroupUsersService({ ...services, bus, auth })), prefix);
  await app.register(
    groupReportsRoutes(createGroupReportsService(services), bus, shared.sseHeartbeatMs),
    prefix,
  );
}

/**
 * The platform console's routes (/api/v1/super-admin, SPEC §2 Super admin). Both areas sit above the
 * restaurants and are composed here, beside app.ts, from the services they share with the rest.
 */
export async function registerConsoleRoutes(
  app: FastifyInstance,
  shared: {
    services: ServiceDeps;
    bus: EventBus;
    tenants: TenantsService;
    billing: BillingService;
    platformSettings: PlatformSettingsService;
  },
): Promise<void> {
  const { services, bus, tenants, billing } = shared;
  const prefix = { prefix: '/api/v1/super-admin' };
  await app.register(settingsSuperAdminRoutes(shared.platformSettings), prefix);
  await app.register(auditRoutes(createAuditService(services)), prefix);
  await app.register(
    platformTenantsRoutes(createPlatformTenantsService({ ...services, bus, onChanged: tenants.forget })),
    prefix,
  );
  await app.register(consoleGroupsRoutes(createConsoleGroupsService({ ...services, bus })), prefix);
  await app.register(platformUsersRoutes(createPlatformUsersService({ ...services, bus })), prefix);
  await app.register(
    billingConsoleRoutes(createBillingConsoleService({ ...services, tenants, billing })),
    prefix,
  );
  await app.register(platformStatsRoutes(createPlatformStatsService(services)), prefix);
}
