import { describe, expect, it } from 'vitest';
import { WebhookRefused, type WebhookRequest } from '../gateway';
import { createStripeGateway } from './stripe-gateway';
import { stripeSignatureHeader } from './stripe-signature';

const SECRET = 'whsec_meja_endpoint_secret';
const NOW_SECONDS = 1_764_150_000;
const gateway = createStripeGateway({
  baseUrl: 'http://127.0.0.1:1',
  secretKey: 'sk_test_unused',
  webhookSecret: SECRET,
  now: () => new Date(NOW_SECONDS * 1000),
});

const session = {
  id: 'cs_test_a1',
  object: 'checkout.session',
  status: 'complete',
  payment_status: 'paid',
  amount_total: 14_900_000,
  currency: 'idr',
  client_reference_id: 'inv_01HZX5',
  metadata: { invoiceId: 'inv_01HZX5' },
};
const eventBody = (object: object = session, type = 'checkout.session.completed') =>
  JSON.stringify({ id: 'evt_1Q2w3E', object: 'event', type, data: { object } });

function signed(
  body: string,
  { timestamp = NOW_SECONDS, secret = SECRET, contentType = 'application/json; charset=utf-8' } = {},
): WebhookRequest {
  return {
    rawBody: Buffer.from(body),
    headers: {
      'content-type': contentType,
      'stripe-signature': stripeSignatureHeader(body, secret, timestamp),
    },
  };
}

async function refusal(request: WebhookRequest): Promise<number> {
  try {
    await gateway.verifyWebhook(request);
  } catch (error) {
    if (error instanceof WebhookRefused) return error.status;
    throw error;
  }
  throw new Error('the webhook was accepted');
}

describe('Stripe webhook verification', () => {
  it('accepts a signed completed session as PAID in whole rupiah', async () => {
    expect(await gateway.verifyWebhook(signed(eventBody()))).toEqual({
      eventId: 'evt_1Q2w3E',
      reference: 'inv_01HZX5',
      providerRef: 'cs_test_a1',
      status: 'PAID',
      amount: 149_000,
      currency: 'IDR',
    });
  });

  it('maps each handled event type', async () => {
    const statusOf = async (type: string, object: object = session) =>
      (await gateway.verifyWebhook(signed(eventBody(object, type)))).status;
    expect(await statusOf('checkout.session.completed', { ...session, payment_status: 'unpaid' })).toBe(
      'PENDING',
    );
    expect(await statusOf('checkout.session.async_payment_succeeded')).toBe('PAID');
    expect(
      await statusOf('checkout.session.async_payment_failed', { ...session, payment_status: 'unpaid' }),
    ).toBe('FAILED');
    expect(
      await statusOf('checkout.session.expired', { ...session, status: 'expired', payment_status: 'unpaid' }),
    ).toBe('EXPIRED');
  });

  it('falls back to metadata.invoiceId when the session has no client_reference_id', async () => {
    const event = await gateway.verifyWebhook(signed(eventBody({ ...session, client_reference_id: null })));
    expect(event.reference).toBe('inv_01HZX5');
  });

  it('answers a signed but unhandled type as PENDING with its event id, so the caller can acknowledge it', async () => {
    const body = eventBody({ id: 'pi_1', object: 'payment_intent', amount: 100 }, 'payment_intent.succeeded');
    expect(await gateway.verifyWebhook(signed(body))).toEqual({
      eventId: 'evt_1Q2w3E',
      reference: '',
      providerRef: 'pi_1',
      status: 'PENDING',
      amount: 0,
      currency: '',
    });
    const unsigned = { ...signed(body), headers: { 'content-type': 'application/json' } };
    expect(await refusal(unsigned)).toBe(401);
  });

  describe('the forged set', () => {
    const body = eventBody();

    it('a bad signature: 401', async () => {
      const request = signed(body);
      const header = `t=${NOW_SECONDS},v1=${'0'.repeat(64)}`;
      expect(await refusal({ ...request, headers: { ...request.headers, 'stripe-signature': header } })).toBe(
        401,
      );
    });

    it('signed with another key: 401', async () => {
      expect(await refusal(signed(body, { secret: 'whsec_someone_else' }))).toBe(401);
    });

    it('a body altered after signing: 401', async () => {
      const request = signed(body);
      const altered = Buffer.from(body.replace('inv_01HZX5', 'inv_01HZX6'));
      expect(await refusal({ ...request, rawBody: altered })).toBe(401);
    });

    it('an amount altered after signing: 401', async () => {
      const request = signed(body);
      const altered = Buffer.from(body.replace('14900000', '100'));
      expect(altered.equals(request.rawBody)).toBe(false);
      expect(await refusal({ ...request, rawBody: altered })).toBe(401);
    });

    it('a signed amount that is not whole rupiah: 400', async () => {
      expect(await refusal(signed(eventBody({ ...session, amount_total: 14_900_050 })))).toBe(400);
    });

    it('bytes that are not UTF-8 standing for a signed U+FFFD: refused', async () => {
      const withReplacement = eventBody({
        ...session,
        metadata: { invoiceId: 'inv_01HZX5', note: '\uFFFD' },
      });
      const request = signed(withReplacement);
      const replacement = Buffer.from('\uFFFD');
      const at = request.rawBody.indexOf(replacement);
      const altered = Buffer.concat([
        request.rawBody.subarray(0, at),
        Buffer.from([0xff]),
        request.rawBody.subarray(at + replacement.length),
      ]);
      expect(await refusal({ ...request, rawBody: altered })).toBe(400);
    });

    it('a content type that is not JSON, or none: 415', async () => {
      expect(await refusal(signed(body, { contentType: 'application/x-www-form-urlencoded' }))).toBe(415);
      const request = signed(body);
      expect(
        await refusal({ ...request, headers: { 'stripe-signature': request.headers['stripe-signature'] } }),
      ).toBe(415);
    });

    it('a signed body that is not JSON: 400', async () => {
      expect(await refusal(signed('id=evt_1&type=checkout.session.completed'))).toBe(400);
    });

    it('no Stripe-Signature header, or one without t or v1: 401', async () => {
      const request = signed(body);
      expect(await refusal({ ...request, headers: { 'content-type': 'application/json' } })).toBe(401);
      const v1Only = request.headers['stripe-signature']?.replace(/^t=\d+,/, '');
      expect(await refusal({ ...request, headers: { ...request.headers, 'stripe-signature': v1Only } })).toBe(
        401,
      );
      const v0Only = request.headers['stripe-signature']?.replace('v1=', 'v0=');
      expect(await refusal({ ...request, headers: { ...request.headers, 'stripe-signature': v0Only } })).toBe(
        401,
      );
    });

    it('a signed event lacking the session fields: 400', async () => {
      expect(await refusal(signed(eventBody({ ...session, amount_total: undefined })))).toBe(400);
      expect(await refusal(signed(eventBody({ ...session, client_reference_id: null, metadata: {} })))).toBe(
        400,
      );
      expect(await refusal(signed(JSON.stringify({ id: 'evt_1', type: 'checkout.session.completed' })))).toBe(
        400,
      );
    });

    it('timestamps more than 300 s old or ahead: 401; within 300 s either way: accepted', async () => {
      expect(await refusal(signed(body, { timestamp: NOW_SECONDS - 301 }))).toBe(401);
      expect(await refusal(signed(body, { timestamp: NOW_SECONDS + 301 }))).toBe(401);
      await expect(
        gateway.verifyWebhook(signed(body, { timestamp: NOW_SECONDS - 300 })),
      ).resolves.toMatchObject({
        status: 'PAID',
      });
      await expect(
        gateway.verifyWebhook(signed(body, { timestamp: NOW_SECONDS + 300 })),
      ).resolves.toMatchObject({
        status: 'PAID',
      });
    });

    it('several v1 entries (a secret being rolled): accepted if any matches, else 401', async () => {
      const request = signed(body);
      const good = request.headers['stripe-signature']?.split('v1=')[1] ?? '';
      const withTwo = (first: string, second: string) => ({
        ...request,
        headers: { ...request.headers, 'stripe-signature': `t=${NOW_SECONDS},v1=${first},v1=${second}` },
      });
      await expect(gateway.verifyWebhook(withTwo('f'.repeat(64), good))).resolves.toMatchObject({
        status: 'PAID',
      });
      await expect(gateway.verifyWebhook(withTwo(good, 'f'.repeat(64)))).resolves.toMatchObject({
        status: 'PAID',
      });
      expect(await refusal(withTwo('f'.repeat(64), 'e'.repeat(64)))).toBe(401);
    });
  });
});
