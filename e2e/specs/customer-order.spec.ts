import { expect, type Page } from '@playwright/test';
import { test } from '../support/tenant';
import { seriousViolations } from '../support/axe';

test.use({ viewport: { width: 390, height: 844 } });

async function addTwoItemsAndOpenCart(page: Page, slug: string) {
  await page.goto(`/${slug}/menu`);
  const plus = page
    .locator('section')
    .first()
    .getByRole('button', { name: /^Tambah .* ke keranjang$/ });
  await plus.nth(0).click();
  await plus.nth(1).click();
  await page.getByRole('link', { name: 'Keranjang 2 item' }).click();
  await expect(page.locator('[data-cart-line]')).toHaveCount(2);
}

test.describe('diner order', () => {
  test('a diner orders for table A1 and lands on tracking, waiting for confirmation', async ({
    page,
    tenant,
  }) => {
    await addTwoItemsAndOpenCart(page, tenant.slug);
    await page.getByLabel('Nomor meja').fill('a1');
    await page.getByLabel('Keterangan').fill('tidak pedas');
    await page.getByRole('button', { name: 'Pesan Sekarang' }).click();

    await expect(page).toHaveURL(
      new RegExp(`/${tenant.slug}/order-track/[0-9a-f-]{36}\\?token=.+&table=A1$`),
    );
    await expect(page.getByRole('heading', { level: 1, name: 'Order Tracking — Meja: A1' })).toBeVisible();
    await expect(page.locator('[data-kitchen-status]')).toHaveText('Menunggu konfirmasi');
    await expect(page.locator('[data-order-detail]').getByText('Belum ada')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    // The cart was emptied and the table remembered.
    await page.goto(`/${tenant.slug}/cart`);
    await expect(page.getByText('Keranjang kosong.')).toBeVisible();
    await expect(page.getByLabel('Nomor meja')).toHaveValue('A1');
  });

  test('tracking by table shows the open orders of that table', async ({ page, tenant }) => {
    const table = `T${Date.now().toString(36).slice(-5).toUpperCase()}`;
    for (let round = 0; round < 2; round += 1) {
      await addTwoItemsAndOpenCart(page, tenant.slug);
      await page.getByLabel('Nomor meja').fill(table);
      await page.getByRole('button', { name: 'Pesan Sekarang' }).click();
      await expect(page.locator('[data-kitchen-status]')).toHaveText('Menunggu konfirmasi');
    }

    await page.goto(`/${tenant.slug}/order-track`);
    await expect(page.getByLabel('Masukkan Nomor Meja')).toHaveValue(table);
    await page.getByRole('button', { name: 'Lihat Pesanan' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: `Order Tracking — Meja: ${table}` }),
    ).toBeVisible();
    await expect(page.locator('[data-kitchen-status]')).toHaveText('Menunggu konfirmasi');
    // The other open order of the table is listed with its 4-character id.
    const rows = page.locator('[data-table-orders] tbody tr');
    await expect(rows).toHaveCount(1);
    await expect(rows.first().locator('td').first()).toHaveText(/^[0-9A-F]{4}$/);
    await expect(rows.first()).toContainText('Menunggu konfirmasi');
  });
});
