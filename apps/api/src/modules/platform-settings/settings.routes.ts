import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicSettings } from '@meja/shared/contracts/platform';
import type { Database } from '../../db/client';
import type { Env } from '../../env';
import { inAppTx } from '../../platform/db-scope';
import { readPlatformSettings } from './settings.repo';
import { tagRoutes } from '../../platform/openapi/openapi';

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
