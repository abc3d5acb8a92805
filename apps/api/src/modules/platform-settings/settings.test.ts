import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicSettings } from '@meja/shared/contracts/platform';
import { inAppTx } from '../../platform/db-scope';
import { buildTestApp, openTestContext } from '../../../test/harness';
import { readPlatformSettings } from './settings.repo';

type Ctx = Awaited<ReturnType<typeof openTestContext>>;
let ctx: Ctx;

beforeAll(async () => {
  ctx = await openTestContext();
});
afterAll(() => ctx.close());

describe('GET /api/v1/public/settings', () => {
  it('gives anyone the four prices, the WhatsApp number and the trial length', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/v1/public/settings' });
    expect(response.statusCode).toBe(200);
    expect(publicSettings.strict().parse(response.json())).toEqual({
      data: {
        priceBasic: 0,
        pricePOS: 99000,
        pricePro: 249000,
        priceEnterprise: 0,
        whatsappNumber: '',
        trialDays: 30,
        demoLogins: false,
      },
    });
  });

  it('mirrors the stored settings row and adds nothing else', async () => {
    const stored = await inAppTx(ctx.db, readPlatformSettings);
    const response = await ctx.app.inject({ method: 'GET', url: '/api/v1/public/settings' });
    const { data } = publicSettings.parse(response.json());
    expect(data).toEqual({
      priceBasic: stored.priceBasic,
      pricePOS: stored.pricePOS,
      pricePro: stored.pricePro,
      priceEnterprise: stored.priceEnterprise,
      whatsappNumber: stored.whatsappNumber,
      trialDays: stored.trialDays,
      demoLogins: false,
    });
    expect(Object.keys(data).sort()).toEqual(
      [
        'demoLogins',
        'priceBasic',
        'priceEnterprise',
        'pricePOS',
        'pricePro',
        'trialDays',
        'whatsappNumber',
      ].sort(),
    );
  });
});

describe('GET /api/v1/public/settings — demoLogins (issue 12)', () => {
  async function demoLoginsWith(env: Record<string, string>): Promise<boolean> {
    const built = await buildTestApp(ctx.handle, { env });
    try {
      const response = await built.app.inject({ method: 'GET', url: '/api/v1/public/settings' });
      expect(response.statusCode).toBe(200);
      return publicSettings.strict().parse(response.json()).data.demoLogins;
    } finally {
      await built.app.close();
    }
  }

  it('is true only with the demo data on, outside production', async () => {
    expect(await demoLoginsWith({ SEED_DEMO: 'true', NODE_ENV: 'development' })).toBe(true);
    expect(await demoLoginsWith({ SEED_DEMO: 'true', NODE_ENV: 'test' })).toBe(true);
    expect(await demoLoginsWith({ SEED_DEMO: 'false', NODE_ENV: 'development' })).toBe(false);
    expect(await demoLoginsWith({ NODE_ENV: 'development' })).toBe(false);
  });

  it('is never true in production, even with the demo data on', async () => {
    expect(await demoLoginsWith({ SEED_DEMO: 'true', NODE_ENV: 'production' })).toBe(false);
    expect(await demoLoginsWith({ SEED_DEMO: '1', NODE_ENV: 'production' })).toBe(false);
  });
});
