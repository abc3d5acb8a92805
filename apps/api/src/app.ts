import Fastify, { type FastifyInstance } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { applyIndonesianValidationMessages } from '@meja/shared/contracts/locale';
import { registerAccessGuard } from './platform/access/guard';
import { registerErrorHandler } from './platform/error-handler';
import { registerNulGuard } from './platform/nul-guard';
import { registerNoStoreDefault } from './platform/no-store-default';
import { registerSecurityHeaders } from './platform/security-headers';
import { createMetrics } from './platform/metrics';
import { registerOverloadProtection } from './platform/overload';
import { monitoringRoutes } from './modules/monitoring/monitoring.routes';
import { markReferenceRoutesPublic, registerOpenApi } from './platform/openapi/openapi';
import { createBackgroundMail, createLogMailer, createSmtpMailer } from './platform/mail';
import { Throttle } from './platform/throttle';
import { ShiftableClock, testClockRoutes } from './platform/test-clock';
import { MailOutbox, testMailRoutes } from './platform/test-mail';
import { testTenantRoutes } from './seed/test-tenants';
import { createJobRunner, type JobRunner } from './platform/jobs';
import { testJobsRoutes } from './platform/test-jobs';
import { createLifecycleJob } from './modules/lifecycle/lifecycle.service';
import type { AppDeps, ServiceDeps } from './platform/deps';
import { registerConsoleRoutes, registerGroupRoutes } from './group-and-console-routes';
import type { Env } from './env';
import type { FileStorage } from './platform/storage';
import { registerWebApp } from './platform/web-app';
import { createDinerPageService } from './modules/diner-page/diner-page.service';
import { openFileStorage } from './platform/file-storage';
import { createInventoryService } from './modules/inventory/inventory.service';
import { inventoryRoutes } from './modules/inventory/inventory.routes';
import { createMenuService } from './modules/menu/menu.service';
import { menuRoutes } from './modules/menu/menu.routes';
import { createMenuOptionsService } from './modules/menu/menu-options.service';
import { menuOptionsRoutes } from './modules/menu/menu-options.routes';
import { menuPublicRoutes } from './modules/menu/menu-public.routes';
import { uploadedFileRoutes, uploadRoutes } from './modules/uploads/uploads.routes';
import { createOrdersService } from './modules/orders/orders.service';
import { ordersPublicRoutes } from './modules/orders/orders-public.routes';
import { ordersStaffRoutes } from './modules/orders/orders-staff.routes';
import { createStaffOrdersService } from './modules/orders/orders-staff.service';
import { createStaffAnnouncer } from './modules/orders/staff-announce';
import { createReadyNotifier } from './modules/orders/ready-notice';
import { createPaymentsService } from './modules/payments/payments.service';
import { paymentsRoutes } from './modules/payments/payments.routes';
import { createBillSplitService } from './modules/payments/bill-split.service';
import { billSplitRoutes } from './modules/payments/bill-split.routes';
import { createOrderDiscountsService } from './modules/payments/order-discounts.service';
import { orderDiscountsRoutes } from './modules/payments/order-discounts.routes';
import { createDiscountPinService } from './modules/users/discount-pin.service';
import { discountPinRoutes } from './modules/users/discount-pin.routes';
import { createTablesService } from './modules/tables/tables.service';
import { tablesRoutes } from './modules/tables/tables.routes';
import { createTableCallsService } from './modules/tables/table-calls.service';
import { tableCallsRoutes } from './modules/tables/table-calls.routes';
import { createDashboardService } from './modules/dashboard/dashboard.service';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes';
import { createExpensesService } from './modules/expenses/expenses.service';
import { expensesRoutes } from './modules/expenses/expenses.routes';
import { createReportsService } from './modules/reports/reports.service';
import { reportsRoutes } from './modules/reports/reports.routes';
import { tenantEventsRoutes } from './modules/realtime/tenant-events.routes';
import { createLocalEventBus } from './platform/events';
import { createRedisEventBus } from './platform/redis-events';
import { MAX_UPLOAD_BYTES } from './modules/uploads/menu-image';
import { authPublicRoutes, authSessionRoutes } from './modules/auth/auth.routes';
import { createAuthService } from './modules/auth/auth.service';
import { sessionTokenOf } from './modules/auth/session-cookie';
import { createRegistrationService } from './modules/auth/registration.service';
import { createPasswordResetService } from './modules/auth/password-reset.service';
import { createUsersService } from './modules/users/users.service';
import { usersRoutes } from './modules/users/users.routes';
import { createGroupsService } from './modules/groups/groups.service';
import { healthRoutes } from './modules/health/health.routes';
import { settingsPublicRoutes } from './modules/platform-settings/settings.routes';
import { createPlatformSettingsService } from './modules/platform-settings/settings.service';
import { createTenantPurgeJob } from './modules/platform-tenants/platform-tenants.service';
import { createTenantsService } from './modules/tenants/tenants.service';
import { posRoutes } from './modules/pos/pos.routes';
import { qrisSettingRoutes } from './modules/payments/qris-setting.routes';
import { createQrisSettingService } from './modules/payments/qris-setting.service';
import { createTenantSettingsService } from './modules/tenants/tenant-settings.service';
import {
  tenantAdminRoutes,
  tenantProfileRoutes,
  tenantSettingsRoutes,
  tenantsPublicRoutes,
} from './modules/tenants/tenants.routes';
import { billingPublicRoutes } from './modules/billing/billing.routes';
import { createGatewayWebhooksService } from './modules/billing/gateway-webhooks.service';
import { webhookRoutes } from './modules/billing/webhooks.routes';
import { createTenantGatewayService } from './modules/payment-gateway/tenant-gateway.service';
import { tenantGatewayRoutes } from './modules/payment-gateway/tenant-gateway.routes';
import { createLeadsService } from './modules/marketing/leads.service';
import { marketingRoutes } from './modules/marketing/marketing.routes';
import { createBroadcastKickJob, createBroadcastSender } from './modules/marketing/broadcast-sender';
import { createBroadcastsService, queuePaidBroadcastHook } from './modules/marketing/broadcasts.service';
import { createTestSendService } from './modules/marketing/test-send.service';
import { createWhatsAppService } from './modules/whatsapp/whatsapp.service';
import { whatsappWebhookRoutes } from './modules/whatsapp/whatsapp-webhooks.routes';
import { createPosWebhooksService } from './modules/pos/pos-webhooks.service';
import { posWebhookRoutes } from './modules/pos/pos-webhooks.routes';
import {
  createPosGatewayPaymentsService,
  createPosGatewayPollJob,
} from './modules/pos/pos-gateway-payments.service';
import { createBillingService, createGatewayPollJob } from './modules/billing/billing.service';
import { createCheckoutProviders } from './providers/payments/registry';
import { createMetaWhatsAppSender } from './providers/whatsapp/meta-cloud';

const BODY_LIMIT_BYTES = 256 * 1024;

/** The hosts the AdSense-style ad script needs (SPEC §2 ads), only when the build has an ad client. */
function adHosts(enabled: boolean) {
  if (!enabled) return { script: [], connect: [], frame: [] };
  const google = ['https://*.googlesyndication.com', 'https://*.doubleclick.net', 'https://*.google.com'];
  return { script: [...google, 'https://*.gstatic.com'], connect: google, frame: google };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The background jobs (tests run them with `app.jobs.runAll()`). */
    jobs: JobRunner;
  }
}

/** The uploads' storage the settings name, closed with the app that opened it. */
function ownFileStorage(app: FastifyInstance, env: Env): FileStorage {
  const storage = openFileStorage(env);
  app.addHook('onClose', () => storage.close());
  return storage;
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  applyIndonesianValidationMessages();
  const app = Fastify({
    logger: deps.logger ?? { level: deps.env.LOG_LEVEL },
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: deps.env.TRUST_PROXY,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const realNow = deps.now ?? (() => new Date());
  const testClock = deps.env.TEST_CLOCK_HOOK ? new ShiftableClock(realNow) : null;
  const mailer =
    deps.mailer ??
    (deps.env.SMTP_URL
      ? createSmtpMailer(deps.env.SMTP_URL, deps.env.MAIL_FROM)
      : createLogMailer(app.log, deps.env.TEST_MAIL_HOOK ? 'info' : 'warn'));
  const testOutbox = deps.env.TEST_MAIL_HOOK ? new MailOutbox(mailer) : null;
  const services: ServiceDeps = {
    db: deps.db,
    env: deps.env,
    mailer: testOutbox ?? mailer,
    throttle:
      deps.throttle ??
      Throttle.fromUrl(deps.env.REDIS_URL, undefined, (error) =>
        app.log.warn({ err: error }, 'throttle: Redis error (counting in memory meanwhile)'),
      ),
    now: testClock?.now ?? realNow,
    log: app.log,
  };
  const backgroundMail = createBackgroundMail(services.mailer, app.log);
  // Background jobs: on a timer unless JOBS_ENABLED=false (registered below).
  const jobs = createJobRunner({
    db: deps.db,
    log: app.log,
    now: services.now,
    intervalMs: deps.env.JOBS_INTERVAL_MS,
  });
  app.decorate('jobs', jobs);
  app.addHook('onClose', async () => {
    // A job run in progress ends (and sends its mail) before the mailer and the database close.
    await jobs.close();
    await backgroundMail.settled();
    services.mailer.close();
    await services.throttle.close();
  });

  // Overload protection: past the event-loop delay, 503 with Retry-After (the panel's badge).
  const overloaded = await registerOverloadProtection(app, deps.env.OVERLOAD_MAX_EVENT_LOOP_DELAY_MS);
  const metrics = createMetrics({
    httpMetrics: deps.env.METRICS === 'on',
    dbPoolUse: deps.dbPoolUse,
    overloaded,
  });
  app.decorate('metrics', metrics);
  metrics.register(app);

  await app.register(fastifyCookie);
  await app.register(fastifyMultipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5, parts: 6 },
  });
  const ads = adHosts(Boolean(deps.env.VITE_AD_CLIENT));
  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...ads.script],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Menu pictures may also be https addresses (the menu contract allows them).
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...ads.connect],
        frameSrc: ads.frame.length > 0 ? ads.frame : ["'none'"],
        manifestSrc: ["'self'"],
        workerSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    // Restaurants reach a LAN instance over plain http: never force https on them.
    strictTransportSecurity: deps.env.PUBLIC_URL.startsWith('https://'),
  });
  registerErrorHandler(app);
  registerNulGuard(app);
  registerNoStoreDefault(app);

  // In-process by default; Redis pub/sub when REDIS_URL is set, so instances share changes (DESIGN §1).
  const bus =
    deps.bus ??
    (deps.env.REDIS_URL
      ? createRedisEventBus(deps.env.REDIS_URL, {
          onError: (error) => app.log.warn({ err: error }, 'realtime bus: Redis error'),
        })
      : createLocalEventBus());
  app.addHook('onClose', () => bus.close());
  const auth = createAuthService({ ...services, bus });
  const platformSettings = createPlatformSettingsService(services);
  const tenants = createTenantsService({ ...services, graceDays: platformSettings.graceDays });
  const groups = createGroupsService(services);
  markReferenceRoutesPublic(app);
  registerAccessGuard(app, {
    authenticate: async (request, tenantSlugFor) => {
      const token = sessionTokenOf(request);
      return token ? auth.authenticate(token, tenantSlugFor) : null;
    },
    tenantBySlug: tenants.bySlug,
    groupBySlug: groups.bySlug,
    now: services.now,
    graceDays: platformSettings.graceDays,
  });
  await registerOpenApi(app);

  const registration = createRegistrationService(services);
  const passwordReset = createPasswordResetService({ ...services, mail: backgroundMail });
  const menu = createMenuService({ ...services, onMenuChanged: tenants.forget });
  const menuOptions = createMenuOptionsService({ ...services, onMenuChanged: tenants.forget });
  const inventory = createInventoryService(services);
  const storage = deps.storage ?? ownFileStorage(app, deps.env);
  const orders = createOrdersService({ ...services, bus, graceDays: platformSettings.graceDays });
  const announcer = createStaffAnnouncer(orders);
  const payments = createPaymentsService({ ...services, announcer });
  const dashboard = createDashboardService(services);
  const providers = createCheckoutProviders(deps.env, deps.checkoutProviders);
  const leads = createLeadsService(services);
  const whatsapp = createWhatsAppService({
    ...services,
    onStop: leads.optOutEverywhere,
    onStatus: (event) => broadcastSender.applyStatus(event),
  });
  const broadcastSender = createBroadcastSender({
    ...services,
    whatsapp,
    settings: {
      ratePerSecond: deps.env.WA_SEND_RATE_PER_SECOND,
      retryBaseMs: deps.env.WA_SEND_RETRY_BASE_MS,
      inDoubtMs: deps.env.WA_SEND_IN_DOUBT_MS,
    },
  });
  app.decorate('broadcastSender', broadcastSender);
  // Picks up what a stopped instance left (queued, or claimed and never answered).
  app.addHook('onReady', async () => broadcastSender.kick());
  app.addHook('onClose', () => broadcastSender.close());
  const billing = createBillingService({
    ...services,
    tenants,
    providers,
    onBroadcastPaid: queuePaidBroadcastHook(app.log),
    afterBroadcastPaid: broadcastSender.kick,
  });
  const gateways = createTenantGatewayService({ ...services, providers });
  const gatewayPayments = createPosGatewayPaymentsService({ ...services, announcer, gateways });
  // 'Pesanan Anda siap' (issue 18): sent after the kitchen's change commits; waited for on close.
  const readyNotices = createReadyNotifier({ ...services, whatsapp });
  app.decorate('readyNotices', readyNotices);
  app.addHook('onClose', () => readyNotices.settled());
  const staffOrders = createStaffOrdersService({ ...services, announcer, readyNotices });
  await app.register(healthRoutes(deps.db), { prefix: '/api/v1' });
  await app.register(authPublicRoutes({ env: deps.env, auth, registration, passwordReset }), {
    prefix: '/api/v1/public',
  });
  await app.register(tenantsPublicRoutes(tenants), { prefix: '/api/v1/public' });
  await app.register(settingsPublicRoutes(deps.db, deps.env), { prefix: '/api/v1/public' });
  await app.register(menuPublicRoutes(menu, tenants), { prefix: '/api/v1/public' });
  await app.register(ordersPublicRoutes(orders, tenants), { prefix: '/api/v1/public' });
  await app.register(tableCallsRoutes(createTableCallsService({ ...services, announcer }), tenants), {
    prefix: '/api/v1/public',
  });
  await app.register(billingPublicRoutes(billing), { prefix: '/api/v1/public' });
  await app.register(webhookRoutes(createGatewayWebhooksService({ billing, log: app.log })), {
    prefix: '/api/v1',
  });
  await app.register(whatsappWebhookRoutes(whatsapp, deps.env.PUBLIC_URL), { prefix: '/api/v1' });
  await app.register(
    posWebhookRoutes(createPosWebhooksService({ gateways, payments: gatewayPayments, log: app.log })),
    { prefix: '/api/v1' },
  );
  // Tests mark invoices paid through this service, and run the POS's lost-webhook poll.
  app.decorate('billing', billing);
  app.decorate('posGatewayPayments', gatewayPayments);
  await app.register(authSessionRoutes(auth), { prefix: '/api/v1/auth' });
  await app.register(tenantAdminRoutes(services.now, platformSettings.graceDays), {
    prefix: '/api/v1/tenant',
  });
  const tenantSettings = createTenantSettingsService({ ...services, onChanged: tenants.forget });
  await app.register(tenantSettingsRoutes(tenantSettings), { prefix: '/api/v1/tenant' });
  await app.register(tenantProfileRoutes(tenantSettings), { prefix: '/api/v1/tenant' });
  await app.register(menuRoutes(menu), { prefix: '/api/v1/tenant' });
  await app.register(menuOptionsRoutes(menuOptions), { prefix: '/api/v1/tenant' });
  await app.register(inventoryRoutes(inventory, menu), { prefix: '/api/v1/tenant' });
  await app.register(uploadRoutes(storage), { prefix: '/api/v1/tenant' });
  await app.register(ordersStaffRoutes(staffOrders), { prefix: '/api/v1/tenant' });
  await app.register(paymentsRoutes(payments), { prefix: '/api/v1/tenant' });
  await app.register(tablesRoutes(createTablesService({ ...services, announcer })), {
    prefix: '/api/v1/tenant',
  });
  await app.register(billSplitRoutes(createBillSplitService({ ...services, announcer })), {
    prefix: '/api/v1/tenant',
  });
  await app.register(orderDiscountsRoutes(createOrderDiscountsService({ ...services, announcer })), {
    prefix: '/api/v1/tenant',
  });
  await app.register(discountPinRoutes(createDiscountPinService(services)), { prefix: '/api/v1/tenant' });
  await app.register(qrisSettingRoutes(createQrisSettingService(services)), { prefix: '/api/v1/tenant' });
  await app.register(tenantGatewayRoutes(gateways), { prefix: '/api/v1/tenant' });
  const broadcasts = createBroadcastsService({ ...services, whatsapp, billing, kick: broadcastSender.kick });
  await app.register(
    marketingRoutes(leads, whatsapp, createTestSendService({ ...services, whatsapp }), broadcasts),
    { prefix: '/api/v1/tenant' },
  );
  await app.register(dashboardRoutes(dashboard), { prefix: '/api/v1/tenant' });
  await app.register(expensesRoutes(createExpensesService(services)), { prefix: '/api/v1/tenant' });
  await app.register(reportsRoutes(createReportsService(services)), { prefix: '/api/v1/tenant' });
  await app.register(tenantEventsRoutes(bus, deps.sseHeartbeatMs), { prefix: '/api/v1/tenant' });
  await app.register(usersRoutes(createUsersService({ ...services, bus, passwordReset })), {
    prefix: '/api/v1/tenant',
  });
  await app.register(uploadedFileRoutes(storage));
  await app.register(monitoringRoutes(metrics, deps.env.METRICS_TOKEN));
  await registerGroupRoutes(app, { services, bus, tenants, auth, sseHeartbeatMs: deps.sseHeartbeatMs });
  await registerConsoleRoutes(app, { services, bus, tenants, billing, platformSettings });
  await app.register(
    posRoutes(services, { auth, tenants, menu, announcer, storage, gateways, gatewayPayments }),
    {
      prefix: '/api/v1/pos',
    },
  );

  jobs.register(
    createLifecycleJob({
      ...services,
      whatsapp: createMetaWhatsAppSender({ graphUrl: deps.env.WHATSAPP_GRAPH_URL }),
    }),
  );
  jobs.register(createTenantPurgeJob(deps.db));
  jobs.register(createGatewayPollJob(billing));
  jobs.register(createPosGatewayPollJob(gatewayPayments));
  jobs.register(createBroadcastKickJob(broadcastSender));
  if (deps.env.JOBS_ENABLED) app.addHook('onReady', () => jobs.start());

  if (testClock) {
    await app.register(testClockRoutes(testClock), { prefix: '/api/v1/test' });
    await app.register(testJobsRoutes(jobs), { prefix: '/api/v1/test' });
  }
  if (testOutbox) await app.register(testMailRoutes(testOutbox), { prefix: '/api/v1/test' });
  if (deps.env.TEST_SEED_HOOK)
    await app.register(testTenantRoutes({ db: deps.db, storage, now: services.now }), {
      prefix: '/api/v1/test',
    });

  if (deps.webDistDir) {
    const dinerPage = createDinerPageService({
      tenants,
      menu,
      now: services.now,
      buildHasAd: Boolean(deps.env.VITE_AD_CLIENT && deps.env.VITE_AD_SLOT),
    });
    await registerWebApp(app, deps.webDistDir, dinerPage.partsFor, deps.env.PUBLIC_URL);
  }
  return app;
}
