import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { chargesOf } from '@meja/shared/charges';
import { staffOrderList, type Order } from '@meja/shared/contracts/orders';
import { paymentList } from '@meja/shared/contracts/payments';
import { priceDiscounts } from '@meja/shared/discounts';
import { formatRupiah } from '@meja/shared/money';
import { seriousViolations } from '../support/axe';
import { menuItemIds, placeOrder, staffApi } from '../support/floor-orders';
import { loginAs } from '../support/login';
import { saveShot, shotsAtBothSizes } from '../support/shots';
import { test } from '../support/tenant';
import { uniqueSuffix } from '../support/tenant-api';

/*
 * Issue 20, discounts on the payments screen: the admin sets the cashier's limit (20 %) and their
 * own PIN; the cashier gives a 10 % bill discount with a reason (within the limit), then 50 % (above
 * it: the admin's PIN), pays the discounted amount in cash, and the receipt prints the discount.
 */

const SHOTS = '/work/shots/discounts';
const PIN = '246810';

test.use({ failOnConsoleErrors: true });

async function orderOf(staff: APIRequestContext, slug: string, id: string): Promise<Order> {
  const response = await staff.get(`/api/v1/tenant/${slug}/orders`);
  expect(response.status()).toBe(200);
  const order = staffOrderList.parse(await response.json()).orders.find((entry) => entry._id === id);
  if (!order) throw new Error(`order ${id} is not in the staff list`);
  return order;
}

/** What the guest pays with `percent` % off the whole bill, by the shared rules. */
function totalWithBillPercent(order: Order, percent: number): { discount: number; total: number } {
  const priced = priceDiscounts(
    order.items.map((item) => item.price * item.qty),
    [{ line: null, kind: 'PERCENT', value: percent }],
  );
  if (!priced.ok) throw new Error('the test discount does not fit the order');
  const charges = chargesOf(order.total, order, priced.total);
  return { discount: charges.discount, total: charges.total };
}

/** Both sizes, from the top of the page (the sticky top bar then sits where a person sees it). */
async function shots(page: Page, name: string): Promise<void> {
  await page.evaluate('window.scrollTo(0, 0)');
  await shotsAtBothSizes(page, SHOTS, name);
}

test('a cashier discounts a bill within the limit, above it with the admin’s PIN, and is paid the discounted amount', async ({
  page,
  request,
  tenant,
}) => {
  test.slow();
  const table = `DS-${uniqueSuffix()}`;
  const [dish, drink] = await menuItemIds(request, tenant.slug, 2);
  const orderId = await placeOrder(request, tenant.slug, {
    table,
    items: [
      { menuItemId: dish ?? '', qty: 2 },
      { menuItemId: drink ?? '', qty: 1 },
    ],
  });
  const cashierApi = await staffApi(tenant.staff.cashier);
  const order = await orderOf(cashierApi, tenant.slug, orderId);
  const ten = totalWithBillPercent(order, 10);
  const fifty = totalWithBillPercent(order, 50);
  const short = orderId.slice(-6).toUpperCase();

  // The admin: the cashier's limit at 20 %, and their own PIN (confirmed by their password).
  await loginAs(page, tenant.staff.admin);
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto(`/${tenant.slug}/admin/payments`);
  const settings = page.locator('[data-discount-settings]');
  // The seeded admin has the demo PIN already: they change it to their own.
  await expect(settings.locator('[data-discount-pin-state]')).toHaveText('Terpasang');
  await settings.getByLabel('Batas diskon kasir (%)').fill('20');
  await settings.getByRole('button', { name: 'Simpan batas' }).click();
  await expect(settings).toContainText('Batas diskon disimpan.');
  await settings.getByLabel('PIN baru (6 angka)').fill(PIN);
  await settings.getByLabel('Kata sandi Anda').fill(tenant.password);
  await settings.getByRole('button', { name: 'Ganti PIN' }).click();
  await expect(settings).toContainText('PIN diskon disimpan.');
  await expect(settings.getByLabel('PIN baru (6 angka)')).toHaveValue('');
  await shots(page, 'settings-card');

  // The cashier: 10 % off the bill, within the limit (no PIN).
  await page.context().clearCookies();
  await loginAs(page, tenant.staff.cashier);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/${tenant.slug}/admin/payments`);
  await expect(page.locator('[data-discount-settings]')).toHaveCount(0);
  const row = page.locator(`[data-pay-order="${orderId}"]`);
  await expect(row.locator('[data-pay-amount]')).toHaveText(formatRupiah(order.grandTotal));
  await row.getByRole('button', { name: `Diskon pesanan #${short}` }).click();
  const dialog = page.getByRole('dialog', { name: `Diskon pesanan #${short}` });
  await expect(dialog.getByLabel('Berlaku untuk')).toHaveValue('bill');
  await expect(dialog.getByRole('radio', { name: 'Persen (%)' })).toBeChecked();
  await dialog.getByLabel('Besar diskon (%)').fill('10');
  await dialog.getByLabel('Alasan').fill('Pelanggan tetap');
  await expect(dialog.locator('[data-discount-new-total]')).toHaveText(formatRupiah(ten.total));
  await expect(dialog).toContainText('Batas diskon kasir: 20%');
  await expect(dialog.locator('[data-discount-pin]')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Simpan diskon' }).click();
  await expect(dialog).toBeHidden();
  await expect(row.locator('[data-pay-amount]')).toHaveText(formatRupiah(ten.total));
  await expect(row.locator('[data-order-discount]')).toHaveText(`Diskon −${formatRupiah(ten.discount)}`);
  // The table's card alone: a full page would draw the sticky payment bar over it.
  const group = page.locator(`[data-pay-table="${table}"]`);
  await saveShot(group, `${SHOTS}/order-row-390.png`);
  await page.setViewportSize({ width: 1366, height: 768 });
  await saveShot(group, `${SHOTS}/order-row-1366.png`);
  await page.setViewportSize({ width: 390, height: 844 });

  // 50 % is above the limit: the admin's PIN is asked for before saving.
  await row.getByRole('button', { name: `Diskon pesanan #${short}` }).click();
  await expect(dialog.locator('[data-current-discount="bill"]')).toContainText('Pelanggan tetap');
  await dialog.getByLabel('Besar diskon (%)').fill('50');
  await dialog.getByLabel('Alasan').fill('Teman pemilik');
  await expect(dialog).toContainText('yang baru menggantikannya');
  await expect(dialog.locator('[data-discount-new-total]')).toHaveText(formatRupiah(fifty.total));
  const pin = dialog.getByLabel('PIN admin');
  await expect(pin).toHaveAttribute('type', 'password');
  await expect(pin).toHaveAttribute('inputmode', 'numeric');
  await dialog.getByRole('button', { name: 'Simpan diskon' }).click();
  await expect(dialog).toContainText('Masukkan PIN admin.');
  expect(await seriousViolations(page)).toEqual([]);
  await shots(page, 'dialog-pin');
  await dialog.evaluate((element) => element.scrollTo(0, 0));
  await shots(page, 'dialog-top');
  await pin.fill(PIN);
  await dialog.getByRole('button', { name: 'Simpan diskon' }).click();
  await expect(dialog).toBeHidden();
  await expect(row.locator('[data-pay-amount]')).toHaveText(formatRupiah(fifty.total));

  // Paid in cash: the amount is the discounted one.
  const bar = page.getByRole('group', { name: 'Pembayaran terpilih' });
  await row.getByRole('checkbox').check();
  await expect(bar).toContainText(formatRupiah(fifty.total));
  await bar.getByRole('button', { name: 'Buat Pembayaran' }).click();
  const cash = page.getByRole('dialog', { name: 'Bayar tunai' });
  await expect(cash.locator('[data-payment-amount]')).toHaveText(formatRupiah(fifty.total));
  await cash.getByRole('button', { name: 'Catat pembayaran' }).click();
  await expect(bar).toContainText(`Pembayaran tercatat: 1 order, ${formatRupiah(fifty.total)} (CASH).`);
  const payments = paymentList.parse(
    await (await cashierApi.get(`/api/v1/tenant/${tenant.slug}/payments`)).json(),
  );
  expect(payments.items.find((payment) => payment.orderId === orderId)?.amount).toBe(fifty.total);

  // The receipt prints the bill's discount after the subtotal.
  const receipt = page.getByRole('region', { name: 'Struk Gabungan' });
  await receipt.getByRole('checkbox', { name: new RegExp(short) }).check();
  const popupPromise = page.waitForEvent('popup');
  await receipt.getByRole('button', { name: 'Cetak struk (1)' }).click();
  const popup = await popupPromise;
  const text = await popup.locator('body').innerText();
  expect(text).toMatch(/Subtotal\s+Rp/);
  expect(text).toContain(`Diskon (Teman pemilik)`);
  expect(text).toContain(`−${formatRupiah(fifty.discount)}`);
  await popup.close();
  await cashierApi.dispose();
});
