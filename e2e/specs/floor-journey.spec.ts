import { mkdirSync } from 'node:fs';
import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { formatRupiah as rupiah } from '@meja/shared/money';
import { staffOrderList, type Order } from '@meja/shared/contracts/orders';
import { test } from '../support/tenant';
import { staffApi } from '../support/floor-orders';
import { loginAs } from '../support/login';
import { uniqueSuffix } from '../support/tenant-api';
import { saveShot } from '../support/shots';

const PHONE = { width: 390, height: 844 };
const CASHIER_SCREEN = { width: 1366, height: 768 };
const KITCHEN_TABLET = { width: 1280, height: 800 };
const ADMIN_SCREEN = { width: 1366, height: 768 };
const SHOTS = '/tmp/journey-shots';
/** The issue's bound for the kitchen card; the fallback polling (5 s) could not meet it. */
const KITCHEN_WITHIN_MS = 2000;
/** The diner's tracking polls every 5 s as a fallback: quicker than that means it was pushed. */
const PUSHED_WITHIN_MS = 4000;
/** Window markers: a reload or a navigation of the page would drop them. */
const SAME_DOCUMENT = 'mejaJourneySameDocument';
const CARD_SEEN_AT = 'mejaJourneyCardSeenAt';

function short(id: string, length: number): string {
  return id.slice(-length).toUpperCase();
}

function digitsOf(text: string): number {
  return Number(text.replace(/\D/g, ''));
}

/** The orders of one table as the staff API reports them (GET /orders). */
async function ordersOfTable(staff: APIRequestContext, slug: string, table: string): Promise<Order[]> {
  const response = await staff.get(`/api/v1/tenant/${slug}/orders`);
  expect(response.status(), await response.text()).toBe(200);
  return staffOrderList.parse(await response.json()).orders.filter((order) => order.table === table);
}

async function shoot(page: Page, name: string, fullPage = false): Promise<void> {
  await saveShot(page, `${SHOTS}/${name}.png`, { fullPage });
}

async function staffPage(browser: Browser, viewport: { width: number; height: number }, email: string) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await loginAs(page, email);
  return { context, page };
}

/** A diner's order through the menu and the cart; returns the order id from the tracking URL. */
async function dinerOrders(
  page: Page,
  slug: string,
  table: string,
  dishes: readonly number[],
): Promise<string> {
  const orderUrl = new RegExp(`/${slug}/order-track/([0-9a-f-]{36})\\?token=.+&table=`);
  await page.goto(`/${slug}/menu`);
  const plus = page
    .locator('section')
    .first()
    .getByRole('button', { name: /^Tambah .* ke keranjang$/ });
  for (const index of dishes) await plus.nth(index).click();
  await page.getByRole('link', { name: new RegExp(`^Keranjang,? ${dishes.length} item$`) }).click();
  await expect(page.locator('[data-cart-line]')).toHaveCount(dishes.length);
  await page.getByLabel('Nomor meja').fill(table);
  await page.getByRole('button', { name: 'Pesan Sekarang' }).click();
  await expect(page).toHaveURL(orderUrl);
  await expect(
    page.getByRole('heading', { level: 1, name: `Order Tracking — Meja: ${table}` }),
  ).toBeVisible();
  await expect(page.locator('[data-kitchen-status]')).toHaveText('Menunggu konfirmasi');
  const orderId = orderUrl.exec(page.url())?.[1];
  if (!orderId) throw new Error(`no order id in ${page.url()}`);
  return orderId;
}

/** Marks the page's document and counts its main-frame navigations from now on. */
async function watchSameDocument(page: Page): Promise<{ navigations: () => number }> {
  await page.evaluate((key) => Reflect.set(globalThis, key, true), SAME_DOCUMENT);
  let navigations = 0;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigations += 1;
  });
  return { navigations: () => navigations };
}

async function stillSameDocument(page: Page, watch: { navigations: () => number }): Promise<void> {
  expect(await page.evaluate((key) => Reflect.get(globalThis, key), SAME_DOCUMENT)).toBe(true);
  expect(watch.navigations()).toBe(0);
}

async function revenueToday(page: Page): Promise<number> {
  return digitsOf(await page.locator('[data-kpi="Revenue Today"]').innerText());
}

test('the whole floor journey: diner orders, cashier confirms, kitchen READY, table paid together, receipt, CLOSED, revenue', async ({
  browser,
  tenant,
}) => {
  test.setTimeout(180_000);
  mkdirSync(SHOTS, { recursive: true });
  const table = `J${uniqueSuffix().slice(-6)}`;
  const staff = await staffApi(tenant.staff.cashier);

  try {
    // The diner on a phone: two dishes, the cart, the table, 'Pesan Sekarang'.
    const dinerContext = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
    const diner = await dinerContext.newPage();
    const firstId = await dinerOrders(diner, tenant.slug, table, [0, 1]);
    await shoot(diner, '01-diner-tracking-waiting', true);
    const dinerWatch = await watchSameDocument(diner);

    // The same table orders again from a second tab of the same phone; the first tab stays open.
    const dinerAgain = await dinerContext.newPage();
    const secondId = await dinerOrders(dinerAgain, tenant.slug, table, [2, 0]);
    await shoot(dinerAgain, '02-diner-second-order-waiting', true);

    // The owner's dashboard, the cashier's orders and the kitchen screen, all open before confirming.
    const admin = await staffPage(browser, ADMIN_SCREEN, tenant.staff.admin);
    await admin.page.goto(`/${tenant.slug}/admin`);
    await expect(admin.page.getByRole('heading', { name: 'Sales Last 7 Days' })).toBeVisible();
    await expect(admin.page.locator('[data-kpi="Revenue Today"]')).toHaveText(/^Rp /);

    const cashier = await staffPage(browser, CASHIER_SCREEN, tenant.staff.cashier);
    await cashier.page.goto(`/${tenant.slug}/admin/orders`);
    const firstRow = cashier.page.locator(`[data-order-id="${firstId}"]`);
    const secondRow = cashier.page.locator(`[data-order-id="${secondId}"]`);
    for (const row of [firstRow, secondRow]) {
      await expect(row).toContainText(table);
      await expect(row).toContainText('PENDING • Waiting');
      await expect(row).toContainText('Belum ada');
    }
    await shoot(cashier.page, '03-cashier-orders-waiting');

    const kitchen = await staffPage(browser, KITCHEN_TABLET, tenant.staff.kitchen);
    const stream = kitchen.page.waitForResponse((response) =>
      response.url().endsWith(`/api/v1/tenant/${tenant.slug}/events`),
    );
    await kitchen.page.goto(`/${tenant.slug}/admin/kitchen`);
    expect((await stream).status()).toBe(200);
    await expect(
      kitchen.page
        .getByRole('list', { name: 'Antrian dapur' })
        .or(kitchen.page.getByText('Tidak ada pesanan terkonfirmasi yang belum READY.')),
    ).toBeVisible();
    await expect(kitchen.page.getByText(/pesanan menunggu konfirmasi kasir/)).toBeVisible();
    const firstCard = kitchen.page.locator(`[data-kitchen-order="${firstId}"]`);
    const secondCard = kitchen.page.locator(`[data-kitchen-order="${secondId}"]`);
    await expect(firstCard).toHaveCount(0);
    await shoot(kitchen.page, '04-kitchen-before-confirm');
    const kitchenWatch = await watchSameDocument(kitchen.page);
    // The moment the card enters the kitchen's DOM, stamped by the kitchen page itself.
    // (A script string: this project's TypeScript has no DOM types.)
    await kitchen.page.evaluate(`(() => {
      const selector = ${JSON.stringify(`[data-kitchen-order="${firstId}"]`)};
      const observer = new MutationObserver(() => {
        if (document.querySelector(selector) === null) return;
        globalThis[${JSON.stringify(CARD_SEEN_AT)}] = Date.now();
        observer.disconnect();
      });
      observer.observe(document.body, { childList: true, subtree: true });
    })()`);

    // The cashier confirms the first order: the card reaches the open kitchen screen within 2 s.
    const confirmFirst = firstRow.getByRole('button', { name: `Konfirmasi order ${short(firstId, 6)}` });
    const confirmedAt = Date.now();
    await confirmFirst.click();
    await expect(firstCard).toContainText(`Meja ${table}`, { timeout: KITCHEN_WITHIN_MS });
    const seenAt = await kitchen.page.evaluate((key) => Reflect.get(globalThis, key), CARD_SEEN_AT);
    if (typeof seenAt !== 'number') throw new Error('the kitchen card was not stamped');
    const kitchenLatency = seenAt - confirmedAt;
    test
      .info()
      .annotations.push({ type: 'kitchen card after confirm (ms)', description: String(kitchenLatency) });
    console.log(`kitchen card appeared ${kitchenLatency} ms after the confirm click`);
    expect(kitchenLatency).toBeLessThan(KITCHEN_WITHIN_MS);
    await stillSameDocument(kitchen.page, kitchenWatch);
    await expect(firstRow).toContainText('Terkonfirmasi');
    await expect(
      firstRow.getByRole('button', { name: `Batalkan konfirmasi order ${short(firstId, 6)}` }),
    ).toBeVisible();
    await expect(firstRow).toContainText('PENDING • Confirmed');
    await expect(firstCard).toContainText(`#${short(firstId, 8)}`);
    const firstLines = (await ordersOfTable(staff, tenant.slug, table)).find(
      (order) => order._id === firstId,
    )?.items;
    expect(firstLines).toHaveLength(2);
    for (const line of firstLines ?? []) await expect(firstCard).toContainText(`${line.name} x${line.qty}`);
    await expect(diner.locator('[data-kitchen-status]')).toHaveText('Sedang diproses di dapur', {
      timeout: PUSHED_WITHIN_MS,
    });
    await shoot(kitchen.page, '05-kitchen-card-arrived');
    await shoot(cashier.page, '06-cashier-first-confirmed');

    // The cook marks READY: the card leaves the queue for the 'Baru saja READY' strip (with Undo
    // READY), and the diner's open tracking page follows, without a reload.
    await firstCard.getByRole('button', { name: `READY Meja ${table}` }).click();
    await expect(firstCard).toBeHidden();
    await expect(
      kitchen.page
        .locator(`[data-recently-ready="${firstId}"]`)
        .getByRole('button', { name: `Undo READY Meja ${table}` }),
    ).toBeVisible();
    await expect(diner.locator('[data-kitchen-status]')).toHaveText('Siap diambil / Ready', {
      timeout: PUSHED_WITHIN_MS,
    });
    await stillSameDocument(diner, dinerWatch);
    await stillSameDocument(kitchen.page, kitchenWatch);
    await expect(firstRow).toContainText('READY', { timeout: PUSHED_WITHIN_MS });
    await shoot(kitchen.page, '07-kitchen-first-ready');
    await shoot(diner, '08-diner-tracking-ready', true);

    // The second order is confirmed too (the kitchen leaves it cooking).
    const confirmSecond = secondRow.getByRole('button', { name: `Konfirmasi order ${short(secondId, 6)}` });
    await confirmSecond.click();
    await expect(secondRow).toContainText('Terkonfirmasi');
    await expect(secondRow).toContainText('PENDING • Confirmed');
    await expect(secondCard).toContainText(`Meja ${table}`, { timeout: KITCHEN_WITHIN_MS });

    // What the table owes, from the staff API.
    const orders = await ordersOfTable(staff, tenant.slug, table);
    const first = orders.find((order) => order._id === firstId);
    const second = orders.find((order) => order._id === secondId);
    if (!first || !second) throw new Error(`the orders of table ${table} are missing`);
    expect(orders).toHaveLength(2);
    const sum = first.grandTotal + second.grandTotal;
    expect(sum).toBeGreaterThan(0);
    await expect(firstRow).toContainText(rupiah(first.grandTotal));
    await expect(secondRow).toContainText(rupiah(second.grandTotal));

    // Revenue Today before the money comes in (one worker: nothing else pays meanwhile).
    await admin.page.reload();
    await expect(admin.page.locator('[data-kpi="Revenue Today"]')).toHaveText(/^Rp /);
    const revenueBefore = await revenueToday(admin.page);
    await shoot(admin.page, '09-dashboard-before-payment', true);

    // The cashier pays both orders of the table together, by QRIS.
    await cashier.page.goto(`/${tenant.slug}/admin/payments`);
    const bar = cashier.page.getByRole('group', { name: 'Pembayaran terpilih' });
    const group = cashier.page.locator(`[data-pay-table="${table}"]`);
    await expect(group.locator('li')).toHaveCount(2);
    await group.getByLabel(`Pilih semua meja ${table}`).check();
    await expect(bar).toContainText('2 order dipilih');
    await expect(bar).toContainText(rupiah(sum));
    await bar.getByLabel('Metode').selectOption('QRIS');
    await shoot(cashier.page, '10-payments-table-selected', true);
    let question = '';
    cashier.page.once('dialog', (dialog) => {
      question = dialog.message();
      void dialog.accept();
    });
    await bar.getByRole('button', { name: 'Buat Pembayaran' }).click();
    await expect(bar).toContainText(`Pembayaran tercatat: 2 order, ${rupiah(sum)} (QRIS).`);
    expect(question).toBe(`Catat pembayaran QRIS untuk 2 order sebesar ${rupiah(sum)}?`);
    await expect(group).toBeHidden();
    for (const order of [first, second]) {
      const row = cashier.page.locator(`[data-payment-order="${order._id}"]`);
      await expect(row).toContainText('QRIS');
      await expect(row).toContainText('Sudah dibayar');
      await expect(row).toContainText(rupiah(order.grandTotal));
    }

    // The dashboard grows by exactly what was paid.
    await expect.poll(() => revenueToday(admin.page), { timeout: 8000 }).toBe(revenueBefore + sum);

    // The combined receipt of the two paid orders, printed in a popup.
    const receipt = cashier.page.getByRole('region', { name: 'Struk Gabungan' });
    for (const order of [first, second])
      await receipt.getByRole('checkbox', { name: new RegExp(short(order._id, 6)) }).check();
    await expect(receipt.getByRole('button', { name: 'Cetak struk (2)' })).toBeVisible();
    await shoot(cashier.page, '11-payments-paid-receipt-selected', true);
    const popupPromise = cashier.page.waitForEvent('popup');
    await receipt.getByRole('button', { name: 'Cetak struk (2)' }).click();
    const popup = await popupPromise;
    await expect(popup).toHaveTitle('Struk Gabungan');
    const sections = popup.locator('section.order');
    await expect(sections).toHaveCount(2);
    for (const order of [first, second]) {
      const section = sections.filter({ hasText: `#${short(order._id, 8)}` });
      await expect(section).toHaveCount(1);
      await expect(section).toContainText(`Meja ${table}`);
      expect(order.items.length).toBeGreaterThan(0);
      for (const line of order.items) await expect(section).toContainText(`${line.name} x${line.qty}`);
      const tax = section.locator('.row').filter({ hasText: /^PPN \d+%/ });
      await expect(tax).toHaveCount(1);
      await expect(tax.locator('span').last()).toHaveText(rupiah(order.tax));
      await expect(
        section
          .locator('.row')
          .filter({ hasText: /^Total/ })
          .locator('span')
          .last(),
      ).toHaveText(rupiah(order.grandTotal));
    }
    const grand = popup.locator('.row.grand');
    await expect(grand.locator('span').first()).toHaveText('Grand total');
    await expect(grand.locator('span').last()).toHaveText(rupiah(sum));
    await popup.setViewportSize({ width: 420, height: 900 });
    await shoot(popup, '12-receipt-popup', true);
    await popup.close();

    // Back on the orders. Paying made both PAID (issue 12); the first was READY, so it is closed
    // already ('CLOSED', disabled). The second is paid and still cooking: the kitchen shows it, paid.
    await cashier.page.goto(`/${tenant.slug}/admin/orders`);
    const firstClosed = firstRow.getByRole('button', { name: `CLOSED order ${short(firstId, 6)}` });
    await expect(firstClosed).toBeDisabled();
    await expect(secondRow).toContainText('Sudah dibayar');
    await expect(secondRow.getByRole('button', { name: `CLOSE order ${short(secondId, 6)}` })).toBeEnabled();
    await expect(secondCard).toContainText('Lunas');
    await shoot(kitchen.page, '13-kitchen-paid-still-cooking');
    await shoot(cashier.page, '14-cashier-orders-first-closed');

    // The cook marks the second READY: paid and ready, it is closed and leaves the kitchen.
    await secondCard.getByRole('button', { name: `READY Meja ${table}` }).click();
    await expect(secondRow.getByRole('button', { name: `CLOSED order ${short(secondId, 6)}` })).toBeDisabled({
      timeout: PUSHED_WITHIN_MS,
    });
    const closed = await ordersOfTable(staff, tenant.slug, table);
    expect(closed.map((order) => [order.status, order.ready])).toEqual([
      ['PAID', true],
      ['PAID', true],
    ]);
    await expect(firstCard).toBeHidden();
    await expect(secondCard).toBeHidden({ timeout: 12_000 });
    await stillSameDocument(kitchen.page, kitchenWatch);
    await shoot(kitchen.page, '15-kitchen-after-close');
    // A closed order is no longer active for the diner (SPEC §4): the open tracking page says so.
    await expect(diner.getByText('Tidak ada pesanan aktif.')).toBeVisible({ timeout: PUSHED_WITHIN_MS });
    await stillSameDocument(diner, dinerWatch);
    await shoot(diner, '16-diner-tracking-closed', true);
    await admin.page.reload();
    await expect(admin.page.locator('[data-kpi="Revenue Today"]')).toHaveText(rupiah(revenueBefore + sum));
    await expect(admin.page.getByText(`#${short(firstId, 6)}`)).toBeVisible();
    await shoot(admin.page, '17-dashboard-after', true);

    for (const context of [dinerContext, admin.context, cashier.context, kitchen.context])
      await context.close();
  } finally {
    // Whatever happened, none of this journey's orders (its table is unique) stays open.
    for (const order of await ordersOfTable(staff, tenant.slug, table)) {
      if (order.status === 'PENDING')
        await staff.patch(`/api/v1/tenant/${tenant.slug}/orders/${order._id}`, {
          data: { status: 'CANCELLED' },
        });
    }
    await staff.dispose();
  }
});
