import { expect, test } from '@playwright/test';
import { seriousViolations } from '../support/axe';

const SLUG = 'warung-demo';

test.use({ viewport: { width: 390, height: 844 } });

test('the WhatsApp opt-in banner asks for a number, records it and then stays hidden', async ({ page }) => {
  // The demo tenant has opt-in off: the resolve answer is switched on for this test.
  await page.route(`**/api/v1/public/resolve/${SLUG}`, async (route) => {
    const response = await route.fetch();
    const body: unknown = await response.json();
    const tenant = typeof body === 'object' && body !== null ? body : {};
    await route.fulfill({ response, json: { ...tenant, waOptinEnabled: true } });
  });
  await page.goto(`/${SLUG}/menu`);
  const banner = page.getByRole('complementary', { name: 'WhatsApp' });
  await expect(banner.getByText('Kirim WA untuk dapatkan souvenir menarik')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await banner.getByRole('button', { name: 'Kirim' }).click();
  await expect(banner.getByText('Masukkan nomor WhatsApp')).toBeVisible();
  await banner.getByLabel('Kirim WA untuk dapatkan souvenir menarik').fill('0812 3456 7890');
  await banner.getByRole('button', { name: 'Kirim' }).click();
  await expect(page.getByText('Terima kasih! Nomor Anda sudah kami catat.')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'WARUNG DEMO' })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'WhatsApp' })).toHaveCount(0);
});

test('ad placeholder, Instagram copy-link toast and the item detail page', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(`/${SLUG}/menu`);
  await expect(page.getByText('Space iklan')).toBeVisible();
  await page.getByRole('button', { name: 'Instagram' }).click();
  await expect(page.getByText('Link disalin. Tempel di Instagram Bio/DM.')).toBeVisible();

  const firstCard = page.locator('section').first().getByRole('listitem').first();
  const name = (await firstCard.getByRole('button').getAttribute('aria-label'))?.replace(
    /^Tambah | ke keranjang$/g,
    '',
  );
  await firstCard.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await page.getByRole('button', { name: /^Tambah .* ke keranjang$/ }).click();
  await expect(page).toHaveURL(new RegExp(`/${SLUG}/menu$`));
  await expect(page.getByRole('link', { name: 'Keranjang, 1 item' })).toBeVisible();

  await page.goto(`/${SLUG}/menu/00000000-0000-7000-8000-000000000000`);
  await expect(page.getByText('Menu tidak ditemukan')).toBeVisible();
});

test('going back from the menu asks to bookmark it first', async ({ page }) => {
  await page.goto('/');
  await page.goto(`/${SLUG}/menu`);
  await expect(page.getByRole('heading', { level: 1, name: 'WARUNG DEMO' })).toBeVisible();

  await page.goBack();
  const dialog = page.getByRole('dialog', { name: 'Simpan Halaman Ini' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Bookmark sekarang' }).click();
  await expect(dialog.getByText(/Tambahkan ke bookmark/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Tetap di sini' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/${SLUG}/menu$`));

  await page.goBack();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Lanjutkan keluar' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('a restaurant that is not taking orders shows why instead of the order button; tax follows its rule', async ({
  page,
}) => {
  await page.route(`**/api/v1/public/resolve/${SLUG}`, async (route) => {
    const response = await route.fetch();
    const body: unknown = await response.json();
    const tenant = typeof body === 'object' && body !== null ? body : {};
    await route.fulfill({ response, json: { ...tenant, acceptingOrders: false, taxPercent: 110 } });
  });
  await page.goto(`/${SLUG}/menu`);
  await page
    .locator('section')
    .first()
    .getByRole('button', { name: /^Tambah .* ke keranjang$/ })
    .first()
    .click();
  await page.getByRole('link', { name: 'Keranjang, 1 item' }).click();
  await expect(page.getByText('Restoran sedang tidak menerima pesanan.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pesan Sekarang' })).toHaveCount(0);
  await expect(page.getByText('PPN 10% (termasuk)')).toBeVisible();
});
