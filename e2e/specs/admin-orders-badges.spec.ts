import { expect, type Locator } from '@playwright/test';
import { staffOrderList } from '@meja/shared/contracts/orders';
import { test } from '../support/tenant';
import { menuItemIds, patchOrder, placeOrder, staffApi } from '../support/floor-orders';
import { loginAs } from '../support/login';
import { uniqueSuffix } from '../support/tenant-api';

/* Issue 12: on a 390 px phone the kitchen badge of the orders list ran into the payment badge. */

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not drawn');
  return box;
}

function overlap(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

function inside(inner: Box, outer: Box): boolean {
  const slack = 0.5;
  return (
    inner.x >= outer.x - slack &&
    inner.y >= outer.y - slack &&
    inner.x + inner.width <= outer.x + outer.width + slack &&
    inner.y + inner.height <= outer.y + outer.height + slack
  );
}

test('the kitchen and payment badges of an order never overlap, on a phone or a laptop', async ({
  page,
  request,
  tenant,
}) => {
  const suffix = uniqueSuffix();
  const [dish] = await menuItemIds(request, tenant.slug, 1);
  const items = [{ menuItemId: dish ?? '', qty: 1 }];
  const waiting = await placeOrder(request, tenant.slug, { table: `BW-${suffix}`, items });
  // The longest pair: confirmed ('PENDING • Confirmed') and paid ('Sudah dibayar').
  const paid = await placeOrder(request, tenant.slug, { table: `BP-${suffix}`, items });
  const cashier = await staffApi(tenant.staff.cashier);
  await patchOrder(cashier, tenant.slug, paid, { confirmed: true });
  const list = await cashier.get(`/api/v1/tenant/${tenant.slug}/orders`);
  const paidOrder = staffOrderList.parse(await list.json()).orders.find((order) => order._id === paid);
  const payment = await cashier.post(`/api/v1/tenant/${tenant.slug}/payments`, {
    data: { orderId: paid, method: 'CASH', amount: Number(paidOrder?.grandTotal) },
  });
  expect(payment.status(), await payment.text()).toBe(201);

  await loginAs(page, tenant.staff.cashier);
  for (const [width, height] of [
    [390, 844],
    [360, 740],
    [1366, 768],
    [1280, 800],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.goto(`/${tenant.slug}/admin/orders`);
    for (const orderId of [waiting, paid]) {
      const row = page.locator(`tr[data-order-id="${orderId}"]`);
      await expect(row).toBeVisible();
      const kitchenCell = row.getByRole('cell').filter({ has: page.getByText(/PENDING|READY|CANCELLED/) });
      const paymentCell = row.getByRole('cell').filter({ has: page.getByText(/Belum ada|Sudah dibayar/) });
      const kitchen = await boxOf(kitchenCell.locator('p > span'));
      const paymentBadge = await boxOf(paymentCell.locator('p > span'));
      const where = `${orderId} at ${width} px`;
      expect(overlap(kitchen, paymentBadge), where).toBe(false);
      expect(inside(kitchen, await boxOf(kitchenCell)), where).toBe(true);
      expect(inside(paymentBadge, await boxOf(paymentCell)), where).toBe(true);
      expect(inside(await boxOf(kitchenCell), await boxOf(row)), where).toBe(true);
    }
    await expect(page.locator(`tr[data-order-id="${paid}"]`)).toContainText('Sudah dibayar');
  }

  // Tidy up: these orders must not stay in the shared kitchen queue (a paid one cannot be cancelled).
  await patchOrder(cashier, tenant.slug, waiting, { status: 'CANCELLED' });
  await patchOrder(cashier, tenant.slug, paid, { ready: true }, '/ready');
  await cashier.dispose();
});
