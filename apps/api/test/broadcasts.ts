import { expect } from 'vitest';
import { sql } from 'drizzle-orm';
import { broadcastCreated, broadcastList } from '@meja/shared/contracts/marketing';
import { waLeads } from '../src/db/schema/orders';
import { inTenantTx } from '../src/platform/db-scope';
import { call, type Ctx } from './catalog';
import { bearer } from './harness';

/** Test helpers of the WhatsApp broadcasts (issue 18). */

export const META_TOKEN = 'EAAG-broadcast-token';
export const META_APP_SECRET = 'meta-app-secret-broadcasts';
export const META_PHONE_ID = '109876500000';

/** The platform's number on Meta (the fake's credentials), with a price per recipient and a broadcast template. */
export async function useMetaNumber(
  ctx: Pick<Ctx, 'app' | 'db'>,
  superAdminToken: string,
  options: { price?: number; template?: string } = {},
) {
  const response = await ctx.app.inject({
    method: 'PATCH',
    url: '/api/v1/super-admin/settings',
    headers: bearer(superAdminToken),
    payload: {
      waProvider: 'meta',
      waPhoneNumberId: META_PHONE_ID,
      waBusinessNumber: '6281100000000',
      waAccessToken: META_TOKEN,
      waAppSecret: META_APP_SECRET,
      broadcastPricePerRecipient: options.price ?? 0,
    },
  });
  expect(response.statusCode, response.body).toBe(200);
  await ctx.db.execute(
    sql`update platform_settings set wa_broadcast_template = ${options.template ?? 'promo_broadcast'}`,
  );
}

let phoneSequence = 0;
/** `count` fresh numbers, unique across the test run's files. */
export function freshPhones(count: number): string[] {
  const base = `628${String(process.pid % 1000).padStart(3, '0')}`;
  return Array.from({ length: count }, () => {
    phoneSequence += 1;
    return `${base}${String(phoneSequence).padStart(7, '0')}`;
  });
}

/** Leads who opted in from the menu (inserted as the opt-in route does). */
export async function addLeads(ctx: Pick<Ctx, 'db'>, tenantId: string, phones: readonly string[]) {
  await inTenantTx(ctx.db, tenantId, async (tx) => {
    for (let start = 0; start < phones.length; start += 1000) {
      await tx.insert(waLeads).values(
        phones.slice(start, start + 1000).map((phone) => ({
          tenantId,
          phone,
          source: 'menu_banner',
          consentText: 'Saya mau menerima promo lewat WhatsApp.',
        })),
      );
    }
  });
}

export function postBroadcast(ctx: Ctx, slug: string, token: string | null, payload: unknown) {
  return call(ctx, 'POST', slug, '/marketing/broadcasts', token, payload);
}

export async function createBroadcastOk(ctx: Ctx, slug: string, token: string, message: string) {
  const response = await postBroadcast(ctx, slug, token, { message });
  expect(response.statusCode, response.body).toBe(201);
  return broadcastCreated.parse(response.json());
}

export async function broadcastsOf(ctx: Ctx, slug: string, token: string) {
  const response = await call(ctx, 'GET', slug, '/marketing/broadcasts', token);
  expect(response.statusCode, response.body).toBe(200);
  return broadcastList.parse(response.json());
}

export async function waitFor<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  timeoutMs = 20_000,
): Promise<T> {
  const giveUpAt = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > giveUpAt) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
