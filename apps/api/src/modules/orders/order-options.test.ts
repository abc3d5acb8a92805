import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPTION_MESSAGES } from '@meja/shared/contracts/menu-options';
import { dailySummary } from '@meja/shared/contracts/pos';
import { errorOf } from '../../../test/auth-flow';
import type { Ctx } from '../../../test/catalog';
import { openTestContext } from '../../../test/harness';
import { attachGroups, mieGorengGroups } from '../../../test/option-groups';
import { orderItemsOf, orderOk, ordersOf, postOrder, setTenant, trackOk } from '../../../test/orders';
import { freshKitchen, patchOrderOk, stockByName } from '../../../test/staff-orders';
import { freshPos, openShiftOk, payOk, posCall } from '../../../test/pos';

/**
 * Issue 20: a line carries its dish's chosen options ('Mie goreng, level 3, tambah telur'); the
 * server checks them against the dish's groups, prices them, keeps a copy on the line, and a sale
 * takes each option's recipe with the dish's.
 */
let ctx: Ctx;

beforeAll(async () => {
  ctx = await openTestContext({ limits: { ordersPerIp: 10_000, ordersPerTable: 10_000 } });
});
afterAll(() => ctx.close());

/** A kitchen whose Nasi Goreng (15 000; 0.2 kg rice and 1 egg) has 'Level pedas' and 'Tambahan' (Telur: one more egg). */
async function mieKitchen() {
  const { t, kitchen } = await freshKitchen(ctx);
  const choices = await mieGorengGroups(ctx, t, kitchen.telur._id);
  await attachGroups(ctx, t, kitchen.nasi._id, [choices.level.id, choices.extra.id]);
  return { t, kitchen, choices };
}

describe('options on a diner order', () => {
  it('prices the chosen options on the server, keeps their copy on the line, and tracks them', async () => {
    const { t, kitchen, choices } = await mieKitchen();
    const created = await orderOk(ctx, t.tenant.slug, {
      table: 'A1',
      items: [
        { menuItemId: kitchen.nasi._id, qty: 2, options: [choices.telur, choices.level3], price: 1 },
        { menuItemId: kitchen.nasi._id, qty: 1, options: [choices.level5] },
      ],
    });
    const [first, second] = created.order.items;
    expect(first).toMatchObject({ price: 19_000, qty: 2 });
    expect(first?.options).toEqual([
      { id: choices.level3, group: 'Level pedas', name: 'Level 3', priceDelta: 0 },
      { id: choices.telur, group: 'Tambahan', name: 'Telur', priceDelta: 4000 },
    ]);
    expect(second).toMatchObject({ price: 15_000, options: [{ name: 'Level 5' }] });
    expect(created.order.total).toBe(19_000 * 2 + 15_000);
    const tracked = await trackOk(ctx, t.tenant.slug, created.order._id, created.token);
    expect(tracked.order.items.map((line) => line.options.map((option) => option.name))).toEqual([
      ['Level 3', 'Telur'],
      ['Level 5'],
    ]);
  });

  it('takes the options’ recipes with the dish’s when the order is confirmed', async () => {
    const { t, kitchen, choices } = await mieKitchen();
    const before = await stockByName(ctx, t);
    const created = await orderOk(ctx, t.tenant.slug, {
      table: 'A2',
      items: [{ menuItemId: kitchen.nasi._id, qty: 2, options: [choices.level3, choices.telur] }],
    });
    await patchOrderOk(ctx, t, created.order._id, { confirmed: true });
    const after = await stockByName(ctx, t);
    // 2 portions × (1 egg of the dish + 1 egg of 'Telur').
    expect(Number(before[kitchen.telur.name]) - Number(after[kitchen.telur.name])).toBe(4);
    expect(Number(before[kitchen.beras.name]) - Number(after[kitchen.beras.name])).toBeCloseTo(0.4);
  });

  it.each([
    ['a required group left empty', () => [], OPTION_MESSAGES.choiceMissing('Level pedas', 'NASI GORENG')],
    [
      'two levels in a pick-one group',
      (c: Choices) => [c.level3, c.level5],
      OPTION_MESSAGES.choiceTooMany('Level pedas', 'NASI GORENG', 1),
    ],
    ['an option of another dish’s group', () => [randomUUID()], OPTION_MESSAGES.choiceUnknown('NASI GORENG')],
    [
      'the same option twice',
      (c: Choices) => [c.level3, c.telur, c.telur],
      OPTION_MESSAGES.choiceUnknown('NASI GORENG'),
    ],
  ])(
    'refuses %s with 400 OPTION_CHOICE_INVALID naming the dish, and records nothing',
    async (_label, pick, message) => {
      const { t, kitchen, choices } = await mieKitchen();
      const response = await postOrder(ctx, t.tenant.slug, {
        table: 'A3',
        items: [{ menuItemId: kitchen.nasi._id, qty: 1, options: pick(choices) }],
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(errorOf(response)).toMatchObject({ code: 'OPTION_CHOICE_INVALID', message });
      expect(await ordersOf(ctx, t.tenant.id)).toHaveLength(0);
    },
  );

  it('refuses options on a dish without groups, and options that are not ids', async () => {
    const { t, kitchen, choices } = await mieKitchen();
    const onTea = await postOrder(ctx, t.tenant.slug, {
      table: 'A4',
      items: [{ menuItemId: kitchen.esTeh._id, qty: 1, options: [choices.telur] }],
    });
    expect(onTea.statusCode, onTea.body).toBe(400);
    expect(errorOf(onTea).code).toBe('OPTION_CHOICE_INVALID');
    const garbage = await postOrder(ctx, t.tenant.slug, {
      table: 'A4',
      items: [{ menuItemId: kitchen.nasi._id, qty: 1, options: ['<script>'] }],
    });
    expect(garbage.statusCode, garbage.body).toBe(400);
    expect(errorOf(garbage).code).toBe('VALIDATION');
    expect(await orderItemsOf(ctx, t.tenant.id)).toHaveLength(0);
  });

  it('refuses an option whose recipe cannot be made under BLOCK, naming the dish', async () => {
    const { t, kitchen, choices } = await mieKitchen();
    await setTenant(ctx, t.tenant.id, { stockPolicy: 'BLOCK' });
    // 30 eggs: 15 portions with Telur need 30; 16 need 32.
    const response = await postOrder(ctx, t.tenant.slug, {
      table: 'A5',
      items: [{ menuItemId: kitchen.nasi._id, qty: 16, options: [choices.level3, choices.telur] }],
    });
    expect(response.statusCode, response.body).toBe(409);
    expect(errorOf(response).code).toBe('SOLD_OUT');
    const plain = await postOrder(ctx, t.tenant.slug, {
      table: 'A5',
      items: [{ menuItemId: kitchen.nasi._id, qty: 16, options: [choices.level3] }],
    });
    expect(plain.statusCode, plain.body).toBe(201);
  });

  it('replays the same options as the same request; other options are another request', async () => {
    const { t, kitchen, choices } = await mieKitchen();
    const key = randomUUID();
    const body = {
      table: 'B1',
      items: [{ menuItemId: kitchen.nasi._id, qty: 1, options: [choices.level3] }],
    };
    const first = await orderOk(ctx, t.tenant.slug, body, { key });
    const again = await orderOk(ctx, t.tenant.slug, body, { key });
    expect(again.order._id).toBe(first.order._id);
    const other = await postOrder(
      ctx,
      t.tenant.slug,
      { ...body, items: [{ menuItemId: kitchen.nasi._id, qty: 1, options: [choices.level5] }] },
      { key },
    );
    expect(other.statusCode).toBe(422);
    expect(await ordersOf(ctx, t.tenant.id)).toHaveLength(1);
  });
});

type Choices = Awaited<ReturnType<typeof mieGorengGroups>>;

describe('options on a POS sale', () => {
  it('prices them, ignores the screen’s price, and takes their recipe at once', async () => {
    const { t, kitchen } = await freshPos(ctx);
    const choices = await mieGorengGroups(ctx, t, kitchen.telur._id);
    await attachGroups(ctx, t, kitchen.nasi._id, [choices.level.id, choices.extra.id]);
    const before = await stockByName(ctx, t);
    const response = await posCall(ctx, 'POST', '/pos/orders', {
      token: t.cashier.token,
      key: randomUUID(),
      payload: {
        items: [
          {
            menuItemId: kitchen.nasi._id,
            name: 'X',
            price: 1,
            qty: 1,
            options: [choices.level3, choices.keju, choices.telur],
          },
        ],
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    const line = response.json<{ order: { items: { price: number; options: { name: string }[] }[] } }>().order
      .items[0];
    expect(line?.price).toBe(15_000 + 4000 + 5000);
    expect(line?.options.map((option) => option.name)).toEqual(['Level 3', 'Telur', 'Keju']);
    const after = await stockByName(ctx, t);
    expect(Number(before[kitchen.telur.name]) - Number(after[kitchen.telur.name])).toBe(2);
    // Paid: the day's report counts each chosen option by its portions.
    const sale = response.json<{ order: { _id: string; grandTotal: number } }>().order;
    await payOk(ctx, t.cashier.token, { orderId: sale._id, method: 'CASH', cashReceived: sale.grandTotal });
    const report = await posCall(ctx, 'GET', '/pos/reports/daily', { token: t.admin.token });
    expect(report.statusCode, report.body).toBe(200);
    expect(dailySummary.parse(report.json()).topOptions).toEqual([
      { group: 'Level pedas', name: 'Level 3', qty: 1 },
      { group: 'Tambahan', name: 'Keju', qty: 1 },
      { group: 'Tambahan', name: 'Telur', qty: 1 },
    ]);
  });

  it('refuses a sale with two levels in a pick-one group live, but records it replayed from the offline queue', async () => {
    const { t, kitchen } = await freshPos(ctx, { openShifts: false });
    await openShiftOk(ctx, t.cashier.token, 0);
    const choices = await mieGorengGroups(ctx, t, kitchen.telur._id);
    await attachGroups(ctx, t, kitchen.nasi._id, [choices.level.id]);
    const payload = {
      items: [{ menuItemId: kitchen.nasi._id, qty: 1, options: [choices.level3, choices.level5] }],
    };
    const live = await posCall(ctx, 'POST', '/pos/orders', {
      token: t.cashier.token,
      key: randomUUID(),
      payload,
    });
    expect(live.statusCode, live.body).toBe(400);
    expect(errorOf(live).code).toBe('OPTION_CHOICE_INVALID');
    expect(await ordersOf(ctx, t.tenant.id)).toHaveLength(0);
    // Sold offline while the till's menu still allowed two (the group changed since): it happened.
    const replayed = await posCall(ctx, 'POST', '/pos/orders', {
      token: t.cashier.token,
      key: randomUUID(),
      replay: '1',
      payload,
    });
    expect(replayed.statusCode, replayed.body).toBe(201);
    expect(await ordersOf(ctx, t.tenant.id)).toHaveLength(1);
  });

  it('refuses an option deleted since, even replayed: it cannot be priced', async () => {
    const { t, kitchen } = await freshPos(ctx);
    const choices = await mieGorengGroups(ctx, t, kitchen.telur._id);
    await attachGroups(ctx, t, kitchen.nasi._id, [choices.level.id]);
    const payload = { items: [{ menuItemId: kitchen.nasi._id, qty: 1, options: [randomUUID()] }] };
    const replayed = await posCall(ctx, 'POST', '/pos/orders', {
      token: t.cashier.token,
      key: randomUUID(),
      replay: '1',
      payload,
    });
    expect(replayed.statusCode, replayed.body).toBe(400);
    expect(errorOf(replayed).code).toBe('OPTION_CHOICE_INVALID');
    expect(await ordersOf(ctx, t.tenant.id)).toHaveLength(0);
  });
});
