import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  platformSettingsResponse,
  platformSettingsUpdate,
  publicSettings,
} from '@meja/shared/contracts/platform';
import type { Database } from '../../db/client';
import type { Env } from '../../env';
import { inAppTx } from '../../platform/db-scope';
import { readPlatformSettings } from './settings.repo';
import { tagRoutes } from '../../platform/openapi/openapi';
import type { PlatformSettingsService } from './settings.service';
import { guardedUser } from '../../platform/access/guard';
import { auditActorOf } from '../audit/audit.service';

/** The login pages list the demo accounts only where the demo data is, and never in production. */
export function showsDemoLogins(env: Pick<Env, 'SEED_DEMO' | 'NODE_ENV'>): boolean {
  return env.SEED_DEMO && env.NODE_ENV !== 'production';
}

export function settingsPublicRoutes(db: Database, env: Env): FastifyPluginAsyncZod {
  const demoLogins = showsDemoLogins(env);
  return async (app) => {
    app.addHook('onRoute', tagRoutes('settings'));
    app.get(
      '/settings',
      {
        config: { access: { kind: 'public' } },
        schema: { summary: "The platform's public settings", response: { 200: publicSettings } },
      },
      async () => {
        const s = await inAppTx(db, readPlatformSettings);
        return {
          data: {
            priceBasic: s.priceBasic,
            pricePOS: s.pricePOS,
            pricePro: s.pricePro,
            priceEnterprise: s.priceEnterprise,
            whatsappNumber: s.whatsappNumber,
            trialDays: s.trialDays,
            demoLogins,
          },
        };
      },
    );
  };
}

const superAdminOnly = { access: { kind: 'platform' } } as const;

/** /api/v1/super-admin/settings: the platform settings, secrets masked (SUPER_ADMIN only). */
export function settingsSuperAdminRoutes(settings: PlatformSettingsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRoute', tagRoutes('settings'));
    app.get(
      '/settings',
      {
        config: superAdminOnly,
        schema: {
          summary: "The platform's settings, each secret as its last 4 characters only",
          response: { 200: platformSettingsResponse },
        },
      },
      async () => ({ data: await settings.get() }),
    );
    app.patch(
      '/settings',
      {
        config: superAdminOnly,
        schema: {
          summary: "Change the platform's settings (a blank secret keeps the stored one)",
          body: platformSettingsUpdate,
          response: { 200: platformSettingsResponse },
        },
      },
      async (request) => ({ data: await settings.update(request.body, auditActorOf(guardedUser(request))) }),
    );
  };
}
