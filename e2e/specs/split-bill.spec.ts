import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { equalSplit, itemSplit, type SplitOrder } from '@meja/shared/bill-split';
import { errorBody } from '@meja/shared/contracts/common';
import { staffOrderList, type Order } from '@meja/shared/contracts/orders';
import { paymentList } from '@meja/shared/contracts/payments';
import { formatRupiah } from '@meja/shared/money';
import { seriousViolations } from '../support/axe';
import { menuItemIds, placeOrder, staffApi } from '../support/floor-orders';
import { loginAs } from '../support/login';
import { saveShot, shotsAtBothSizes } from '../support/shots';
import { test } from '../support/tenant';
import { uniqueSuffix } from '../support/tenant-api';

/*
 * Issue 20: 'Pisah tagihan' on the admin payments screen. A table's two orders split three ways and
 * paid part by part (cash with change, QRIS, cash); one order split by who had which dish between
 * two guests; a split undone before any part is paid gives its orders back to the normal selection.
 */

const SHOTS = '/work/shots/h20';
const PHONE = { width: 390, height: 844 };
const WIDE = { width: 1366, height: 768 };

test.use({ failOnConsoleErrors: true });

function short(id: string): string {
  return id.slice(-6).toUpperCase();
}

async function ordersOf(staff: APIRequestContext, slug: string, ids: readonly string[]): Promise<Order[]> {
  const response = await staff.get(`/api/v1/tenant/${slug}/orders`);
  expect(response.status()).toBe(200);
  const all = staffOrderList.parse(await response.json()).orders;
  return ids.map((id) => {
    const order = all.find((entry) => entry._id === id);
    if (!order) throw new Error(`order ${id} is not in the staff list`);
    return order;
  });
}

const splitOrderOf = (order: Order): SplitOrder => ({
  id: order._id,
  total: order.grandTotal,
  lines: order.items.map((item) => ({ price: item.price, qty: item.qty })),
});

/** The page neither scrolls sideways nor has a control smaller than 44 × 44 px in `scope`. */
async function fitsThePhone(page: Page, scope: Locator): Promise<void> {
  expect(
    await page.evaluate<number>('document.documentElement.scrollWidth - window.innerWidth'),
  ).toBeLessThanOrEqual(0);
  for (const control of await scope
    .locator('button, select, input:not([type=checkbox]):not([type=radio])')
    .all()) {
    if (!(await control.isVisible())) continue;
    const box = await control.boundingBox();
    const name = (await control.getAttribute('aria-label')) ?? (await control.textContent()) ?? '';
    expect(box?.height ?? 0, `height of ${name}`).toBeGreaterThanOrEqual(44);
    expect(box?.width ?? 0, `width of ${name}`).toBeGreaterThanOrEqual(44);
  }
}

/** Both sizes, from the top of the page (the sticky top bar then sits where a person sees it). */
async function shots(page: Page, name: string): Promise<void> {
  await page.evaluate('window.scrollTo(0, 0)');
  await shotsAtBothSizes(page, SHOTS, name);
}

async function openPayments(page: Page, slug: string, email: string): Promise<void> {
  await loginAs(page, email);
  await page.setViewportSize(PHONE);
  await page.goto(`/${slug}/admin/payments`);
}

async function selectTable(page: Page, table: string): Promise<Locator> {
  const group = page.locator(`[data-pay-table="${table}"]`);
  await group.getByLabel(`Pilih semua meja ${table}`).check();
  return group;
}

async function payCash(page: Page, card: Locator, part: number, received: number | null): Promise<void> {
  await card.getByLabel(`Metode bagian ${part}`).selectOption('CASH');
  await card.getByRole('button', { name: new RegExp(`^Bayar bagian ${part}\\b`) }).click();
  const cash = page.getByRole('dialog', { name: `Bayar tunai · bagian ${part}` });
  await expect(cash.locator('[data-payment-amount]')).toBeVisible();
  if (received !== null) await cash.getByLabel('Uang diterima (Rp)').fill(String(received));
  await cash.getByRole('button', { name: `Bayar bagian ${part}` }).click();
  await expect(cash).toBeHidden();
}

/** A part by card or QRIS; the last part closes the split, and its card leaves at once. */
async function payConfirmed(
  page: Page,
  card: Locator,
  part: number,
  method: 'CARD' | 'QRIS',
  last = false,
): Promise<string> {
  await card.getByLabel(`Metode bagian ${part}`).selectOption(method);
  let question = '';
  page.once('dialog', (dialog) => {
    question = dialog.message();
    void dialog.accept();
  });
  await card.getByRole('button', { name: new RegExp(`^Bayar bagian ${part}\\b`) }).click();
  if (last) await expect(card).toHaveCount(0);
  else
    await expect(card.locator(`[data-split-part="${part}"] [data-part-paid]`)).toContainText(
      `Lunas · ${method}`,
    );
  return question;
}

test('two orders of a table split three ways: cash with change, QRIS, cash; the history shows the parts', async ({
  page,
  request,
  tenant,
}) => {
  test.slow();
  const table = `SB-${uniqueSuffix()}`;
  const [dish, drink] = await menuItemIds(request, tenant.slug, 2);
  const first = await placeOrder(request, tenant.slug, {
    table,
    items: [{ menuItemId: dish ?? '', qty: 2 }],
  });
  const second = await placeOrder(request, tenant.slug, {
    table,
    items: [{ menuItemId: drink ?? '', qty: 1 }],
  });
  const cashier = await staffApi(tenant.staff.cashier);
  const orders = await ordersOf(cashier, tenant.slug, [first, second]);
  const bill = orders.reduce((sum, order) => sum + order.grandTotal, 0);
  const preview = equalSplit(orders.map(splitOrderOf), 3);
  if (!preview.ok) throw new Error('the equal split of the test bill failed');
  const amounts = preview.parts.map((part) => part.amount);

  await openPayments(page, tenant.slug, tenant.staff.cashier);
  const bar = page.getByRole('group', { name: 'Pembayaran terpilih' });
  await expect(bar.getByRole('button', { name: 'Pisah tagihan' })).toBeDisabled();
  const group = await selectTable(page, table);
  await bar.getByRole('button', { name: 'Pisah tagihan' }).click();

  const dialog = page.getByRole('dialog', { name: 'Pisah tagihan' });
  await expect(dialog).toContainText(`2 order · Meja ${table}`);
  await expect(dialog).toContainText(formatRupiah(bill));
  await expect(dialog.getByRole('radio', { name: /^Bagi rata/ })).toBeChecked();
  await dialog.getByRole('button', { name: 'Tambah jumlah bagian' }).click();
  await expect(dialog.getByLabel('Jumlah bagian')).toHaveValue('3');
  for (const [index, amount] of amounts.entries()) {
    await expect(dialog.locator(`[data-preview-part="${index + 1}"]`)).toContainText(formatRupiah(amount));
  }
  // Out of range: told, and nothing to create until it is 2–20 again.
  await dialog.getByLabel('Jumlah bagian').fill('25');
  await expect(dialog.locator('[data-split-problem]')).toHaveText('Bagi tagihan menjadi 2–20 bagian.');
  await expect(dialog.getByRole('button', { name: 'Buat pembagian' })).toBeDisabled();
  await dialog.getByLabel('Jumlah bagian').fill('3');
  await expect(dialog.locator('[data-preview-part]')).toHaveCount(3);
  await fitsThePhone(page, dialog);
  expect(await seriousViolations(page)).toEqual([]);
  await shots(page, 'split-dialog-equal');

  await dialog.getByRole('button', { name: 'Buat pembagian' }).click();
  await expect(dialog).toBeHidden();
  await expect(bar).toContainText(`Tagihan meja ${table} dibagi menjadi 3 bagian.`);
  // The orders are paid through the split now, not offered for a whole payment.
  await expect(group).toBeHidden();
  const card = page.locator('[data-split]').filter({ hasText: `Meja ${table}` });
  await expect(card).toContainText('Bagi rata · 3 bagian');
  await expect(card.locator('[data-split-paid]')).toHaveText(
    `Terbayar ${formatRupiah(0)} dari ${formatRupiah(bill)}`,
  );
  for (const [index, amount] of amounts.entries()) {
    await expect(card.locator(`[data-split-part="${index + 1}"] [data-part-amount]`)).toHaveText(
      formatRupiah(amount),
    );
  }
  await expect(card.getByRole('button', { name: /^Batalkan pembagian/ })).toBeVisible();
  await fitsThePhone(page, card);
  expect(await seriousViolations(page)).toEqual([]);
  await shots(page, 'split-card-open');

  // Part 1 in cash, with the cash received and the change.
  const part1 = amounts[0] ?? 0;
  const received = Math.ceil((part1 + 1) / 10_000) * 10_000;
  await payCash(page, card, 1, received);
  const notices = page.locator('[data-open-splits]');
  await expect(notices).toContainText(
    `Bagian 1 meja ${table} dibayar: ${formatRupiah(part1)} (CASH). Kembalian ${formatRupiah(received - part1)}.`,
  );
  await expect(card.locator('[data-split-part="1"] [data-part-paid]')).toHaveText(
    `Lunas · CASH · kembalian ${formatRupiah(received - part1)}`,
  );
  await expect(card.locator('[data-split-paid]')).toHaveText(
    `Terbayar ${formatRupiah(part1)} dari ${formatRupiah(bill)}`,
  );
  // Once a part is paid the split cannot be undone.
  await expect(card.getByRole('button', { name: /^Batalkan pembagian/ })).toHaveCount(0);
  await shots(page, 'split-card-part-paid');

  // Part 2 by QRIS, after a confirmation.
  const question = await payConfirmed(page, card, 2, 'QRIS');
  expect(question).toBe(`Catat pembayaran QRIS untuk bagian 2 sebesar ${formatRupiah(amounts[1] ?? 0)}?`);

  // Part 3 in cash without the cash received: the bill is paid, the split leaves the list.
  await payCash(page, card, 3, null);
  await expect(notices).toContainText(`Tagihan meja ${table} lunas.`);
  await expect(card).toHaveCount(0);
  await expect(group).toBeHidden();

  for (const order of await ordersOf(cashier, tenant.slug, [first, second])) {
    expect(order.paymentStatus).toBe('COMPLETED');
  }
  const paymentsResponse = await cashier.get(`/api/v1/tenant/${tenant.slug}/payments`);
  const payments = paymentList
    .parse(await paymentsResponse.json())
    .items.filter((payment) => payment.orderId === first || payment.orderId === second);
  expect(payments.every((payment) => payment.part?.of === 3 && payment.status === 'COMPLETED')).toBe(true);
  expect(new Set(payments.map((payment) => payment.part?.part))).toEqual(new Set([1, 2, 3]));
  expect(payments.reduce((sum, payment) => sum + payment.amount, 0)).toBe(bill);
  for (const part of [1, 2, 3]) {
    const ofPart = payments.filter((payment) => payment.part?.part === part);
    expect(ofPart.reduce((sum, payment) => sum + payment.amount, 0)).toBe(amounts[part - 1]);
  }

  // The history names each part next to its payment.
  const rows = page.locator(`[data-payment-order="${first}"], [data-payment-order="${second}"]`);
  await expect(rows).toHaveCount(payments.length);
  for (const part of [1, 2, 3]) {
    await expect(rows.filter({ hasText: `Bagian ${part}/3` }).first()).toBeVisible();
  }
  await expect(rows.filter({ hasText: 'QRIS' })).toHaveCount(
    payments.filter((p) => p.method === 'QRIS').length,
  );
  const history = page.getByRole('region', { name: 'Riwayat Pembayaran' });
  await fitsThePhone(page, history);
  await shots(page, 'split-history');
  await cashier.dispose();
});

test('one order split by dishes between two guests, each paying their own', async ({
  page,
  request,
  tenant,
}) => {
  const table = `SI-${uniqueSuffix()}`;
  const [dish, drink] = await menuItemIds(request, tenant.slug, 2);
  const orderId = await placeOrder(request, tenant.slug, {
    table,
    items: [
      { menuItemId: dish ?? '', qty: 2 },
      { menuItemId: drink ?? '', qty: 1 },
    ],
  });
  const cashier = await staffApi(tenant.staff.cashier);
  const [order] = await ordersOf(cashier, tenant.slug, [orderId]);
  if (!order) throw new Error('the order is missing');
  const [dishLine, drinkLine] = order.items;
  if (!dishLine || !drinkLine) throw new Error('the order has not its two lines');
  // Guest 1: one of the dish and the drink; guest 2: the other dish.
  const expected = itemSplit(
    [splitOrderOf(order)],
    [
      [
        { orderId, line: 0, qty: 1 },
        { orderId, line: 1, qty: 1 },
      ],
      [{ orderId, line: 0, qty: 1 }],
    ],
  );
  if (!expected.ok) throw new Error('the item split of the test bill failed');

  await openPayments(page, tenant.slug, tenant.staff.cashier);
  const bar = page.getByRole('group', { name: 'Pembayaran terpilih' });
  await selectTable(page, table);
  await bar.getByRole('button', { name: 'Pisah tagihan' }).click();
  const dialog = page.getByRole('dialog', { name: 'Pisah tagihan' });
  await dialog.getByRole('radio', { name: /^Per menu/ }).check();
  await expect(dialog.getByLabel('Jumlah tamu')).toHaveValue('2');
  await expect(dialog.locator('[data-units-left]')).toHaveText('3 porsi belum dipilih');
  await expect(dialog.locator('[data-split-problem]')).toHaveText('Bagian 1 belum berisi menu.');
  await expect(dialog.getByRole('button', { name: 'Buat pembagian' })).toBeDisabled();

  await dialog.getByLabel(`${dishLine.name} porsi 1`).selectOption({ label: 'Bagian 1' });
  await dialog.getByLabel(`${dishLine.name} porsi 2`).selectOption({ label: 'Bagian 2' });
  await expect(dialog.locator('[data-split-problem]')).toHaveText(
    'Masih ada menu yang belum masuk ke bagian mana pun.',
  );
  await expect(dialog.getByRole('button', { name: 'Buat pembagian' })).toBeDisabled();
  await dialog.getByLabel(`${drinkLine.name} porsi 1`).selectOption({ label: 'Bagian 1' });
  await expect(dialog.locator('[data-units-left]')).toHaveText('Semua porsi sudah dipilih');
  for (const [index, part] of expected.parts.entries()) {
    await expect(dialog.locator(`[data-preview-part="${index + 1}"]`)).toContainText(
      formatRupiah(part.amount),
    );
  }
  await fitsThePhone(page, dialog);
  expect(await seriousViolations(page)).toEqual([]);
  await shots(page, 'split-dialog-items');
  // The end of the dialog on a phone: the amounts per part and the create button.
  await page.setViewportSize(PHONE);
  await dialog.getByRole('button', { name: 'Buat pembagian' }).scrollIntoViewIfNeeded();
  await saveShot(page, `${SHOTS}/split-dialog-items-end-390.png`);

  await dialog.getByRole('button', { name: 'Buat pembagian' }).click();
  await expect(dialog).toBeHidden();
  const card = page.locator('[data-split]').filter({ hasText: `Meja ${table}` });
  await expect(card).toContainText('Per menu · 2 tamu');
  const first = card.locator('[data-split-part="1"]');
  await expect(first).toContainText(`${dishLine.name} × 1`);
  await expect(first).toContainText(`${drinkLine.name} × 1`);
  await expect(card.locator('[data-split-part="2"]')).toContainText(`${dishLine.name} × 1`);
  await expect(card.locator('[data-split-part="2"]')).not.toContainText(drinkLine.name);
  await shots(page, 'split-card-items');

  await payConfirmed(page, card, 1, 'CARD');
  await payConfirmed(page, card, 2, 'QRIS', true);
  await expect(page.locator('[data-open-splits]')).toContainText(`Tagihan meja ${table} lunas.`);
  await expect(card).toHaveCount(0);
  const [paid] = await ordersOf(cashier, tenant.slug, [orderId]);
  expect(paid?.paymentStatus).toBe('COMPLETED');
  const rows = page.locator(`[data-payment-order="${orderId}"]`);
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: 'Bagian 1/2' })).toContainText(
    formatRupiah(expected.parts[0]?.amount ?? 0),
  );
  await expect(rows.filter({ hasText: 'Bagian 2/2' })).toContainText(
    formatRupiah(expected.parts[1]?.amount ?? 0),
  );
  await cashier.dispose();
});

test('a split with no part paid is cancelled: its orders are back in the normal selection', async ({
  page,
  request,
  tenant,
}) => {
  const table = `SC-${uniqueSuffix()}`;
  const [dish] = await menuItemIds(request, tenant.slug, 1);
  const orderId = await placeOrder(request, tenant.slug, {
    table,
    items: [{ menuItemId: dish ?? '', qty: 3 }],
  });

  await openPayments(page, tenant.slug, tenant.staff.cashier);
  await page.setViewportSize(WIDE);
  const bar = page.getByRole('group', { name: 'Pembayaran terpilih' });
  const group = await selectTable(page, table);
  await bar.getByRole('button', { name: 'Pisah tagihan' }).click();
  const dialog = page.getByRole('dialog', { name: 'Pisah tagihan' });
  await dialog.getByRole('button', { name: 'Buat pembagian' }).click();
  await expect(dialog).toBeHidden();
  await expect(group).toBeHidden();
  const card = page.locator('[data-split]').filter({ hasText: `Meja ${table}` });
  await expect(card).toContainText('Bagi rata · 2 bagian');

  // A whole payment of the order is refused while the split is open.
  const cashier = await staffApi(tenant.staff.cashier);
  const [order] = await ordersOf(cashier, tenant.slug, [orderId]);
  const whole = await cashier.post(`/api/v1/tenant/${tenant.slug}/payments`, {
    data: { orderId, method: 'QRIS', amount: order?.grandTotal ?? 0 },
  });
  expect(whole.status()).toBe(409);
  expect(errorBody.parse(await whole.json()).code).toBe('BILL_SPLIT_OPEN');

  // Dismissing the question keeps the split.
  page.once('dialog', (question) => void question.dismiss());
  await card.getByRole('button', { name: /^Batalkan pembagian/ }).click();
  await expect(card).toBeVisible();

  let question = '';
  page.once('dialog', (asked) => {
    question = asked.message();
    void asked.accept();
  });
  await card.getByRole('button', { name: /^Batalkan pembagian/ }).click();
  await expect(card).toHaveCount(0);
  expect(question).toBe(
    `Batalkan pembagian tagihan meja ${table}? Pesanannya kembali ke pilihan pembayaran.`,
  );
  await expect(page.locator('[data-open-splits]')).toContainText(
    `Pembagian tagihan meja ${table} dibatalkan.`,
  );
  await expect(group).toBeVisible();
  await expect(group.getByRole('checkbox', { name: new RegExp(short(orderId)) })).toBeEnabled();
  await group.getByLabel(`Pilih semua meja ${table}`).check();
  await expect(bar).toContainText('1 order dipilih');
  await cashier.dispose();
});
