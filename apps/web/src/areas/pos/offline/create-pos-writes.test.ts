import { describe, expect, it } from 'vitest';
import { menuCacheKey } from './master-data';
import { isValidQrisCrc } from '@meja/shared/qris';
import { ApiError } from '../../../api/api-error';
import { type TransportResponse } from './action-queue';
import {
  bodyOf,
  cart,
  menu,
  NASI,
  serverOrder,
  setup,
  type Reply,
  SLUG,
  STATIC_QRIS,
  UUID_V7,
} from './pos-writes-test-support';

describe('POS writes', () => {
  it('sends an order online with its final id, Idempotency-Key and the tenant headers', async () => {
    const { writes, sent, queue } = setup({
      plan: 'PRO',
      replies: [(request) => ({ status: 201, body: { order: serverOrder(String(bodyOf(request)._id)) } })],
    });
    const result = await writes.createPosOrder(SLUG, cart, menu);
    expect(result.offline).toBe(false);
    const [request] = sent;
    expect(request).toMatchObject({ url: '/api/v1/pos/pos/orders', method: 'POST' });
    expect(request?.headers).toMatchObject({
      'X-Tenant-Slug': SLUG,
      'X-Tenant-Plan': 'PRO',
      'Content-Type': 'application/json',
    });
    expect(request?.headers['Idempotency-Key']).toMatch(UUID_V7);
    expect(bodyOf(request)._id).toMatch(UUID_V7);
    expect(result.order._id).toBe(bodyOf(request)._id);
    expect(await queue.counts()).toMatchObject({ total: 0 });
  });

  it.each([
    ['the browser is offline', { online: false }],
    ['the network fails or times out', { replies: ['drop'] satisfies Reply[] }],
    ['the server fails (5xx)', { replies: [{ status: 502, body: null }] satisfies Reply[] }],
  ])('queues the order when %s and returns a placeholder priced from the menu', async (_label, options) => {
    const { writes, queue } = setup(options);
    const { offline, order } = await writes.createPosOrder(SLUG, cart, menu);
    expect(offline).toBe(true);
    expect(order).toMatchObject({
      status: 'PENDING_SYNC',
      offline: true,
      table: 'POS',
      total: 45_000,
      tax: 4_950,
      grandTotal: 49_950,
      taxPercent: 11,
      paymentStatus: 'NONE',
      source: 'POS',
      confirmedAt: expect.any(String),
      readyAt: null,
    });
    expect(order.items[0]).toEqual({
      menuItemId: NASI,
      name: 'NASI GORENG',
      price: 20_000,
      qty: 2,
      note: 'tanpa bawang',
      options: [],
    });
    const [item] = await queue.items(SLUG);
    expect(item).toMatchObject({ status: 'pending', url: '/api/v1/pos/pos/orders', meta: { kind: 'order' } });
    expect(bodyOf(item)._id).toBe(order._id);
    expect(bodyOf(item).items).toEqual([
      { menuItemId: NASI, name: 'NASI GORENG', price: 25_000, qty: 2, note: 'tanpa bawang' },
      expect.not.objectContaining({ note: expect.anything() }),
    ]);
    expect(item?.id).toBe(item?.headers['Idempotency-Key']);
  });

  it('throws a 4xx as ApiError with the server message, or the fallback, and queues nothing', async () => {
    const { writes, queue } = setup({
      replies: [
        { status: 400, body: { code: 'VALIDATION', message: 'Menu tidak ditemukan' } },
        { status: 403, body: 'Forbidden' },
      ],
    });
    await expect(writes.createPosOrder(SLUG, cart, menu)).rejects.toMatchObject({
      status: 400,
      message: 'Menu tidak ditemukan',
    });
    const refused = await writes.createPosOrder(SLUG, cart, menu).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ status: 403, message: 'Failed to create order' });
    expect(await queue.counts()).toMatchObject({ total: 0 });
  });

  it('queues a write answered 409 IN_PROGRESS, 429 or 5xx with its key instead of refusing it', async () => {
    // Another copy of the request is still running on the server: refusing it would let the cashier
    // sell again while that copy creates the sale (found by the replay simulation on PostgreSQL).
    const answers: TransportResponse[] = [
      { status: 409, body: { code: 'IN_PROGRESS', message: 'Permintaan yang sama sedang diproses.' } },
      { status: 429, body: { code: 'RATE_LIMITED', message: 'Terlalu banyak permintaan.' } },
      { status: 503, body: { code: 'UNAVAILABLE', message: 'Sibuk' } },
    ];
    for (const answer of answers) {
      const { writes, queue, sent } = setup({ replies: [answer] });
      const { offline, order } = await writes.createPosOrder(SLUG, cart, menu);
      expect(offline, String(answer.status)).toBe(true);
      expect(order.status).toBe('PENDING_SYNC');
      expect(sent).toHaveLength(1);
      expect(await queue.counts()).toMatchObject({ total: 1 });
    }
  });

  it('still refuses a 409 that is not IN_PROGRESS (an id already taken)', async () => {
    const { writes, queue } = setup({
      replies: [
        { status: 409, body: { code: 'ORDER_ID_TAKEN', message: 'Pesanan dengan id ini sudah ada.' } },
      ],
    });
    await expect(writes.createPosOrder(SLUG, cart, menu)).rejects.toMatchObject({ status: 409 });
    expect(await queue.counts()).toMatchObject({ total: 0 });
  });

  it('refuses an empty cart before sending or queueing it', async () => {
    const { writes, sent, queue } = setup({ online: false });
    await expect(writes.createPosOrder(SLUG, { ...cart, lines: [] }, menu)).rejects.toMatchObject({
      status: 400,
      message: 'Keranjang kosong.',
    });
    expect(sent).toEqual([]);
    expect(await queue.counts()).toMatchObject({ total: 0 });
  });

  it('queues a payment behind its queued order even when the network is back', async () => {
    const { writes, sent, queue, state } = setup({ online: false });
    const { order } = await writes.createPosOrder(SLUG, cart, menu);
    state.online = true;
    const paid = await writes.createPayIntent(SLUG, { order, method: 'CASH', qrisStaticPayload: null });
    expect(sent).toEqual([]);
    expect(paid.offline).toBe(true);
    expect(paid.payment).toMatchObject({
      status: 'PENDING_SYNC',
      method: 'CASH',
      amount: 49_950,
      orderId: order._id,
    });
    expect((await queue.items(SLUG)).map((item) => item.meta.kind)).toEqual(['order', 'payIntent']);
  });

  it('queues a cash payment with the cash received and shows its change at once', async () => {
    const { writes, queue, sent, state } = setup({ online: false });
    const { order } = await writes.createPosOrder(SLUG, cart, menu);
    const paid = await writes.createPayIntent(SLUG, {
      order,
      method: 'CASH',
      qrisStaticPayload: null,
      cashReceived: 100_000,
    });
    expect(paid.payment).toMatchObject({ amount: 49_950, cashReceived: 100_000, change: 50_050 });
    const [, intent] = await queue.items(SLUG);
    expect(bodyOf(intent)).toMatchObject({ method: 'CASH', cashReceived: 100_000 });
    // The replay sends that same body, marked as a replay; the live attempt never was.
    state.online = true;
    await queue.replayRounds();
    expect(sent.map((request) => request.headers['X-Meja-Replay'])).toEqual(['1', '1']);
    expect(bodyOf(sent[1])).toMatchObject({ cashReceived: 100_000 });
  });

  it('sends the live attempt without the replay header, and no cash received unless entered', async () => {
    const { writes, sent, queue } = setup({ replies: ['drop'] });
    const { order } = await writes.createPosOrder(SLUG, cart, menu);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.headers['X-Meja-Replay']).toBeUndefined();
    await writes.createPayIntent(SLUG, { order, method: 'CARD', qrisStaticPayload: null });
    const [queuedOrder, intent] = await queue.items(SLUG);
    expect(queuedOrder?.headers['X-Meja-Replay']).toBeUndefined();
    expect(bodyOf(intent)).not.toHaveProperty('cashReceived');
  });

  it('refuses cash received on a card payment before sending or queueing it', async () => {
    const { writes, queue } = setup({ online: false });
    const { order } = await writes.createPosOrder(SLUG, cart, menu);
    await expect(
      writes.createPayIntent(SLUG, { order, method: 'CARD', qrisStaticPayload: null, cashReceived: 60_000 }),
    ).rejects.toMatchObject({ status: 400, message: 'Uang diterima hanya untuk pembayaran tunai (CASH)' });
    expect(await queue.counts()).toMatchObject({ total: 1 });
  });

  it('builds the dynamic QRIS for the grand total locally when offline', async () => {
    const { writes } = setup({ online: false });
    const { order } = await writes.createPosOrder(SLUG, cart, menu);
    const { payment } = await writes.createPayIntent(SLUG, {
      order,
      method: 'QRIS',
      qrisStaticPayload: STATIC_QRIS,
    });
    expect(payment.qrString).toContain('540549950');
    expect(payment.qrString?.slice(0, 12)).toBe('000201010212');
    expect(isValidQrisCrc(payment.qrString ?? '')).toBe(true);
    await expect(
      writes.createPayIntent(SLUG, { order, method: 'QRIS', qrisStaticPayload: null }),
    ).rejects.toMatchObject({
      message: 'QRIS belum diatur. Simpan kode QRIS statis restoran di Pengaturan.',
    });
  });

  it('confirms a payment offline as PENDING_SYNC with its own key', async () => {
    const { writes, queue } = setup({ online: false });
    const { order } = await writes.createPosOrder(SLUG, cart, menu);
    const { payment } = await writes.createPayIntent(SLUG, {
      order,
      method: 'CARD',
      qrisStaticPayload: null,
    });
    const confirmed = await writes.confirmPayment(SLUG, payment);
    expect(confirmed).toMatchObject({ offline: true, payment: { _id: payment._id, status: 'PENDING_SYNC' } });
    const items = await queue.items(SLUG);
    expect(items[2]).toMatchObject({ url: `/api/v1/pos/pay/${payment._id}/confirm`, body: {} });
    expect(new Set(items.map((item) => item.id)).size).toBe(3);
  });

  it('lists the queued sales newest first for the last-10 table', async () => {
    const { writes } = setup({ online: false });
    const first = await writes.createPosOrder(SLUG, cart, menu);
    const cash = await writes.createPayIntent(SLUG, {
      order: first.order,
      method: 'CASH',
      qrisStaticPayload: null,
    });
    const second = await writes.createPosOrder(SLUG, { ...cart, lines: cart.lines.slice(1) }, menu);
    const card = await writes.createPayIntent(SLUG, {
      order: second.order,
      method: 'CARD',
      qrisStaticPayload: null,
    });
    await writes.confirmPayment(SLUG, card.payment);
    const sales = await writes.recentLocalSales(SLUG);
    expect(sales.map((sale) => [sale._id, sale.method, sale.total, sale.itemsCount])).toEqual([
      [card.payment._id, 'CARD', 5_550, 1],
      [cash.payment._id, 'CASH', 49_950, 3],
    ]);
    expect(sales[0]).toMatchObject({ status: 'PENDING_SYNC', offline: true, queueStatus: 'pending' });
  });

  it('loads the menu network-first, caches it, and falls back to the cache with offline additions', async () => {
    const { writes, state } = setup({ replies: [{ status: 200, body: menu }, 'drop'] });
    const fresh = await writes.loadPosMenu(SLUG);
    expect(fresh).toMatchObject({ fromCache: false, menu });
    state.online = false;
    const added = await writes.quickAddMenuItem(SLUG, { name: ' es  jeruk ', price: 8000 });
    expect(added).toMatchObject({
      offline: true,
      item: { name: 'ES JERUK', category: 'LAINNYA', price: 8000 },
    });
    const offline = await writes.loadPosMenu(SLUG);
    expect(offline.fromCache).toBe(true);
    expect(offline.updatedAt).toBe(fresh.updatedAt);
    expect(offline.menu.items.map((item) => item.name)).toEqual(['NASI GORENG', 'ES TEH', 'ES JERUK']);
    state.online = true;
    expect((await writes.loadPosMenu(SLUG)).fromCache).toBe(true);
  });

  it('sells offline from a menu cached before dishes had descriptions', async () => {
    const { db, writes } = setup({ online: false, replies: [] });
    const cachedBefore = { ...menu, items: menu.items.map(({ description: _description, ...old }) => old) };
    await db.masterData.put({ name: menuCacheKey(SLUG), data: cachedBefore, updatedAt: 1 });
    const offline = await writes.loadPosMenu(SLUG);
    expect(offline.fromCache).toBe(true);
    expect(offline.menu.items.map((item) => [item.name, item.description])).toEqual([
      ['NASI GORENG', ''],
      ['ES TEH', ''],
    ]);
  });

  it('has no menu to show without network nor cache, and passes a 401 on', async () => {
    const { writes, state } = setup({
      online: false,
      replies: [{ status: 401, body: { code: 'UNAUTHENTICATED', message: 'Silakan login.' } }],
    });
    await expect(writes.loadPosMenu(SLUG)).rejects.toMatchObject({ status: 0, code: 'NETWORK' });
    state.online = true;
    await expect(writes.loadPosMenu(SLUG)).rejects.toMatchObject({ status: 401, message: 'Silakan login.' });
  });

  it('closes a shift offline with the cash this device took counted in the expected cash', async () => {
    const { writes } = setup({ online: false });
    const opened = await writes.openShift(SLUG, 100_000);
    expect(opened).toMatchObject({ offline: true, shift: { status: 'PENDING_SYNC', openingCash: 100_000 } });
    const { order } = await writes.createPosOrder(SLUG, cart, menu);
    await writes.createPayIntent(SLUG, { order, method: 'CASH', qrisStaticPayload: null });
    const qris = await writes.createPosOrder(SLUG, cart, menu);
    const pending = await writes.createPayIntent(SLUG, {
      order: qris.order,
      method: 'QRIS',
      qrisStaticPayload: STATIC_QRIS,
    });
    await writes.confirmPayment(SLUG, pending.payment);
    const closed = await writes.closeShift(SLUG, { closingCash: 150_000 });
    expect(closed.shift).toMatchObject({
      _id: opened.shift._id,
      status: 'PENDING_SYNC',
      closingCash: 150_000,
      expectedCash: 149_950,
      difference: 50,
      orderCount: 2,
      totalsByMethod: { CASH: 49_950, CARD: 0, QRIS: 49_950 },
      totalSales: 99_900,
    });
  });

  it('closes a shift offline with the card and QRIS totals counted beside the expected ones', async () => {
    const { writes, queue } = setup({ online: false });
    await writes.openShift(SLUG, 0);
    const { order } = await writes.createPosOrder(SLUG, cart, menu);
    const card = await writes.createPayIntent(SLUG, { order, method: 'CARD', qrisStaticPayload: null });
    await writes.confirmPayment(SLUG, card.payment);
    const closed = await writes.closeShift(SLUG, { closingCash: 0, closingCard: 50_000 });
    expect(closed.shift).toMatchObject({
      expectedCard: 49_950,
      expectedQris: 0,
      countedCard: 50_000,
      countedQris: null,
    });
    expect(bodyOf((await queue.items(SLUG)).at(-1))).toEqual({ closingCash: 0, closingCard: 50_000 });
  });

  it('refuses a cashier password under 6 characters before queueing it', async () => {
    const { writes, queue } = setup({ online: false });
    await expect(
      writes.quickAddCashier(SLUG, { email: 'kasir@meja.test', password: '123' }),
    ).rejects.toMatchObject({
      status: 400,
      message: 'Password minimal 6 karakter',
    });
    const added = await writes.quickAddCashier(SLUG, {
      name: 'Ani',
      email: 'kasir@meja.test',
      password: '123456',
    });
    expect(added).toMatchObject({ offline: true, user: { name: 'Ani', email: 'kasir@meja.test' } });
    expect(await queue.counts(SLUG)).toMatchObject({ pending: 1 });
  });
});
