import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { paymentList } from '@meja/shared/contracts/payments';
import { currentShiftResponse } from '@meja/shared/contracts/pos';
import { test } from '../support/tenant';
import { seriousViolations } from '../support/axe';
import { menuItemIds, placeOrder } from '../support/floor-orders';
import { loginAs } from '../support/login';
import { pdfPageSizes, pdfToPng, POINTS_PER_MM } from '../support/pdf-pages';
import { formatRupiah as rupiah } from '@meja/shared/money';
import { createPosCashier, openShiftFromPrompt, posLogin, tapDishes } from '../support/pos-cashier';
import { uniqueSuffix } from '../support/tenant-api';
import { saveShot } from '../support/shots';

/*
 * Issue 12, the cashier's basics at the POS: no selling without an open shift (opened right from the
 * dashboard), cash with the cash received and the change, the receipt printed on 58/80 mm paper (the
 * PDF Chromium prints has the paper's width) and shared, and the shift closed per method.
 */

const SHOTS = '/work/shots/cashier';
const PHONE = { width: 390, height: 844 };
const WIDE = { width: 1366, height: 768 };
const TAX_PERCENT = 11;
const PRICES = { 'NASI GORENG SPESIAL': 28_000, 'MIE GORENG JAWA': 25_000, 'ES TEH MANIS': 6_000 };
type Dish = keyof typeof PRICES;

function grandTotal(dishes: readonly Dish[]): number {
  const subtotal = dishes.reduce((sum, dish) => sum + PRICES[dish], 0);
  return subtotal + Math.round((subtotal * TAX_PERCENT) / 100);
}

/** A screenshot from the top of the page (a dialog: the screen as the cashier sees it). */
async function shot(page: Page, name: string, fullPage = true) {
  mkdirSync(SHOTS, { recursive: true });
  if (fullPage) await page.evaluate('window.scrollTo(0, 0)');
  await saveShot(page, `${SHOTS}/${name}.png`, { fullPage });
}

/** Records window.print() and navigator.share() instead of opening the browser's dialogs. */
const RECORD_PRINT_AND_SHARE = `
  window.mejaTest = { printed: 0, shared: [], shareRefused: false };
  window.print = () => { window.mejaTest.printed += 1; };
  Object.defineProperty(navigator, 'share', {
    configurable: true,
    value: async (data) => {
      if (window.mejaTest.shareRefused) throw new DOMException('Tidak ada target', 'NotAllowedError');
      window.mejaTest.shared.push(data);
    },
  });
`;

/** The admin's popup prints through window.open(): its print() is recorded the same way. */
const RECORD_POPUP_PRINT = `
  window.mejaTest = { printed: 0 };
  const open = window.open.bind(window);
  window.open = (...args) => {
    const popup = open(...args);
    if (popup) popup.print = () => { window.mejaTest.printed += 1; };
    return popup;
  };
`;

function field(value: unknown, key: string): unknown {
  if (typeof value !== 'object' || value === null) throw new Error(`no ${key}: not an object`);
  return Reflect.get(value, key);
}

function text(value: unknown): string {
  if (typeof value !== 'string') throw new Error('expected a string');
  return value;
}

/** The page as Chromium prints it: its page sizes in mm, and a PNG of the first page to look at. */
async function printedPdf(page: Page, name: string) {
  const path = `${SHOTS}/${name}.pdf`;
  mkdirSync(SHOTS, { recursive: true });
  writeFileSync(path, await page.pdf({ preferCSSPageSize: true, printBackground: true }));
  pdfToPng(path, `${SHOTS}/${name}`);
  return pdfPageSizes(readFileSync(path)).map(([w, h]) => [w / POINTS_PER_MM, h / POINTS_PER_MM]);
}

test('a cashier without a shift opens one at the POS, sells for cash 100.000, prints and shares the receipt', async ({
  browser,
  tenant,
}) => {
  test.setTimeout(120_000);
  const email = await createPosCashier(tenant);
  const context = await browser.newContext({ viewport: WIDE });
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const page = await context.newPage();
  await page.addInitScript(RECORD_PRINT_AND_SHARE);
  await posLogin(page, tenant.slug, email);

  // No shift: the dashboard offers to open one, and the pay buttons wait.
  const prompt = page.locator('[data-open-shift-prompt]');
  await expect(prompt).toContainText('Buka shift terlebih dahulu untuk mulai berjualan.');
  const sold: Dish[] = ['NASI GORENG SPESIAL', 'MIE GORENG JAWA'];
  await tapDishes(page, sold);
  const pay = page.getByRole('group', { name: 'Bayar' });
  for (const method of ['Cash', 'Card', 'QRIS']) {
    await expect(pay.getByRole('button', { name: method, exact: true })).toBeDisabled();
  }
  await expect(page.getByText('Buka shift dulu untuk menerima pembayaran.')).toBeVisible();
  await shot(page, 'pos-no-shift-1366');
  await page.setViewportSize(PHONE);
  await shot(page, 'pos-no-shift-390');
  expect(await seriousViolations(page)).toEqual([]);
  await page.setViewportSize(WIDE);

  await prompt.getByLabel('Kas awal (Rp)').fill('200000');
  await prompt.getByRole('button', { name: 'Buka shift' }).click();
  await expect(prompt).toHaveCount(0);
  await expect(pay.getByRole('button', { name: 'Cash', exact: true })).toBeEnabled();
  await shot(page, 'pos-with-shift-1366');
  await page.setViewportSize(PHONE);
  await shot(page, 'pos-with-shift-390');
  await page.setViewportSize(WIDE);

  // Cash: 100.000 for 58.830; the change shows before and after paying.
  const total = grandTotal(sold);
  await pay.getByRole('button', { name: 'Cash', exact: true }).click();
  const cash = page.getByRole('dialog', { name: 'Bayar tunai' });
  await expect(cash.locator('[data-payment-amount]')).toHaveText(rupiah(total));
  const quick = cash.getByRole('group', { name: 'Pilihan cepat' });
  await expect(quick.getByRole('button')).toHaveText(['Uang pas', 'Rp 60.000', 'Rp 100.000']);
  const confirm = cash.getByRole('button', { name: 'Bayar tunai' });
  await expect(confirm).toBeDisabled();
  await cash.getByLabel('Uang diterima (Rp)').fill('50000');
  await expect(cash.locator('[data-cash-change]')).toHaveText(`Kurang ${rupiah(total - 50_000)}`);
  await expect(confirm).toBeDisabled();
  await quick.getByRole('button', { name: 'Rp 100.000' }).click();
  await expect(cash.locator('[data-cash-change]')).toHaveText(rupiah(100_000 - total));
  await shot(page, 'pos-cash-dialog-1366', false);
  await page.setViewportSize(PHONE);
  await shot(page, 'pos-cash-dialog-390', false);
  expect(await seriousViolations(page)).toEqual([]);
  await page.setViewportSize(WIDE);
  await confirm.click();
  await expect(cash).toHaveCount(0);

  const last = page.getByRole('region', { name: 'Transaksi terakhir', exact: true });
  await expect(last).toContainText(rupiah(total));
  await expect(last.locator('[data-last-change]')).toHaveText(rupiah(100_000 - total));

  // The server kept the cash received and the change.
  const payments = await page.request.get(`/api/v1/tenant/${tenant.slug}/payments`);
  expect(payments.status(), 'a cashier reads the payments history').toBe(200);
  const [newest] = paymentList.parse(await payments.json()).items;
  expect({
    amount: newest?.amount,
    cashReceived: newest?.cashReceived,
    change: newest?.change,
  }).toEqual({ amount: total, cashReceived: 100_000, change: 100_000 - total });

  // The receipt: restaurant, address, lines, PPN 11%, total, method, cash and change.
  await last.getByText('Lihat struk').click();
  const receipt = last.locator('[data-receipt]');
  for (const text of [
    tenant.name,
    'Jl. Sabang No. 12, Jakarta Pusat',
    'NASI GORENG SPESIAL x1',
    'PPN 11%',
    rupiah(total),
    'Tunai',
    'Uang diterima',
    rupiah(100_000),
    'Kembalian',
    rupiah(100_000 - total),
  ]) {
    await expect(receipt).toContainText(text);
  }
  await shot(page, 'pos-receipt-1366');
  await page.setViewportSize(PHONE);
  await last.getByRole('button', { name: 'Cetak struk' }).scrollIntoViewIfNeeded();
  await shot(page, 'pos-receipt-390', false);
  await page.setViewportSize(WIDE);

  // 'Cetak struk' prints the page; Chromium prints it on one 58 mm page the receipt's height.
  await last.getByRole('button', { name: 'Cetak struk' }).click();
  expect(await page.evaluate<number>('window.mejaTest.printed')).toBe(1);
  const narrow = await printedPdf(page, 'pos-receipt-58mm');
  expect(narrow).toHaveLength(1);
  const [width58, height58] = narrow[0] ?? [0, 0];
  expect(width58).toBeCloseTo(58, 0);
  expect(height58).toBeGreaterThan(60);
  expect(height58).toBeLessThan(250);

  // 80 mm paper, remembered on this device.
  await last.getByLabel('Kertas').selectOption('80');
  const wide = await printedPdf(page, 'pos-receipt-80mm');
  expect(wide).toHaveLength(1);
  expect(wide[0]?.[0]).toBeCloseTo(80, 0);
  expect(await page.evaluate<string | null>("localStorage.getItem('meja-receipt-paper')")).toBe('80');

  // 'Bagikan': the Web Share API with the receipt as text…
  await last.getByRole('button', { name: 'Bagikan' }).click();
  const shared = await page.evaluate<unknown>('window.mejaTest.shared');
  expect(Array.isArray(shared) && shared.length).toBe(1);
  const sharedText = text(field(Array.isArray(shared) ? shared[0] : null, 'text'));
  expect(sharedText).toContain(tenant.name);
  expect(sharedText).toMatch(/Kembalian +Rp 41\.170/);
  // …and where the device cannot share: the clipboard and a WhatsApp link.
  await page.evaluate('window.mejaTest.shareRefused = true');
  await last.getByRole('button', { name: 'Bagikan' }).click();
  await expect(last.getByRole('status').filter({ hasText: 'Struk disalin' })).toBeVisible();
  const whatsapp = last.getByRole('link', { name: 'Kirim lewat WhatsApp' });
  expect(decodeURIComponent((await whatsapp.getAttribute('href')) ?? '')).toContain('TOTAL');
  expect(await page.evaluate<string>('navigator.clipboard.readText()')).toMatch(/Uang diterima +Rp 100\.000/);

  // After a reload the shift is still open (no prompt).
  await page.reload();
  await expect(page.getByRole('list', { name: 'Daftar menu' })).toBeVisible();
  await expect(page.locator('[data-open-shift-prompt]')).toHaveCount(0);
  await context.close();
});

/** Pays the cart at the POS: cash with 'Uang pas', or card / QRIS confirmed in their dialog. */
async function sellAtPos(page: Page, dishes: readonly Dish[], method: 'Cash' | 'Card' | 'QRIS') {
  await tapDishes(page, dishes);
  await page.getByRole('group', { name: 'Bayar' }).getByRole('button', { name: method, exact: true }).click();
  if (method === 'Cash') {
    const cash = page.getByRole('dialog', { name: 'Bayar tunai' });
    await cash.getByRole('button', { name: 'Uang pas' }).click();
    await expect(cash.locator('[data-cash-change]')).toHaveText('Rp 0');
    await cash.getByRole('button', { name: 'Bayar tunai' }).click();
  } else if (method === 'Card') {
    await page
      .getByRole('dialog', { name: 'Bayar dengan kartu' })
      .getByRole('button', { name: 'Konfirmasi slip EDC' })
      .click();
  } else {
    await page
      .getByRole('dialog', { name: 'Bayar dengan QRIS' })
      .getByRole('button', { name: 'Pembayaran diterima' })
      .click();
  }
  await expect(page.getByRole('region', { name: 'Transaksi terakhir', exact: true })).toContainText(
    rupiah(grandTotal(dishes)),
  );
}

test('the cashier closes the shift with the cash, card and QRIS counted and sees expected vs counted per method', async ({
  browser,
  tenant,
}) => {
  test.setTimeout(120_000);
  const email = await createPosCashier(tenant);
  const context = await browser.newContext({ viewport: WIDE });
  const page = await context.newPage();
  await posLogin(page, tenant.slug, email);
  await openShiftFromPrompt(page, 100_000);

  const cashSale: Dish[] = ['ES TEH MANIS'];
  const cardSale: Dish[] = ['MIE GORENG JAWA'];
  const qrisSale: Dish[] = ['NASI GORENG SPESIAL'];
  await sellAtPos(page, cashSale, 'Cash');
  await sellAtPos(page, cardSale, 'Card');
  await sellAtPos(page, qrisSale, 'QRIS');
  const expected = {
    CASH: 100_000 + grandTotal(cashSale),
    CARD: grandTotal(cardSale),
    QRIS: grandTotal(qrisSale),
  };

  // Before closing: what each method should hold.
  await page.getByRole('navigation', { name: 'Menu kasir' }).getByRole('link', { name: 'Shift' }).click();
  const table = page.locator('[data-shift-reconciliation]');
  await expect(table).toContainText('Seharusnya per metode');
  for (const [method, amount] of Object.entries(expected)) {
    await expect(table.locator(`[data-shift-method="${method}"]`)).toContainText(rupiah(amount));
  }
  await shot(page, 'pos-shift-close-1366');
  await page.setViewportSize(PHONE);
  await shot(page, 'pos-shift-close-390');
  expect(await seriousViolations(page)).toEqual([]);
  await page.setViewportSize(WIDE);

  // Counted: the drawer exactly, the EDC settlement 1.000 short, the QRIS app 2.000 over.
  await page.getByLabel('Kas akhir (Rp)').fill(String(expected.CASH));
  await page.getByLabel('Total kartu (Rp)').fill(String(expected.CARD - 1000));
  await page.getByLabel('Total QRIS (Rp)').fill(String(expected.QRIS + 2000));
  await page.getByRole('button', { name: 'Tutup shift' }).click();
  const ask = page.getByRole('dialog', { name: 'Tutup shift?' });
  await expect(ask).toContainText(rupiah(expected.CARD - 1000));
  await ask.getByRole('button', { name: 'Ya, tutup shift' }).click();

  await expect(page.getByText('Shift ditutup.')).toBeVisible();
  await expect(table).toContainText('Seharusnya vs dihitung');
  const variance = (method: string) => page.locator(`[data-shift-variance="${method}"]`);
  await expect(variance('CASH')).toHaveText('Pas');
  await expect(variance('CARD')).toHaveText('Kurang Rp 1.000');
  await expect(variance('QRIS')).toHaveText('Lebih Rp 2.000');
  await expect(table.locator('[data-shift-method="CARD"]')).toContainText(rupiah(expected.CARD));
  await expect(table.locator('[data-shift-method="CARD"]')).toContainText(rupiah(expected.CARD - 1000));
  await shot(page, 'pos-shift-result-1366');
  await page.setViewportSize(PHONE);
  await shot(page, 'pos-shift-result-390');
  expect(await seriousViolations(page)).toEqual([]);

  // Back at the dashboard, selling waits for the next shift.
  await page.getByRole('navigation', { name: 'Menu kasir' }).getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.locator('[data-open-shift-prompt]')).toBeVisible();
  await context.close();
});

function amountOf(text: string | null): number {
  return Number((text ?? '').replace(/\D/g, ''));
}

test('the admin combined receipt prints at 80 mm with the payment method, address and tax lines', async ({
  browser,
  request,
  tenant,
}) => {
  test.setTimeout(120_000);
  const table = `STRUK-${uniqueSuffix()}`;
  const [dish, drink] = await menuItemIds(request, tenant.slug, 2);
  const first = await placeOrder(request, tenant.slug, {
    table,
    items: [{ menuItemId: dish ?? '', qty: 1 }],
  });
  const second = await placeOrder(request, tenant.slug, {
    table,
    items: [{ menuItemId: drink ?? '', qty: 2 }],
  });
  const context = await browser.newContext({ viewport: WIDE });
  const page = await context.newPage();
  await page.addInitScript(RECORD_POPUP_PRINT);
  await loginAs(page, tenant.staff.cashier, { returnTo: `/${tenant.slug}/admin/payments` });
  await expect(page).toHaveURL(new RegExp(`/${tenant.slug}/admin/payments`));
  const bar = page.getByRole('group', { name: 'Pembayaran terpilih' });
  const group = page.locator(`[data-pay-table="${table}"]`);

  // The first order in cash: 100.000 handed over, the change shown and recorded.
  await group
    .locator('li')
    .filter({ hasText: first.slice(-6).toUpperCase() })
    .getByRole('checkbox')
    .check();
  await bar.getByRole('button', { name: 'Buat Pembayaran' }).click();
  const cash = page.getByRole('dialog', { name: 'Bayar tunai' });
  const due = amountOf(await cash.locator('[data-payment-amount]').textContent());
  expect(due).toBeGreaterThan(0);
  await cash.getByLabel('Uang diterima (Rp)').fill('100.000');
  await expect(cash.locator('[data-cash-change]')).toHaveText(rupiah(100_000 - due));
  await shot(page, 'admin-payments-cash-1366', false);
  await page.setViewportSize(PHONE);
  await shot(page, 'admin-payments-cash-390', false);
  await page.setViewportSize(WIDE);
  await cash.getByRole('button', { name: 'Catat pembayaran' }).click();
  await expect(bar).toContainText(
    `Pembayaran tercatat: 1 order, ${rupiah(due)} (CASH). Kembalian ${rupiah(100_000 - due)}.`,
  );
  const paidRow = page.locator(`[data-payment-order="${first}"]`);
  await expect(paidRow.locator('[data-payment-cash]')).toHaveText(
    `Uang diterima ${rupiah(100_000)}Kembalian ${rupiah(100_000 - due)}`,
  );

  // The second by QRIS.
  await group.getByRole('checkbox', { name: new RegExp(second.slice(-6).toUpperCase()) }).check();
  await bar.getByLabel('Metode').selectOption('QRIS');
  page.once('dialog', (dialog) => void dialog.accept());
  await bar.getByRole('button', { name: 'Buat Pembayaran' }).click();
  await expect(bar).toContainText('Pembayaran tercatat: 1 order');
  await expect(group).toBeHidden();

  // 'Struk Gabungan' on 80 mm paper: one page 80 mm wide, with the address, PPN and the methods.
  const receipt = page.getByRole('region', { name: 'Struk Gabungan' });
  for (const orderId of [first, second]) {
    await receipt.getByRole('checkbox', { name: new RegExp(orderId.slice(-6).toUpperCase()) }).check();
  }
  await receipt.getByLabel('Kertas').selectOption('80');
  await shot(page, 'admin-payments-1366');
  await page.setViewportSize(PHONE);
  await shot(page, 'admin-payments-390');
  expect(await seriousViolations(page)).toEqual([]);
  await page.setViewportSize(WIDE);
  const popupPromise = page.waitForEvent('popup');
  await receipt.getByRole('button', { name: 'Cetak struk (2)' }).click();
  const popup = await popupPromise;
  await expect(popup).toHaveTitle('Struk Gabungan');
  expect(await page.evaluate<number>('window.mejaTest.printed')).toBe(1);
  const printed = popup.locator('[data-receipt]');
  for (const text of [
    tenant.name,
    'Jl. Sabang No. 12, Jakarta Pusat',
    `Meja ${table}`,
    'PPN 11%',
    'Tunai',
    'QRIS',
    `Uang diterima${rupiah(100_000)}`,
    `Kembalian${rupiah(100_000 - due)}`,
    'Grand total',
  ]) {
    await expect(printed).toContainText(text);
  }
  await expect(printed.locator('.row').filter({ hasText: /^PPN 11%/ })).toHaveCount(2);
  const pages = await printedPdf(popup, 'admin-receipt-80mm');
  expect(pages).toHaveLength(1);
  expect(pages[0]?.[0]).toBeCloseTo(80, 0);
  await popup.close();
  await context.close();
});

test('offline, a shift opened from the dashboard prompt counts, and the queued cash sale syncs with its change', async ({
  browser,
  tenant,
}) => {
  test.setTimeout(120_000);
  const email = await createPosCashier(tenant);
  const context = await browser.newContext({ viewport: WIDE });
  const page = await context.newPage();
  await posLogin(page, tenant.slug, email);
  await expect(page.getByRole('list', { name: 'Daftar menu' })).toBeVisible();
  const prompt = page.locator('[data-open-shift-prompt]');
  await expect(prompt).toBeVisible();

  await context.setOffline(true);
  await prompt.getByLabel('Kas awal (Rp)').fill('50000');
  await prompt.getByRole('button', { name: 'Buka shift' }).click();
  await expect(prompt).toHaveCount(0);
  await expect(page.getByText(/belum tersinkron/)).toBeVisible();

  await tapDishes(page, ['ES TEH MANIS']);
  await page.getByRole('group', { name: 'Bayar' }).getByRole('button', { name: 'Cash', exact: true }).click();
  const cash = page.getByRole('dialog', { name: 'Bayar tunai' });
  await cash.getByRole('button', { name: 'Rp 10.000' }).click();
  await cash.getByRole('button', { name: 'Bayar tunai' }).click();
  const last = page.getByRole('region', { name: 'Transaksi terakhir', exact: true });
  await expect(last.locator('[data-last-change]')).toHaveText(rupiah(10_000 - grandTotal(['ES TEH MANIS'])));
  await expect(last).toContainText('Disimpan offline');

  // Back online: the shift, then the sale replay (the sale carries the shift and the cash received).
  await context.setOffline(false);
  await expect(page.getByText(/belum tersinkron/)).toHaveCount(0, { timeout: 30_000 });
  await expect(page.getByText(/gagal sinkron/)).toHaveCount(0);
  const current = await page.request.get('/api/v1/pos/pos/shifts/current', {
    headers: { 'X-Tenant-Slug': tenant.slug },
  });
  const { shift } = currentShiftResponse.parse(await current.json());
  expect(shift?.openingCash).toBe(50_000);
  expect(shift?.totalsByMethod.CASH).toBe(grandTotal(['ES TEH MANIS']));
  const payments = await page.request.get(`/api/v1/tenant/${tenant.slug}/payments`);
  const [newest] = paymentList.parse(await payments.json()).items;
  expect(newest?.cashReceived).toBe(10_000);
  expect(newest?.change).toBe(10_000 - grandTotal(['ES TEH MANIS']));
  await context.close();
});
