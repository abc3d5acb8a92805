import { expect, type APIRequestContext } from '@playwright/test';
import { adminOptionGroup, type OptionGroupInput } from '@meja/shared/contracts/menu-options';
import { inventoryList } from '@meja/shared/contracts/inventory';
import { posOrderCreated } from '@meja/shared/contracts/pos';
import { formatRupiah } from '@meja/shared/money';
import type { TestTenant } from '@meja/shared/contracts/test-hooks';
import { staffApi } from '../support/floor-orders';
import { loginAs } from '../support/login';
import { cashierAtTill } from '../support/pos-cashier';
import { shotsAtBothSizes } from '../support/shots';
import { test } from '../support/tenant';
import { createIngredient, uniqueSuffix } from '../support/tenant-api';

/*
 * Issue 20: options at the POS. The cashier taps 'Mie goreng jawa', must choose a level, adds it
 * with 'Level 3' and 'Telur' (+Rp 4.000, one egg); the cart, the receipt and the kitchen card show
 * the options, and the egg stock drops by one. Offline, a second sale with 'Level 5' is priced from
 * the cached menu and lands once, with its options, when the network is back.
 */

const SHOTS = '/work/shots/h20';
const DISH = 'MIE GORENG JAWA';

test.use({ failOnConsoleErrors: true });

async function createGroup(admin: APIRequestContext, slug: string, group: OptionGroupInput) {
  const response = await admin.post(`/api/v1/tenant/${slug}/menu/option-groups`, { data: group });
  expect(response.status(), await response.text()).toBe(201);
  return adminOptionGroup.parse(await response.json());
}

async function eggStock(admin: APIRequestContext, slug: string, eggId: string): Promise<number> {
  const response = await admin.get(`/api/v1/tenant/${slug}/inventory`);
  expect(response.status(), await response.text()).toBe(200);
  const egg = inventoryList.parse(await response.json()).items.find((item) => item._id === eggId);
  return Number(egg?.stock);
}

/** 'Level pedas' (required, one of 0–5) and 'Tambahan' (Telur +4 000 taking one egg) on the dish. */
async function prepareDish(admin: APIRequestContext, tenant: TestTenant) {
  const dish = tenant.menu.find((item) => item.name.toUpperCase() === DISH);
  if (!dish) throw new Error(`${DISH} is not on the test menu`);
  const eggId = await createIngredient(admin, tenant.slug, {
    name: `Telur ${uniqueSuffix()}`,
    unit: 'butir',
    stock: 20,
  });
  const levels = await createGroup(admin, tenant.slug, {
    name: 'Level pedas',
    minChoices: 1,
    maxChoices: 1,
    options: [0, 1, 2, 3, 4, 5].map((level) => ({ name: `Level ${level}` })),
  });
  const extras = await createGroup(admin, tenant.slug, {
    name: 'Tambahan',
    minChoices: 0,
    maxChoices: 2,
    options: [
      { name: 'Telur', priceDelta: 4000, recipe: [{ inventoryItemId: eggId, qty: 1 }] },
      { name: 'Keju', priceDelta: 5000 },
    ],
  });
  const put = await admin.put(`/api/v1/tenant/${tenant.slug}/menu/${dish._id}`, {
    data: { optionGroupIds: [levels.id, extras.id] },
  });
  expect(put.status(), await put.text()).toBe(200);
  return { eggId, price: dish.price };
}

test('the cashier chooses options, and the receipt, the kitchen and the stock follow them', async ({
  browser,
  tenant,
}) => {
  test.setTimeout(120_000);
  const admin = await staffApi(tenant.staff.admin);
  const { eggId, price } = await prepareDish(admin, tenant);
  const eggsBefore = await eggStock(admin, tenant.slug, eggId);
  const page = await cashierAtTill(browser, tenant, 100_000);

  const grid = page.getByRole('list', { name: 'Daftar menu' });
  await grid.getByRole('button', { name: new RegExp(`^Tambah ${DISH}`) }).click();
  const picker = page.getByRole('dialog', { name: `Pilihan ${DISH}` });
  await expect(picker).toBeVisible();
  await expect(picker.getByRole('group', { name: /Level pedas/ })).toContainText('Wajib, pilih 1');
  // Nothing joins the cart before a level is chosen.
  await picker.locator('[data-option-add]').click();
  await expect(picker.getByText('Pilih Level pedas dulu')).toBeVisible();
  await picker.getByRole('radio', { name: 'Level 3' }).click();
  await picker.getByRole('checkbox', { name: /Telur/ }).click();
  await expect(picker.locator('[data-option-add]')).toContainText(formatRupiah(price + 4000));
  await shotsAtBothSizes(page, SHOTS, 'options-pos-picker');
  await picker.locator('[data-option-add]').click();
  await expect(picker).toHaveCount(0);

  const cart = page.locator('#pos-cart');
  await expect(cart.locator('[data-line-options]')).toHaveText(['Level 3, Telur']);
  await shotsAtBothSizes(page, SHOTS, 'options-pos-cart');

  await page.getByRole('group', { name: 'Bayar' }).getByRole('button', { name: 'Cash', exact: true }).click();
  const cash = page.getByRole('dialog', { name: 'Bayar tunai' });
  await cash.getByLabel('Uang diterima (Rp)').fill('100000');
  const sold = page.waitForResponse(
    (response) => response.url().endsWith('/pos/orders') && response.request().method() === 'POST',
  );
  await cash.getByRole('button', { name: 'Bayar tunai' }).click();
  const sale = posOrderCreated.parse(await (await sold).json()).order;
  expect(sale.items[0]).toMatchObject({
    price: price + 4000,
    options: [{ name: 'Level 3' }, { name: 'Telur' }],
  });
  const last = page.getByRole('region', { name: 'Transaksi terakhir', exact: true });
  await last.getByText('Lihat struk').click();
  await expect(last.locator('[data-receipt]')).toContainText('Level 3, Telur');
  expect(await eggStock(admin, tenant.slug, eggId)).toBe(eggsBefore - 1);

  const kitchenContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const kitchen = await kitchenContext.newPage();
  await loginAs(kitchen, tenant.staff.kitchen);
  await kitchen.goto(`/${tenant.slug}/admin/kitchen`);
  const card = kitchen.locator('[data-kitchen-order]').filter({ hasText: 'Level 3, Telur' });
  await expect(card.locator('[data-line-options]')).toHaveText('Level 3, Telur');
  await shotsAtBothSizes(kitchen, SHOTS, 'options-kitchen');
  await kitchenContext.close();

  // Offline: priced from the cached menu, queued, and landed once with its options.
  await page.context().setOffline(true);
  await grid.getByRole('button', { name: new RegExp(`^Tambah ${DISH}`) }).click();
  await picker.getByRole('radio', { name: 'Level 5' }).click();
  await picker.getByRole('checkbox', { name: /Keju/ }).click();
  await picker.locator('[data-option-add]').click();
  await expect(cart.locator('[data-line-options]')).toHaveText(['Level 5, Keju']);
  await page.getByRole('group', { name: 'Bayar' }).getByRole('button', { name: 'Cash', exact: true }).click();
  await cash.getByLabel('Uang diterima (Rp)').fill('100000');
  await cash.getByRole('button', { name: 'Bayar tunai' }).click();
  await expect(page.getByText(/belum tersinkron/)).toBeVisible();
  await page.context().setOffline(false);
  await expect(page.getByText(/belum tersinkron/)).toHaveCount(0, { timeout: 30_000 });
  const orders = await admin.get(`/api/v1/tenant/${tenant.slug}/orders`);
  expect(orders.status(), await orders.text()).toBe(200);
  const landed = JSON.stringify(await orders.json());
  expect(landed.match(/"Level 5"/g)).toHaveLength(1);

  // The day's report (the admin's, through the POS) counts the options chosen.
  const adminContext = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  const adminPage = await adminContext.newPage();
  await loginAs(adminPage, tenant.staff.admin);
  await adminPage.goto(`/pos/${tenant.slug}/reports`);
  const top = adminPage.locator('[data-top-options]');
  await expect(top.getByRole('listitem')).toHaveText([
    /Level pedas: Level 3\s*1 porsi/,
    /Level pedas: Level 5\s*1 porsi/,
    /Tambahan: Keju\s*1 porsi/,
    /Tambahan: Telur\s*1 porsi/,
  ]);
  await shotsAtBothSizes(adminPage, SHOTS, 'options-pos-report');
  await adminContext.close();
  await admin.dispose();
  await page.context().close();
});
