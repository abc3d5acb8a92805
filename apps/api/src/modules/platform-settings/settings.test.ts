import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicSettings } from '@meja/shared/contracts/platform';
import { inAppTx } from '../../platform/db-scope';
import { openTestContext } from '../../../test/harness';
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
    });
    expect(Object.keys(data).sort()).toEqual(
      ['priceBasic', 'priceEnterprise', 'pricePOS', 'pricePro', 'trialDays', 'whatsappNumber'].sort(),
    );
  });
});
