import {
  expect,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
} from '@playwright/test';
import { equalSplit } from '@meja/shared/bill-split';
import { dashboard } from '@meja/shared/contracts/dashboard';
import { inventoryList } from '@meja/shared/contracts/inventory';
import { adminOptionGroup, type OptionGroupInput } from '@meja/shared/contracts/menu-options';
import { staffOrderList, type Order } from '@meja/shared/contracts/orders';
import { paymentList } from '@meja/shared/contracts/payments';
import { profitLoss } from '@meja/shared/contracts/reports';
import { formatRupiah } from '@meja/shared/money';
import { guardConsole } from '../support/console-guard';
import { staffApi } from '../support/floor-orders';
import { loginAs } from '../support/login';
import { shotsAtBothSizes } from '../support/shots';
import { test } from '../support/tenant';
import { createIngredient, createMenuItem } from '../support/tenant-api';

/*
 * Issue 20's 'Done when', end to end: a diner at table A7 orders 'Mie goreng, level 3, tambah telur'
 * and an Es teh on a phone; the kitchen's card shows 'Level 3' and 'Telur'; the cashier splits the
 * bill three ways and takes cash (with change), QRIS and cash; the egg stock drops by exactly one,
 * and the dashboard, the profit-and-loss report and the payment history agree with the three parts.
 */

const SHOTS = '/work/shots/h20';
const TABLE = 'A7';
const PHONE = { width: 390, height: 844 };
const TABLET = { width: 1280, height: 800 };
const DESK = { width: 1366, height: 768 };
const MIE_GORENG = { name: 'Mie goreng', price: 18_000 };
const ES_TEH = { name: 'Es teh', price: 5_000 };
const TELUR = 4_000;
const EGGS = 24;
const TRACKING = /\/order-track\/([0-9a-f-]{36})\?token=.+&table=/;

test.use({
  tenantOptions: { menu: 'none' },
  failOnConsoleErrors: true,
  viewport: PHONE,
  isMobile: true,
  hasTouch: true,
});

async function createGroup(admin: APIRequestContext, slug: string, group: OptionGroupInput) {
  const response = await admin.post(`/api/v1/tenant/${slug}/menu/option-groups`, { data: group });
  expect(response.status(), await response.text()).toBe(201);
  return adminOptionGroup.parse(await response.json());
}

async function eggStock(admin: APIRequestContext, slug: string, eggId: string): Promise<number> {
  const response = await admin.get(`/api/v1/tenant/${slug}/inventory`);
  expect(response.status(), await response.text()).toBe(200);
  const egg = inventoryList.parse(await response.json()).items.find((item) => item._id === eggId);
  if (!egg) throw new Error('Telur is not in the inventory');
  return egg.stock;
}

async function orderOf(staff: APIRequestContext, slug: string, id: string): Promise<Order> {
  const response = await staff.get(`/api/v1/tenant/${slug}/orders`);
  expect(response.status(), await response.text()).toBe(200);
  const order = staffOrderList.parse(await response.json()).orders.find((entry) => entry._id === id);
  if (!order) throw new Error(`order ${id} is not in the staff list`);
  return order;
}

/** A staff member's own browser (logged in through /login), whose console is watched too. */
async function staffScreen(
  browser: Browser,
  viewport: { width: number; height: number },
  email: string,
): Promise<{ context: BrowserContext; page: Page; faults: () => string[] }> {
  const context = await browser.newContext({ viewport });
  const faults = guardConsole(context);
  const page = await context.newPage();
  await loginAs(page, email);
  return { context, page, faults };
}

function rupiahOf(text: string): number {
  return Number(text.replace(/\D/g, ''));
}

/** A part by cash: the method, 'Bayar bagian n', the cash received (if any) in the dialog. */
async function payCash(page: Page, card: Locator, part: number, received: number | null): Promise<void> {
  await card.getByLabel(`Metode bagian ${part}`).selectOption('CASH');
  await card.getByRole('button', { name: new RegExp(`^Bayar bagian ${part}\\b`) }).click();
  const cash = page.getByRole('dialog', { name: `Bayar tunai · bagian ${part}` });
  await expect(cash.locator('[data-payment-amount]')).toBeVisible();
  if (received !== null) await cash.getByLabel('Uang diterima (Rp)').fill(String(received));
  await cash.getByRole('button', { name: `Bayar bagian ${part}` }).click();
  await expect(cash).toBeHidden();
}

test('issue 20 done: options ordered at A7, seen by the kitchen, split three ways, one egg, the figures agree', async ({
  page: diner,
  browser,
  tenant,
}) => {
  test.setTimeout(90_000);
  const slug = tenant.slug;

  // Set-up (API): the ingredients, the two dishes, the option groups on Mie goreng.
  const admin = await staffApi(tenant.staff.admin);
  const mieId = await createIngredient(admin, slug, { name: 'Mie', unit: 'bungkus', stock: 40 });
  const eggId = await createIngredient(admin, slug, { name: 'Telur', unit: 'butir', stock: EGGS });
  const dishId = await createMenuItem(admin, slug, {
    ...MIE_GORENG,
    category: 'MAKANAN',
    bom: [{ inventoryItemId: mieId, qty: 1 }],
  });
  await createMenuItem(admin, slug, { ...ES_TEH, category: 'MINUMAN' });
  const levels = await createGroup(admin, slug, {
    name: 'Level pedas',
    minChoices: 1,
    maxChoices: 1,
    options: [0, 1, 2, 3, 4, 5].map((level) => ({ name: `Level ${level}` })),
  });
  const extras = await createGroup(admin, slug, {
    name: 'Tambahan',
    minChoices: 0,
    maxChoices: 3,
    options: [
      { name: 'Telur', priceDelta: TELUR, recipe: [{ inventoryItemId: eggId, qty: 1 }] },
      { name: 'Keju', priceDelta: 5_000 },
      { name: 'Kerupuk', priceDelta: 2_000 },
    ],
  });
  const put = await admin.put(`/api/v1/tenant/${slug}/menu/${dishId}`, {
    data: { optionGroupIds: [levels.id, extras.id] },
  });
  expect(put.status(), await put.text()).toBe(200);
  const eggsBefore = await eggStock(admin, slug, eggId);
  expect(eggsBefore).toBe(EGGS);

  // The staff screens are open, as in a restaurant: the cashier's orders and the kitchen.
  const cashier = await staffScreen(browser, DESK, tenant.staff.cashier);
  const kitchen = await staffScreen(browser, TABLET, tenant.staff.kitchen);
  await kitchen.page.goto(`/${slug}/admin/kitchen`);
  await expect(kitchen.page.getByText('Tidak ada pesanan terkonfirmasi yang belum READY.')).toBeVisible();

  // The diner scans table A7's card on a phone: Mie goreng, level 3, tambah telur; and an Es teh.
  await diner.goto(`/${slug}/menu?table=${TABLE}`);
  await diner.getByRole('button', { name: new RegExp(`^Pilih opsi ${MIE_GORENG.name}$`, 'i') }).click();
  await expect(diner).toHaveURL(new RegExp(`/${slug}/menu/${dishId}$`));
  const levelGroup = diner.getByRole('group', { name: /Level pedas/ });
  const extrasGroup = diner.getByRole('group', { name: /Tambahan/ });
  await expect(levelGroup).toContainText('Wajib, pilih 1');
  await expect(extrasGroup).toContainText('Opsional, maks 3');
  await levelGroup.getByRole('radio', { name: 'Level 3' }).check();
  await extrasGroup.getByRole('checkbox', { name: /^Telur/ }).check();
  const withEgg = MIE_GORENG.price + TELUR;
  await diner.getByRole('button', { name: `Tambah ke keranjang · ${formatRupiah(withEgg)}` }).click();
  await expect(diner).toHaveURL(new RegExp(`/${slug}/menu$`));
  await diner.getByRole('button', { name: new RegExp(`^Tambah ${ES_TEH.name} ke keranjang$`, 'i') }).click();
  await diner.getByRole('link', { name: /^Keranjang,? 2 item$/ }).click();
  const lines = diner.locator('[data-cart-line]');
  await expect(lines).toHaveCount(2);
  await expect(lines.locator('[data-line-options]')).toHaveText(['Level 3, Telur']);
  await expect(diner.getByLabel(/^Nomor meja/)).toHaveValue(TABLE);
  await diner.getByRole('button', { name: 'Pesan Sekarang' }).click();

  // The tracking page: the order waits for the cashier, with its options.
  await expect(diner).toHaveURL(TRACKING);
  const orderId = TRACKING.exec(diner.url())?.[1] ?? '';
  await expect(
    diner.getByRole('heading', { level: 1, name: `Order Tracking — Meja: ${TABLE}` }),
  ).toBeVisible();
  await expect(diner.locator('[data-kitchen-status]')).toHaveText('Menunggu konfirmasi');
  const detail = diner.locator('[data-order-detail]');
  await expect(detail.locator('[data-line-options]')).toHaveText(['Level 3, Telur']);
  await expect(detail.locator('li').filter({ hasText: /Mie goreng/i })).toContainText(formatRupiah(withEgg));

  const order = await orderOf(admin, slug, orderId);
  expect(order.table).toBe(TABLE);
  expect(order.items.map((item) => [item.name.toLowerCase(), item.qty, item.price])).toEqual([
    ['mie goreng', 1, withEgg],
    ['es teh', 1, ES_TEH.price],
  ]);
  expect(order.items[0]?.options.map((option) => option.name)).toEqual(['Level 3', 'Telur']);
  const bill = order.grandTotal;
  await expect(detail.getByText(formatRupiah(bill), { exact: true })).toBeVisible();

  // The cashier confirms it from the orders screen; the kitchen's card arrives with the options.
  await cashier.page.goto(`/${slug}/admin/orders`);
  const row = cashier.page.locator(`[data-order-id="${orderId}"]`);
  await row.getByRole('button', { name: `Konfirmasi order ${orderId.slice(-6).toUpperCase()}` }).click();
  await expect(row).toContainText('Terkonfirmasi');
  const card = kitchen.page.locator(`[data-kitchen-order="${orderId}"]`);
  await expect(card).toContainText(`Meja ${TABLE}`);
  await expect(card.locator('[data-line-options]')).toHaveText('Level 3, Telur');
  await expect(card).toContainText('Level 3');
  await expect(card).toContainText('Telur');
  await expect(card.locator('li').filter({ hasText: /Mie goreng/i })).toContainText('x1');
  await expect(card.locator('li').filter({ hasText: /Es teh/i })).toContainText('x1');
  await expect(diner.locator('[data-kitchen-status]')).toHaveText('Sedang diproses di dapur');
  await kitchen.page.evaluate('window.scrollTo(0, 0)');
  await shotsAtBothSizes(kitchen.page, SHOTS, 'journey-kitchen-card');
  // Confirming took the recipe's stock: one egg (the option), not more.
  expect(await eggStock(admin, slug, eggId)).toBe(eggsBefore - 1);

  // The cashier's payments screen: table A7's order, 'Pisah tagihan', 'Bagi rata' in 3 parts.
  const pay = cashier.page;
  await pay.goto(`/${slug}/admin/payments`);
  const bar = pay.getByRole('group', { name: 'Pembayaran terpilih' });
  const tableGroup = pay.locator(`[data-pay-table="${TABLE}"]`);
  await tableGroup.getByLabel(`Pilih semua meja ${TABLE}`).check();
  await expect(bar).toContainText('1 order dipilih');
  await bar.getByRole('button', { name: 'Pisah tagihan' }).click();
  const dialog = pay.getByRole('dialog', { name: 'Pisah tagihan' });
  await expect(dialog).toContainText(`1 order · Meja ${TABLE}`);
  await expect(dialog).toContainText(formatRupiah(bill));
  await expect(dialog.getByRole('radio', { name: /^Bagi rata/ })).toBeChecked();
  await dialog.getByLabel('Jumlah bagian').fill('3');
  await expect(dialog.locator('[data-preview-part]')).toHaveCount(3);
  await dialog.getByRole('button', { name: 'Buat pembagian' }).click();
  await expect(dialog).toBeHidden();
  await expect(bar).toContainText(`Tagihan meja ${TABLE} dibagi menjadi 3 bagian.`);

  const split = pay.locator('[data-split]').filter({ hasText: `Meja ${TABLE}` });
  await expect(split).toContainText('Bagi rata · 3 bagian');
  const amounts: number[] = [];
  for (const part of [1, 2, 3]) {
    amounts.push(rupiahOf(await split.locator(`[data-split-part="${part}"] [data-part-amount]`).innerText()));
  }
  const preview = equalSplit(
    [{ id: orderId, total: bill, lines: order.items.map((item) => ({ price: item.price, qty: item.qty })) }],
    3,
  );
  if (!preview.ok) throw new Error('the equal split of the bill failed');
  expect(amounts).toEqual(preview.parts.map((part) => part.amount));
  const paidTotal = amounts.reduce((sum, amount) => sum + amount, 0);
  expect(paidTotal).toBe(bill);
  const [part1 = 0, part2 = 0, part3 = 0] = amounts;

  // Part 1 in cash: the cash received, and the change shown.
  const received = Math.ceil((part1 + 1) / 10_000) * 10_000;
  await payCash(pay, split, 1, received);
  const notices = pay.locator('[data-open-splits]');
  await expect(notices).toContainText(
    `Bagian 1 meja ${TABLE} dibayar: ${formatRupiah(part1)} (CASH). Kembalian ${formatRupiah(received - part1)}.`,
  );
  await expect(split.locator('[data-split-part="1"] [data-part-paid]')).toHaveText(
    `Lunas · CASH · kembalian ${formatRupiah(received - part1)}`,
  );
  await pay.evaluate('window.scrollTo(0, 0)');
  await shotsAtBothSizes(pay, SHOTS, 'journey-split-part1-cash');

  // Part 2 by QRIS (after the confirmation), part 3 in cash: the bill is paid.
  await split.getByLabel('Metode bagian 2').selectOption('QRIS');
  let question = '';
  pay.once('dialog', (asked) => {
    question = asked.message();
    void asked.accept();
  });
  await split.getByRole('button', { name: /^Bayar bagian 2\b/ }).click();
  await expect(split.locator('[data-split-part="2"] [data-part-paid]')).toContainText('Lunas · QRIS');
  expect(question).toBe(`Catat pembayaran QRIS untuk bagian 2 sebesar ${formatRupiah(part2)}?`);
  await payCash(pay, split, 3, null);
  await expect(notices).toContainText(`Tagihan meja ${TABLE} lunas.`);
  await expect(split).toHaveCount(0);

  const paid = await orderOf(admin, slug, orderId);
  expect(paid.status).toBe('PAID');
  expect(paid.paymentStatus).toBe('COMPLETED');

  // The history names each part next to its payment.
  const history = pay.locator(`[data-payment-order="${orderId}"]`);
  await expect(history).toHaveCount(3);
  for (const [index, method] of (['CASH', 'QRIS', 'CASH'] as const).entries()) {
    const partRow = history.filter({ hasText: `Bagian ${index + 1}/3` });
    await expect(partRow).toHaveCount(1);
    await expect(partRow).toContainText(method);
    await expect(partRow).toContainText(formatRupiah(amounts[index] ?? 0));
  }
  const payments = paymentList
    .parse(await (await admin.get(`/api/v1/tenant/${slug}/payments`)).json())
    .items.filter((payment) => payment.orderId === orderId);
  expect(
    payments
      .map((payment) => [
        payment.part?.part,
        payment.part?.of,
        payment.method,
        payment.amount,
        payment.status,
      ])
      .sort((a, b) => Number(a[0]) - Number(b[0])),
  ).toEqual([
    [1, 3, 'CASH', part1, 'COMPLETED'],
    [2, 3, 'QRIS', part2, 'COMPLETED'],
    [3, 3, 'CASH', part3, 'COMPLETED'],
  ]);
  // Full-page, from the top (the sticky top bar then sits where a person sees it).
  await pay.evaluate('window.scrollTo(0, 0)');
  await shotsAtBothSizes(pay, SHOTS, 'journey-split-paid');

  // Exactly one egg, after the payments too (the order's stock is not taken twice).
  expect(await eggStock(admin, slug, eggId)).toBe(eggsBefore - 1);

  // The owner's figures: the dashboard and the profit-and-loss report, API and screens.
  const dashboardResponse = await admin.get(`/api/v1/tenant/${slug}/dashboard`);
  expect(dashboardResponse.status()).toBe(200);
  expect(dashboard.parse(await dashboardResponse.json()).kpis.revenueToday).toBe(paidTotal);
  const pnlResponse = await admin.get(`/api/v1/tenant/${slug}/reports/profit-loss`);
  expect(pnlResponse.status()).toBe(200);
  const pnl = profitLoss.parse(await pnlResponse.json());
  expect(pnl.revenue).toBe(paidTotal);
  expect(pnl.revenueByType.find((row) => row.type === 'DINE_IN')?.amount).toBe(paidTotal);

  const owner = await staffScreen(browser, DESK, tenant.staff.admin);
  await owner.page.goto(`/${slug}/admin`);
  await expect(owner.page.locator('[data-kpi="Revenue Today"]')).toHaveText(formatRupiah(paidTotal));
  await owner.page.goto(`/${slug}/admin/reports`);
  await expect(owner.page.locator('[data-pnl="revenue"]')).toHaveText(formatRupiah(paidTotal));
  await owner.page.goto(`/${slug}/admin/inventory`);
  await expect(owner.page.locator('[data-stock-item="Telur"]')).toContainText(`${EGGS - 1},00`);

  for (const screen of [cashier, kitchen, owner]) {
    expect(screen.faults(), 'errors in a staff browser console').toEqual([]);
    await screen.context.close();
  }
  await admin.dispose();
});
