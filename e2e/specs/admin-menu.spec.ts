import { expect } from '@playwright/test';
import { test } from '../support/tenant';
import { publicMenuList } from '@meja/shared/contracts/menu';
import { loginAs } from '../support/login';
import { solidPng } from '../support/png';
import { createIngredient, createMenuItem, uniqueSuffix } from '../support/tenant-api';

function asRecord(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null ? Object.fromEntries(Object.entries(value)) : {};
}

test.describe('admin menu', () => {
  test('the admin creates an ingredient, then a menu item with a BOM line and an image that the public menu serves', async ({
    page,
    tenant,
  }) => {
    const id = uniqueSuffix();
    const ingredient = `Bahan E2E ${id}`;
    const dish = `NASI E2E ${id}`;
    await loginAs(page, tenant.staff.admin);

    // The ingredient, on the inventory page.
    await page.goto(`/${tenant.slug}/admin/inventory`);
    await page.getByRole('button', { name: '+ Tambah bahan' }).click();
    const addForm = page.getByRole('form', { name: 'Tambah bahan' });
    await addForm.getByLabel('Nama bahan').fill(ingredient);
    await addForm.getByLabel('Satuan').fill('kg');
    await addForm.getByLabel('SKU').fill(`E2E-${id}`);
    await addForm.getByLabel('Stok awal').fill('10');
    await addForm.getByRole('button', { name: 'Simpan bahan' }).click();
    await expect(addForm.getByText(`Tersimpan: ${ingredient} ditambahkan.`)).toBeVisible();
    await expect(page.locator(`[data-stock-item="${ingredient}"]`)).toContainText('10,00');

    // The menu item, typed in lower case: names and categories are upper-cased on entry.
    await page.goto(`/${tenant.slug}/admin/menu`);
    await page.getByRole('button', { name: '+ Tambah menu' }).click();
    const form = page.getByRole('form', { name: 'Menu baru' });
    await expect(form.getByLabel('Nama menu')).toBeFocused();
    await form.getByLabel('Nama menu').fill(dish.toLowerCase());
    await form.getByLabel('Harga (Rp)').fill('15000');
    await form.getByLabel('Kategori').fill('uji e2e');

    await form.getByLabel('Pilih gambar').setInputFiles({
      name: 'hidangan.png',
      mimeType: 'image/png',
      buffer: solidPng(64, 64, [200, 80, 30]),
    });
    await expect(form.getByText('Gambar berhasil diunggah')).toBeVisible();
    await expect(form.getByRole('img', { name: 'Pratinjau gambar menu' })).toHaveAttribute(
      'src',
      /^\/uploads\//,
    );

    await form.getByRole('button', { name: '+ Tambah bahan' }).click();
    await form.getByLabel('Bahan 1', { exact: true }).selectOption({ label: `${ingredient} (kg)` });
    await form.getByLabel('Qty bahan 1').fill('0.25');
    await expect(form.getByText('Food cost: belum ada resep (BOM)')).toHaveCount(0);

    await form.getByRole('button', { name: 'Tambah menu', exact: true }).click();
    await expect(page.getByText(`Tersimpan: ${dish} ditambahkan ke menu.`)).toBeVisible();
    const row = page.locator(`[data-menu-item="${dish}"]`);
    await expect(row).toContainText('Rp 15.000');
    await expect(row).toContainText('Food cost Rp 0');
    await expect(row).toContainText(ingredient);
    await expect(page.getByRole('heading', { name: /^UJI E2E/ })).toBeVisible();

    // The public menu lists it with its image, and the image is a WebP served by the API.
    const publicMenu = await page.request.get(`/api/v1/public/${tenant.slug}/menu`);
    expect(publicMenu.status()).toBe(200);
    const listed = publicMenuList.parse(await publicMenu.json()).items.find((item) => item.name === dish);
    expect(listed).toMatchObject({ name: dish, price: 15000, category: 'UJI E2E', effectivePrice: 15000 });
    expect(listed).not.toHaveProperty('bom');
    const imageUrl =
      typeof listed === 'object' &&
      listed !== null &&
      'imageUrl' in listed &&
      typeof listed.imageUrl === 'string'
        ? listed.imageUrl
        : '';
    expect(imageUrl).toMatch(/^\/uploads\/.+\.webp$/);
    const image = await page.request.get(imageUrl);
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toBe('image/webp');
  });

  test('edits in place: discounts clear each other, flags toggle, a failed save keeps the form, delete asks first', async ({
    page,
    tenant,
  }) => {
    const id = uniqueSuffix();
    const dish = `SOTO E2E ${id}`;
    await loginAs(page, tenant.staff.admin);
    await createMenuItem(page.request, tenant.slug, { name: dish, price: 20000, category: 'UTAMA' });

    await page.goto(`/${tenant.slug}/admin/menu`);
    const row = page.locator(`[data-menu-item="${dish}"]`);
    await expect(row).toContainText('Rp 20.000');

    // Flags are switches saved at once.
    const favorite = row.getByRole('button', { name: `Favorit ${dish}` });
    await expect(favorite).toHaveAttribute('aria-pressed', 'false');
    await favorite.click();
    await expect(favorite).toHaveAttribute('aria-pressed', 'true');
    await expect(row.getByText('Tersimpan')).toBeVisible();

    await row.getByRole('button', { name: `Edit ${dish}` }).click();
    const form = page.getByRole('form', { name: `Edit ${dish}` });
    const percent = form.getByLabel('Diskon (%)');
    const fixed = form.getByLabel('Diskon (Rp)');
    await percent.fill('10');
    await expect(form.getByText('Rp 18.000')).toBeVisible();
    await fixed.fill('2500');
    await expect(percent).toHaveValue('');
    await percent.fill('25');
    await expect(fixed).toHaveValue('');
    await expect(form.getByText('Rp 15.000')).toBeVisible();

    // An invalid price is refused on the spot; a failing server keeps what was typed.
    await form.getByLabel('Harga (Rp)').fill('-5');
    await form.getByRole('button', { name: 'Simpan', exact: true }).click();
    await expect(form.getByText('Harga tidak boleh negatif')).toBeVisible();
    await form.getByLabel('Harga (Rp)').fill('20000');
    await page.route(
      `**/api/v1/tenant/${tenant.slug}/menu/*`,
      (route) =>
        route.request().method() === 'PUT'
          ? route.fulfill({
              status: 503,
              json: { message: 'Server sedang sibuk, coba lagi.', code: 'UNAVAILABLE' },
            })
          : route.fallback(),
      { times: 1 },
    );
    await form.getByRole('button', { name: 'Simpan', exact: true }).click();
    await expect(
      form.getByRole('alert').filter({ hasText: 'Server sedang sibuk, coba lagi.' }),
    ).toBeVisible();
    await expect(percent).toHaveValue('25');
    await expect(form.getByLabel('Harga (Rp)')).toHaveValue('20000');

    await form.getByRole('button', { name: 'Simpan', exact: true }).click();
    await expect(form).toHaveCount(0);
    const saved = page.locator(`[data-menu-item="${dish}"]`);
    await expect(saved.getByRole('button', { name: `Edit ${dish}` })).toBeFocused();
    await expect(saved.getByText('Tersimpan')).toBeVisible();
    await expect(saved).toContainText('Rp 20.000');
    await expect(saved).toContainText('Rp 15.000');
    await expect(saved).toContainText('-25%');

    // Cancelling the confirmation keeps the item; accepting deletes it.
    const messages: string[] = [];
    page.once('dialog', (dialog) => {
      messages.push(dialog.message());
      void dialog.dismiss();
    });
    await saved.getByRole('button', { name: `Hapus ${dish}` }).click();
    await expect(saved).toBeVisible();
    page.once('dialog', (dialog) => {
      messages.push(dialog.message());
      void dialog.accept();
    });
    await saved.getByRole('button', { name: `Hapus ${dish}` }).click();
    await expect(page.getByText(`${dish} dihapus.`)).toBeVisible();
    await expect(saved).toHaveCount(0);
    expect(messages).toEqual(['Hapus menu ini?', 'Hapus menu ini?']);
  });

  test('the BOM editor allows at most 5 lines', async ({ page, tenant }) => {
    await loginAs(page, tenant.staff.admin);
    await page.goto(`/${tenant.slug}/admin/menu`);
    await page.getByRole('button', { name: '+ Tambah menu' }).click();
    const form = page.getByRole('form', { name: 'Menu baru' });
    const add = form.getByRole('button', { name: '+ Tambah bahan' });
    for (let line = 1; line <= 5; line += 1) await add.click();
    await expect(form.getByLabel('Bahan 5', { exact: true })).toBeVisible();
    await expect(add).toBeDisabled();
    await expect(form.getByText('5/5 bahan')).toBeVisible();
    await form.getByRole('button', { name: 'Hapus bahan 5' }).click();
    await expect(add).toBeEnabled();
  });

  test("copy menu is shown disabled with its reason outside ENTERPRISE (the spec's tenant is PRO)", async ({
    page,
    tenant,
  }) => {
    await loginAs(page, tenant.staff.admin);
    await page.goto(`/${tenant.slug}/admin/menu`);
    const panel = page.getByRole('region', { name: 'Salin menu dari cabang' });
    await expect(panel.getByText('Salin menu hanya untuk paket ENTERPRISE (satu grup)')).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Salin menu' })).toBeDisabled();
    await expect(panel.getByLabel('Slug resto sumber')).toBeDisabled();
    await expect(panel.getByLabel('Timpa menu cabang ini')).toBeDisabled();
  });

  test('an ENTERPRISE branch copies a menu: the source is required, the overwrite is confirmed, the count is shown', async ({
    page,
    tenant,
  }) => {
    // No demo tenant is ENTERPRISE: the context says so here, and the copy call is answered here.
    await page.route(`**/api/v1/tenant/${tenant.slug}/context`, async (route) => {
      const response = await route.fetch();
      const context = asRecord(await response.json());
      await route.fulfill({
        response,
        json: { ...context, tenant: { ...asRecord(context.tenant), package: 'ENTERPRISE' } },
      });
    });
    const sent: unknown[] = [];
    await page.route(`**/api/v1/tenant/${tenant.slug}/menu/copy`, async (route) => {
      sent.push(route.request().postDataJSON());
      await route.fulfill({ status: 200, json: { copied: 7 } });
    });
    await loginAs(page, tenant.staff.admin);
    await page.goto(`/${tenant.slug}/admin/menu`);
    const panel = page.getByRole('region', { name: 'Salin menu dari cabang' });
    await expect(panel.getByText('Salin menu hanya untuk paket ENTERPRISE (satu grup)')).toHaveCount(0);

    await panel.getByRole('button', { name: 'Salin menu' }).click();
    await expect(panel.getByText('Mohon isi slug resto sumber')).toBeVisible();
    expect(sent).toEqual([]);

    await panel.getByLabel('Slug resto sumber').fill('warung-cabang-2');
    await panel.getByLabel('Timpa menu cabang ini').check();
    page.once('dialog', (dialog) => void dialog.dismiss());
    await panel.getByRole('button', { name: 'Salin menu' }).click();
    expect(sent).toEqual([]);

    page.once('dialog', (dialog) => void dialog.accept());
    await panel.getByRole('button', { name: 'Salin menu' }).click();
    await expect(panel.getByText('7 menu disalin')).toBeVisible();
    expect(sent).toEqual([{ sourceSlug: 'warung-cabang-2', overwrite: true }]);
  });

  test('on a phone the list is cards with big touch targets', async ({ page, tenant }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const id = uniqueSuffix();
    const dish = `ES E2E ${id}`;
    await loginAs(page, tenant.staff.admin);
    const ingredient = await createIngredient(page.request, tenant.slug, {
      name: `Es batu ${id}`,
      unit: 'kg',
      stock: 5,
    });
    await createMenuItem(page.request, tenant.slug, {
      name: dish,
      price: 5000,
      category: 'MINUMAN',
      bom: [{ inventoryItemId: ingredient, qty: 0.1 }],
    });
    await page.goto(`/${tenant.slug}/admin/menu`);
    const card = page.locator(`[data-menu-item="${dish}"]`);
    await card.scrollIntoViewIfNeeded();
    const box = await card.boundingBox();
    expect(box?.width ?? 0).toBeLessThanOrEqual(390);
    for (const button of await card.getByRole('button').all()) {
      const size = await button.boundingBox();
      expect(size?.height ?? 0).toBeGreaterThanOrEqual(44);
    }
    const scrollWidth = await page.evaluate<number>('document.documentElement.scrollWidth');
    expect(scrollWidth).toBeLessThanOrEqual(390);
  });
});
