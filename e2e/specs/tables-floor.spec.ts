import { expect, type Page } from '@playwright/test';
import { tableBoard } from '@meja/shared/contracts/tables';
import type { TableState } from '@meja/shared/table-states';
import { seriousViolations } from '../support/axe';
import { dinerCalls, dinerOrder } from '../support/diner-table-calls';
import { menuItemIds, patchOrder, staffApi } from '../support/floor-orders';
import { loginAs } from '../support/login';
import { saveShot, shotsAtBothSizes } from '../support/shots';
import { test } from '../support/tenant';

/*
 * Issue 20, the staff's tables: the admin lists the tables in the settings ('Daftar meja'); the
 * cashier's floor screen 'Meja' shows each table's state from its open orders; an order moves to
 * another table, a table merges into another; a diner's 'Minta bill' arrives live (banner and the
 * table's state) and 'Selesai' answers it.
 */

const SHOTS = '/work/shots/h20';
const WIDE = { width: 1366, height: 768 };
const PHONE = { width: 390, height: 844 };

test.use({ failOnConsoleErrors: true });

function tableCard(page: Page, name: string) {
  return page.locator(`[data-table="${name}"]`);
}

/** Nothing scrolls sideways on a phone. */
async function expectNoSideScroll(page: Page) {
  const original = page.viewportSize();
  await page.setViewportSize(PHONE);
  expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(PHONE.width);
  if (original) await page.setViewportSize(original);
}

async function expectState(page: Page, name: string, state: TableState, label: string) {
  const card = tableCard(page, name);
  await expect(card).toHaveAttribute('data-table-state', state);
  await expect(card).toContainText(label);
}

test('the admin lists the tables; the cashier moves, merges and answers a bill call live', async ({
  browser,
  page,
  request,
  tenant,
}) => {
  const slug = tenant.slug;
  await page.setViewportSize(WIDE);
  await loginAs(page, tenant.staff.admin);

  // No tables yet: the floor screen points to the settings.
  await page.goto(`/${slug}/admin/tables`);
  await expect(page.getByRole('heading', { level: 1, name: 'Meja' })).toBeVisible();
  await expect(page.getByText('Belum ada meja.')).toBeVisible();
  await shotsAtBothSizes(page, SHOTS, 'tables-empty');
  await page.getByRole('link', { name: 'Tambah meja di Pengaturan' }).click();
  await expect(page).toHaveURL(`/${slug}/admin/settings#dining-tables-title`);

  const card = page.locator('[data-settings-card="dining-tables"]');
  await expect(card.getByRole('heading', { name: 'Daftar meja' })).toBeVisible();
  await expect(card).toContainText('Belum ada meja.');
  const tablesField = card.getByLabel('Nomor meja');
  // The list is read as the QR cards read it, with the same refusals.
  await tablesField.fill('A6-A1');
  await card.getByRole('button', { name: 'Tambah meja' }).click();
  await expect(card).toContainText('Rentang A6-A1 terbalik: tulis dari nomor kecil ke besar, mis. A1-A12.');
  await tablesField.fill('a1-a6');
  await expect(card).toContainText('6 meja: A1 … A6');
  await card.getByLabel('Area (opsional)').fill('Lantai 1');
  await card.getByRole('button', { name: 'Tambah meja' }).click();
  await expect(card.getByRole('status')).toHaveText('6 meja ditambahkan.');
  const list = card.getByRole('list', { name: 'Meja restoran' });
  await expect(list.locator('[data-dining-table]')).toHaveCount(6);
  await expect(list.locator('[data-dining-table="A3"]')).toContainText('Lantai 1');

  // One more on the terrace, renamed, then deleted after the question.
  await tablesField.fill('X9, A1');
  await card.getByLabel('Area (opsional)').fill('Teras');
  await card.getByRole('button', { name: 'Tambah meja' }).click();
  await expect(card.getByRole('status')).toHaveText('1 meja ditambahkan; 1 sudah ada dan tidak diubah.');
  await list.getByRole('button', { name: 'Ubah meja X9' }).click();
  const edit = list.getByRole('form', { name: 'Ubah meja X9' });
  await edit.getByLabel('Nama meja').fill('a3');
  await edit.getByRole('button', { name: 'Simpan' }).click();
  await expect(edit).toContainText('Nama meja ini sudah dipakai.');
  await edit.getByLabel('Nama meja').fill('vip-1');
  await edit.getByRole('button', { name: 'Simpan' }).click();
  await expect(list.locator('[data-dining-table="VIP-1"]')).toContainText('Teras');
  await page.evaluate('window.scrollTo(0, 0)');
  await shotsAtBothSizes(page, SHOTS, 'tables-settings-list');
  // The card alone as well: the whole settings page is long on a phone.
  for (const size of [PHONE, WIDE]) {
    await page.setViewportSize(size);
    await saveShot(card, `${SHOTS}/tables-settings-card-${size.width}.png`);
  }
  await expectNoSideScroll(page);
  await list.getByRole('button', { name: 'Hapus meja VIP-1' }).click();
  const question = page.getByRole('dialog', { name: 'Hapus meja VIP-1?' });
  await question.getByRole('button', { name: 'Hapus' }).click();
  await expect(question).toBeHidden();
  await expect(list.locator('[data-dining-table]')).toHaveCount(6);
  await expect(page.getByRole('link', { name: 'Cetak kartu QR semua meja' })).toHaveAttribute(
    'href',
    /tables=A1%2C\+A2%2C\+A3%2C\+A4%2C\+A5%2C\+A6$/,
  );

  // Diners order at A2 and A3 (the diner app's table as typed, lower case too).
  const [dish = ''] = await menuItemIds(request, slug, 1);
  const atA2 = await dinerOrder(request, slug, 'A2', dish);
  const atA3 = await dinerOrder(request, slug, 'a3', dish);

  const cashierContext = await browser.newContext({ viewport: WIDE });
  const cashier = await cashierContext.newPage();
  await loginAs(cashier, tenant.staff.cashier);
  const stream = cashier.waitForResponse((response) =>
    response.url().endsWith(`/api/v1/tenant/${slug}/events`),
  );
  await cashier
    .getByRole('navigation', { name: 'Menu admin restoran' })
    .getByRole('link', { name: 'Meja' })
    .click();
  await expect(cashier).toHaveURL(`/${slug}/admin/tables`);
  expect((await stream).status()).toBe(200);
  await expect(cashier.getByRole('region', { name: 'Lantai 1' })).toBeVisible();
  await expectState(cashier, 'A2', 'ORDERING', 'Memesan');
  await expectState(cashier, 'A3', 'ORDERING', 'Memesan');
  for (const name of ['A1', 'A4', 'A5', 'A6']) await expectState(cashier, name, 'FREE', 'Kosong');
  await expect(tableCard(cashier, 'A2')).toContainText('1 pesanan');
  await expect(tableCard(cashier, 'A2')).toContainText('Sisa Rp');

  // Confirmed: the kitchen cooks, the table waits for its food (live, no reload).
  const staff = await staffApi(tenant.staff.cashier);
  await patchOrder(staff, slug, atA2.id, { confirmed: true });
  await expectState(cashier, 'A2', 'WAITING', 'Menunggu makanan');

  // A3's order moves to A5.
  await tableCard(cashier, 'A3')
    .getByRole('button', { name: /^Meja A3/ })
    .click();
  const a3 = cashier.getByRole('dialog', { name: 'Meja A3' });
  await expect(a3.locator(`[data-board-order="${atA3.id}"]`)).toContainText('2 item');
  await a3.getByRole('button', { name: /^Pindah meja/ }).click();
  await a3.getByRole('button', { name: 'Pindahkan' }).click();
  await expect(a3).toContainText('Pilih atau ketik meja tujuan.');
  await a3.getByLabel('Meja tujuan').selectOption('A5');
  await a3.getByRole('button', { name: 'Pindahkan' }).click();
  await expect(a3.getByRole('status')).toHaveText('Pesanan dipindah ke meja A5.');
  await expect(a3).toContainText('Meja ini tidak punya pesanan yang masih berjalan.');
  await a3.getByRole('button', { name: 'Tutup' }).click();
  await expectState(cashier, 'A3', 'FREE', 'Kosong');
  await expectState(cashier, 'A5', 'ORDERING', 'Memesan');

  // A5 merges into A2: A2 holds both orders, A5 is free again.
  await tableCard(cashier, 'A5')
    .getByRole('button', { name: /^Meja A5/ })
    .click();
  const a5 = cashier.getByRole('dialog', { name: 'Meja A5' });
  await a5.getByRole('button', { name: 'Gabung ke meja lain' }).click();
  await a5.getByLabel('Meja tujuan').selectOption('A2');
  await a5.getByRole('button', { name: 'Gabung', exact: true }).click();
  await expect(a5).toContainText('Gabungkan 1 pesanan meja A5 ke meja A2?');
  await a5.getByRole('button', { name: 'Ya, gabungkan' }).click();
  await expect(a5).toBeHidden();
  await expectState(cashier, 'A5', 'FREE', 'Kosong');
  await expect(tableCard(cashier, 'A2')).toContainText('2 pesanan');

  // More of the floor for the picture: A4 eats, A6 waits for its food, A1 just ordered.
  const atA4 = await dinerOrder(request, slug, 'A4', dish);
  await patchOrder(staff, slug, atA4.id, { confirmed: true });
  await patchOrder(staff, slug, atA4.id, { ready: true }, '/ready');
  const atA6 = await dinerOrder(request, slug, 'A6', dish);
  await patchOrder(staff, slug, atA6.id, { confirmed: true });
  await dinerOrder(request, slug, 'A1', dish);
  await expectState(cashier, 'A4', 'EATING', 'Sedang makan');
  await expectState(cashier, 'A6', 'WAITING', 'Menunggu makanan');
  await expectState(cashier, 'A1', 'ORDERING', 'Memesan');

  // The diner at A2 asks for the bill: the open screen hears it at once.
  await dinerCalls(request, slug, atA2, 'BILL');
  const banner = cashier.locator('[data-call-alert]').filter({ hasText: 'Meja A2 minta bill' });
  await expect(banner).toBeVisible({ timeout: 3_000 });
  await expect(banner).toHaveAttribute('data-alerted', /^(sound|flash)$/);
  await expectState(cashier, 'A2', 'BILL', 'Minta bill');
  await dinerCalls(request, slug, atA4, 'WAITER');
  await expect(
    cashier.locator('[data-call-alert]').filter({ hasText: 'Meja A4 panggil pelayan' }),
  ).toBeVisible();
  await expect(tableCard(cashier, 'A4').locator('[data-call]')).toContainText('Panggil pelayan');
  await expect(tableCard(cashier, 'A2').locator('[data-call]')).toContainText('baru saja');
  await shotsAtBothSizes(cashier, SHOTS, 'tables-board-calls');
  await expectNoSideScroll(cashier);
  expect(await seriousViolations(cashier)).toEqual([]);

  // The table's dialog with its two orders (one each from A2 and, merged, A3).
  await tableCard(cashier, 'A2')
    .getByRole('button', { name: /^Meja A2/ })
    .click();
  const a2 = cashier.getByRole('dialog', { name: 'Meja A2' });
  await expect(a2.locator('[data-board-order]')).toHaveCount(2);
  await expect(a2.locator(`[data-board-order="${atA3.id}"]`)).toBeVisible();
  await a2
    .getByRole('button', { name: /^Pindah meja/ })
    .first()
    .click();
  await shotsAtBothSizes(cashier, SHOTS, 'tables-dialog');
  await expectNoSideScroll(cashier);
  expect(await seriousViolations(cashier)).toEqual([]);
  await a2.getByRole('button', { name: 'Batal' }).click();
  await a2.getByRole('button', { name: 'Tutup' }).click();
  await expect(a2).toBeHidden();

  // 'Selesai' answers the bill call: the call, its banner and the 'Minta bill' state go.
  await tableCard(cashier, 'A2').getByRole('button', { name: 'Selesai panggilan meja A2' }).click();
  await expect(tableCard(cashier, 'A2').locator('[data-call]')).toHaveCount(0);
  await expect(banner).toBeHidden();
  await expect(tableCard(cashier, 'A2')).not.toHaveAttribute('data-table-state', 'BILL');

  // The orders screen rings too: a call at A6 shows there as a banner, answered from it.
  await cashier.goto(`/${slug}/admin/orders`);
  await expect(cashier.getByRole('button', { name: 'Suara panggilan tamu' })).toBeVisible();
  await expect(cashier.locator('[data-order-id]').first()).toBeVisible();
  await dinerCalls(request, slug, atA6, 'BILL');
  const onOrders = cashier.locator('[data-call-alert]').filter({ hasText: 'Meja A6 minta bill' });
  await expect(onOrders).toBeVisible({ timeout: 3_000 });
  await shotsAtBothSizes(cashier, SHOTS, 'orders-call-banner');
  await onOrders.getByRole('button', { name: 'Selesai panggilan meja A6' }).click();
  await expect(onOrders).toBeHidden();
  const board = await staff.get(`/api/v1/tenant/${slug}/tables/board`);
  const a6 = tableBoard.parse(await board.json()).tables.find((table) => table.name === 'A6');
  expect(a6?.calls).toEqual([]);

  await staff.dispose();
  await cashierContext.close();
});
