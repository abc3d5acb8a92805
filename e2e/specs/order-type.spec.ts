import { expect, type Page } from '@playwright/test';
import { loginAs } from '../support/login';
import { cashierAtTill, tapDishes } from '../support/pos-cashier';
import { shotsAtBothSizes } from '../support/shots';
import { test } from '../support/tenant';

/*
 * Issue 20: an order is eaten here or taken away. The diner orders a takeaway under a name; the
 * cashier sells one at the counter; the kitchen card, the receipt, the tracked order, the admin's
 * orders and the profit-and-loss report each say so.
 */

const SHOTS = '/work/shots/h20';
const DISH = 'MIE GORENG JAWA';

test.use({ failOnConsoleErrors: true });

async function takeawayRevenue(page: Page): Promise<number> {
  const line = page.locator('[data-pnl="revenue-TAKEAWAY"]');
  await expect(line).toBeVisible();
  return Number(await line.getAttribute('data-amount'));
}

test('a diner orders a takeaway under a name; the tracked order and the admin’s list say so', async ({
  page,
  browser,
  tenant,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/${tenant.slug}/menu`);
  await page
    .getByRole('button', { name: new RegExp(`^Tambah ${DISH} ke keranjang$`, 'i') })
    .first()
    .click();
  await page.getByRole('link', { name: 'Keranjang 1 item' }).click();

  const type = page.getByRole('group', { name: 'Jenis pesanan' });
  await expect(type.getByRole('radio', { name: 'Makan di sini' })).toBeChecked();
  await type.getByText('Bawa pulang').click();
  await expect(type.getByRole('radio', { name: 'Bawa pulang' })).toBeChecked();
  await page.getByRole('button', { name: 'Pesan Sekarang' }).click();
  await expect(page.getByText('Nama atau nomor pengambilan wajib diisi.')).toBeVisible();
  const name = page.getByLabel(/^Nama atau nomor pengambilan/);
  await name.fill('budi');
  await expect(name).toHaveValue('BUDI');
  await shotsAtBothSizes(page, SHOTS, 'order-type-cart');

  await page.getByRole('button', { name: 'Pesan Sekarang' }).click();
  await expect(page.getByRole('heading', { name: 'Order Tracking — Bawa pulang: BUDI' })).toBeVisible();
  await expect(page.locator('[data-order-detail]')).toContainText('Bawa pulang · BUDI');
  await shotsAtBothSizes(page, SHOTS, 'order-type-tracking');
  const orderId = page.url().split('/order-track/')[1]?.split('?')[0] ?? '';

  // A takeaway's name is not a table: the next order's table is still empty.
  await page.goto(`/${tenant.slug}/cart`);
  await expect(page.getByLabel(/^Nomor meja/)).not.toHaveValue('BUDI');

  const admin = await (await browser.newContext({ viewport: { width: 1366, height: 768 } })).newPage();
  await loginAs(admin, tenant.staff.admin);
  await admin.goto(`/${tenant.slug}/admin/orders`);
  const row = admin.locator(`tr[data-order-id="${orderId}"]`);
  await expect(row).toContainText('BUDI');
  await expect(row.locator('[data-takeaway]')).toHaveText('Bawa pulang');
  await shotsAtBothSizes(admin, SHOTS, 'order-type-admin-orders');
  await admin.context().close();
});

test('a takeaway sold at the POS is on the kitchen card, the receipt and the report’s takeaway line', async ({
  browser,
  tenant,
}) => {
  test.setTimeout(90_000);
  const admin = await (await browser.newContext({ viewport: { width: 1366, height: 768 } })).newPage();
  await loginAs(admin, tenant.staff.admin);
  await admin.goto(`/${tenant.slug}/admin/reports`);
  const before = await takeawayRevenue(admin);

  const page = await cashierAtTill(browser, tenant, 100_000);
  const cart = page.locator('#pos-cart');
  await cart.getByRole('button', { name: 'Bawa pulang' }).click();
  await cart.getByLabel('Nama atau nomor (opsional)').fill('siti');
  await tapDishes(page, [DISH]);
  await shotsAtBothSizes(page, SHOTS, 'order-type-pos-cart');
  const total = Number((await cart.locator('[data-cart-total]').getAttribute('data-amount')) ?? NaN);

  await page.getByRole('group', { name: 'Bayar' }).getByRole('button', { name: 'Cash', exact: true }).click();
  const cash = page.getByRole('dialog', { name: 'Bayar tunai' });
  await cash.getByLabel('Uang diterima (Rp)').fill('100000');
  await cash.getByRole('button', { name: 'Bayar tunai' }).click();
  const last = page.getByRole('region', { name: 'Transaksi terakhir', exact: true });
  await last.getByText('Lihat struk').click();
  await expect(last.locator('[data-receipt]')).toContainText('Bawa pulang · SITI');
  // The next sale starts as eaten here again.
  await expect(cart.getByRole('button', { name: 'Makan di sini' })).toHaveAttribute('aria-pressed', 'true');

  const kitchen = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
  await loginAs(kitchen, tenant.staff.kitchen);
  await kitchen.goto(`/${tenant.slug}/admin/kitchen`);
  const card = kitchen.locator('[data-kitchen-order]').filter({ hasText: 'a.n. SITI' });
  await expect(card).toHaveCount(1);
  await expect(card.locator('[data-takeaway]')).toHaveText('BAWA PULANG');
  await shotsAtBothSizes(kitchen, SHOTS, 'order-type-kitchen');

  await admin.reload();
  await expect.poll(() => takeawayRevenue(admin)).toBe(before + total);
  await shotsAtBothSizes(admin, SHOTS, 'order-type-report');
  await kitchen.context().close();
  await page.context().close();
  await admin.context().close();
});
