import { describe, expect, it } from 'vitest';
import { cart, menu, serverOrder, setup, SLUG } from './pos-writes-test-support';

const PAYMENT_ID = '0190a000-0000-7000-8000-0000000000aa';

const serverPayment = (orderId: string) => ({
  _id: PAYMENT_ID,
  orderId,
  method: 'CASH',
  status: 'COMPLETED',
  amount: 49_950,
  qrString: null,
  payUrl: null,
  gateway: null,
  createdAt: '2026-01-05T03:01:00.000Z',
  cashReceived: 50_000,
  change: 50,
});

/* 'Cetak ulang' (issue 21): a sale of the last-10 table read again with its order. */
describe('readSale', () => {
  it('reads a sale still in the queue from the queue, offline, with its order and the latest payment', async () => {
    const { writes, sent } = setup({ online: false });
    const { order } = await writes.createPosOrder(SLUG, cart, menu);
    const intent = await writes.createPayIntent(SLUG, { order, method: 'CARD', qrisStaticPayload: null });
    const confirmed = await writes.confirmPayment(SLUG, intent.payment);
    const sale = await writes.readSale(SLUG, intent.payment._id);
    expect(sale.order).toEqual(intent.order);
    expect(sale.payment).toEqual(confirmed.payment);
    expect(sent).toEqual([]);
  });

  it('asks the server (GET /pay/{id}) for a sale it has, and parses the answer', async () => {
    const orderId = '0190a000-0000-7000-8000-0000000000bb';
    const { writes, sent } = setup({
      replies: [{ status: 200, body: { payment: serverPayment(orderId), order: serverOrder(orderId) } }],
    });
    const sale = await writes.readSale(SLUG, PAYMENT_ID);
    expect(sent[0]).toMatchObject({ url: `/api/v1/pos/pay/${PAYMENT_ID}`, method: 'GET' });
    expect(sale.payment).toMatchObject({ _id: PAYMENT_ID, cashReceived: 50_000, change: 50 });
    expect(sale.order._id).toBe(orderId);
  });

  it('says the server cannot be reached offline, or when nothing answers', async () => {
    const offline = setup({ online: false });
    await expect(offline.writes.readSale(SLUG, PAYMENT_ID)).rejects.toMatchObject({ code: 'NETWORK' });
    expect(offline.sent).toEqual([]);
    const dropped = setup({ replies: ['drop'] });
    await expect(dropped.writes.readSale(SLUG, PAYMENT_ID)).rejects.toMatchObject({ code: 'NETWORK' });
  });

  it("passes a refusal on with the server's message, and a strange answer as unreadable", async () => {
    const missing = setup({
      replies: [{ status: 404, body: { message: 'Pembayaran tidak ditemukan', code: 'NOT_FOUND' } }],
    });
    await expect(missing.writes.readSale(SLUG, PAYMENT_ID)).rejects.toMatchObject({
      status: 404,
      message: 'Pembayaran tidak ditemukan',
    });
    const odd = setup({ replies: [{ status: 200, body: { payment: null } }] });
    await expect(odd.writes.readSale(SLUG, PAYMENT_ID)).rejects.toMatchObject({
      message: 'Struk transaksi ini tidak dapat dibuka.',
    });
  });
});
