import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { addLeads, broadcastsOf, createBroadcastOk, freshPhones, waitFor } from '../../../test/broadcasts';
import type { Ctx } from '../../../test/catalog';
import { freePort } from '../../../test/own-redis';
import { createTenantGraph, createUser, type TestUser } from '../../../test/factories';
import { bearer, openTestContext } from '../../../test/harness';
import { startTwilioFake, type TwilioFake } from '../../providers/whatsapp/twilio/twilio-fake';

/**
 * A broadcast through Twilio (issue 18): the Content SID template outside the 24-hour window, Meja's
 * reference on each message's StatusCallback URL, the signed status callbacks moving the counts,
 * and forged callbacks changing nothing.
 */
const ACCOUNT_SID = 'AC0123456789abcdef0123456789abcdef';
const AUTH_TOKEN = 'twilio-auth-token-broadcasts';
const CONTENT_SID = `HX${'ab'.repeat(16)}`;

let ctx: Ctx;
let twilio: TwilioFake;
let superAdmin: TestUser;

beforeAll(async () => {
  twilio = await startTwilioFake({ accountSid: ACCOUNT_SID, authToken: AUTH_TOKEN, statusFlow: 'read' });
  // Twilio signs the public URL it posts to: the app listens where PUBLIC_URL says.
  const port = await freePort();
  ctx = await openTestContext({
    database: { own: true },
    env: { TWILIO_API_URL: twilio.url, PUBLIC_URL: `http://127.0.0.1:${port}`, WA_SEND_RETRY_BASE_MS: '20' },
  });
  await ctx.app.listen({ port, host: '127.0.0.1' });
  superAdmin = await createUser(ctx.db, { role: 'SUPER_ADMIN' });
  const response = await ctx.app.inject({
    method: 'PATCH',
    url: '/api/v1/super-admin/settings',
    headers: bearer(superAdmin.token),
    payload: {
      waProvider: 'twilio',
      twilioAccountSid: ACCOUNT_SID,
      twilioAuthToken: AUTH_TOKEN,
      twilioFromNumber: '14155238886',
      broadcastPricePerRecipient: 0,
    },
  });
  expect(response.statusCode, response.body).toBe(200);
  await ctx.db.execute(sql`update platform_settings set wa_broadcast_template = ${CONTENT_SID}`);
});
afterAll(async () => {
  await ctx.close();
  await twilio.close();
});

it('goes out as the Content SID with its reference, the callbacks move it to read, and forged ones change nothing', async () => {
  const t = await createTenantGraph(ctx.db);
  const phones = freshPhones(6);
  await addLeads(ctx, t.tenant.id, phones);
  twilio.failNext(3, 429);
  const created = await createBroadcastOk(ctx, t.tenant.slug, t.admin.token, 'Promo lewat Twilio');
  const read = async () =>
    (await broadcastsOf(ctx, t.tenant.slug, t.admin.token)).items.find(
      (b) => b._id === created.broadcast._id,
    );
  await waitFor(read, (b) => b?.status === 'DONE');
  await twilio.settled();
  const done = await waitFor(read, (b) => b?.readCount === 6);
  expect(done).toMatchObject({ status: 'DONE', sentCount: 6, deliveredCount: 6, readCount: 6, failCount: 0 });

  const sends = twilio.sent.filter((message) => phones.some((phone) => message.to.endsWith(phone)));
  expect(sends).toHaveLength(6);
  for (const message of sends) {
    expect(message.contentSid).toBe(CONTENT_SID);
    expect(message.contentVariables).toEqual({ '1': t.tenant.name, '2': 'Promo lewat Twilio' });
    expect(new URL(message.statusCallback ?? '').searchParams.get('ref')).toMatch(/^[0-9a-f-]{36}$/);
  }

  // Forged: a callback signed with another token, and one whose reference was changed in transit.
  const sid = sends[0]?.sid ?? '';
  const forged = await twilio.emitStatus(sid, 'failed', {
    tamper: (signed) => ({
      ...signed,
      headers: { ...signed.headers, 'x-twilio-signature': 'bm90LXRoZS1zaWduYXR1cmU=' },
    }),
  });
  expect(forged.answeredStatus).toBe(401);
  const moved = await twilio.emitStatus(sid, 'failed', {
    tamper: (signed) => ({
      ...signed,
      body: signed.body.replace('MessageStatus=failed', 'MessageStatus=delivered'),
    }),
  });
  expect(moved.answeredStatus).toBe(401);
  expect(await read()).toMatchObject({ readCount: 6, failCount: 0 });
});
