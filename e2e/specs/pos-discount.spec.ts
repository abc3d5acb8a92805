import { mkdirSync } from 'node:fs';
import {
  expect,
  request as playwrightRequest,
  type Browser,
  type Locator,
  type Page,
} from '@playwright/test';
import { staffOrderList, type Order } from '@meja/shared/contracts/orders';
import { paymentList } from '@meja/shared/contracts/payments';
import { formatRupiah as rupiah } from '@meja/shared/money';
import type { TestTenant } from '@meja/shared/contracts/test-hooks';
import { test } from '../support/tenant';
import { seriousViolations } from '../support/axe';
import { apiLogin } from '../support/tenant-api';
import { createPosCashier, openShiftFromPrompt, posLogin, tapDishes } from '../support/pos-cashier';
import { posWordsIn } from '../support/pos-words';
import { saveShot, shotsAtBothSizes } from '../support/shots';

/*
 * Issue 20, discounts at the POS: a cashier takes 10 % off one line and Rp 2.000 off the bill (within
 * the restaurant's 10 % limit), pays cash, and the receipt and the server's order agree; above the
 * limit an admin's PIN approves it (a wrong one is refused). Offline, a discount within the limit is
 * queued with the sale and lands exactly once; one above it is refused (the PIN cannot be checked).
 */

const SHOTS = '/work/shots/pos-discount';
const WIDE = { width: 1366, height: 768 };
const OPENING_CASH = 100_000;
const ADMIN_PIN = '246810';
/**
 * The demo menu's effective prices: NASI GORENG SPESIAL 28.000, MIE GORENG JAWA 25.000, ES TEH
 * MANIS 6.000; PPN 11 % on top, no service charge.
 */
const withTax = (base: number) => base + Math.round((base * 11) / 100);

interface Discount {
  kind: 'Persen (%)' | 'Rupiah (Rp)';
  value: string;
  reason: string;
}

/** A new cashier of the tenant at the till, with a shift open. */
async function cashierAtTill(browser: Browser, tenant: TestTenant): Promise<Page> {
  const email = await createPosCashier(tenant);
  const context = await browser.newContext({ viewport: WIDE });
  const page = await context.newPage();
  await posLogin(page, tenant.slug, email);
  await openShiftFromPrompt(page, OPENING_CASH);
  return page;
}

/** A dialog as the cashier sees it (the screen, not the whole page) at 390×844 and 1366×768. */
async function dialogShots(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  for (const [width, height] of [
    [390, 844],
    [1366, 768],
  ] as const) {
    await page.setViewportSize({ width, height });
    await saveShot(page, `${SHOTS}/${name}-${width}.png`);
  }
  await page.setViewportSize(WIDE);
}

const cartOf = (page: Page) => page.getByRole('region', { name: /Keranjang/ });

/** Opens a discount dialog with `button`, fills it and saves it; `preview` is what it should take off. */
async function giveDiscount(
  page: Page,
  button: Locator,
  title: string,
  discount: Discount,
  preview?: string,
) {
  await button.click();
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.getByRole('radio', { name: discount.kind }).click();
  await dialog
    .getByLabel(discount.kind === 'Persen (%)' ? 'Besar diskon (%)' : 'Besar diskon (Rp)')
    .fill(discount.value);
  await dialog.getByLabel('Alasan').fill(discount.reason);
  if (preview) await expect(dialog.locator('[data-discount-preview]')).toHaveText(`Potongan ${preview}`);
  await dialog.getByRole('button', { name: 'Simpan diskon' }).click();
  await expect(dialog).toHaveCount(0);
}

const lineDiscountButton = (page: Page, dish: string) =>
  cartOf(page).getByRole('button', { name: new RegExp(`^Diskon.* untuk ${dish}$`) });

async function payExactCash(page: Page): Promise<Locator> {
  await page.getByRole('group', { name: 'Bayar' }).getByRole('button', { name: 'Cash', exact: true }).click();
  const cash = page.getByRole('dialog', { name: 'Bayar tunai' });
  await cash.getByRole('button', { name: 'Uang pas' }).click();
  await cash.getByRole('button', { name: 'Bayar tunai' }).click();
  return cash;
}

/** The POS orders of the day as the server keeps them (the cashier reads them too). */
async function posOrders(page: Page, slug: string): Promise<Order[]> {
  const response = await page.request.get(`/api/v1/tenant/${slug}/orders`);
  expect(response.status(), await response.text()).toBe(200);
  return staffOrderList.parse(await response.json()).orders.filter((order) => order.source === 'POS');
}

async function newestPayment(page: Page, slug: string) {
  const response = await page.request.get(`/api/v1/tenant/${slug}/payments`);
  expect(response.status(), await response.text()).toBe(200);
  return paymentList.parse(await response.json()).items;
}

test('a cashier gives a line and a bill discount within the limit, and an admin PIN approves one above it', async ({
  browser,
  tenant,
}) => {
  test.setTimeout(150_000);
  const page = await cashierAtTill(browser, tenant);
  const cart = cartOf(page);

  // 10 % off the noodles (2.500) and Rp 2.000 off the bill: 4.500 of 53.000, under 10 %.
  await tapDishes(page, ['NASI GORENG SPESIAL', 'MIE GORENG JAWA']);
  await lineDiscountButton(page, 'MIE GORENG JAWA').click();
  const lineDialog = page.getByRole('dialog', { name: 'Diskon MIE GORENG JAWA' });
  await expect(lineDialog.locator('[data-discount-base]')).toHaveText(`Harga baris ${rupiah(25_000)}`);
  // Nothing typed: the problems show on saving.
  await lineDialog.getByRole('button', { name: 'Simpan diskon' }).click();
  await expect(lineDialog).toContainText('Isi besar diskon.');
  await expect(lineDialog).toContainText('Tulis alasan diskon.');
  await lineDialog.getByLabel('Besar diskon (%)').fill('10');
  await lineDialog.getByLabel('Alasan').fill('Ulang tahun');
  await expect(lineDialog.locator('[data-discount-preview]')).toHaveText('Potongan −Rp 2.500');
  await dialogShots(page, 'line-discount-dialog');
  expect(await seriousViolations(page)).toEqual([]);
  await lineDialog.getByRole('button', { name: 'Simpan diskon' }).click();
  await expect(cart.locator('[data-line-discount="2500"]')).toHaveText('−Rp 2.500');

  await giveDiscount(
    page,
    cart.getByRole('button', { name: 'Diskon tagihan', exact: true }),
    'Diskon tagihan',
    { kind: 'Rupiah (Rp)', value: '2.000', reason: 'Pelanggan tetap' },
    '−Rp 2.000',
  );
  const total = withTax(53_000 - 4_500);
  await expect(cart.locator('[data-cart-discount]')).toHaveText('−Rp 4.500');
  await expect(cart.locator('[data-cart-total]')).toHaveText(rupiah(total));
  await expect(cart.locator('[data-discount-pin]')).toHaveCount(0);
  await shotsAtBothSizes(page, SHOTS, 'cart-with-discounts');
  expect(await seriousViolations(page)).toEqual([]);

  const cash = await payExactCash(page);
  await expect(cash).toHaveCount(0);
  const last = page.getByRole('region', { name: 'Transaksi terakhir', exact: true });
  await expect(last).toContainText(rupiah(total));
  await last.getByText('Lihat struk').click();
  const receipt = last.locator('[data-receipt]');
  for (const text of [
    'Diskon (Ulang tahun)',
    '−Rp 2.500',
    'Diskon (Pelanggan tetap)',
    '−Rp 2.000',
    rupiah(total),
  ]) {
    await expect(receipt).toContainText(text);
  }
  await shotsAtBothSizes(page, SHOTS, 'receipt-with-discounts');

  // The server priced it the same, and kept who gave each discount.
  const [payment] = await newestPayment(page, tenant.slug);
  expect(payment?.amount).toBe(total);
  const stored = (await posOrders(page, tenant.slug)).find((order) => order._id === payment?.orderId);
  expect(stored).toMatchObject({ total: 53_000, discount: 4_500, grandTotal: total });
  expect(
    stored?.discounts.map(({ line, kind, value, amount, reason, approvedBy }) => ({
      line,
      kind,
      value,
      amount,
      reason,
      approvedBy,
    })),
  ).toEqual([
    { line: 1, kind: 'PERCENT', value: 10, amount: 2_500, reason: 'Ulang tahun', approvedBy: null },
    { line: null, kind: 'FIXED', value: 2_000, amount: 2_000, reason: 'Pelanggan tetap', approvedBy: null },
  ]);

  // Above the limit: half off the rice needs the admin's PIN, typed at the till.
  const admin = await playwrightRequest.newContext({ baseURL: test.info().project.use.baseURL });
  await apiLogin(admin, tenant.staff.admin);
  const pinSet = await admin.put(`/api/v1/tenant/${tenant.slug}/payments/discount-pin`, {
    data: { pin: ADMIN_PIN, password: tenant.password },
  });
  expect(pinSet.status(), await pinSet.text()).toBe(200);
  await admin.dispose();

  await tapDishes(page, ['NASI GORENG SPESIAL']);
  await lineDiscountButton(page, 'NASI GORENG SPESIAL').click();
  const halfDialog = page.getByRole('dialog', { name: 'Diskon NASI GORENG SPESIAL' });
  await halfDialog.getByLabel('Besar diskon (%)').fill('50');
  await halfDialog.getByLabel('Alasan').fill('Teman pemilik');
  await expect(halfDialog).toContainText('Di atas batas diskon kasir 10%');
  await dialogShots(page, 'over-limit-dialog');
  await halfDialog.getByRole('button', { name: 'Simpan diskon' }).click();
  const pinBox = cart.locator('[data-discount-pin]');
  await expect(pinBox).toContainText('Diskon di atas 10% perlu PIN admin.');
  await shotsAtBothSizes(page, SHOTS, 'cart-pin-needed');
  expect(await seriousViolations(page)).toEqual([]);
  // No PIN yet: refused before anything is sent.
  await page.getByRole('group', { name: 'Bayar' }).getByRole('button', { name: 'Cash', exact: true }).click();
  await expect(cart.getByRole('alert')).toHaveText('Diskon di atas 10% perlu PIN admin.');
  await pinBox.getByLabel('PIN admin').fill('111111');
  const pinCash = await payExactCash(page);
  await expect(pinCash.getByRole('alert')).toHaveText('PIN admin salah.');
  await expect(pinCash.getByLabel('PIN admin')).toHaveValue('');
  await dialogShots(page, 'cash-dialog-pin-wrong');
  await pinCash.getByLabel('PIN admin').fill(ADMIN_PIN);
  await pinCash.getByRole('button', { name: 'Bayar tunai' }).click();
  await expect(pinCash).toHaveCount(0);
  const halfTotal = withTax(14_000);
  await expect(last).toContainText(rupiah(halfTotal));
  const [approvedPayment] = await newestPayment(page, tenant.slug);
  expect(approvedPayment?.amount).toBe(halfTotal);
  const approved = (await posOrders(page, tenant.slug)).find(
    (order) => order._id === approvedPayment?.orderId,
  );
  expect(approved?.discount).toBe(14_000);
  expect(approved?.discounts[0]?.approvedBy).toBeTruthy();

  // In English (issue 13's switch): the same cart and dialog, every word from the English chunk.
  const en = posWordsIn('en');
  const id = posWordsIn('id');
  await page
    .getByRole('group', { name: id('pos/language', 'label') })
    .getByRole('button', { name: id('pos/language', 'en') })
    .click();
  await page
    .getByRole('list', { name: en('pos/dashboard', 'menuList') })
    .getByRole('button', { name: new RegExp(`^${en('pos/dashboard', 'addItem')}ES TEH MANIS`) })
    .click();
  const englishCart = page.getByRole('region', { name: new RegExp(en('pos/dashboard', 'cart')) });
  await englishCart
    .getByRole('button', {
      name: en('pos/discount', 'forLine', { action: en('pos/discount', 'lineButton'), name: 'ES TEH MANIS' }),
    })
    .click();
  const englishDialog = page.getByRole('dialog', {
    name: en('pos/discount', 'lineTitle', { name: 'ES TEH MANIS' }),
  });
  await englishDialog.getByRole('radio', { name: en('pos/discount', 'fixed') }).click();
  await englishDialog.getByLabel(en('pos/discount', 'valueFixed')).fill('7000');
  await englishDialog.getByLabel(en('pos/discount', 'reason')).fill('Spilled');
  await englishDialog.getByRole('button', { name: en('pos/discount', 'save') }).click();
  await expect(englishDialog).toContainText(en('pos/discount', 'tooLarge'));
  await englishDialog.getByLabel(en('pos/discount', 'valueFixed')).fill('600');
  await expect(englishDialog.locator('[data-discount-preview]')).toHaveText(
    en('pos/discount', 'preview', { amount: '−Rp 600' }),
  );
  await dialogShots(page, 'line-discount-dialog-en');
  await englishDialog.getByRole('button', { name: en('pos/discount', 'save') }).click();
  await expect(englishCart.locator('[data-cart-discount]')).toHaveText('−Rp 600');
  await expect(englishCart).toContainText(en('pos/discount', 'total'));
  await expect(englishCart).toContainText(en('pos/discount', 'rule', { rule: 'Rp 600', reason: 'Spilled' }));
  await page.context().close();
});

test('offline, a discount within the limit is queued with its sale and lands once; one above it is refused', async ({
  browser,
  tenant,
}) => {
  test.setTimeout(150_000);
  const page = await cashierAtTill(browser, tenant);
  const cart = cartOf(page);
  const before = await posOrders(page, tenant.slug);
  const paymentsBefore = (await newestPayment(page, tenant.slug)).length;

  await page.context().setOffline(true);
  // 10 % off the tea (600 of 34.000).
  await tapDishes(page, ['ES TEH MANIS', 'NASI GORENG SPESIAL']);
  await giveDiscount(page, lineDiscountButton(page, 'ES TEH MANIS'), 'Diskon ES TEH MANIS', {
    kind: 'Persen (%)',
    value: '10',
    reason: 'Gelas retak',
  });
  const total = withTax(34_000 - 600);
  await expect(cart.locator('[data-cart-total]')).toHaveText(rupiah(total));
  await payExactCash(page);
  const last = page.getByRole('region', { name: 'Transaksi terakhir', exact: true });
  await expect(last).toContainText(rupiah(total));
  await expect(last).toContainText('Disimpan offline');
  await last.getByText('Lihat struk').click();
  await expect(last.locator('[data-receipt]')).toContainText('Diskon (Gelas retak)');
  await expect(last.locator('[data-receipt]')).toContainText('−Rp 600');
  await expect(page.getByText('2 belum tersinkron')).toBeVisible();

  // Half off: above the limit, and the PIN cannot be checked offline.
  await tapDishes(page, ['NASI GORENG SPESIAL']);
  await giveDiscount(page, lineDiscountButton(page, 'NASI GORENG SPESIAL'), 'Diskon NASI GORENG SPESIAL', {
    kind: 'Persen (%)',
    value: '50',
    reason: 'Teman pemilik',
  });
  await expect(cart.locator('[data-discount-pin]')).toContainText('PIN hanya bisa diperiksa saat online');
  await cart.getByLabel('PIN admin').fill(ADMIN_PIN);
  await page.getByRole('group', { name: 'Bayar' }).getByRole('button', { name: 'Cash', exact: true }).click();
  await expect(cart.getByRole('alert')).toContainText(
    'Diskon di atas 10% perlu PIN admin, dan PIN hanya bisa diperiksa saat online.',
  );
  await expect(page.getByRole('dialog', { name: 'Bayar tunai' })).toHaveCount(0);
  await expect(page.getByText('2 belum tersinkron')).toBeVisible();
  await shotsAtBothSizes(page, SHOTS, 'offline-above-limit-refused');
  await cart.getByRole('button', { name: 'Kurangi NASI GORENG SPESIAL' }).click();

  // Online again: the queued sale replays once, with its discount.
  await page.context().setOffline(false);
  await expect(page.getByText(/belum tersinkron/)).toHaveCount(0, { timeout: 30_000 });
  await expect(page.getByText(/gagal sinkron/)).toHaveCount(0);
  const after = await posOrders(page, tenant.slug);
  const known = new Set(before.map((order) => order._id));
  const added = after.filter((order) => !known.has(order._id));
  expect(added).toHaveLength(1);
  expect(added[0]).toMatchObject({
    total: 34_000,
    discount: 600,
    grandTotal: total,
    paymentStatus: 'COMPLETED',
  });
  expect(added[0]?.discounts).toMatchObject([
    { line: 0, kind: 'PERCENT', value: 10, amount: 600, reason: 'Gelas retak' },
  ]);
  const payments = await newestPayment(page, tenant.slug);
  expect(payments.length - paymentsBefore).toBe(1);
  expect(payments[0]?.amount).toBe(total);
  await page.context().close();
});
