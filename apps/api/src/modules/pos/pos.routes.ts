import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServiceDeps } from '../../platform/deps';
import type { FileStorage } from '../../platform/storage';
import type { AuthService } from '../auth/auth.service';
import type { MenuService } from '../menu/menu.service';
import type { StaffAnnouncer } from '../orders/staff-announce';
import type { TenantsService } from '../tenants/tenants.service';
import type { TenantGatewayService } from '../payment-gateway/tenant-gateway.service';
import type { PosGatewayPaymentsService } from './pos-gateway-payments.service';
import { createPosAuthService } from './pos-auth.service';
import { posAuthRoutes } from './pos-auth.routes';
import { createPosCoreService } from './pos-core.service';
import { posCoreRoutes } from './pos-core.routes';
import { createPosOrdersService } from './pos-orders.service';
import { createPosPaymentsService } from './pos-payments.service';
import { createPosReportsService } from './pos-reports.service';
import { posSalesRoutes } from './pos-sales.routes';
import { createPosShiftsService } from './pos-shifts.service';
import { posShiftsRoutes } from './pos-shifts.routes';

export interface PosModuleDeps {
  auth: AuthService;
  tenants: TenantsService;
  menu: MenuService;
  announcer: StaffAnnouncer;
  storage: FileStorage;
  gateways: TenantGatewayService;
  gatewayPayments: PosGatewayPaymentsService;
}

/** /api/v1/pos (docs/pos.md): the cashier POS's server, its services built from the app's. */
export function posRoutes(services: ServiceDeps, deps: PosModuleDeps): FastifyPluginAsyncZod {
  const posAuth = createPosAuthService({ ...services, auth: deps.auth, tenants: deps.tenants });
  const core = createPosCoreService({ ...services, menu: deps.menu, gateways: deps.gateways });
  const orders = createPosOrdersService({ ...services, announcer: deps.announcer });
  const payments = createPosPaymentsService({
    ...services,
    announcer: deps.announcer,
    gateways: deps.gateways,
    gatewayPayments: deps.gatewayPayments,
  });
  const shifts = createPosShiftsService(services);
  const reports = createPosReportsService(services);

  return async (app) => {
    // Sales, shifts and money change by the second: no answer here may be cached.
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });
    await app.register(posAuthRoutes({ env: services.env, auth: deps.auth, posAuth }));
    await app.register(posCoreRoutes(core, deps.storage));
    await app.register(posSalesRoutes(orders, payments));
    await app.register(posShiftsRoutes(shifts, reports));
  };
}
