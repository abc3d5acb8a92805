import { randomUUID } from 'node:crypto';
import { expect, request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { staffOrderList } from '@meja/shared/contracts/orders';
import { posOrderCreated } from '@meja/shared/contracts/pos';
import type { TestTenant } from '@meja/shared/contracts/test-hooks';
import { test } from '../support/tenant';
import { menuItemIds, placeOrder, staffApi } from '../support/floor-orders';
import { loginAs } from '../support/login';
import { CASHIER_PASSWORD, createPosCashier } from '../support/pos-cashier';
import { shotsAtBothSizes } from '../support/shots';
import { uniqueSuffix } from '../support/tenant-api';

/**
 * One order lifecycle (issue 12), in Chromium: the confirmation's two states and the question before
 * un-confirming; a pay-first order reaching the kitchen paid; a POS sale of a dish on the kitchen
 * screen; READY taking cards off the queue into 'Baru saja READY', and Undo READY bringing one back.
 */
const SHOTS = '/work/shots/lead';
const short = (id: string, length: number) => id.slice(-length).toUpperCase();

/** A POS sale of one dish by a cashier of its own (its own open shift), paid in cash. */
async function posSale(tenant: TestTenant, menuItemId: string): Promise<string> {
  const email = await createPosCashier(tenant);
  const pos = await playwrightRequest.newContext({ baseURL: test.info().project.use.baseURL });
  const headers = { 'X-Tenant-Slug': tenant.slug };
  const post = async (path: string, data: unknown) => {
    const response = await pos.post(`/api/v1/pos${path}`, {
      headers: { ...headers, 'Idempotency-Key': randomUUID() },
      data,
    });
    expect(response.status(), await response.text()).toBeLessThan(300);
    return response;
  };
  await post('/auth/login', { email, password: CASHIER_PASSWORD });
  await post('/pos/shifts/open', { openingCash: 0 });
  const sale = await post('/pos/orders', { items: [{ menuItemId, qty: 1 }] });
  const orderId = posOrderCreated.parse(await sale.json()).order._id;
  await post('/pay/create-intent', { orderId, method: 'CASH' });
  await pos.dispose();
  return orderId;
}

async function cancelLeftovers(staff: APIRequestContext, slug: string, ids: readonly string[]) {
  for (const id of ids)
    await staff.patch(`/api/v1/tenant/${slug}/orders/${id}`, { data: { status: 'CANCELLED' } });
}

test('confirmation states, pay-first and POS orders in the kitchen, READY and Undo READY', async ({
  browser,
  request,
  tenant,
}) => {
  const run = uniqueSuffix();
  const [dish, drink] = await menuItemIds(request, tenant.slug, 2);
  if (!dish || !drink) throw new Error('the demo menu has no dishes');
  const confirmLater = await placeOrder(request, tenant.slug, {
    table: `L1-${run}`,
    items: [{ menuItemId: dish, qty: 1 }],
  });
  const payFirst = await placeOrder(request, tenant.slug, {
    table: `L2-${run}`,
    items: [{ menuItemId: drink, qty: 2 }],
  });
  const admin = await staffApi(tenant.staff.admin);
  const created: string[] = [confirmLater, payFirst];
  try {
    const cashierContext = await browser.newContext({ viewport: { width: 1366, height: 768 } });
    const cashier = await cashierContext.newPage();
    await loginAs(cashier, tenant.staff.cashier);
    await cashier.goto(`/${tenant.slug}/admin/orders`);
    const row = cashier.locator(`[data-order-id="${confirmLater}"]`);
    const id6 = short(confirmLater, 6);

    // 'Konfirmasi' while waiting; once confirmed it says so and offers to un-confirm.
    await row.getByRole('button', { name: `Konfirmasi order ${id6}` }).click();
    await expect(row).toContainText('Terkonfirmasi');
    const unconfirm = row.getByRole('button', { name: `Batalkan konfirmasi order ${id6}` });
    await expect(unconfirm).toBeVisible();
    await shotsAtBothSizes(cashier, SHOTS, 'orders-confirmed');

    // Un-confirming asks first; 'Tetap terkonfirmasi' changes nothing.
    await unconfirm.click();
    const question = cashier.getByRole('dialog', { name: `Batalkan konfirmasi pesanan #${id6}?` });
    await expect(question).toContainText('Stok bahan yang sudah dipotong dikembalikan.');
    await shotsAtBothSizes(cashier, SHOTS, 'orders-unconfirm-dialog');
    await question.getByRole('button', { name: 'Tetap terkonfirmasi' }).click();
    await expect(question).toBeHidden();
    await expect(row).toContainText('Terkonfirmasi');
    await unconfirm.click();
    await question.getByRole('button', { name: 'Batalkan konfirmasi' }).click();
    await expect(question).toBeHidden();
    await expect(row.getByRole('button', { name: `Konfirmasi order ${id6}` })).toBeVisible();
    await row.getByRole('button', { name: `Konfirmasi order ${id6}` }).click();
    await expect(row).toContainText('Terkonfirmasi');
    // The detail dialog asks the same question before un-confirming.
    await row.getByRole('button', { name: `#${id6}` }).click();
    const detail = cashier.getByRole('dialog', { name: `Pesanan #${id6}` });
    await detail.getByRole('button', { name: 'Batalkan konfirmasi' }).click();
    const asked = cashier.getByRole('dialog', { name: `Batalkan konfirmasi pesanan #${id6}?` });
    await expect(asked).toBeVisible();
    await asked.getByRole('button', { name: 'Tetap terkonfirmasi' }).click();
    await expect(asked).toBeHidden();
    await detail.getByRole('button', { name: 'Tutup' }).click();
    await expect(row).toContainText('Terkonfirmasi');

    // A pay-first diner pays at the counter without being confirmed: PAID, confirmed, cooked.
    const paid = await admin.post(`/api/v1/tenant/${tenant.slug}/payments`, {
      data: { orderId: payFirst, method: 'QRIS', amount: await grandTotalOf(admin, tenant.slug, payFirst) },
    });
    expect(paid.status(), await paid.text()).toBe(201);
    const paidRow = cashier.locator(`[data-order-id="${payFirst}"]`);
    await expect(paidRow).toContainText('Sudah dibayar', { timeout: 12_000 });
    // SPEC §4's kitchen state of a confirmed order not READY yet, paid or not.
    await expect(paidRow).toContainText('PENDING • Confirmed');

    // A POS sale of a dish goes to the kitchen too.
    const posOrder = await posSale(tenant, dish);
    created.push(posOrder);

    const kitchenContext = await browser.newContext({ viewport: { width: 1366, height: 768 } });
    const kitchen = await kitchenContext.newPage();
    await loginAs(kitchen, tenant.staff.kitchen);
    await kitchen.goto(`/${tenant.slug}/admin/kitchen`);
    const card = (id: string) => kitchen.locator(`[data-kitchen-order="${id}"]`);
    await expect(card(confirmLater)).toContainText(`Meja L1-${run}`);
    await expect(card(payFirst)).toContainText('Lunas');
    await expect(card(posOrder)).toContainText('Kasir (POS)');
    await expect(card(posOrder)).toContainText('Lunas');
    await shotsAtBothSizes(kitchen, SHOTS, 'kitchen-paid-and-pos');

    // READY takes the card off the queue into 'Baru saja READY'; Undo READY brings it back.
    await card(payFirst)
      .getByRole('button', { name: `READY Meja L2-${run}` })
      .click();
    await expect(card(payFirst)).toBeHidden();
    const strip = kitchen.getByRole('region', { name: 'Baru saja READY' });
    const recent = strip.locator(`[data-recently-ready="${payFirst}"]`);
    await expect(recent).toContainText(`Meja L2-${run}`);
    await expect(recent).toContainText('Lunas');
    await shotsAtBothSizes(kitchen, SHOTS, 'kitchen-recently-ready');
    // Paid and READY: closed on the cashier's list.
    await expect(paidRow.getByRole('button', { name: `CLOSED order ${short(payFirst, 6)}` })).toBeDisabled({
      timeout: 12_000,
    });
    await recent.getByRole('button', { name: `Undo READY Meja L2-${run}` }).click();
    await expect(card(payFirst)).toBeVisible();
    await expect(paidRow.getByRole('button', { name: `CLOSE order ${short(payFirst, 6)}` })).toBeEnabled({
      timeout: 12_000,
    });

    await cashierContext.close();
    await kitchenContext.close();
  } finally {
    await cancelLeftovers(admin, tenant.slug, created);
    await admin.dispose();
  }
});

async function grandTotalOf(staff: APIRequestContext, slug: string, orderId: string): Promise<number> {
  const response = await staff.get(`/api/v1/tenant/${slug}/orders`);
  const order = staffOrderList.parse(await response.json()).orders.find((listed) => listed._id === orderId);
  if (!order) throw new Error(`order ${orderId} not listed`);
  return order.grandTotal;
}
