import { expect, type Locator, type Page } from '@playwright/test';
import { chargesOf, type ChargeSettings } from '@meja/shared/charges';
import { publicMenuList } from '@meja/shared/contracts/menu';
import { formatRupiah } from '@meja/shared/money';
import { test } from '../support/tenant';
import { cashierAtTill, tapDishes } from '../support/pos-cashier';
import { shotsAtBothSizes } from '../support/shots';
import { uniqueSuffix } from '../support/tenant-api';

/*
 * Issue 20: a restaurant with a 5 % service charge and the regional PB1 at 10 %. The diner's cart,
 * the tracked order, the POS cart and its receipt all show the service charge, then the tax named
 * PB1 on dishes + service, and the same total — the one the server charged.
 */

const SHOTS = '/work/shots/h20';
const SETTINGS: ChargeSettings = { serviceChargePercent: 5, taxType: 'PB1', taxPercent: 10 };
const DISH = 'NASI GORENG SPESIAL';

test.use({ failOnConsoleErrors: true });

test.beforeEach(async ({ playwright, tenant, baseURL }) => {
  const admin = await playwright.request.newContext({ baseURL });
  const login = await admin.post('/api/v1/public/login', {
    data: { email: tenant.staff.admin, password: tenant.password },
  });
  expect(login.status(), await login.text()).toBe(200);
  const saved = await admin.patch(`/api/v1/tenant/${tenant.slug}/settings`, { data: SETTINGS });
  expect(saved.status(), await saved.text()).toBe(200);
  await admin.dispose();
});

async function priceOf(page: Page, slug: string, dish: string): Promise<number> {
  const response = await page.request.get(`/api/v1/public/${slug}/menu`);
  expect(response.status()).toBe(200);
  const item = publicMenuList.parse(await response.json()).items.find((candidate) => candidate.name === dish);
  if (!item) throw new Error(`${dish} is not on the menu`);
  return item.effectivePrice;
}

/** The rows between subtotal and total, as a person reads them. */
async function expectChargeRows(area: Locator, subtotal: number): Promise<void> {
  const charges = chargesOf(subtotal, SETTINGS);
  await expect(area.getByText('Biaya layanan 5%', { exact: true })).toBeVisible();
  await expect(area.getByText(formatRupiah(charges.serviceCharge), { exact: true })).toBeVisible();
  await expect(area.getByText('PB1 10%', { exact: true })).toBeVisible();
  await expect(area.getByText(formatRupiah(charges.tax), { exact: true })).toBeVisible();
  await expect(area.getByText(formatRupiah(charges.total), { exact: true }).first()).toBeVisible();
}

test('the diner sees the service charge and PB1 in the cart and on the tracked order, as charged', async ({
  page,
  tenant,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const price = await priceOf(page, tenant.slug, DISH);
  const charges = chargesOf(price * 2, SETTINGS);
  await page.goto(`/${tenant.slug}/menu`);
  const add = page.getByRole('button', { name: new RegExp(`^Tambah ${DISH} ke keranjang$`, 'i') }).first();
  await add.click();
  await add.click();
  await page.getByRole('link', { name: 'Keranjang 2 item' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Keranjang' })).toBeVisible();
  const main = page.getByRole('main');
  await expectChargeRows(main, price * 2);
  await expect(main.getByText('Total (incl. PB1)')).toBeVisible();
  await expect(page.locator('[data-cart-total]')).toHaveText(formatRupiah(charges.total));
  await shotsAtBothSizes(page, SHOTS, 'charges-cart');

  await page.getByLabel(/^Nomor meja/).fill(`C${uniqueSuffix().slice(-5)}`);
  const placed = page.waitForResponse(
    (response) => response.url().includes('/orders') && response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Pesan Sekarang' }).click();
  const created: unknown = await (await placed).json();
  expect(created).toMatchObject({
    order: {
      total: price * 2,
      serviceCharge: charges.serviceCharge,
      tax: charges.tax,
      grandTotal: charges.total,
      taxType: 'PB1',
    },
  });
  await expect(page.getByText('Menunggu konfirmasi')).toBeVisible();
  const detail = page.locator('[data-order-detail]');
  await expectChargeRows(detail, price * 2);
  await shotsAtBothSizes(page, SHOTS, 'charges-tracking');
});

test('the POS cart and its receipt show the service charge and PB1, and the cash taken is that total', async ({
  browser,
  tenant,
}) => {
  test.setTimeout(90_000);
  const page = await cashierAtTill(browser, tenant, 100_000);

  const price = await priceOf(page, tenant.slug, DISH);
  const charges = chargesOf(price, SETTINGS);
  await tapDishes(page, [DISH]);
  const cart = page.locator('#pos-cart');
  await expectChargeRows(cart, price);
  await expect(cart.locator('[data-cart-total]')).toHaveText(formatRupiah(charges.total));
  await shotsAtBothSizes(page, SHOTS, 'charges-pos-cart');

  await page.getByRole('group', { name: 'Bayar' }).getByRole('button', { name: 'Cash', exact: true }).click();
  const cash = page.getByRole('dialog', { name: 'Bayar tunai' });
  await expect(cash.locator('[data-payment-amount]')).toHaveText(formatRupiah(charges.total));
  await cash.getByLabel('Uang diterima (Rp)').fill('100000');
  await cash.getByRole('button', { name: 'Bayar tunai' }).click();
  await expect(cash).toHaveCount(0);

  const last = page.getByRole('region', { name: 'Transaksi terakhir', exact: true });
  await expect(last.locator('[data-last-change]')).toHaveText(formatRupiah(100_000 - charges.total));
  await last.getByText('Lihat struk').click();
  const receipt = last.locator('[data-receipt]');
  await expectChargeRows(receipt, price);
  await shotsAtBothSizes(page, SHOTS, 'charges-pos-receipt');
  await page.context().close();
});
