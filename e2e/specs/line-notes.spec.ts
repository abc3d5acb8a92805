import { expect } from '@playwright/test';
import { test } from '../support/tenant';
import { loginAs } from '../support/login';
import { cashierAtTill, tapDishes } from '../support/pos-cashier';
import { shotsAtBothSizes } from '../support/shots';
import { uniqueSuffix } from '../support/tenant-api';

/*
 * Issue 20: a note per line, not only one per order. The diner writes 'tanpa bawang' on one of two
 * Mie goreng; the cashier writes one on a POS sale; the kitchen, the tracked order and the receipt
 * show each note with its own line.
 */

const SHOTS = '/work/shots/h20';
const DISH = 'MIE GORENG JAWA';

test.use({ failOnConsoleErrors: true });

test('the diner writes a note on one of two lines of the same dish, and the tracked order keeps it', async ({
  page,
  tenant,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/${tenant.slug}/menu`);
  const add = page.getByRole('button', { name: new RegExp(`^Tambah ${DISH} ke keranjang$`, 'i') }).first();
  await add.click();
  await add.click();
  await page.getByRole('link', { name: 'Keranjang 2 item' }).click();

  const lines = page.locator('[data-cart-line]');
  await expect(lines).toHaveCount(1);
  await lines.first().getByRole('button', { name: 'Tambah catatan' }).click();
  const note = page.getByLabel(`Catatan untuk ${DISH}`);
  await expect(note).toBeFocused();
  await note.fill('tanpa bawang');
  await note.press('Enter');
  await expect(page.getByLabel(`Catatan untuk ${DISH}`)).toHaveValue('tanpa bawang');

  // Another plain one from the menu is a line of its own, beside the one with the note.
  await page.getByRole('link', { name: 'Kembali ke menu' }).click();
  await add.click();
  await page.getByRole('link', { name: 'Keranjang 3 item' }).click();
  await expect(lines).toHaveCount(2);
  await expect(lines.nth(0).getByLabel(`Catatan untuk ${DISH}`)).toHaveValue('tanpa bawang');
  await expect(lines.nth(0).getByRole('spinbutton')).toHaveValue('2');
  await expect(lines.nth(1).getByRole('button', { name: 'Tambah catatan' })).toBeVisible();
  await expect(lines.nth(1).getByRole('spinbutton')).toHaveValue('1');
  await shotsAtBothSizes(page, SHOTS, 'line-note-cart');

  // Markup in a note is text.
  await lines.nth(1).getByRole('button', { name: 'Tambah catatan' }).click();
  const second = lines.nth(1).getByLabel(`Catatan untuk ${DISH}`);
  await second.fill('<b>pedas</b> level 3');
  await second.blur();

  await page.getByLabel(/^Nomor meja/).fill(`N${uniqueSuffix().slice(-5)}`);
  await page.getByRole('button', { name: 'Pesan Sekarang' }).click();
  await expect(page.getByText('Menunggu konfirmasi')).toBeVisible();
  const detail = page.locator('[data-order-detail]');
  await expect(detail.locator('[data-line-note]')).toHaveText(['tanpa bawang', '<b>pedas</b> level 3']);
  await expect(detail.locator('b')).toHaveCount(0);
  await shotsAtBothSizes(page, SHOTS, 'line-note-tracking');
});

test('a note written at the POS is on the kitchen card and the receipt', async ({ browser, tenant }) => {
  test.setTimeout(90_000);
  const page = await cashierAtTill(browser, tenant, 100_000);

  await tapDishes(page, [DISH, DISH]);
  const cart = page.locator('#pos-cart');
  await cart.getByRole('button', { name: `Tulis catatan untuk ${DISH}` }).click();
  const note = cart.getByLabel(`Catatan untuk ${DISH}`, { exact: true });
  await note.fill('level 3, tambah telur');
  await note.press('Enter');
  await expect(cart.getByLabel(`Catatan untuk ${DISH}`, { exact: true })).toHaveValue(
    'level 3, tambah telur',
  );
  await shotsAtBothSizes(page, SHOTS, 'line-note-pos-cart');

  await page.getByRole('group', { name: 'Bayar' }).getByRole('button', { name: 'Cash', exact: true }).click();
  const cash = page.getByRole('dialog', { name: 'Bayar tunai' });
  await cash.getByLabel('Uang diterima (Rp)').fill('100000');
  const sold = page.waitForResponse(
    (response) => response.url().endsWith('/pos/orders') && response.request().method() === 'POST',
  );
  await cash.getByRole('button', { name: 'Bayar tunai' }).click();
  const body: unknown = await (await sold).json();
  expect(body).toMatchObject({ order: { items: [{ qty: 2, note: 'level 3, tambah telur' }] } });
  const last = page.getByRole('region', { name: 'Transaksi terakhir', exact: true });
  await last.getByText('Lihat struk').click();
  await expect(last.locator('[data-receipt]')).toContainText('level 3, tambah telur');

  const kitchenContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const kitchen = await kitchenContext.newPage();
  await loginAs(kitchen, tenant.staff.kitchen);
  await kitchen.goto(`/${tenant.slug}/admin/kitchen`);
  const card = kitchen.locator('[data-kitchen-order]').filter({ hasText: 'level 3, tambah telur' });
  await expect(card).toHaveCount(1);
  await expect(card.locator('[data-line-note]')).toHaveText('level 3, tambah telur');
  await shotsAtBothSizes(kitchen, SHOTS, 'line-note-kitchen');
  await kitchenContext.close();
  await page.context().close();
});
