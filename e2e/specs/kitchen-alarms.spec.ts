import { expect } from '@playwright/test';
import { staffOrderList } from '@meja/shared/contracts/orders';
import { test } from '../support/tenant';
import { menuItemIds, patchOrder, placeOrder, staffApi } from '../support/floor-orders';
import { loginAs } from '../support/login';
import { shotsAtBothSizes } from '../support/shots';
import { uniqueSuffix } from '../support/tenant-api';

/**
 * The kitchen's alarms (issue 21), in Chromium: the admin sets the minutes; a card turns amber, then
 * red, as it ages from its confirmation; a new confirmed order flashes and rings (after one tap armed
 * the sound); the bump bar's key 1 marks the first card READY.
 */
const SHOTS = '/work/shots/kitchen-alarms';
const MINUTE = 60_000;

test('amber and red cards, a new order that flashes and rings, and a bump bar key', async ({
  page,
  request,
  tenant,
}) => {
  const run = uniqueSuffix();
  const [dish] = await menuItemIds(request, tenant.slug, 1);
  if (!dish) throw new Error('the demo menu has no dishes');

  // The admin sets amber after 5 minutes and red after 15; amber must stay below red.
  await loginAs(page, tenant.staff.admin);
  await page.goto(`/${tenant.slug}/admin/settings`);
  const card = page.getByRole('form', { name: 'Alarm dapur' });
  await card.getByLabel('Kuning setelah (menit)').fill('20');
  await card.getByLabel('Merah setelah (menit)').fill('15');
  await card.getByRole('button', { name: 'Simpan' }).click();
  await expect(card).toContainText('Batas kuning harus lebih kecil dari batas merah.');
  await card.getByLabel('Kuning setelah (menit)').fill('5');
  await card.getByRole('button', { name: 'Simpan' }).click();
  await expect(card).toContainText('Pengaturan disimpan');
  await shotsAtBothSizes(page, SHOTS, 'settings-kitchen-alarms');

  const staff = await staffApi(tenant.staff.admin);
  const orders: string[] = [];
  try {
    for (const table of [`K1-${run}`, `K2-${run}`]) {
      const id = await placeOrder(request, tenant.slug, { table, items: [{ menuItemId: dish, qty: 1 }] });
      await patchOrder(staff, tenant.slug, id, { confirmed: true });
      orders.push(id);
    }
    // Every oscillator the page starts is counted: the sound is made in code.
    await page.addInitScript({
      content: `(() => {
        const original = AudioContext.prototype.createOscillator;
        AudioContext.prototype.createOscillator = function () {
          window.meja_tones = (window.meja_tones || 0) + 1;
          return original.call(this);
        };
      })();`,
    });

    // Seven minutes later on the kitchen's clock: both cards are amber.
    const start = Date.now();
    await page.clock.setFixedTime(start + 7 * MINUTE);
    await page.goto(`/${tenant.slug}/admin/kitchen`);
    const kitchenCard = (id: string) => page.locator(`[data-kitchen-order="${id}"]`);
    for (const id of orders) await expect(kitchenCard(id)).toHaveAttribute('data-level', 'amber');
    await expect(kitchenCard(orders[0] ?? '')).toContainText('7 menit · SEGERA');

    // One tap arms the sound; a new confirmed order then flashes and rings.
    await page.getByRole('heading', { name: 'Kitchen' }).click();
    const third = await placeOrder(request, tenant.slug, {
      table: `K3-${run}`,
      items: [{ menuItemId: dish, qty: 2 }],
    });
    orders.push(third);
    await patchOrder(staff, tenant.slug, third, { confirmed: true });
    await expect(kitchenCard(third)).toHaveAttribute('data-new', 'true');
    await expect(kitchenCard(third)).toContainText('BARU');
    await expect
      .poll(() => page.evaluate(() => Number(Reflect.get(globalThis, 'meja_tones') ?? 0)))
      .toBeGreaterThanOrEqual(2);

    // Sixteen minutes on: the first two are red.
    await page.clock.setFixedTime(start + 16 * MINUTE);
    await page.reload();
    await expect(kitchenCard(orders[0] ?? '')).toHaveAttribute('data-level', 'red');
    await expect(kitchenCard(orders[0] ?? '')).toContainText('16 menit · TERLAMBAT');
    await shotsAtBothSizes(page, SHOTS, 'kitchen-late-cards');

    // The bump bar's 1: the first card in the queue is READY.
    await page.keyboard.press('1');
    await expect(kitchenCard(orders[0] ?? '')).toBeHidden();
    await expect(kitchenCard(orders[1] ?? '')).toBeVisible();
    const listed = await staff.get(`/api/v1/tenant/${tenant.slug}/orders`);
    const stored = staffOrderList.parse(await listed.json()).orders;
    expect(stored.find((order) => order._id === orders[0])?.ready).toBe(true);
    expect(stored.find((order) => order._id === orders[1])?.ready).toBe(false);
  } finally {
    for (const id of orders) {
      await staff.patch(`/api/v1/tenant/${tenant.slug}/orders/${id}`, { data: { status: 'CANCELLED' } });
    }
    await staff.dispose();
  }
});
