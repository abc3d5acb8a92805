import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicSettings } from '@meja/shared/contracts/platform';
import type { Database } from '../../db/client';
import { inAppTx } from '../../platform/db-scope';
import { readPlatformSettings } from './settings.repo';

export function settingsPublicRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/settings',
      { config: { access: { kind: 'public' } }, schema: { response: { 200: publicSettings } } },
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
          },
        };
      },
    );
  };
}
