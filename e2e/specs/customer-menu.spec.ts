import { expect } from '@playwright/test';
import { test } from '../support/tenant';
import { seriousViolations } from '../support/axe';

test.use({ viewport: { width: 390, height: 844 } });

test.describe('diner menu and cart', () => {
  test('the menu shows the restaurant, its sections in order and no site navigation', async ({
    page,
    tenant,
  }) => {
    await page.goto(`/${tenant.slug}/menu`);
    await expect(page.getByRole('heading', { level: 1, name: tenant.name })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Reservasi Hub' })).toHaveAttribute(
      'href',
      'https://wa.me/6281234567890',
    );
    const titles = await page.getByRole('heading', { level: 2 }).allTextContents();
    expect(titles.slice(0, 3)).toEqual(['Spesial Hari Ini', 'Favorit', 'UTAMA']);
    expect(titles).toEqual(expect.arrayContaining(['CAMILAN', 'MINUMAN']));
    await expect(page.getByRole('link', { name: 'Login' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Order Tracking' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Minuman' })).toBeEnabled();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('adding two items shows the toast and fills the cart; the cart edits lines and totals', async ({
    page,
    tenant,
  }) => {
    await page.goto(`/${tenant.slug}/menu`);
    const firstSection = page.locator('section').first();
    const plus = firstSection.getByRole('button', { name: /^Tambah .* ke keranjang$/ });
    await plus.nth(0).click();
    await expect(page.getByText(/ditambahkan ke keranjang$/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Lihat Keranjang' })).toBeVisible();
    await plus.nth(1).click();
    await expect(page.getByRole('link', { name: 'Keranjang 2 item' })).toBeVisible();

    await page.getByRole('link', { name: 'Keranjang 2 item' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Keranjang' })).toBeVisible();
    const lines = page.locator('[data-cart-line]');
    await expect(lines).toHaveCount(2);
    await expect(page.getByText('PPN 11%')).toBeVisible();
    await expect(page.getByText('Total (incl. PPN)')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    // Quantity: + then a typed 0 is clamped to 1.
    const first = lines.first();
    await first.getByRole('button', { name: /^Tambah (?!catatan)/ }).click();
    await expect(first.getByRole('spinbutton')).toHaveValue('2');
    await first.getByRole('spinbutton').fill('0');
    await expect(first.getByRole('spinbutton')).toHaveValue('1');

    // Ordering without a table is refused on the screen.
    await page.getByRole('button', { name: 'Pesan Sekarang' }).click();
    await expect(page.getByText('Nomor meja wajib diisi.')).toBeVisible();

    await first.getByRole('button', { name: 'Hapus' }).click();
    await expect(lines).toHaveCount(1);
    await page.getByRole('button', { name: 'Bersihkan' }).click();
    await expect(page.getByText('Keranjang kosong.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Pesan Sekarang' })).toBeDisabled();
  });

  test('the tracking page asks for a table, upper-cased', async ({ page, tenant }) => {
    await page.goto(`/${tenant.slug}/order-track`);
    await expect(page.getByRole('heading', { level: 1, name: 'Order Tracking' })).toBeVisible();
    await page.getByLabel('Masukkan Nomor Meja').fill('b7');
    await expect(page.getByLabel('Masukkan Nomor Meja')).toHaveValue('B7');
    await page.getByLabel('Masukkan Nomor Meja').press('Enter');
    await expect(page).toHaveURL(new RegExp(`/${tenant.slug}/order-track\\?table=B7$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Order Tracking — Meja: B7' })).toBeVisible();
  });
});
