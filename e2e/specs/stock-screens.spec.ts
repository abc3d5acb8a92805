import { mkdirSync } from 'node:fs';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { adminMenuItem, publicMenuList } from '@meja/shared/contracts/menu';
import { test } from '../support/tenant';
import { seriousViolations } from '../support/axe';
import { staffApi } from '../support/floor-orders';
import { loginAs } from '../support/login';
import { markSoldOutToday } from '../support/stock';
import { createIngredient, createMenuItem, uniqueSuffix } from '../support/tenant-api';
import { saveShot } from '../support/shots';

/*
 * Issue 12's stock screens at a phone's and a laptop's size: the settings page, the admin menu with
 * its 'Habis' and 'Stok bahan kurang' badges, the inventory with a negative stock and the opname
 * sheet, the diner's menu, dish and cart with a sold-out dish, and the POS grid with a greyed tile.
 * Axe checks the settings page and the menus with a sold-out dish; the pictures are for people.
 */

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/stock-shots';
const VIEWPORTS = [
  { name: 'phone', size: { width: 390, height: 844 } },
  { name: 'laptop', size: { width: 1366, height: 768 } },
] as const;

async function shoot(page: Page, name: string, fullPage = false): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await saveShot(page, `${SHOTS}/${name}.png`, { fullPage });
}

interface Fixture {
  soldOutDish: string;
  soldOutId: string;
  shortDish: string;
  shortId: string;
  negative: string;
}

/** A special dish marked 'Habis hari ini' (first section of the diner menu) and a short dish (ALLOW). */
async function makeFixture(admin: APIRequestContext, slug: string): Promise<Fixture> {
  const id = uniqueSuffix();
  const soldOutDish = `ES CENDOL ${id}`;
  // A demo dish's photo, so the greyed picture shows.
  const menu = publicMenuList.parse(await (await admin.get(`/api/v1/public/${slug}/menu`)).json());
  const photo = menu.items.map((item) => item.imageUrl ?? '').find((url) => url !== '');
  const created = await admin.post(`/api/v1/tenant/${slug}/menu`, {
    data: {
      name: soldOutDish,
      price: 14000,
      category: 'MINUMAN',
      isSpecialToday: true,
      imageUrl: photo ?? '',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const soldOutId = adminMenuItem.parse(await created.json())._id;
  await markSoldOutToday(admin, slug, soldOutId, true);

  const negative = `Beras ${id}`;
  const negativeId = await createIngredient(admin, slug, { name: negative, unit: 'kg', stock: -0.2 });
  const shortDish = `NASI PUTIH ${id}`;
  const shortId = await createMenuItem(admin, slug, {
    name: shortDish,
    price: 6000,
    category: 'UTAMA',
    bom: [{ inventoryItemId: negativeId, qty: 0.15 }],
  });
  return { soldOutDish, soldOutId, shortDish, shortId, negative };
}

test.describe('stock screens', () => {
  let admin: APIRequestContext;
  let fixture: Fixture;

  // The spec's own restaurant: what a test adds stays there, nothing to tidy up for other specs.
  test.beforeEach(async ({ tenant }) => {
    admin = await staffApi(tenant.staff.admin);
    fixture = await makeFixture(admin, tenant.slug);
  });

  test.afterEach(async () => {
    await admin.dispose();
  });

  test('the settings page and the admin menu with badges pass axe, on a phone and a laptop', async ({
    page,
    tenant,
  }) => {
    test.slow();
    await loginAs(page, tenant.staff.admin);
    for (const { name, size } of VIEWPORTS) {
      await page.setViewportSize(size);
      await page.goto(`/${tenant.slug}/admin/settings`);
      await expect(page.getByRole('form', { name: 'Operasional' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await shoot(page, `settings-${name}`, true);

      await page.goto(`/${tenant.slug}/admin/menu`);
      const shortRow = page.locator(`[data-menu-item="${fixture.shortDish}"]`);
      await expect(shortRow.getByText('Stok bahan kurang')).toBeVisible();
      const soldOutRow = page.locator(`[data-menu-item="${fixture.soldOutDish}"]`);
      await expect(soldOutRow.getByText('Habis', { exact: true })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await soldOutRow.scrollIntoViewIfNeeded();
      await shoot(page, `admin-menu-habis-${name}`);
      await shortRow.scrollIntoViewIfNeeded();
      await shoot(page, `admin-menu-short-${name}`);
    }
  });

  test('the inventory with a negative stock and the opname sheet', async ({ page, tenant }) => {
    test.slow(); // two screen sizes, each with the opname sheet and screenshots
    await loginAs(page, tenant.staff.admin);
    for (const { name, size } of VIEWPORTS) {
      await page.setViewportSize(size);
      await page.goto(`/${tenant.slug}/admin/inventory`);
      const row = page.locator(`[data-stock-item="${fixture.negative}"]`);
      await expect(row.getByText('Stok minus')).toBeVisible();
      await shoot(page, `inventory-top-${name}`);
      await row.scrollIntoViewIfNeeded();
      await shoot(page, `inventory-negative-${name}`);

      await page.getByRole('button', { name: 'Stok opname' }).click();
      const sheet = page.getByRole('form', { name: 'Stok opname' });
      await sheet.getByLabel(`Hasil hitung ${fixture.negative}`).fill('1,5');
      await expect(
        sheet.locator(`[data-count-item="${fixture.negative}"] [data-count-difference]`),
      ).toHaveText('+1,7 kg');
      expect(await seriousViolations(page)).toEqual([]);
      await sheet.scrollIntoViewIfNeeded();
      await shoot(page, `inventory-opname-${name}`);
      await sheet.locator(`[data-count-item="${fixture.negative}"]`).scrollIntoViewIfNeeded();
      await shoot(page, `inventory-opname-line-${name}`);
      page.once('dialog', (dialog) => void dialog.accept());
      await sheet.getByRole('button', { name: 'Batal' }).click();
      await expect(sheet).toHaveCount(0);
    }
  });

  test('the diner menu, dish and cart with a sold-out dish pass axe, on a phone and a laptop', async ({
    browser,
    tenant,
  }) => {
    test.slow();
    for (const { name, size } of VIEWPORTS) {
      const context = await browser.newContext({ viewport: size });
      const page = await context.newPage();
      // The dish went into the cart before it ran out.
      await markSoldOutToday(admin, tenant.slug, fixture.soldOutId, false);
      await page.goto(`/${tenant.slug}/menu`);
      await page
        .getByRole('button', { name: `Tambah ${fixture.soldOutDish} ke keranjang` })
        .first()
        .click();
      await markSoldOutToday(admin, tenant.slug, fixture.soldOutId, true);
      await page.reload();
      const card = page.getByRole('listitem').filter({ hasText: fixture.soldOutDish }).first();
      await expect(card.getByText('Habis', { exact: true })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await shoot(page, `diner-menu-${name}`);

      await card.getByRole('link').first().click();
      await expect(page.getByText('Menu ini sedang habis. Silakan pilih menu lain.')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await shoot(page, `diner-item-${name}`, true);

      await page.goto(`/${tenant.slug}/cart`);
      await expect(page.locator('[data-cart-line][data-sold-out]')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Pesan Sekarang' })).toBeDisabled();
      expect(await seriousViolations(page)).toEqual([]);
      await shoot(page, `diner-cart-${name}`, true);
      await context.close();
    }
  });

  test("the server's still preview of the menu draws the sold-out dish as the app does", async ({
    browser,
    tenant,
  }) => {
    for (const { name, size } of VIEWPORTS) {
      // Without JavaScript the preview stays: what a diner on a slow connection sees first.
      const context = await browser.newContext({ viewport: size, javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(`/${tenant.slug}/menu`);
      const card = page
        .locator('[data-diner-preview] li[data-sold-out]')
        .filter({ hasText: fixture.soldOutDish });
      await expect(card).toContainText('Habis');
      await shoot(page, `diner-preview-${name}`);
      await context.close();
    }
  });

  test('the POS grid greys a sold-out tile', async ({ page, tenant }) => {
    await loginAs(page, tenant.staff.admin);
    for (const { name, size } of VIEWPORTS) {
      await page.setViewportSize(size);
      await page.goto(`/pos/${tenant.slug}`);
      const tile = page
        .getByRole('list', { name: 'Daftar menu' })
        .getByRole('button', { name: new RegExp(fixture.soldOutDish) });
      await expect(tile).toBeDisabled();
      await page.getByLabel('Cari menu').fill(fixture.soldOutDish.split(' ').slice(0, 2).join(' '));
      await expect(tile).toBeVisible();
      await shoot(page, `pos-grid-search-${name}`);
      await page.getByLabel('Cari menu').fill('');
      await tile.scrollIntoViewIfNeeded();
      await shoot(page, `pos-grid-${name}`);
    }
  });
});
