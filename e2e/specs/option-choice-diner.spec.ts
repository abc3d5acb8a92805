import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { chargesOf } from '@meja/shared/charges';
import { publicMenuList } from '@meja/shared/contracts/menu';
import { adminOptionGroup, type OptionGroupInput } from '@meja/shared/contracts/menu-options';
import { publicTenant } from '@meja/shared/contracts/tenant';
import { formatRupiah } from '@meja/shared/money';
import type { TestTenant } from '@meja/shared/contracts/test-hooks';
import { dinerEnglish } from '../../apps/web/src/i18n/en/diner';
import { seriousViolations } from '../support/axe';
import { staffApi } from '../support/floor-orders';
import { shotsAtBothSizes } from '../support/shots';
import { test } from '../support/tenant';
import { uniqueSuffix } from '../support/tenant-api';

/*
 * Issue 20: option groups on a dish, the diner's side. 'Mie goreng jawa' gets 'Level pedas' (pick
 * one of 0–5, required) and 'Tambahan' (up to 3, each with a price). The diner cannot add it before
 * choosing a level; 'Level 3' with 'Telur' costs Rp 4.000 more; the same dish with 'Level 5' is a
 * second line; the cart, the order the server prices and the tracked order keep each line's options.
 */

const SHOTS = '/work/shots/h20';
const DISH = 'MIE GORENG JAWA';
const TELUR = 4000;

const LEVELS: OptionGroupInput = {
  name: 'Level pedas',
  minChoices: 1,
  maxChoices: 1,
  options: [0, 1, 2, 3, 4, 5].map((level) => ({ name: `Level ${level}` })),
};
const EXTRAS: OptionGroupInput = {
  name: 'Tambahan',
  minChoices: 0,
  maxChoices: 3,
  options: [
    { name: 'Telur', priceDelta: TELUR },
    { name: 'Keju', priceDelta: 5000 },
    { name: 'Kerupuk', priceDelta: 2000 },
    { name: 'Sosis', priceDelta: 6000 },
  ],
};

test.use({ failOnConsoleErrors: true });

async function createGroup(admin: APIRequestContext, slug: string, group: OptionGroupInput) {
  const response = await admin.post(`/api/v1/tenant/${slug}/menu/option-groups`, { data: group });
  expect(response.status(), await response.text()).toBe(201);
  return adminOptionGroup.parse(await response.json());
}

interface DishWithOptions {
  id: string;
  /** The dish's price for the diner, before its options. */
  price: number;
  levelsId: string;
}

/** Once per tenant (the file's tests share it): the two groups, put on the dish by its admin. */
const prepared = new Map<string, Promise<DishWithOptions>>();

async function prepareDish(page: Page, tenant: TestTenant): Promise<DishWithOptions> {
  const dish = tenant.menu.find((item) => item.name.toUpperCase() === DISH);
  if (!dish) throw new Error(`${DISH} is not on the test menu`);
  const admin = await staffApi(tenant.staff.admin);
  const levels = await createGroup(admin, tenant.slug, LEVELS);
  const extras = await createGroup(admin, tenant.slug, EXTRAS);
  const put = await admin.put(`/api/v1/tenant/${tenant.slug}/menu/${dish._id}`, {
    data: { optionGroupIds: [levels.id, extras.id] },
  });
  expect(put.status(), await put.text()).toBe(200);
  await admin.dispose();

  const menu = await page.request.get(`/api/v1/public/${tenant.slug}/menu`);
  const item = publicMenuList.parse(await menu.json()).items.find((entry) => entry._id === dish._id);
  expect(item?.optionGroups.map((group) => group.name)).toEqual(['Level pedas', 'Tambahan']);
  return { id: dish._id, price: item?.effectivePrice ?? 0, levelsId: levels.id };
}

function dishWithOptions(page: Page, tenant: TestTenant): Promise<DishWithOptions> {
  let dish = prepared.get(tenant.slug);
  if (!dish) {
    dish = prepareDish(page, tenant);
    prepared.set(tenant.slug, dish);
  }
  return dish;
}

/** Both sizes, from the top of the page (the sticky top bar then sits where a person sees it). */
async function shots(page: Page, name: string): Promise<void> {
  await page.evaluate('window.scrollTo(0, 0)');
  await shotsAtBothSizes(page, SHOTS, name);
}

async function chargeSettings(page: Page, slug: string) {
  const response = await page.request.get(`/api/v1/public/resolve/${slug}`);
  expect(response.status()).toBe(200);
  return publicTenant.parse(await response.json());
}

test('the diner chooses a level and an extra, then another level as a second line, and orders both', async ({
  page,
  tenant,
}) => {
  const dish = await dishWithOptions(page, tenant);
  const price = dish.price;
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/${tenant.slug}/menu`);

  // The card's '+' of a dish with options opens its page to choose them.
  await page
    .getByRole('button', { name: new RegExp(`^Pilih opsi ${DISH}$`, 'i') })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/${tenant.slug}/menu/${dish.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: DISH })).toBeVisible();

  const levels = page.getByRole('group', { name: /Level pedas/ });
  const extras = page.getByRole('group', { name: /Tambahan/ });
  await expect(levels).toContainText('Wajib, pilih 1');
  await expect(extras).toContainText('Opsional, maks 3');
  await expect(levels.getByRole('radio')).toHaveCount(6);
  await expect(extras.getByText(`+${formatRupiah(TELUR)}`, { exact: true })).toBeVisible();

  // Nothing to add before a level is chosen, and the page says why.
  const addAt = (amount: number) =>
    page.getByRole('button', { name: `Tambah ke keranjang · ${formatRupiah(amount)}` });
  await expect(addAt(price)).toBeDisabled();
  await expect(page.locator('[data-choice-hint]')).toHaveText(
    'Pilih Level pedas dulu untuk menambahkan ke keranjang.',
  );
  expect(await seriousViolations(page)).toEqual([]);
  await shots(page, 'option-choice-item');

  // An extra alone does not do; up to three extras, the fourth waits until one is taken off.
  await extras.getByRole('checkbox', { name: /^Telur/ }).check();
  await expect(addAt(price + TELUR)).toBeDisabled();
  await extras.getByRole('checkbox', { name: /^Keju/ }).check();
  await extras.getByRole('checkbox', { name: /^Kerupuk/ }).check();
  await expect(extras.getByRole('checkbox', { name: /^Sosis/ })).toBeDisabled();
  await extras.getByRole('checkbox', { name: /^Keju/ }).uncheck();
  await extras.getByRole('checkbox', { name: /^Kerupuk/ }).uncheck();
  await expect(extras.getByRole('checkbox', { name: /^Sosis/ })).toBeEnabled();

  await levels.getByRole('radio', { name: 'Level 3' }).check();
  await expect(page.locator('[data-choice-hint]')).toHaveCount(0);
  await expect(addAt(price + TELUR)).toBeEnabled();
  await shots(page, 'option-choice-item-chosen');
  await addAt(price + TELUR).click();
  await expect(page).toHaveURL(new RegExp(`/${tenant.slug}/menu$`));
  await expect(page.getByRole('link', { name: 'Keranjang 1 item' })).toBeVisible();

  // The same dish with another level is a line of its own.
  await page.getByRole('link', { name: DISH }).first().click();
  await page
    .getByRole('group', { name: /Level pedas/ })
    .getByRole('radio', { name: 'Level 5' })
    .check();
  await addAt(price).click();
  await expect(page).toHaveURL(new RegExp(`/${tenant.slug}/menu$`));
  await page.getByRole('link', { name: 'Keranjang 2 item' }).click();

  const lines = page.locator('[data-cart-line]');
  await expect(lines).toHaveCount(2);
  await expect(lines.locator('[data-line-options]')).toHaveText(['Level 3, Telur', 'Level 5']);
  await expect(lines.nth(0)).toContainText(formatRupiah(price + TELUR));
  await expect(lines.nth(1)).toContainText(formatRupiah(price));
  const subtotal = 2 * price + TELUR;
  const charges = chargesOf(subtotal, await chargeSettings(page, tenant.slug));
  const totals = page.locator('form dl');
  await expect(totals.getByText(formatRupiah(subtotal), { exact: true })).toBeVisible();
  await expect(totals.getByText(formatRupiah(charges.total), { exact: true })).toBeVisible();
  // A second portion of the first line costs its options too.
  await lines
    .nth(0)
    .getByRole('button', { name: `Tambah ${DISH}` })
    .click();
  await expect(lines.nth(0)).toContainText(formatRupiah(2 * (price + TELUR)));
  await lines
    .nth(0)
    .getByRole('button', { name: `Kurangi ${DISH}` })
    .click();
  await page.getByLabel(/^Nomor meja/).fill(`O${uniqueSuffix().slice(-5)}`);
  expect(await seriousViolations(page)).toEqual([]);
  await shots(page, 'option-choice-cart');

  const sent = page.waitForRequest(
    (request) => request.url().endsWith(`/public/${tenant.slug}/orders`) && request.method() === 'POST',
  );
  await page.getByRole('button', { name: 'Pesan Sekarang' }).click();
  const body: unknown = (await sent).postDataJSON();
  expect(body).toMatchObject({
    items: [
      { menuItemId: dish.id, qty: 1, options: [expect.any(String), expect.any(String)] },
      { menuItemId: dish.id, qty: 1, options: [expect.any(String)] },
    ],
  });

  // The server priced the options: the tracked order shows each line's, and the same total.
  await expect(page.getByText('Menunggu konfirmasi')).toBeVisible();
  const detail = page.locator('[data-order-detail]');
  await expect(detail.locator('[data-line-options]')).toHaveText(['Level 3, Telur', 'Level 5']);
  await expect(detail.locator('li').nth(0)).toContainText(formatRupiah(price + TELUR));
  await expect(detail.locator('li').nth(1)).toContainText(formatRupiah(price));
  await expect(detail.getByText(formatRupiah(subtotal), { exact: true })).toBeVisible();
  await expect(detail.getByText(formatRupiah(charges.total), { exact: true })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await shots(page, 'option-choice-tracking');
});

test('a cart line whose level the restaurant took off meanwhile is refused with the server’s words, then marked', async ({
  page,
  tenant,
}) => {
  const dish = await dishWithOptions(page, tenant);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/${tenant.slug}/menu/${dish.id}`);
  await page
    .getByRole('group', { name: /Level pedas/ })
    .getByRole('radio', { name: 'Level 5' })
    .check();
  await page.getByRole('button', { name: `Tambah ke keranjang · ${formatRupiah(dish.price)}` }).click();
  await expect(page).toHaveURL(new RegExp(`/${tenant.slug}/menu$`));
  await page.getByRole('link', { name: 'Keranjang 1 item' }).click();
  await expect(page.locator('[data-cart-line] [data-line-options]')).toHaveText('Level 5');
  await page.getByLabel(/^Nomor meja/).fill(`O${uniqueSuffix().slice(-5)}`);

  // The restaurant keeps levels 0–4 only, while the cart is open.
  const admin = await staffApi(tenant.staff.admin);
  const levels = LEVELS.options.slice(0, 5);
  const put = await admin.put(`/api/v1/tenant/${tenant.slug}/menu/option-groups/${dish.levelsId}`, {
    data: { ...LEVELS, options: levels },
  });
  expect(put.status(), await put.text()).toBe(200);

  await page.getByRole('button', { name: 'Pesan Sekarang' }).click();
  await expect(page.getByRole('alert')).toContainText(DISH);
  const line = page.locator('[data-cart-line]');
  await expect(line).toHaveAttribute('data-choices-changed', 'true');
  await expect(line).toContainText('Pilihannya sudah berubah. Hapus, lalu pilih lagi.');
  await expect(page.getByRole('button', { name: 'Pesan Sekarang' })).toBeDisabled();
  await shots(page, 'option-choice-refused');

  // Back as it was, for nothing else depends on it.
  const restored = await admin.put(`/api/v1/tenant/${tenant.slug}/menu/option-groups/${dish.levelsId}`, {
    data: LEVELS,
  });
  expect(restored.status(), await restored.text()).toBe(200);
  await admin.dispose();
});

test.describe('with an English browser', () => {
  test.use({ locale: 'en-US' });

  test('the groups’ rules, the hint and the add button are in English', async ({ page, tenant }) => {
    const en = dinerEnglish['diner/options'];
    const dish = await dishWithOptions(page, tenant);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/${tenant.slug}/menu/${dish.id}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('group', { name: /Level pedas/ })).toContainText(
      en.requiredExactly.replace('{count}', '1'),
    );
    await expect(page.getByRole('group', { name: /Tambahan/ })).toContainText(
      en.optional.replace('{max}', '3'),
    );
    await expect(page.locator('[data-choice-hint]')).toHaveText(
      en.chooseFirst.replace('{group}', 'Level pedas'),
    );
    const add = page.getByRole('button', { name: en.add.replace('{price}', formatRupiah(dish.price)) });
    await expect(add).toBeDisabled();
    await page.getByRole('radio', { name: 'Level 0' }).check();
    await expect(add).toBeEnabled();
    expect(await seriousViolations(page)).toEqual([]);
    await shots(page, 'option-choice-item-en');
  });
});
