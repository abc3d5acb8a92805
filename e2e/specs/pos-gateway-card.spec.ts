import { mkdirSync } from 'node:fs';
import { expect, type Browser, type Locator, type Page } from '@playwright/test';
import { payIntentResponse } from '@meja/shared/contracts/pos';
import type { TestTenant } from '@meja/shared/contracts/test-hooks';
import { formatRupiah as rupiah } from '@meja/shared/money';
import { seriousViolations } from '../support/axe';
import { loginAs } from '../support/login';
import { cashierAtTill, expectSaleBannerShown, tapDishes, watchSaleBanner } from '../support/pos-cashier';
import { posWord } from '../support/pos-words';
import { decodeQrPng } from '../support/qr-decode';
import { test } from '../support/tenant';
import { uniqueSuffix } from '../support/tenant-api';
import { saveShot } from '../support/shots';

/*
 * Issue 17, the restaurant's own payment gateway: the admin sets Midtrans up on the payments page,
 * a cashier sells by card through it, the customer pays on the gateway's page, and the POS sees the
 * sale paid by itself. The e2e server runs the gateways' local fakes (FAKE_GATEWAYS).
 */

const SHOTS = '/work/shots/h17';
const PHONE = { width: 390, height: 844 };
const WIDE = { width: 1366, height: 768 };
const SIZES = [PHONE, WIDE] as const;
/** warung-demo's ES TEH MANIS with the tenant's 11 % PPN. */
const DISH = 'ES TEH MANIS';
const DISH_TOTAL = 6_000 + 660;

/**
 * The element at a phone's and a laptop's width, cut from a full-page shot (so the sticky top bar
 * stays at the page's top instead of covering the element), then the old size again.
 */
async function shotsOf(page: Page, element: Locator, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  const original = page.viewportSize();
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await page.evaluate('window.scrollTo(0, 0)');
    const box = await element.boundingBox();
    if (!box) throw new Error(`${name}: the element is not visible`);
    await saveShot(page, `${SHOTS}/${name}-${size.width}.png`, { fullPage: true, clip: box });
  }
  if (original) await page.setViewportSize(original);
}

/** The screen as the cashier sees it (a dialog over the page, or `focus` scrolled into view) at both sizes. */
async function viewportShots(page: Page, name: string, focus?: Locator): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  const original = page.viewportSize();
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await focus?.scrollIntoViewIfNeeded();
    await saveShot(page, `${SHOTS}/${name}-${size.width}.png`);
  }
  if (original) await page.setViewportSize(original);
}

/** The admin, in a browser of their own, saves the gateway setting through the screen. */
async function adminSavesGateway(
  browser: Browser,
  tenant: TestTenant,
  setting: { key: string; card: boolean; qris: boolean },
): Promise<void> {
  const context = await browser.newContext({ viewport: WIDE });
  try {
    const page = await context.newPage();
    await loginAs(page, tenant.staff.admin);
    const section = await openGatewaySection(page, tenant.slug);
    const form = section.getByRole('form', { name: /^Gateway pembayaran/ });
    await form.getByLabel('Gateway', { exact: true }).selectOption('midtrans');
    await form.getByLabel(/Server key Midtrans/).fill(setting.key);
    await form.getByRole('switch', { name: 'Kartu lewat gateway' }).setChecked(setting.card);
    await form.getByRole('switch', { name: 'QRIS lewat gateway' }).setChecked(setting.qris);
    await form.getByRole('button', { name: 'Simpan gateway' }).click();
    await expect(form.getByText('Gateway pembayaran disimpan')).toBeVisible();
  } finally {
    await context.close();
  }
}

/** Picks a method for the cart and returns the payment the server made for it. */
async function payWith(page: Page, method: 'Card' | 'QRIS', payGroup = 'Bayar') {
  const created = page.waitForResponse((response) =>
    response.url().endsWith('/api/v1/pos/pay/create-intent'),
  );
  await page
    .getByRole('group', { name: payGroup })
    .getByRole('button', { name: method, exact: true })
    .click();
  const response = await created;
  expect(response.status(), await response.text()).toBe(201);
  return payIntentResponse.parse(await response.json()).payment;
}

/** The text of the QR code drawn in the dialog. */
async function qrTextIn(dialog: Locator): Promise<string | null> {
  return decodeQrPng(await dialog.getByRole('img').screenshot());
}

async function openGatewaySection(page: Page, slug: string): Promise<Locator> {
  await page.goto(`/${slug}/admin/payments`);
  const section = page.getByRole('region', { name: /^Gateway pembayaran/ });
  await expect(section.getByLabel('Gateway', { exact: true })).toBeVisible();
  return section;
}

test('the admin’s gateway form: only the chosen provider’s keys, Stripe has no QRIS, a refused save names its field, keys cleared after asking', async ({
  page,
  tenant,
}) => {
  await loginAs(page, tenant.staff.admin);
  const section = await openGatewaySection(page, tenant.slug);
  const form = section.getByRole('form', { name: /^Gateway pembayaran/ });
  await expect(section.getByText('Tidak dipakai', { exact: true })).toBeVisible();
  const card = form.getByRole('switch', { name: 'Kartu lewat gateway' });
  const qris = form.getByRole('switch', { name: 'QRIS lewat gateway' });
  await expect(card).toBeDisabled();
  await expect(qris).toBeDisabled();
  await expect(form.getByLabel(/Server key Midtrans/)).toHaveCount(0);
  await shotsOf(page, section, 'admin-gateway-empty');

  // Xendit with card, but no keys: the API refuses and names the missing key's field.
  const provider = form.getByLabel('Gateway', { exact: true });
  await provider.selectOption('xendit');
  const apiKey = form.getByLabel(/Secret API key Xendit/);
  await expect(apiKey).toHaveAttribute('type', 'password');
  await expect(form.getByText('Belum diisi.')).toHaveCount(2);
  await expect(form.getByText(/\/api\/v1\/webhooks\/xendit\//)).toBeVisible();
  await card.check();
  await form.getByRole('button', { name: 'Simpan gateway' }).click();
  await expect(apiKey).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText('Lengkapi kunci gateway ini sebelum memakainya.')).toBeVisible();
  await shotsOf(page, section, 'admin-gateway-error');
  expect(await seriousViolations(page)).toEqual([]);

  // Stripe: QRIS cannot go through it.
  await provider.selectOption('stripe');
  await expect(qris).toBeDisabled();
  await expect(qris).not.toBeChecked();
  await expect(form.getByText('Stripe tidak menyediakan QRIS.', { exact: false })).toBeVisible();
  await expect(form.getByLabel(/Secret key Stripe/)).toBeVisible();
  await expect(form.getByLabel(/Secret API key Xendit/)).toHaveCount(0);

  // Midtrans with a key and both methods: saved, the key shown only by its last 4 characters.
  const key = `SB-Mid-server-${uniqueSuffix()}`;
  await provider.selectOption('midtrans');
  await form.getByLabel(/Server key Midtrans/).fill(key);
  await qris.check();
  await form.getByRole('button', { name: 'Simpan gateway' }).click();
  await expect(form.getByText('Gateway pembayaran disimpan')).toBeVisible();
  await expect(form.getByLabel(/Server key Midtrans/)).toHaveValue('');
  await expect(form.getByText(`Tersimpan: ••••${key.slice(-4)}.`, { exact: false })).toBeVisible();
  await expect(section.getByText('Aktif: Midtrans')).toBeVisible();
  await expect(form.getByText(/\/api\/v1\/webhooks\/midtrans\//)).toBeVisible();
  await shotsOf(page, section, 'admin-gateway-filled');
  expect(await seriousViolations(page)).toEqual([]);

  // 'Hapus semua kunci' asks first; cancelling keeps everything.
  await form.getByRole('button', { name: 'Hapus semua kunci' }).click();
  const ask = page.getByRole('dialog', { name: 'Hapus semua kunci gateway?' });
  await expect(ask).toBeVisible();
  await shotsOf(page, ask, 'admin-gateway-clear-dialog');
  await ask.getByRole('button', { name: 'Batal' }).click();
  await expect(ask).toHaveCount(0);
  await expect(section.getByText('Aktif: Midtrans')).toBeVisible();
  await form.getByRole('button', { name: 'Hapus semua kunci' }).click();
  await ask.getByRole('button', { name: 'Ya, hapus semua kunci' }).click();
  await expect(ask).toHaveCount(0);
  await expect(form.getByText('Semua kunci gateway dihapus')).toBeVisible();
  await expect(form.getByText('Belum diisi.')).toBeVisible();
  await expect(section.getByText('Tidak dipakai', { exact: true })).toBeVisible();
  await expect(card).not.toBeChecked();
  await expect(form.getByRole('button', { name: 'Hapus semua kunci' })).toHaveCount(0);
});

test('a cashier sells by card through the restaurant’s Midtrans, the customer pays on the gateway’s page, and the POS shows the sale paid by itself', async ({
  browser,
  tenant,
}) => {
  test.setTimeout(120_000);
  await adminSavesGateway(browser, tenant, {
    key: `SB-Mid-server-${uniqueSuffix()}`,
    card: true,
    qris: false,
  });
  const page = await cashierAtTill(browser, tenant, 0);
  await tapDishes(page, [DISH]);
  // While it waits, the POS follows the staff event stream (the POS login's session may open it).
  const stream = page.waitForResponse((response) =>
    response.url().endsWith(`/api/v1/tenant/${tenant.slug}/events`),
  );
  const payment = await payWith(page, 'Card');
  expect((await stream).status()).toBe(200);
  expect(payment).toMatchObject({
    method: 'CARD',
    status: 'PENDING',
    gateway: 'midtrans',
    amount: DISH_TOTAL,
  });
  const payUrl = payment.payUrl ?? '';
  expect(payUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\//);

  // The pay link, as a QR for the customer's phone and as a button, while the POS waits.
  const dialog = page.getByRole('dialog', { name: 'Bayar dengan kartu' });
  await expect(dialog.locator('[data-payment-amount]')).toHaveText(rupiah(DISH_TOTAL));
  await expect(dialog.locator('[data-gateway-waiting]')).toHaveText('Menunggu pembayaran…');
  await expect(
    dialog.getByRole('img', { name: `Kode QR link pembayaran kartu untuk ${rupiah(DISH_TOTAL)}` }),
  ).toBeVisible();
  expect(await qrTextIn(dialog)).toBe(payUrl);
  const link = dialog.getByRole('link', { name: 'Buka link pembayaran' });
  await expect(link).toHaveAttribute('href', payUrl);
  await expect(link).toHaveAttribute('target', '_blank');
  await viewportShots(page, 'pos-gateway-card-dialog');
  expect(await seriousViolations(page)).toEqual([]);

  // Not paid yet: the cashier's check says so, and the dialog keeps waiting.
  await dialog.getByRole('button', { name: 'Cek status' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Pembayaran belum diterima oleh gateway');

  // From here the POS page must not load again: whatever shows the sale paid happens in place.
  await page.evaluate('window.mejaStayed = true');
  let navigations = 0;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigations += 1;
  });

  // The customer pays on the gateway's page (the Midtrans fake's Snap page), on their own phone.
  await watchSaleBanner(page);
  const phone = await browser.newContext({ viewport: PHONE });
  const customer = await phone.newPage();
  await customer.goto(payUrl);
  await customer.getByRole('button', { name: 'Bayar' }).click();
  await customer.waitForLoadState();

  // The webhook lands; the POS hears of it and ends the sale as after a manual confirmation.
  await expect(dialog).toHaveCount(0, { timeout: 15_000 });
  await expectSaleBannerShown(page, 'Transaksi berhasil dibuat');
  await expect(page.locator('#pos-cart').getByRole('alert')).toHaveCount(0);
  const cart = page.getByRole('region', { name: /Keranjang/ });
  await expect(cart.locator('[data-cart-total]')).toHaveText('Rp 0');
  await expect(cart.getByRole('region', { name: 'Transaksi terakhir', exact: true })).toContainText(
    rupiah(DISH_TOTAL),
  );
  expect(await page.evaluate('window.mejaStayed')).toBe(true);
  expect(navigations).toBe(0);

  const now = await page.request.get(`/api/v1/pos/pay/${payment._id}`, {
    headers: { 'X-Tenant-Slug': tenant.slug },
  });
  expect(payIntentResponse.parse(await now.json()).payment.status).toBe('COMPLETED');
  await phone.close();
  await page.context().close();
});

test('QRIS through the gateway shows the gateway’s QRIS; offline, a gateway method is refused and nothing is queued, while cash still sells', async ({
  browser,
  tenant,
}) => {
  test.setTimeout(120_000);
  await adminSavesGateway(browser, tenant, {
    key: `SB-Mid-server-${uniqueSuffix()}`,
    card: true,
    qris: true,
  });
  const page = await cashierAtTill(browser, tenant, 0);
  await tapDishes(page, [DISH]);
  const payment = await payWith(page, 'QRIS');
  expect(payment).toMatchObject({ method: 'QRIS', status: 'PENDING', gateway: 'midtrans' });

  const dialog = page.getByRole('dialog', { name: 'Bayar dengan QRIS' });
  await expect(dialog.locator('[data-gateway-waiting]')).toHaveText('Menunggu pembayaran…');
  await expect(dialog.getByRole('img', { name: `Kode QRIS untuk ${rupiah(DISH_TOTAL)}` })).toBeVisible();
  expect(await qrTextIn(dialog)).toBe(payment.qrString);
  await expect(dialog.getByRole('link', { name: 'Buka link pembayaran' })).toHaveCount(0);
  await viewportShots(page, 'pos-gateway-qris-dialog');
  expect(await seriousViolations(page)).toEqual([]);
  // Cancelled, the payment stays PENDING at the gateway; the cart stays for another method.
  await dialog.getByRole('button', { name: 'Batal' }).click();
  await expect(dialog).toHaveCount(0);

  // Offline: card and QRIS go through the gateway, so they are refused at once and nothing waits.
  await page.context().setOffline(true);
  const pay = page.getByRole('group', { name: 'Bayar' });
  await pay.getByRole('button', { name: 'Card', exact: true }).click();
  const refusal = page.locator('#pos-cart').getByRole('alert');
  await expect(refusal).toHaveText(posWord('id', 'pos/offline', 'gatewayNeedsNetwork'));
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByText(/belum tersinkron/)).toHaveCount(0);
  await viewportShots(page, 'pos-gateway-offline-refusal', refusal);
  await pay.getByRole('button', { name: 'QRIS', exact: true }).click();
  await expect(refusal).toHaveText(posWord('id', 'pos/offline', 'gatewayNeedsNetwork'));
  await expect(page.getByText(/belum tersinkron/)).toHaveCount(0);

  // Cash needs no gateway: it sells offline, queued as ever.
  await pay.getByRole('button', { name: 'Cash', exact: true }).click();
  const cash = page.getByRole('dialog', { name: 'Bayar tunai' });
  await cash.getByRole('group', { name: 'Pilihan cepat' }).getByRole('button', { name: 'Uang pas' }).click();
  await cash.getByRole('button', { name: 'Bayar tunai' }).click();
  await expect(page.getByText('Transaksi berhasil dibuat')).toBeVisible();
  await expect(page.getByText(/belum tersinkron/)).toBeVisible();
  await page.context().setOffline(false);
  await expect(page.getByText(/belum tersinkron/)).toHaveCount(0, { timeout: 30_000 });

  // The same in English, the cashier's other language.
  const en = (key: Parameters<typeof posWord<'pos/dashboard'>>[2], values = {}) =>
    posWord('en', 'pos/dashboard', key, values);
  await page
    .getByRole('group', { name: posWord('id', 'pos/language', 'label') })
    .getByRole('button', { name: posWord('en', 'pos/language', 'en') })
    .click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page
    .getByRole('list', { name: en('menuList') })
    .getByRole('button', { name: new RegExp(`^${en('addItem')}${DISH}`) })
    .click();
  await payWith(page, 'QRIS', en('pay'));
  const englishDialog = page.getByRole('dialog', { name: en('qrisTitle') });
  await expect(englishDialog.locator('[data-gateway-waiting]')).toHaveText(en('gatewayWaiting'));
  await expect(englishDialog.getByText(en('gatewayQrisHint'))).toBeVisible();
  await viewportShots(page, 'pos-gateway-qris-dialog-en');
  await englishDialog.getByRole('button', { name: en('cancel') }).click();
  await page.context().setOffline(true);
  await page
    .getByRole('group', { name: en('pay') })
    .getByRole('button', { name: 'Card', exact: true })
    .click();
  await expect(refusal).toHaveText(posWord('en', 'pos/offline', 'gatewayNeedsNetwork'));
  await viewportShots(page, 'pos-gateway-offline-refusal-en', refusal);
  await page.context().setOffline(false);
  await page.context().close();
});
