import { describe, expect, it } from 'vitest';
import { order as orderContract } from '@meja/shared/contracts/orders';
import { createPosWrites } from './create-pos-writes';
import { readCachedShift } from './master-data';
import { createActionQueue, type Transport, type TransportRequest } from './action-queue';
import {
  bodyOf,
  cart,
  menu,
  serverOrder,
  setup,
  SLUG,
  STATIC_QRIS,
  UUID_V7,
} from './pos-writes-test-support';

describe('POS payments through the restaurant’s gateway (issue 17)', () => {
  const serverPayment = (orderId: string, status: 'PENDING' | 'COMPLETED') => ({
    _id: '0190a000-0000-7000-8000-00000000aaaa',
    orderId,
    method: 'CARD',
    status,
    amount: 49_950,
    qrString: null,
    payUrl: 'https://app.sandbox.midtrans.com/snap/v4/redirection/abc',
    gateway: 'midtrans',
    createdAt: '2026-01-05T03:00:00.000Z',
    cashReceived: null,
    change: null,
  });
  const orderAnswer = (request: TransportRequest) => ({
    status: 201,
    body: { order: serverOrder(String(bodyOf(request)._id)) },
  });

  it('never queues a gateway payment: offline it is refused before anything is sent', async () => {
    const { writes, sent, queue, state } = setup({ online: false });
    const { order } = await writes.createPosOrder(SLUG, cart, menu);
    const input = { order, method: 'CARD' as const, qrisStaticPayload: null, viaGateway: true };
    await expect(writes.createPayIntent(SLUG, input)).rejects.toMatchObject({
      code: 'GATEWAY_NEEDS_NETWORK',
      message: expect.stringContaining('tidak bisa disimpan offline'),
    });
    // Online again, but the order is still queued: the payment would overtake it, so it waits too.
    state.online = true;
    await expect(writes.assertGatewayReachable(SLUG)).rejects.toMatchObject({
      code: 'GATEWAY_NEEDS_NETWORK',
    });
    await expect(writes.createPayIntent(SLUG, input)).rejects.toMatchObject({
      code: 'GATEWAY_NEEDS_NETWORK',
    });
    expect(sent).toEqual([]);
    expect((await queue.items(SLUG)).map((item) => item.meta.kind)).toEqual(['order']);
  });

  it('shows a gateway failure (503) or a lost answer instead of queueing the payment', async () => {
    const failure = { code: 'PAYMENT_GATEWAY_FAILED', message: 'Gateway pembayaran tidak dapat dihubungi.' };
    const { writes, queue } = setup({
      replies: [orderAnswer, { status: 503, body: failure }, 'drop'],
    });
    const { order, offline } = await writes.createPosOrder(SLUG, cart, menu);
    expect(offline).toBe(false);
    await writes.assertGatewayReachable(SLUG);
    const input = { order, method: 'QRIS' as const, qrisStaticPayload: STATIC_QRIS, viaGateway: true };
    await expect(writes.createPayIntent(SLUG, input)).rejects.toMatchObject({ status: 503, ...failure });
    await expect(writes.createPayIntent(SLUG, input)).rejects.toMatchObject({ code: 'NETWORK' });
    expect(await queue.counts()).toMatchObject({ total: 0 });
  });

  it('answers a gateway payment as the server made it (PENDING, with its link)', async () => {
    const { writes, sent } = setup({
      replies: [
        orderAnswer,
        (request) => ({
          status: 201,
          body: {
            payment: serverPayment(String(bodyOf(request).orderId), 'PENDING'),
            order: serverOrder('o'),
          },
        }),
      ],
    });
    const { order } = await writes.createPosOrder(SLUG, cart, menu);
    const paid = await writes.createPayIntent(SLUG, {
      order,
      method: 'CARD',
      qrisStaticPayload: null,
      viaGateway: true,
    });
    expect(paid).toMatchObject({ offline: false, payment: { status: 'PENDING', gateway: 'midtrans' } });
    expect(sent[1]?.headers['Idempotency-Key']).toMatch(UUID_V7);
  });

  it('checks a gateway payment live only: never queued, and a 409 not-paid-yet is the cashier’s to read', async () => {
    const awaits = { code: 'PAYMENT_AWAITS_GATEWAY', message: 'Pembayaran belum diterima oleh gateway.' };
    const { writes, queue, state } = setup({
      online: false,
      replies: [
        { status: 409, body: awaits },
        { status: 503, body: { code: 'PAYMENT_GATEWAY_FAILED', message: 'Gateway tidak dapat dihubungi.' } },
      ],
    });
    const pending = {
      ...serverPayment('o1', 'PENDING'),
      gateway: 'midtrans' as const,
      method: 'CARD' as const,
    };
    await expect(writes.confirmPayment(SLUG, pending)).rejects.toMatchObject({ code: 'NETWORK' });
    state.online = true;
    await expect(writes.confirmPayment(SLUG, pending)).rejects.toMatchObject({ status: 409, ...awaits });
    await expect(writes.confirmPayment(SLUG, pending)).rejects.toMatchObject({ status: 503 });
    expect(await queue.counts()).toMatchObject({ total: 0 });
  });

  it('reads a gateway payment for the watch, and counts it into the shift once however it is seen paid', async () => {
    const { writes, state, db } = setup({ online: false });
    await writes.openShift(SLUG, 0);
    state.online = true;
    const pending = {
      ...serverPayment('o1', 'PENDING'),
      gateway: 'midtrans' as const,
      method: 'CARD' as const,
    };
    const completed = { payment: serverPayment('o1', 'COMPLETED'), order: serverOrder('o1') };
    // Same device, same cache: the cashier's check and the watch both see the payment COMPLETED.
    const sent: TransportRequest[] = [];
    const transport: Transport = async (request) => {
      sent.push(request);
      return { status: 200, body: completed };
    };
    const both = createPosWrites({
      db,
      queue: createActionQueue({ db, transport }),
      transport,
      isOnline: () => state.online,
      planOf: () => 'POS_ONLY',
    });
    const checked = await both.confirmPayment(SLUG, pending);
    expect(checked).toMatchObject({ offline: false, payment: { status: 'COMPLETED' } });
    const watched = await both.readGatewayPayment(SLUG, pending._id);
    expect(watched?.payment.status).toBe('COMPLETED');
    expect(sent.at(-1)).toMatchObject({ method: 'GET', url: `/api/v1/pos/pay/${pending._id}` });
    expect((await readCachedShift(db, SLUG))?.totalsByMethod.CARD).toBe(49_950);
    expect((await readCachedShift(db, SLUG))?.orderCount).toBe(1);
  });

  it('sends a gateway payment through the live transport, which waits longer than the queued writes’ one', async () => {
    const { db, queue } = setup();
    const transport: Transport = async () => {
      throw new Error('a gateway payment must not go through the queued writes’ transport');
    };
    const live: TransportRequest[] = [];
    const writes = createPosWrites({
      db,
      queue,
      transport,
      liveTransport: async (request) => {
        live.push(request);
        return {
          status: 503,
          body: { code: 'PAYMENT_GATEWAY_FAILED', message: 'Gateway tidak dapat dihubungi.' },
        };
      },
      isOnline: () => true,
      planOf: () => 'POS_ONLY',
    });
    const order = orderContract.parse(serverOrder('0190a000-0000-7000-8000-00000000bbbb'));
    await expect(
      writes.createPayIntent(SLUG, { order, method: 'CARD', qrisStaticPayload: null, viaGateway: true }),
    ).rejects.toMatchObject({ code: 'PAYMENT_GATEWAY_FAILED' });
    expect(live.map((request) => request.url)).toEqual(['/api/v1/pos/pay/create-intent']);
  });

  it('has nothing to report from the watch while offline or when the server does not answer', async () => {
    const { writes, state } = setup({ online: false, replies: ['drop', { status: 502, body: null }] });
    expect(await writes.readGatewayPayment(SLUG, 'p1')).toBeNull();
    state.online = true;
    expect(await writes.readGatewayPayment(SLUG, 'p1')).toBeNull();
    expect(await writes.readGatewayPayment(SLUG, 'p1')).toBeNull();
  });
});
