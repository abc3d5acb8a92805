import { expect, type Page } from '@playwright/test';
import { test } from '../support/tenant';
import { seriousViolations } from '../support/axe';
import { overridePublicTenant } from '../support/public-tenant';
import { apiLogin, uniqueSuffix } from '../support/tenant-api';

test.use({ viewport: { width: 390, height: 844 } });

test('the WhatsApp opt-in banner asks for a number, records it and then stays hidden', async ({
  page,
  request,
  tenant,
}) => {
  // A new restaurant has the banner off (and the server then takes no opt-in): its admin turns it on.
  await apiLogin(request, tenant.staff.admin);
  const on = await request.patch(`/api/v1/tenant/${tenant.slug}/settings`, {
    data: { waOptinEnabled: true },
  });
  expect(on.status(), await on.text()).toBe(200);
  await page.goto(`/${tenant.slug}/menu`);
  const banner = page.getByRole('complementary', { name: 'WhatsApp' });
  await expect(banner.getByText('Kirim WA untuk dapatkan souvenir menarik')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await banner.getByRole('button', { name: 'Kirim' }).click();
  await expect(banner.getByText('Masukkan nomor WhatsApp')).toBeVisible();
  await banner.getByLabel('Kirim WA untuk dapatkan souvenir menarik').fill('0812 3456 7890');
  await banner.getByRole('button', { name: 'Kirim' }).click();
  await expect(page.getByText('Terima kasih! Nomor Anda sudah kami catat.')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: tenant.name })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'WhatsApp' })).toHaveCount(0);
});

test('no ad slot in a production build without ad settings, Instagram copy-link toast and the item detail page', async ({
  page,
  context,
  tenant,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const response = await page.goto(`/${tenant.slug}/menu`);
  // The e2e server serves a production build without VITE_AD_CLIENT / VITE_AD_SLOT: diners see no
  // 'Space iklan' (a development build keeps it), and the server's still preview keeps no room for it.
  expect(await response?.text()).not.toContain('h-24');
  await expect(page.getByRole('heading', { level: 1, name: tenant.name })).toBeVisible();
  await expect(page.getByText('Space iklan')).toHaveCount(0);
  await expect(page.getByRole('complementary', { name: 'Iklan' })).toHaveCount(0);
  // On a phone the four share options sit behind 'Bagikan' in the top bar.
  await page.getByRole('button', { name: 'Bagikan', exact: true }).click();
  await page.getByRole('button', { name: 'Salin link untuk Instagram' }).click();
  await expect(page.getByText('Link disalin. Tempel di Instagram Bio/DM.')).toBeVisible();
  expect(await page.evaluate<string>('navigator.clipboard.readText()')).toBe(page.url());
  await expect(page.getByRole('button', { name: 'Bagikan', exact: true })).toBeFocused();
  await expect(page.getByText('Link disalin. Tempel di Instagram Bio/DM.')).toBeHidden({ timeout: 5000 });

  const firstCard = page.locator('section').first().getByRole('listitem').first();
  const name = (await firstCard.getByRole('button').getAttribute('aria-label'))?.replace(
    /^Tambah | ke keranjang$/g,
    '',
  );
  await firstCard.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await page.getByRole('button', { name: /^Tambah .* ke keranjang$/ }).click();
  await expect(page).toHaveURL(new RegExp(`/${tenant.slug}/menu$`));
  await expect(page.getByRole('link', { name: 'Keranjang 1 item' })).toBeVisible();

  await page.goto(`/${tenant.slug}/menu/00000000-0000-7000-8000-000000000000`);
  await expect(page.getByText('Menu tidak ditemukan')).toBeVisible();
});

test('going back from the menu asks to bookmark it first', async ({ page, tenant }) => {
  await page.goto('/');
  await page.goto(`/${tenant.slug}/menu`);
  await expect(page.getByRole('heading', { level: 1, name: tenant.name })).toBeVisible();

  await page.goBack();
  const dialog = page.getByRole('dialog', { name: 'Simpan Halaman Ini' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Bookmark sekarang' }).click();
  await expect(dialog.getByText(/Tambahkan ke bookmark/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Tetap di sini' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/${tenant.slug}/menu$`));

  await page.goBack();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Lanjutkan keluar' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('a restaurant that is not taking orders shows why instead of the add and order buttons; tax follows its rule', async ({
  page,
  tenant,
}) => {
  await page.goto(`/${tenant.slug}/menu`);
  const addButtons = page.getByRole('button', { name: /^Tambah .* ke keranjang$/ });
  await page
    .locator('section')
    .first()
    .getByRole('button', { name: /^Tambah .* ke keranjang$/ })
    .first()
    .click();
  await expect(page.getByRole('link', { name: 'Keranjang 1 item' })).toBeVisible();

  // The restaurant stops taking orders (its trial ended): the menu stays readable, without '+'.
  await overridePublicTenant(page, tenant.slug, { acceptingOrders: false, taxPercent: 110 });
  await page.reload();
  await expect(
    page.getByRole('status').filter({ hasText: 'Restoran sedang tidak menerima pesanan.' }),
  ).toBeVisible();
  await expect(page.locator('section').first().getByRole('listitem').first()).toBeVisible();
  await expect(addButtons).toHaveCount(0);

  await page.getByRole('link', { name: 'Keranjang 1 item' }).click();
  await expect(page.getByText('Restoran sedang tidak menerima pesanan.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pesan Sekarang' })).toHaveCount(0);
  await expect(page.getByText('PPN 10% (termasuk)')).toBeVisible();
});

test.describe('the top bar on a phone', () => {
  test('holds the share options behind one button, without overflowing at 390 px', async ({
    page,
    tenant,
  }) => {
    await page.goto(`/${tenant.slug}/menu`);
    const bar = page.getByRole('navigation', { name: 'Navigasi pelanggan' });
    const share = bar.getByRole('button', { name: 'Bagikan', exact: true });
    await expect(share).toBeVisible();
    await expect(bar.getByRole('link', { name: 'Order Tracking' })).toBeVisible();
    await expect(bar.getByRole('link', { name: 'Keranjang 0 item' })).toBeVisible();
    expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
    for (const control of [share, bar.getByRole('link', { name: 'Order Tracking' })]) {
      const box = await control.boundingBox();
      expect(box?.height).toBeGreaterThanOrEqual(44);
      expect((box?.x ?? -1) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
    }

    // Keyboard: open, Tab into the options, Escape closes and focus returns to 'Bagikan'.
    await share.focus();
    await page.keyboard.press('Enter');
    await expect(share).toHaveAttribute('aria-expanded', 'true');
    const options = bar.getByRole('group', { name: 'Bagikan halaman ini' });
    await expect(options.getByRole('link', { name: 'Bagikan ke WhatsApp' })).toHaveAttribute(
      'href',
      `https://wa.me/?text=${encodeURIComponent(`${tenant.name} ${page.url()}`)}`,
    );
    await expect(options.getByRole('link', { name: 'Bagikan ke Facebook' })).toHaveAttribute(
      'href',
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(page.url())}`,
    );
    await expect(options.getByRole('link', { name: 'Bagikan ke X' })).toHaveAttribute(
      'href',
      /^https:\/\/twitter\.com\/intent\/tweet\?url=/,
    );
    await expect(options.getByRole('button', { name: 'Salin link untuk Instagram' })).toBeVisible();
    const panel = await options.boundingBox();
    expect((panel?.x ?? -1) + (panel?.width ?? 0)).toBeLessThanOrEqual(390);
    await page.keyboard.press('Tab');
    await expect(options.getByRole('link', { name: 'Bagikan ke WhatsApp' })).toBeFocused();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(options).toBeHidden();
    await expect(share).toBeFocused();
    await expect(share).toHaveAttribute('aria-expanded', 'false');

    // A tap elsewhere closes it too.
    await share.click();
    await expect(options).toBeVisible();
    // Beside the panel, on the page (without the ad slot the first section's title sits under the panel).
    const heading = await page.getByRole('heading', { level: 2, name: 'Spesial Hari Ini' }).boundingBox();
    await page.mouse.click(380, (heading?.y ?? 0) + 4);
    await expect(options).toBeHidden();
  });

  test('on a laptop the four share buttons sit in the bar itself', async ({ page, tenant }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.goto(`/${tenant.slug}/menu`);
    const bar = page.getByRole('navigation', { name: 'Navigasi pelanggan' });
    await expect(bar.getByRole('button', { name: 'Bagikan', exact: true })).toBeHidden();
    for (const name of ['Bagikan ke WhatsApp', 'Bagikan ke Facebook', 'Bagikan ke X']) {
      await expect(bar.getByRole('link', { name })).toBeVisible();
    }
    await expect(bar.getByRole('button', { name: 'Salin link untuk Instagram' })).toBeVisible();
    await expect(bar.getByRole('link', { name: tenant.name })).toBeVisible();
  });
});

/** sRGB relative luminance of a CSS colour as the page paints it (oklch included). */
async function luminance(page: Page, colour: string): Promise<number> {
  const [r = 0, g = 0, b = 0] = await page.evaluate<number[]>(
    `(() => {
      const context = document.createElement('canvas').getContext('2d');
      context.fillStyle = ${JSON.stringify(colour)};
      context.fillRect(0, 0, 1, 1);
      return Array.from(context.getImageData(0, 0, 1, 1).data);
    })()`,
  );
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

test.describe('themes (SPEC §2: classic, dark, emerald, sunset, ocean)', () => {
  for (const theme of ['classic', 'dark', 'emerald', 'sunset', 'ocean'] as const) {
    test(`${theme}: the menu, its share menu and toast have no serious axe violations`, async ({
      page,
      tenant,
    }) => {
      await overridePublicTenant(page, tenant.slug, { theme, waOptinEnabled: true });
      await page.goto(`/${tenant.slug}/menu`);
      await expect(page.getByRole('heading', { level: 1, name: tenant.name })).toBeVisible();
      await expect(page.locator(`.diner-theme-${theme}`)).toHaveCount(1);
      await expect(page.locator('html')).toHaveAttribute('data-diner-theme', theme);
      await expect(page.getByRole('complementary', { name: 'WhatsApp' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);

      await page.getByRole('button', { name: 'Bagikan', exact: true }).click();
      await expect(page.getByRole('group', { name: 'Bagikan halaman ini' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');

      await page
        .locator('section')
        .first()
        .getByRole('button', { name: /^Tambah .* ke keranjang$/ })
        .first()
        .click();
      await expect(page.getByRole('link', { name: 'Lihat Keranjang' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  test('dark is a dark page, and so are its cart and order tracking', async ({ page, tenant }) => {
    await overridePublicTenant(page, tenant.slug, { theme: 'dark' });
    await page.goto(`/${tenant.slug}/menu`);
    await expect(page.getByRole('heading', { level: 1, name: tenant.name })).toBeVisible();
    const style = await page.evaluate<{ scheme: string; background: string; text: string }>(
      `({
        scheme: getComputedStyle(document.documentElement).colorScheme,
        background: getComputedStyle(document.body).backgroundColor,
        text: getComputedStyle(document.body).color,
      })`,
    );
    expect(style.scheme).toBe('dark');
    const background = await luminance(page, style.background);
    const text = await luminance(page, style.text);
    expect(background).toBeLessThan(0.02);
    expect((text + 0.05) / (background + 0.05)).toBeGreaterThan(7);

    await page
      .locator('section')
      .first()
      .getByRole('button', { name: /^Tambah .* ke keranjang$/ })
      .first()
      .click();
    await page.getByRole('link', { name: 'Keranjang 1 item' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Keranjang' })).toBeVisible();
    await page.getByRole('button', { name: 'Pesan Sekarang' }).click();
    await expect(page.getByText('Nomor meja wajib diisi.')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    const table = `D${uniqueSuffix().slice(-6)}`;
    await page.getByLabel(/^Nomor meja/).fill(table);
    await page.getByRole('button', { name: 'Pesan Sekarang' }).click();
    await expect(page.getByText('Menunggu konfirmasi')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-diner-theme', 'dark');
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto(`/${tenant.slug}/order-track`);
    await expect(page.getByLabel('Masukkan Nomor Meja')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
