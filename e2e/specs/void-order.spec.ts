import { expect } from '@playwright/test';
import { menuItemIds, patchOrder, placeOrder, staffApi } from '../support/floor-orders';
import { loginAs } from '../support/login';
import { shotsAtBothSizes } from '../support/shots';
import { test } from '../support/tenant';
import { uniqueSuffix } from '../support/tenant-api';

/*
 * Issue 20: voids after payment stay the admin's, with a reason, and the reports list them with
 * who and why.
 */

const SHOTS = '/work/shots/h20';

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
});
