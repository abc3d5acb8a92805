import { expect } from '@playwright/test';
import { orderDiscountsSaved } from '@meja/shared/contracts/discounts';
import { formatRupiah } from '@meja/shared/money';
import { menuItemIds, patchOrder, placeOrder, staffApi } from '../support/floor-orders';
import { loginAs } from '../support/login';
import { shotsAtBothSizes } from '../support/shots';
import { test } from '../support/tenant';
import { uniqueSuffix } from '../support/tenant-api';

/*
 * Issue 20: voids after payment stay the admin's, with a reason, and the reports list them with
 * who and why; a paid order's discount shows as its own line of the revenue, in the discounts list
 * and in the POS day report.
 */

const SHOTS = '/work/shots/h20';
const DISCOUNT_SHOTS = '/work/shots/reports-discounts';

test.use({ failOnConsoleErrors: true });

test('an admin voids a paid order with a reason, and the report lists who and why', async ({
  page,
  tenant,
}) => {
  const cashier = await staffApi(tenant.staff.cashier);
  const [dish = ''] = await menuItemIds(cashier, tenant.slug, 1);
  const orderId = await placeOrder(cashier, tenant.slug, {
    table: `V${uniqueSuffix().slice(-5)}`,
    items: [{ menuItemId: dish, qty: 2 }],
  });
  await patchOrder(cashier, tenant.slug, orderId, { status: 'PAID', confirmed: true });
  // Another order, 10 % off the Nasi Goreng line by the admin, then paid.
  const discounted = await placeOrder(cashier, tenant.slug, {
    table: `D${uniqueSuffix().slice(-5)}`,
    items: [{ menuItemId: dish, qty: 2 }],
  });
  const admin = await staffApi(tenant.staff.admin);
  const given = await admin.put(`/api/v1/tenant/${tenant.slug}/orders/${discounted}/discounts`, {
    data: { discounts: [{ line: 0, kind: 'PERCENT', value: 10, reason: 'Pelanggan tetap' }] },
  });
  expect(given.status(), await given.text()).toBe(200);
  const discount = orderDiscountsSaved.parse(await given.json()).order.discount;
  await admin.dispose();
  await patchOrder(cashier, tenant.slug, discounted, { status: 'PAID', confirmed: true });
  await cashier.dispose();
  const id6 = orderId.slice(-6).toUpperCase();

  await page.setViewportSize({ width: 1366, height: 768 });
  await loginAs(page, tenant.staff.admin);
  await page.goto(`/${tenant.slug}/admin/orders`);
  const row = page.locator(`tr[data-order-id="${orderId}"]`);
  await row.getByRole('button', { name: /\(detail\)$/ }).click();
  await page.getByRole('button', { name: 'Batalkan pesanan' }).click();

  const voiding = page.getByRole('dialog', { name: `Void pesanan #${id6}` });
  await expect(voiding).toContainText('sudah dibayar');
  await voiding.getByRole('button', { name: 'Void & kembalikan pembayaran' }).click();
  await expect(voiding.getByText('Tulis alasan void.')).toBeVisible();
  await voiding.getByLabel('Alasan void').fill('Tamu batal, <b>salah meja</b>');
  await shotsAtBothSizes(page, SHOTS, 'void-dialog');
  await voiding.getByRole('button', { name: 'Void & kembalikan pembayaran' }).click();
  await expect(voiding).toHaveCount(0);
  await expect(row).toContainText('CANCELLED');

  await page.goto(`/${tenant.slug}/admin/reports`);
  const entry = page.locator(`[data-void="${orderId}"]`);
  await expect(entry).toContainText('Tamu batal, <b>salah meja</b>');
  await expect(entry).toContainText('oleh');
  await expect(entry.locator('b')).toHaveCount(0);
  await entry.scrollIntoViewIfNeeded();
  await shotsAtBothSizes(page, SHOTS, 'void-report');

  // The discount: its own line under the dishes, and listed with the dish, why and who.
  await expect(page.locator('[data-pnl="discount"]')).toHaveAttribute('data-amount', String(-discount));
  const given10 = page.locator(`[data-discount="${discounted}"]`);
  await expect(given10).toContainText('10%');
  await expect(given10).toContainText('Pelanggan tetap');
  await expect(given10).toContainText('oleh');
  await expect(page.locator('[data-discount-total]')).toHaveAttribute(
    'data-discount-total',
    String(discount),
  );
  await page.locator('[data-pnl="sales"]').scrollIntoViewIfNeeded();
  await shotsAtBothSizes(page, DISCOUNT_SHOTS, 'admin-report');
  await page.goto(`/pos/${tenant.slug}/reports`);
  await expect(page.locator('[data-summary="discount"]')).toHaveText(formatRupiah(-discount));
  await shotsAtBothSizes(page, DISCOUNT_SHOTS, 'pos-report');
});
