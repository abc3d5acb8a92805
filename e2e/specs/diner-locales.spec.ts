import { expect, type Page } from '@playwright/test';
import { dinerEnglish } from '../../apps/web/src/i18n/en/diner';
import { seriousViolations } from '../support/axe';
import { staffApi } from '../support/floor-orders';
import { shotsAtBothSizes } from '../support/shots';
import { markSoldOutToday } from '../support/stock';
import { test } from '../support/tenant';

/*
 * Issue 13: the diner's journey (menu → item → add → cart → order → tracking) in Indonesian, the
 * default under an Indonesian browser, and in English, chosen with the switch (remembered after a
 * reload) or taken from an English browser. English texts come from the app's own English chunk.
 */

const SHOTS = '/work/shots/i18n';
const en = dinerEnglish;

/** A catalogue text with its {values} filled in. */
const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);

interface JourneyTexts {
  lang: 'id' | 'en';
  addToCart: (name: string) => string;
  cartLink: string;
  cartTitle: string;
  table: string;
  place: string;
  trackingTitle: string;
  waiting: string;
  paymentNone: string;
  subtotal: string;
}

/** Indonesian exactly as the screens have always said it (the existing diner specs assert the same). */
const INDONESIAN: JourneyTexts = {
  lang: 'id',
  addToCart: (name) => `Tambah ${name} ke keranjang`,
  cartLink: 'Keranjang 1 item',
  cartTitle: 'Keranjang',
  table: 'Nomor meja',
  place: 'Pesan Sekarang',
  trackingTitle: 'Order Tracking — Meja: A1',
  waiting: 'Menunggu konfirmasi',
  paymentNone: 'Belum ada',
  subtotal: 'Subtotal',
};

const ENGLISH: JourneyTexts = {
  lang: 'en',
  addToCart: (name) => fill(en['diner/dish'].addToCart, { name }),
  cartLink: `${en['diner/shell'].cart} 1${en['diner/shell'].cartItems.one}`,
  cartTitle: en['diner/cart'].title,
  table: en['diner/cart'].table,
  place: en['diner/cart'].place,
  trackingTitle: fill(en['diner/tracking'].titleWithTable, { table: 'A1' }),
  waiting: en['diner/order'].kitchenWaiting,
  paymentNone: en['diner/order'].paymentNone,
  subtotal: en['diner/totals'].subtotal,
};

/** Nothing sticks out sideways on a 390 px phone, whatever the language's word lengths. */
async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
}

/** From the menu to the tracking page of a new order for table A1, in `texts`' language. */
async function orderOneDish(page: Page, slug: string, texts: JourneyTexts, shots = false) {
  await expect(page.locator('html')).toHaveAttribute('lang', texts.lang);
  await expectNoSidewaysScroll(page);
  if (shots) await shotsAtBothSizes(page, SHOTS, `menu-${texts.lang}`);

  // The first dish of the first section: its page, then '+' on it.
  const firstCard = page.locator('section').first().locator('li').first();
  const name = (await firstCard.locator('a > span').last().innerText()).trim();
  await firstCard.locator('a').click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expectNoSidewaysScroll(page);
  if (shots) await shotsAtBothSizes(page, SHOTS, `item-${texts.lang}`);
  await page.getByRole('button', { name: texts.addToCart(name) }).click();

  await expect(page).toHaveURL(new RegExp(`/${slug}/menu$`));
  await page.getByRole('link', { name: texts.cartLink }).click();
  await expect(page.getByRole('heading', { level: 1, name: texts.cartTitle })).toBeVisible();
  await expect(page.locator('[data-cart-line]')).toHaveCount(1);
  await expect(page.getByText(texts.subtotal, { exact: true })).toBeVisible();
  await page.getByLabel(texts.table).fill('a1');
  await expectNoSidewaysScroll(page);
  if (shots) await shotsAtBothSizes(page, SHOTS, `cart-${texts.lang}`);
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: texts.place }).click();

  await expect(page).toHaveURL(new RegExp(`/${slug}/order-track/[0-9a-f-]{36}\\?token=.+&table=A1$`));
  await expect(page.getByRole('heading', { level: 1, name: texts.trackingTitle })).toBeVisible();
  await expect(page.locator('[data-kitchen-status]')).toHaveText(texts.waiting);
  await expect(page.locator('[data-order-detail]').getByText(texts.paymentNone)).toBeVisible();
  // Money stays rupiah with Indonesian grouping in every language.
  await expect(page.locator('[data-order-detail]')).toContainText(/Rp\s?\d{1,3}(\.\d{3})+/);
  await expectNoSidewaysScroll(page);
  if (shots) await shotsAtBothSizes(page, SHOTS, `tracking-${texts.lang}`);
  expect(await seriousViolations(page)).toEqual([]);
}

test.use({ viewport: { width: 390, height: 844 } });

test.describe('diner pages in Indonesian and English', () => {
  test('an Indonesian browser gets Indonesian, the default', async ({ page, tenant }) => {
    await page.goto(`/${tenant.slug}/menu`);
    await expect(page.getByRole('button', { name: 'ID', pressed: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Spesial Hari Ini' })).toBeVisible();
    await orderOneDish(page, tenant.slug, INDONESIAN, true);
  });

  test('English chosen with the switch is remembered after a reload', async ({ page, tenant }) => {
    await page.goto(`/${tenant.slug}/menu`);
    await page.getByRole('group', { name: 'Bahasa' }).getByRole('button', { name: 'EN' }).click();
    await expect(page.getByRole('heading', { level: 2, name: en['diner/menu'].specialsTitle })).toBeVisible();
    await expect(page.getByRole('link', { name: en['diner/shell'].orderTracking })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');

    await page.reload();
    const language = page.getByRole('group', { name: en['diner/shell'].language });
    await expect(language.getByRole('button', { name: 'EN', pressed: true })).toBeVisible();
    await expect(page.getByRole('button', { name: en['diner/menu'].jumpDrinks })).toBeEnabled();
    await orderOneDish(page, tenant.slug, ENGLISH, true);
  });

  test.describe('with an English browser', () => {
    test.use({ locale: 'en-US' });

    test('a dish that sold out while it sat in the cart is named in English', async ({ page, tenant }) => {
      const dish = tenant.menu[0];
      if (!dish) throw new Error('the tenant has no menu');
      await page.goto(`/${tenant.slug}/menu/${dish._id}`);
      await page.getByRole('button', { name: ENGLISH.addToCart(dish.name) }).click();
      await expect(page).toHaveURL(new RegExp(`/${tenant.slug}/menu$`));
      await page.getByRole('link', { name: ENGLISH.cartLink }).click();
      await page.getByLabel(ENGLISH.table).fill('A2');

      const admin = await staffApi(tenant.staff.admin);
      await markSoldOutToday(admin, tenant.slug, dish._id, true);
      await page.getByRole('button', { name: ENGLISH.place }).click();
      await expect(page.getByRole('alert')).toContainText(
        // The menu keeps dish names in capitals.
        fill(en['diner/errors'].soldOutDishes, { dishes: dish.name.toUpperCase() }),
      );
      await markSoldOutToday(admin, tenant.slug, dish._id, false);
      await admin.dispose();
    });

    test('English is the default, and Indonesian one tap away', async ({ page, tenant }) => {
      await page.goto(`/${tenant.slug}/menu`);
      await expect(
        page.getByRole('heading', { level: 2, name: en['diner/menu'].specialsTitle }),
      ).toBeVisible();
      await orderOneDish(page, tenant.slug, ENGLISH);

      await page.getByRole('button', { name: 'ID' }).click();
      await expect(page.getByRole('heading', { level: 1, name: INDONESIAN.trackingTitle })).toBeVisible();
      await expect(page.locator('[data-kitchen-status]')).toHaveText(INDONESIAN.waiting);
      await expect(page.locator('html')).toHaveAttribute('lang', 'id');
    });
  });

  test("the app draws the restaurant's name where the server's still preview drew it, in both languages", async ({
    browser,
    tenant,
  }, testInfo) => {
    const options = { baseURL: testInfo.project.use.baseURL, viewport: { width: 390, height: 844 } };
    const still = await browser.newContext({ ...options, javaScriptEnabled: false, locale: 'id-ID' });
    const preview = await still.newPage();
    await preview.goto(`/${tenant.slug}/menu`);
    const drawn = await preview.locator('[data-diner-preview]').getByText(tenant.name).boundingBox();
    await still.close();
    expect(drawn?.y).toBeGreaterThan(0);

    for (const locale of ['id-ID', 'en-US']) {
      const context = await browser.newContext({ ...options, locale });
      const page = await context.newPage();
      await page.goto(`/${tenant.slug}/menu`);
      const heading = page.getByRole('heading', { level: 1, name: tenant.name });
      await expect(heading).toBeVisible();
      expect((await heading.boundingBox())?.y).toBe(drawn?.y);
      await context.close();
    }
  });
});
