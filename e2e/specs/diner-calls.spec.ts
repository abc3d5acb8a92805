import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { customerOrderCreated } from '@meja/shared/contracts/orders';
import { tableBoard, type BoardTable } from '@meja/shared/contracts/tables';
import type { CallKind } from '@meja/shared/table-states';
import { dinerEnglish } from '../../apps/web/src/i18n/en/diner';
import { seriousViolations } from '../support/axe';
import { menuItemIds, staffApi } from '../support/floor-orders';
import { shotsAtBothSizes } from '../support/shots';
import { test } from '../support/tenant';

/*
 * Issue 20: 'Panggil pelayan' and 'Minta bill' on the diner's order tracking page. The diner at
 * table A4 orders, asks for the bill and sees it was sent; the cashier's floor shows A4 asking for
 * the bill, with one call however often the diner taps; once the staff answered it, asking again at
 * once is refused with the server's wait. In English the same in English; never for a takeaway.
 */

const SHOTS = '/work/shots/h20';
const PHONE = { width: 390, height: 844 };
const en = dinerEnglish['diner/calls'];

test.use({ failOnConsoleErrors: true, viewport: PHONE });

/** Both sizes, from the top of the page. */
async function shots(page: Page, name: string): Promise<void> {
  await page.evaluate('window.scrollTo(0, 0)');
  await shotsAtBothSizes(page, SHOTS, name);
}

/** The cashier's floor, one table of it. */
async function boardTable(staff: APIRequestContext, slug: string, name: string): Promise<BoardTable> {
  const response = await staff.get(`/api/v1/tenant/${slug}/tables/board`);
  expect(response.status(), await response.text()).toBe(200);
  const table = tableBoard.parse(await response.json()).tables.find((entry) => entry.name === name);
  if (!table) throw new Error(`table ${name} is not on the floor`);
  return table;
}

async function answerCall(staff: APIRequestContext, slug: string, id: string): Promise<void> {
  const response = await staff.post(`/api/v1/tenant/${slug}/table-calls/${id}/answer`);
  expect(response.status(), await response.text()).toBe(200);
}

/** A diner's order through the public API: its tracking page's path (with the order's token). */
async function trackedOrder(
  request: APIRequestContext,
  slug: string,
  order: { table: string; type?: 'DINE_IN' | 'TAKEAWAY' },
): Promise<string> {
  const [menuItemId] = await menuItemIds(request, slug, 1);
  const response = await request.post(`/api/v1/public/${slug}/orders`, {
    data: { ...order, items: [{ menuItemId, qty: 1 }] },
    headers: { 'Idempotency-Key': randomUUID() },
  });
  expect(response.status(), await response.text()).toBe(201);
  const created = customerOrderCreated.parse(await response.json());
  return `/${slug}/order-track/${created.order._id}?token=${encodeURIComponent(created.token)}&table=${encodeURIComponent(order.table)}`;
}

/** Counts the page's calls to the staff (POST …/calls), by kind. */
function watchCalls(page: Page): Record<CallKind, number> {
  const sent: Record<CallKind, number> = { WAITER: 0, BILL: 0 };
  page.on('request', (request) => {
    if (request.method() !== 'POST' || !request.url().endsWith('/calls')) return;
    const body: unknown = request.postDataJSON();
    if (typeof body === 'object' && body !== null && 'kind' in body) {
      if (body.kind === 'WAITER' || body.kind === 'BILL') sent[body.kind] += 1;
    }
  });
  return sent;
}

function callAnswer(page: Page) {
  return page.waitForResponse(
    (response) => response.request().method() === 'POST' && response.url().endsWith('/calls'),
  );
}

test('the diner at A4 asks for the bill: sent once, seen on the floor, and after the answer the wait', async ({
  page,
  tenant,
}) => {
  const staff = await staffApi(tenant.staff.cashier);
  try {
    // The diner orders at A4 from the menu and lands on the order's tracking page.
    await page.goto(`/${tenant.slug}/menu`);
    await page
      .locator('section')
      .first()
      .getByRole('button', { name: /^Tambah .* ke keranjang$/ })
      .first()
      .click();
    await page.getByRole('link', { name: /^Keranjang,? 1 item$/ }).click();
    await page.getByLabel('Nomor meja').fill('A4');
    await page.getByRole('button', { name: 'Pesan Sekarang' }).click();
    await expect(page).toHaveURL(new RegExp(`/${tenant.slug}/order-track/[0-9a-f-]{36}\\?token=.+&table=A4`));
    await expect(page.locator('[data-kitchen-status]')).toHaveText('Menunggu konfirmasi');
    const trackingUrl = page.url();
    const sent = watchCalls(page);

    const calls = page.getByRole('region', { name: 'Butuh sesuatu?' });
    const waiter = calls.getByRole('button', { name: 'Panggil pelayan' });
    const bill = calls.getByRole('button', { name: 'Minta bill' });
    await expect(waiter).toBeEnabled();
    await expect(bill).toBeEnabled();
    expect(await seriousViolations(page)).toEqual([]);
    await shots(page, 'calls-buttons');

    // 'Minta bill': a calm confirmation, and the button rests.
    const billAnswer = callAnswer(page);
    await bill.click();
    expect((await billAnswer).status()).toBe(201);
    await expect(page.locator('[data-call="BILL"] [role="status"]')).toHaveText('Permintaan bill terkirim.');
    await expect(bill).toBeDisabled();
    await expect(waiter).toBeEnabled();
    expect(await seriousViolations(page)).toEqual([]);
    await shots(page, 'calls-bill-sent');

    // The cashier's floor: A4 asks for the bill, one call.
    let a4 = await boardTable(staff, tenant.slug, 'A4');
    expect(a4.state).toBe('BILL');
    expect(a4.calls.map((call) => call.kind)).toEqual(['BILL']);
    const billCall = a4.calls[0];
    if (!billCall) throw new Error('no call on A4');

    // A second tap within the minute sends nothing: the button rests…
    await bill.click({ force: true });
    expect(sent.BILL).toBe(1);
    // …and the same link opened again is the call already waiting (200), still one on the floor.
    await page.goto(trackingUrl);
    const again = callAnswer(page);
    await bill.click();
    expect((await again).status()).toBe(200);
    await expect(page.locator('[data-call="BILL"] [role="status"]')).toHaveText('Permintaan bill terkirim.');
    a4 = await boardTable(staff, tenant.slug, 'A4');
    expect(a4.calls.map((call) => call._id)).toEqual([billCall._id]);

    // A double tap on 'Panggil pelayan' is one call.
    const waiterAnswer = callAnswer(page);
    await waiter.dblclick();
    expect((await waiterAnswer).status()).toBe(201);
    await expect(page.locator('[data-call="WAITER"] [role="status"]')).toHaveText('Pelayan sudah dipanggil.');
    await expect(waiter).toBeDisabled();
    expect(sent.WAITER).toBe(1);
    a4 = await boardTable(staff, tenant.slug, 'A4');
    expect(a4.calls.map((call) => call.kind).sort()).toEqual(['BILL', 'WAITER']);

    // The staff answer the bill call; the diner asks again at once: the server's wait, counting down.
    await answerCall(staff, tenant.slug, billCall._id);
    a4 = await boardTable(staff, tenant.slug, 'A4');
    expect(a4.state).not.toBe('BILL');
    await page.goto(trackingUrl);
    const refused = callAnswer(page);
    await bill.click();
    expect((await refused).status()).toBe(429);
    const wait = page.locator('[data-call="BILL"] [role="status"]');
    await expect(wait).toHaveText(/^Permintaan baru saja dijawab\. Coba lagi dalam \d+ detik\.$/);
    const seconds = Number(/(\d+) detik/.exec(await wait.innerText())?.[1]);
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(60);
    await expect(bill).toBeDisabled();
    await expect(wait).not.toHaveText(`Permintaan baru saja dijawab. Coba lagi dalam ${seconds} detik.`, {
      timeout: 3000,
    });
    expect((await boardTable(staff, tenant.slug, 'A4')).calls.map((call) => call.kind)).toEqual(['WAITER']);
    expect(await seriousViolations(page)).toEqual([]);
    await shots(page, 'calls-wait');
  } finally {
    await staff.dispose();
  }
});

test('a takeaway has no buttons to call the table', async ({ page, request, tenant }) => {
  await page.goto(await trackedOrder(request, tenant.slug, { table: 'BUDI', type: 'TAKEAWAY' }));
  await expect(page.locator('[data-order-detail]')).toContainText('Bawa pulang · BUDI');
  await expect(page.locator('[data-table-calls]')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Minta bill' })).toHaveCount(0);
});

test.describe('with an English browser', () => {
  test.use({ locale: 'en-US' });

  test('the buttons, the confirmation and the wait are in English', async ({ page, request, tenant }) => {
    const staff = await staffApi(tenant.staff.cashier);
    try {
      const url = await trackedOrder(request, tenant.slug, { table: 'A5' });
      await page.goto(url);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      const calls = page.getByRole('region', { name: en.heading });
      const waiter = calls.getByRole('button', { name: en.callWaiter });
      await expect(calls.getByRole('button', { name: en.askBill })).toBeEnabled();

      const answer = callAnswer(page);
      await waiter.click();
      expect((await answer).status()).toBe(201);
      const note = page.locator('[data-call="WAITER"] [role="status"]');
      await expect(note).toHaveText(en.waiterCalled);
      await expect(waiter).toBeDisabled();
      expect(await seriousViolations(page)).toEqual([]);
      await shots(page, 'calls-sent-en');

      const a5 = await boardTable(staff, tenant.slug, 'A5');
      const call = a5.calls.find((entry) => entry.kind === 'WAITER');
      if (!call) throw new Error('no waiter call on A5');
      await answerCall(staff, tenant.slug, call._id);
      await page.goto(url);
      const refused = callAnswer(page);
      await waiter.click();
      expect((await refused).status()).toBe(429);
      await expect(note).toHaveText(/^Your request was just answered\. Try again in \d+ seconds?\.$/);
      await shots(page, 'calls-wait-en');
    } finally {
      await staff.dispose();
    }
  });
});
