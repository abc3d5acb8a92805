import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { leadList } from '@meja/shared/contracts/marketing';
import { createTenantGraph, createUser, type TestUser } from '../test/factories';
import { bearer, buildTestApp, testEnv, type TestApp } from '../test/harness';
import { freePort } from '../test/own-redis';
import { openTestDatabase } from '../test/test-db';
import type { DatabaseHandle } from './db/client';
import { waContacts } from './db/schema/marketing';
import { tenants } from './db/schema/platform';
import { inAppTx } from './platform/db-scope';
import { FAKE_WHATSAPP_CREDENTIALS, startDevWhatsApp } from './dev-whatsapp';

/**
 * FAKE_WHATSAPP (issue 18): the Meta and Twilio fakes `npm start` runs beside the API, with the
 * credentials it prints typed into the console, really talk to it: a diner's message simulated on a
 * fake reaches the API as a signed webhook, a send goes to the fake, and its statuses come back.
 */
let handle: DatabaseHandle;
let built: TestApp;
let fakes: Awaited<ReturnType<typeof startDevWhatsApp>>;
let superAdmin: TestUser;

beforeAll(async () => {
  // The API's public address must be known before the fakes start: they post their webhooks there.
  const port = await freePort();
  const publicUrl = `http://127.0.0.1:${port}`;
  fakes = await startDevWhatsApp(testEnv({ PUBLIC_URL: publicUrl, FAKE_WHATSAPP: 'true' }));
  // Its own database: the WhatsApp provider is a platform-wide setting.
  handle = await openTestDatabase({ own: true });
  built = await buildTestApp(handle, { env: { PUBLIC_URL: publicUrl, ...fakes.env } });
  await built.app.listen({ port, host: '127.0.0.1' });
  superAdmin = await createUser(handle.db, { role: 'SUPER_ADMIN' });
});
afterAll(async () => {
  await built.app.close();
  await handle.close();
  await fakes.close();
});

async function useProvider(provider: 'meta' | 'twilio') {
  const { meta, twilio } = FAKE_WHATSAPP_CREDENTIALS;
  const response = await built.app.inject({
    method: 'PATCH',
    url: '/api/v1/super-admin/settings',
    headers: bearer(superAdmin.token),
    payload:
      provider === 'meta'
        ? {
            waProvider: 'meta',
            waPhoneNumberId: meta.phoneNumberId,
            waAccessToken: meta.accessToken,
            waVerifyToken: meta.verifyToken,
            waAppSecret: meta.appSecret,
          }
        : {
            waProvider: 'twilio',
            twilioAccountSid: twilio.accountSid,
            twilioAuthToken: twilio.authToken,
            twilioFromNumber: twilio.fromNumber,
          },
  });
  expect(response.statusCode, response.body).toBe(200);
}

/** A diner types a message on their phone: the fake's own hook, as the README says to call it. */
async function dinerWrites(fakeUrl: string, from: string, text: string) {
  const answer = await fetch(`${fakeUrl}/__fake/inbound`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ from, text }),
  });
  expect(answer.status).toBe(200);
  const body: unknown = await answer.json();
  return body;
}

function tenantCall(method: 'GET' | 'POST', slug: string, path: string, token: string, payload?: object) {
  return built.app.inject({
    method,
    url: `/api/v1/tenant/${slug}${path}`,
    headers: bearer(token),
    ...(payload && { payload }),
  });
}

/** The status a Meta status webhook carries. */
const metaStatus = z
  .object({
    entry: z.array(
      z.object({
        changes: z.array(
          z.object({ value: z.object({ statuses: z.array(z.object({ status: z.string() })) }) }),
        ),
      }),
    ),
  })
  .transform((body) => body.entry[0]?.changes[0]?.value.statuses[0]?.status);

describe('FAKE_WHATSAPP', () => {
  it('points the providers at the fakes', () => {
    expect(fakes.env.WHATSAPP_GRAPH_URL).toBe(fakes.meta.graphUrl);
    expect(fakes.env.TWILIO_API_URL).toBe(fakes.twilio.url);
    expect(fakes.description).toContain(FAKE_WHATSAPP_CREDENTIALS.meta.accessToken);
    expect(fakes.description).toContain(FAKE_WHATSAPP_CREDENTIALS.twilio.authToken);
  });

  it("Meta: a diner's message opens their window; a test message goes out and its statuses come back", async () => {
    await useProvider('meta');
    const t = await createTenantGraph(handle.db);
    const phone = '6281234500001';
    expect(await dinerWrites(fakes.meta.url, `+${phone}`, 'Halo')).toMatchObject({ answeredStatus: 200 });
    const [contact] = await inAppTx(handle.db, (tx) =>
      tx.select().from(waContacts).where(eq(waContacts.phone, phone)),
    );
    expect(contact?.lastInboundAt).toBeInstanceOf(Date);

    const sent = await tenantCall('POST', t.tenant.slug, '/marketing/test-send', t.admin.token, {
      to: phone,
      message: 'Promo hari ini!',
    });
    expect(sent.statusCode, sent.body).toBe(200);
    await fakes.meta.settled();
    const statuses = fakes.meta.deliveries.filter((delivery) => delivery.body.includes('"statuses"'));
    expect(statuses.map((delivery) => metaStatus.parse(JSON.parse(delivery.body)))).toEqual([
      'sent',
      'delivered',
      'read',
    ]);
    expect(statuses.every((delivery) => delivery.answeredStatus === 200)).toBe(true);
  });

  it('Twilio: a STOP typed on the fake reaches the API signed over its public URL, and opts the diner out', async () => {
    await useProvider('twilio');
    const t = await createTenantGraph(handle.db);
    await inAppTx(handle.db, (tx) =>
      tx.update(tenants).set({ waOptinEnabled: true }).where(eq(tenants.id, t.tenant.id)),
    );
    const phone = '6281234500002';
    const optin = await built.app.inject({
      method: 'POST',
      url: `/api/v1/public/${t.tenant.slug}/wa-optin`,
      payload: { phone },
    });
    expect(optin.statusCode, optin.body).toBe(200);
    expect(await dinerWrites(fakes.twilio.url, phone, 'STOP')).toMatchObject({ answeredStatus: 200 });
    const leads = await tenantCall('GET', t.tenant.slug, '/customers', t.admin.token);
    expect(leadList.parse(leads.json()).items[0]).toMatchObject({ phone, optOutSource: 'reply' });
  });

  it('the fake refuses a malformed simulated message', async () => {
    const answer = await fetch(`${fakes.meta.url}/__fake/inbound`, {
      method: 'POST',
      body: JSON.stringify({ from: 'budi', text: '' }),
    });
    expect(answer.status).toBe(400);
  });
});
