import { expect } from '@playwright/test';
import { test } from '../support/tenant';
import { ordersByTable } from '@meja/shared/contracts/orders';

test.use({ viewport: { width: 390, height: 844 } });

test('an order placed offline is queued and created exactly once when the phone is back online', async ({
  page,
  context,
  request,
  tenant,
}) => {
  const table = `OFF${Date.now().toString(36).slice(-5).toUpperCase()}`;
  await page.goto(`/${tenant.slug}/menu`);
  const plus = page
    .locator('section')
    .first()
    .getByRole('button', { name: /^Tambah .* ke keranjang$/ });
  await plus.nth(0).click();
  await plus.nth(1).click();
  await page.getByRole('link', { name: 'Keranjang 2 item' }).click();
  await expect(page.locator('[data-cart-line]')).toHaveCount(2);
  await page.getByLabel('Nomor meja').fill(table);
  await page.waitForLoadState('networkidle');

  await context.setOffline(true);
  await page.getByRole('button', { name: 'Pesan Sekarang' }).click();
  await expect(page).toHaveURL(new RegExp(`/${tenant.slug}/menu$`));
  await expect(
    page.getByText('Pesanan disimpan offline dan akan dikirim otomatis saat tersambung internet.'),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Keranjang 0 item' })).toBeVisible();

  const byTable = async () => {
    const response = await request.get(
      `/api/v1/public/${tenant.slug}/orders/by-table/${table}?t=${Date.now()}`,
    );
    expect(response.status()).toBe(200);
    return ordersByTable.parse(await response.json()).items.length;
  };
  expect(await byTable()).toBe(0);

  await context.setOffline(false);
  await expect.poll(byTable, { timeout: 15_000 }).toBe(1);

  // Issue 12: once sent, the notice says so (it used to stay), with the way to follow the order.
  const queued = page.getByText(
    'Pesanan disimpan offline dan akan dikirim otomatis saat tersambung internet.',
  );
  await expect(queued).toBeHidden();
  const sent = page
    .getByRole('status')
    .filter({ hasText: 'Pesanan yang disimpan offline sudah terkirim ke restoran.' });
  await expect(sent).toBeVisible();
  await sent.getByRole('link', { name: 'Lacak pesanan' }).click();
  await expect(page).toHaveURL(
    new RegExp(`/${tenant.slug}/order-track/[^/?]+\\?token=[^&]+&table=${table}$`),
  );
  await expect(
    page.getByRole('heading', { level: 1, name: `Order Tracking — Meja: ${table}` }),
  ).toBeVisible();
  await expect(page.getByText('Tidak ada pesanan aktif.')).toHaveCount(0);
  await page.goBack();
  await expect(sent).toBeVisible();

  // A reload replays the queue again at start-up: still exactly one order, and no notice of it.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: tenant.name })).toBeVisible();
  await page.waitForTimeout(2500);
  expect(await byTable()).toBe(1);
  await expect(queued).toHaveCount(0);
});
