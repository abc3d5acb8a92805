import { isValidQrisCrc } from '@meja/shared/qris';
import { COUNTER_PLACE, type PosSale } from '@meja/shared/pos-cart';
import { describe, expect, it } from 'vitest';
import type { TransportRequest } from './action-queue';
import {
  bodyOf,
  menu,
  NASI,
  serverOrder,
  setup,
  SLUG,
  STATIC_QRIS,
  TEH,
  UUID_V7,
} from './pos-writes-test-support';

/*
 * Issue 20's discounts on the POS write path: within the restaurant's limit (10 % in the test
 * menu) a sale with discounts is queued offline like any sale, with its discounts in the body and
 * the placeholder priced as the server prices it; above it a cashier's sale needs an admin's PIN,
 * which only the server can check — so it is sent live, never queued, and sent again with the same
 * key after no answer.
 */

const CASHIER = { name: 'Ani', role: 'CASHIER' as const };
const ADMIN = { name: 'Budi', role: 'RESTAURANT_ADMIN' as const };

/** NASI 2 × 20 000 and TEH 5 000 (45 000) at the menu's prices; 10 % off the tea and Rp 2.000 off the bill: 2 500. */
const withinLimit: PosSale = {
  lines: [
    { menuItemId: NASI, name: 'NASI GORENG', price: 20_000, qty: 2 },
    {
      menuItemId: TEH,
      name: 'ES TEH',
      price: 5_000,
      qty: 1,
      discount: { kind: 'PERCENT', value: 10, reason: 'Gelas retak' },
    },
  ],
  place: COUNTER_PLACE,
  billDiscount: { kind: 'FIXED', value: 2_000, reason: 'Pelanggan tetap' },
};

/** 25 % off the rice (10 000 of 45 000): above the 10 % limit. */
const aboveLimit: PosSale = {
  lines: [
    {
      menuItemId: NASI,
      name: 'NASI GORENG',
      price: 20_000,
      qty: 2,
      discount: { kind: 'PERCENT', value: 25, reason: 'Teman pemilik' },
    },
    { menuItemId: TEH, name: 'ES TEH', price: 5_000, qty: 1 },
  ],
  place: COUNTER_PLACE,
};

describe('a sale with discounts within the limit', () => {
  it('is queued offline with its discounts, priced as the server prices it, and replayed once with the same body', async () => {
    const { writes, queue, sent, state } = setup({ online: false });
    const { offline, order } = await writes.createPosOrder(SLUG, withinLimit, menu, { giver: CASHIER });
    expect(offline).toBe(true);
    expect(order).toMatchObject({
      status: 'PENDING_SYNC',
      total: 45_000,
      discount: 2_500,
      // 11 % of 42 500.
      tax: 4_675,
      grandTotal: 47_175,
      discounts: [
        {
          line: 1,
          kind: 'PERCENT',
          value: 10,
          amount: 500,
          reason: 'Gelas retak',
          by: 'Ani',
          approvedBy: null,
        },
        {
          line: null,
          kind: 'FIXED',
          value: 2_000,
          amount: 2_000,
          reason: 'Pelanggan tetap',
          by: 'Ani',
          approvedBy: null,
        },
      ],
    });
    // The QRIS made offline is for the discounted total.
    const { payment } = await writes.createPayIntent(SLUG, {
      order,
      method: 'QRIS',
      qrisStaticPayload: STATIC_QRIS,
    });
    expect(payment.amount).toBe(47_175);
    expect(payment.qrString).toContain('540547175');
    expect(isValidQrisCrc(payment.qrString ?? '')).toBe(true);

    const [queued] = await queue.items(SLUG);
    const body = bodyOf(queued);
    expect(body).toEqual({
      _id: order._id,
      items: [
        { menuItemId: NASI, name: 'NASI GORENG', price: 20_000, qty: 2 },
        { menuItemId: TEH, name: 'ES TEH', price: 5_000, qty: 1 },
      ],
      discounts: [
        { line: 1, kind: 'PERCENT', value: 10, reason: 'Gelas retak' },
        { line: null, kind: 'FIXED', value: 2_000, reason: 'Pelanggan tetap' },
      ],
    });
    expect(body).not.toHaveProperty('discountPin');

    // Back online: the replay sends exactly the queued request, once, and the queue empties.
    state.online = true;
    await queue.replayRounds();
    expect(sent).toHaveLength(2);
    expect(sent[0]?.headers['Idempotency-Key']).toBe(queued?.id);
    expect(sent[0]?.body).toEqual(queued?.body);
    expect(sent[0]?.headers['X-Meja-Replay']).toBe('1');
    expect(await queue.counts()).toMatchObject({ total: 0 });
  });

  it('is sent live with its discounts and no PIN; a server that asks for one is the cashier’s to see, never queued', async () => {
    const { writes, sent, queue } = setup({
      replies: [
        (request) => ({
          status: 201,
          body: { order: { ...serverOrder(String(bodyOf(request)._id)), discount: 2_500 } },
        }),
        {
          status: 403,
          body: { code: 'DISCOUNT_PIN_REQUIRED', message: 'Diskon di atas 5% perlu PIN admin.' },
        },
      ],
    });
    const live = await writes.createPosOrder(SLUG, withinLimit, menu, { giver: CASHIER });
    expect(live).toMatchObject({ offline: false, order: { discount: 2_500 } });
    expect(bodyOf(sent[0])).toMatchObject({ discounts: expect.any(Array) });
    expect(bodyOf(sent[0])).not.toHaveProperty('discountPin');
    await expect(writes.createPosOrder(SLUG, withinLimit, menu, { giver: CASHIER })).rejects.toMatchObject({
      status: 403,
      code: 'DISCOUNT_PIN_REQUIRED',
      message: 'Diskon di atas 5% perlu PIN admin.',
    });
    expect(await queue.counts()).toMatchObject({ total: 0 });
  });

  it('leaves the body of old for a sale without discounts', async () => {
    const { writes, queue } = setup({ online: false });
    await writes.createPosOrder(
      SLUG,
      {
        ...withinLimit,
        lines: [{ menuItemId: NASI, name: 'NASI GORENG', price: 20_000, qty: 2 }],
        billDiscount: null,
      },
      menu,
    );
    expect(Object.keys(bodyOf((await queue.items(SLUG))[0])).sort()).toEqual(['_id', 'items']);
  });

  it('refuses offline a fixed discount the cached menu prices above what is left', async () => {
    const { writes, queue } = setup({ online: false });
    // The cart still shows 25 000 a plate (24 000 after its own discount); the menu now sells it at 20 000.
    const stale: PosSale = {
      lines: [
        {
          menuItemId: NASI,
          name: 'NASI GORENG',
          price: 25_000,
          qty: 1,
          discount: { kind: 'FIXED', value: 1_000, reason: 'Promo' },
        },
      ],
      place: COUNTER_PLACE,
      billDiscount: { kind: 'FIXED', value: 19_500, reason: 'Promo' },
    };
    await expect(writes.createPosOrder(SLUG, stale, menu, { giver: ADMIN })).rejects.toMatchObject({
      status: 400,
      code: 'DISCOUNT_INVALID',
      message: 'Diskon tidak boleh melebihi harga.',
    });
    expect(await queue.counts()).toMatchObject({ total: 0 });
  });
});

describe('a sale with discounts above the limit', () => {
  it('is refused offline for a cashier: the PIN cannot be checked, nothing is queued', async () => {
    const { writes, sent, queue } = setup({ online: false });
    await expect(
      writes.createPosOrder(SLUG, aboveLimit, menu, { giver: CASHIER, discountPin: '123456' }),
    ).rejects.toMatchObject({
      status: 0,
      code: 'DISCOUNT_NEEDS_NETWORK',
      message: expect.stringContaining('Diskon di atas 10% perlu PIN admin'),
    });
    expect(sent).toEqual([]);
    expect(await queue.counts()).toMatchObject({ total: 0 });
  });

  it('is refused while earlier sales still wait in the queue, even online', async () => {
    const { writes, queue, state } = setup({ online: false });
    await writes.createPosOrder(SLUG, withinLimit, menu, { giver: CASHIER });
    state.online = true;
    await expect(
      writes.createPosOrder(SLUG, aboveLimit, menu, { giver: CASHIER, discountPin: '123456' }),
    ).rejects.toMatchObject({ code: 'DISCOUNT_NEEDS_NETWORK' });
    expect(await queue.counts()).toMatchObject({ total: 1 });
  });

  it('asks for the PIN before sending anything', async () => {
    const { writes, sent } = setup();
    await expect(writes.createPosOrder(SLUG, aboveLimit, menu, { giver: CASHIER })).rejects.toMatchObject({
      status: 403,
      code: 'DISCOUNT_PIN_REQUIRED',
      message: 'Diskon di atas 10% perlu PIN admin.',
    });
    // The default giver is a cashier.
    await expect(writes.createPosOrder(SLUG, aboveLimit, menu)).rejects.toMatchObject({
      code: 'DISCOUNT_PIN_REQUIRED',
    });
    expect(sent).toEqual([]);
  });

  it('is sent live with the PIN; after no answer it is sent again with the same id and key, then a new sale gets new ones', async () => {
    const created = (request: TransportRequest) => ({
      status: 201,
      body: { order: serverOrder(String(bodyOf(request)._id)) },
    });
    const { writes, sent, queue } = setup({ replies: ['drop', created, created] });
    const pin = { giver: CASHIER, discountPin: '123456' };
    await expect(writes.createPosOrder(SLUG, aboveLimit, menu, pin)).rejects.toMatchObject({
      code: 'NETWORK',
    });
    expect(await queue.counts()).toMatchObject({ total: 0 });
    const retried = await writes.createPosOrder(SLUG, aboveLimit, menu, { ...pin, discountPin: '654321' });
    expect(retried.offline).toBe(false);
    const [first, second] = sent;
    expect(bodyOf(first)).toMatchObject({
      discountPin: '123456',
      discounts: [{ line: 0, kind: 'PERCENT', value: 25, reason: 'Teman pemilik' }],
    });
    expect(bodyOf(second).discountPin).toBe('654321');
    expect(second?.headers['Idempotency-Key']).toBe(first?.headers['Idempotency-Key']);
    expect(bodyOf(second)._id).toBe(bodyOf(first)._id);
    expect(first?.headers['X-Meja-Replay']).toBeUndefined();
    // Answered: the next sale, even the same one, is another request.
    await writes.createPosOrder(SLUG, aboveLimit, menu, pin);
    expect(sent[2]?.headers['Idempotency-Key']).toMatch(UUID_V7);
    expect(sent[2]?.headers['Idempotency-Key']).not.toBe(first?.headers['Idempotency-Key']);
  });

  it.each([
    [403, 'DISCOUNT_PIN_WRONG', 'PIN admin salah.'],
    [409, 'DISCOUNT_PIN_NOT_SET', 'Belum ada admin yang memasang PIN diskon.'],
    [429, 'RATE_LIMITED', 'Terlalu banyak percobaan. Coba lagi dalam 60 detik.'],
    [503, 'UNAVAILABLE', 'Sibuk'],
  ])('shows a %i %s to the cashier and queues nothing', async (status, code, message) => {
    const { writes, queue } = setup({
      replies: [{ status, body: { code, message, ...(status === 429 && { retryAfterSeconds: 60 }) } }],
    });
    const refused = writes.createPosOrder(SLUG, aboveLimit, menu, { giver: CASHIER, discountPin: '000000' });
    await expect(refused).rejects.toMatchObject({ status, code, message });
    expect(await queue.counts()).toMatchObject({ total: 0 });
  });

  it('refuses a PIN that is not 6 digits before sending it', async () => {
    const { writes, sent } = setup();
    await expect(
      writes.createPosOrder(SLUG, aboveLimit, menu, { giver: CASHIER, discountPin: '12ab' }),
    ).rejects.toMatchObject({ status: 400, message: 'PIN harus 6 angka.' });
    expect(sent).toEqual([]);
  });

  it('needs no PIN from an admin, and is queued offline like any sale', async () => {
    const { writes, queue } = setup({ online: false });
    const { offline, order } = await writes.createPosOrder(SLUG, aboveLimit, menu, { giver: ADMIN });
    expect(offline).toBe(true);
    expect(order).toMatchObject({ discount: 10_000, grandTotal: 38_850 });
    expect(order.discounts).toEqual([
      {
        line: 0,
        kind: 'PERCENT',
        value: 25,
        amount: 10_000,
        reason: 'Teman pemilik',
        by: 'Budi',
        approvedBy: null,
      },
    ]);
    expect(bodyOf((await queue.items(SLUG))[0])).not.toHaveProperty('discountPin');
  });
});
