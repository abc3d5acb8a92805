import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { webhookReceived } from '@meja/shared/contracts/billing';
import type { TenantGatewayProvider } from '@meja/shared/contracts/payment-gateway';
import { paymentList } from '@meja/shared/contracts/payments';
import { payIntentResponse } from '@meja/shared/contracts/pos';
import { tenantEvent, type TenantEvent } from '@meja/shared/contracts/tenant-events';
import { isValidQrisCrc, parseTlv } from '@meja/shared/qris';
import { errorOf } from '../../../test/auth-flow';
import { call, type Ctx } from '../../../test/catalog';
import { startGatewayFakes, type Delivery, type GatewayFakes } from '../../../test/gateways';
import { openTestContext } from '../../../test/harness';
import { freshPos, payOk, posCall, posOrderOk, rowsOf, SALE_DUE } from '../../../test/pos';
import {
  deliverToRestaurant,
  paymentRow,
  posPaidWebhook,
  useRestaurantGateway,
} from '../../../test/pos-gateways';
import { paymentGatewayEvents } from '../../db/schema/tenant-gateways';
import { inTenantTx } from '../../platform/db-scope';
import { stripeSignatureHeader } from '../../providers/payments/stripe/stripe-signature';
import { tenantChannel } from '../realtime/tenant-events';
import { POS_GATEWAY_POLL_AFTER_MS } from './pos-gateway-payments.service';

/**
 * POS payments through the restaurant's own gateway account (issue 17): CARD gets the gateway's
 * card link, QRIS the gateway's QRIS; the payment stays PENDING until the gateway's signed webhook
 * (checked with the restaurant's own credentials) completes it once, the staff screens hear of it,
 * and a lost webhook is recovered by the cashier's check or the poll. Forged or foreign webhooks
 * change nothing.
 */
let ctx: Ctx;
let fakes: GatewayFakes;

beforeAll(async () => {
  fakes = await startGatewayFakes();
  ctx = await openTestContext({ env: fakes.env });
});
afterAll(async () => {
  await ctx.close();
  await fakes.close();
});

const PROVIDERS: TenantGatewayProvider[] = ['midtrans', 'xendit', 'stripe'];
const METHODS = PROVIDERS.flatMap((provider) =>
  (['CARD', 'QRIS'] as const)
    .filter((method) => provider !== 'stripe' || method === 'CARD')
    .map((method) => [provider, method] as const),
);

/** A restaurant selling through `provider`, one sale made, and the gateway payment of it. */
async function gatewaySale(provider: TenantGatewayProvider, method: 'CARD' | 'QRIS') {
  const { t, kitchen } = await freshPos(ctx);
  await useRestaurantGateway(ctx, fakes, t, provider);
  const order = await posOrderOk(ctx, t, kitchen);
  const paid = await payOk(ctx, t.cashier.token, { orderId: order._id, method });
  const row = await paymentRow(ctx, t.tenant.id, paid.payment._id);
  return { t, kitchen, order, intent: paid, row };
}

async function readPayment(token: string, paymentId: string) {
  const response = await posCall(ctx, 'GET', `/pay/${paymentId}`, { token });
  expect(response.statusCode, response.body).toBe(200);
  return payIntentResponse.parse(response.json());
}

async function eventsOf(tenantId: string, paymentId: string) {
  return inTenantTx(ctx.db, tenantId, (tx) =>
    tx.select().from(paymentGatewayEvents).where(eq(paymentGatewayEvents.paymentId, paymentId)),
  );
}

/** The amount (tag 54) of a QRIS whose CRC checks out. */
function qrisAmount(qrString: string | null): string | undefined {
  expect(qrString !== null && isValidQrisCrc(qrString)).toBe(true);
  return parseTlv(qrString ?? '').find((object) => object.id === '54')?.value;
}

function expectRefused(
  response: Awaited<ReturnType<typeof deliverToRestaurant>>,
  status: number,
  code: string,
) {
  expect(response.statusCode, response.body).toBe(status);
  expect(errorOf(response).code).toBe(code);
}

describe.each(METHODS)('%s %s', (provider, method) => {
  it("is PENDING with the gateway's link or QRIS, then PAID once by its signed webhook, and the staff hear of it", async () => {
    const { t, order, intent, row } = await gatewaySale(provider, method);
    expect(intent.payment).toMatchObject({ status: 'PENDING', gateway: provider, method, amount: SALE_DUE });
    expect(intent.order.paymentStatus).toBe('PENDING');
    if (method === 'CARD') {
      expect(intent.payment.payUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\//);
      expect(intent.payment.qrString).toBeNull();
    } else {
      expect(intent.payment.payUrl).toBeNull();
      expect(qrisAmount(intent.payment.qrString)).toBe(String(SALE_DUE));
    }
    expect(row.gatewayRef).not.toBeNull();

    const heard: TenantEvent[] = [];
    const stop = ctx.bus.subscribe(tenantChannel(t.tenant.id), (message) => {
      heard.push(tenantEvent.parse(message));
    });
    const delivery = await posPaidWebhook(fakes, row);
    const first = await deliverToRestaurant(ctx, provider, t.tenant.id, delivery);
    expect(first.statusCode, first.body).toBe(200);
    expect(webhookReceived.parse(first.json()).outcome).toBe('paid');
    const replay = await deliverToRestaurant(ctx, provider, t.tenant.id, delivery);
    expect(webhookReceived.parse(replay.json()).outcome).toBe('duplicate');
    stop();

    const now = await readPayment(t.cashier.token, intent.payment._id);
    expect(now.payment.status).toBe('COMPLETED');
    expect(now.order).toMatchObject({ _id: order._id, status: 'PAID', paymentStatus: 'COMPLETED' });
    expect(heard).toContainEqual({ type: 'payment', orderId: order._id, status: 'COMPLETED' });
    expect(await eventsOf(t.tenant.id, row.id)).toHaveLength(1);

    // The admin's payments list carries the gateway and its reference, for reconciling.
    const listed = await call(ctx, 'GET', t.tenant.slug, '/payments', t.admin.token);
    const item = paymentList.parse(listed.json()).items.find((p) => p._id === row.id);
    expect(item).toMatchObject({ status: 'COMPLETED', gateway: provider, gatewayRef: row.gatewayRef });
  });
});

describe.each(PROVIDERS)('%s webhooks of a restaurant', (provider) => {
  it('refuses every forged, altered, foreign or stale one (0 accepted)', async () => {
    const { t, row } = await gatewaySale(provider, 'CARD');
    const other = await gatewaySale(provider, 'CARD');
    const genuine = await posPaidWebhook(fakes, row);
    const refusals: [string, Delivery, number, string][] = [];
    const json = { 'content-type': 'application/json' };

    if (provider === 'midtrans') {
      const body = z.record(z.string(), z.unknown()).parse(JSON.parse(genuine.body));
      refusals.push(
        [
          'bad signature',
          { headers: json, body: JSON.stringify({ ...body, signature_key: 'ab'.repeat(64) }) },
          401,
          'WEBHOOK_SIGNATURE_INVALID',
        ],
        [
          'altered amount',
          { headers: json, body: JSON.stringify({ ...body, gross_amount: '1.00' }) },
          401,
          'WEBHOOK_SIGNATURE_INVALID',
        ],
      );
    }
    if (provider === 'xendit') {
      refusals.push(
        [
          'wrong token',
          { headers: { ...genuine.headers, 'x-callback-token': 'not-the-token' }, body: genuine.body },
          401,
          'WEBHOOK_SIGNATURE_INVALID',
        ],
        ['no token', { headers: json, body: genuine.body }, 401, 'WEBHOOK_SIGNATURE_INVALID'],
      );
      // Xendit signs nothing: the gateway's status call does not confirm the amount the body claims.
      const cheap = await posPaidWebhook(fakes, row, { amount: 1 });
      refusals.push(['altered amount with the token', cheap, 422, 'GATEWAY_EVENT_MISMATCH']);
    }
    if (provider === 'stripe') {
      const stale = await posPaidWebhook(fakes, row, { timestamp: Math.floor(Date.now() / 1000) - 3600 });
      refusals.push(
        ['stale timestamp', stale, 401, 'WEBHOOK_SIGNATURE_INVALID'],
        [
          'altered body',
          { headers: genuine.headers, body: genuine.body.replace('{', '{ ') },
          401,
          'WEBHOOK_SIGNATURE_INVALID',
        ],
        [
          'signed with another key',
          {
            headers: {
              ...json,
              'stripe-signature': stripeSignatureHeader(
                genuine.body,
                'whsec_somebody_else',
                Math.floor(Date.now() / 1000),
              ),
            },
            body: genuine.body,
          },
          401,
          'WEBHOOK_SIGNATURE_INVALID',
        ],
      );
    }
    refusals.push(
      [
        'wrong content type',
        { headers: { ...genuine.headers, 'content-type': 'text/plain' }, body: genuine.body },
        415,
        'UNSUPPORTED_MEDIA_TYPE',
      ],
      ['1 MB body', { headers: genuine.headers, body: 'x'.repeat(1024 * 1024) }, 413, 'PAYLOAD_TOO_LARGE'],
    );
    for (const [what, delivery, status, code] of refusals) {
      const response = await deliverToRestaurant(ctx, provider, t.tenant.id, delivery);
      expect(response.statusCode, `${what}: ${response.body}`).toBe(status);
      expect(errorOf(response).code, what).toBe(code);
    }

    // Signed by another restaurant's account: refused at this restaurant's address, and this
    // restaurant's genuine webhook fails the other's check at the other's address.
    const foreign = await posPaidWebhook(fakes, other.row);
    expectRefused(
      await deliverToRestaurant(ctx, provider, t.tenant.id, foreign),
      401,
      'WEBHOOK_SIGNATURE_INVALID',
    );
    expectRefused(
      await deliverToRestaurant(ctx, provider, other.t.tenant.id, genuine),
      401,
      'WEBHOOK_SIGNATURE_INVALID',
    );
    // An address of no restaurant, or of one without this gateway.
    expectRefused(await deliverToRestaurant(ctx, provider, randomUUID(), genuine), 404, 'NOT_FOUND');
    expectRefused(await deliverToRestaurant(ctx, provider, 'not-a-tenant', genuine), 404, 'NOT_FOUND');
    const plain = await freshPos(ctx);
    expectRefused(await deliverToRestaurant(ctx, provider, plain.t.tenant.id, genuine), 404, 'NOT_FOUND');

    expect((await paymentRow(ctx, t.tenant.id, row.id)).status).toBe('PENDING');
    expect(await eventsOf(t.tenant.id, row.id)).toHaveLength(0);

    // The genuine one still pays, once.
    const paid = await deliverToRestaurant(ctx, provider, t.tenant.id, genuine);
    expect(webhookReceived.parse(paid.json()).outcome).toBe('paid');
  });
});

describe('a payment whose webhook is late or lost', () => {
  it("is completed by the cashier's check only once the gateway says PAID", async () => {
    const { t, intent, row } = await gatewaySale('midtrans', 'QRIS');
    const early = await posCall(ctx, 'POST', `/pay/${row.id}/confirm`, { token: t.cashier.token });
    expectRefused(early, 409, 'PAYMENT_AWAITS_GATEWAY');
    expect((await paymentRow(ctx, t.tenant.id, row.id)).status).toBe('PENDING');

    // Paid at the gateway; its webhook never arrives.
    await posPaidWebhook(fakes, row);
    const checked = await posCall(ctx, 'POST', `/pay/${row.id}/confirm`, { token: t.cashier.token });
    expect(checked.statusCode, checked.body).toBe(200);
    expect(payIntentResponse.parse(checked.json()).payment.status).toBe('COMPLETED');
    expect(payIntentResponse.parse(checked.json()).order.status).toBe('PAID');

    // The late webhook then changes nothing.
    const late = await deliverToRestaurant(ctx, 'midtrans', t.tenant.id, await posPaidWebhook(fakes, row));
    expect(webhookReceived.parse(late.json()).outcome).toBe('already-paid');
    expect((await readPayment(t.cashier.token, intent.payment._id)).payment.status).toBe('COMPLETED');
  });

  it.each(PROVIDERS)('%s: is completed by the poll a few minutes later', async (provider) => {
    const { t, row } = await gatewaySale(provider, 'CARD');
    await posPaidWebhook(fakes, row);
    const poll = (at: number) =>
      ctx.app.posGatewayPayments.pollPending(new Date(row.createdAt.getTime() + at));
    await poll(POS_GATEWAY_POLL_AFTER_MS / 2);
    expect((await paymentRow(ctx, t.tenant.id, row.id)).status).toBe('PENDING');
    await poll(POS_GATEWAY_POLL_AFTER_MS + 1000);
    expect((await paymentRow(ctx, t.tenant.id, row.id)).status).toBe('COMPLETED');
    const events = await eventsOf(t.tenant.id, row.id);
    expect(events.map((event) => event.eventId)).toEqual([`status-poll:${row.id}`]);
  });
});

describe('making a gateway payment', () => {
  it('is refused from the offline queue: a replay needs the gateway live (409), and nothing is written', async () => {
    const { t, kitchen } = await freshPos(ctx);
    await useRestaurantGateway(ctx, fakes, t, 'xendit');
    const order = await posOrderOk(ctx, t, kitchen);
    const response = await posCall(ctx, 'POST', '/pay/create-intent', {
      token: t.cashier.token,
      payload: { orderId: order._id, method: 'CARD' },
      replay: '1',
    });
    expectRefused(response, 409, 'GATEWAY_NEEDS_NETWORK');
    // Cash still works, replayed or not.
    const cash = await payOk(ctx, t.cashier.token, { orderId: order._id, method: 'CASH' }, undefined, '1');
    expect(cash.payment.status).toBe('COMPLETED');
  });

  it('answers 503 when the gateway refuses, writes nothing, and an unrouted method stays manual', async () => {
    const { t, kitchen } = await freshPos(ctx);
    // Credentials the gateway does not know: it refuses every call (401 at the fake).
    const saved = await call(ctx, 'PUT', t.tenant.slug, '/payments/gateway', t.admin.token, {
      provider: 'midtrans',
      cardViaGateway: true,
      qrisViaGateway: false,
      midtransServerKey: 'SB-Mid-server-nobody-knows-this',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const order = await posOrderOk(ctx, t, kitchen);
    const failing = await posCall(ctx, 'POST', '/pay/create-intent', {
      token: t.cashier.token,
      payload: { orderId: order._id, method: 'CARD' },
    });
    expectRefused(failing, 503, 'PAYMENT_GATEWAY_FAILED');
    expect(await rowsOf.payments(ctx, t.tenant.id)).toHaveLength(0);
    // QRIS is not routed: the gateway-free dynamic QRIS, confirmed by the cashier as before.
    const qris = await payOk(ctx, t.cashier.token, { orderId: order._id, method: 'QRIS' });
    expect(qris.payment.gateway).toBeNull();
    expect(qrisAmount(qris.payment.qrString)).toBe(String(SALE_DUE));
    const confirmed = await posCall(ctx, 'POST', `/pay/${qris.payment._id}/confirm`, {
      token: t.cashier.token,
    });
    expect(payIntentResponse.parse(confirmed.json()).payment.status).toBe('COMPLETED');
  });
});
