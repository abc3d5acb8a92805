import { expect } from '@playwright/test';
import { test } from '../support/tenant';
import { apiLogin, uniqueSuffix } from '../support/tenant-api';
import { saveShot } from '../support/shots';

/** The tracking page polls every 5 s as a fallback: an answer quicker than that came pushed (SSE). */
const PUSHED_WITHIN_MS = 4000;

test.use({ viewport: { width: 390, height: 844 } });

/**
 * Issue 4's live tracking, driven by issue 5's staff API: the diner's page follows the cashier's
 * confirmation and the kitchen's READY without being reloaded.
 */
test('the diner’s tracking follows the cashier’s confirmation and the kitchen’s READY without a reload', async ({
  page,
  request,
  tenant,
}) => {
  const table = `L${uniqueSuffix().slice(-5)}`;
  await page.goto(`/${tenant.slug}/menu`);
  await page
    .locator('section')
    .first()
    .getByRole('button', { name: /^Tambah .* ke keranjang$/ })
    .first()
    .click();
  await page.getByRole('link', { name: /^Keranjang,? 1 item$/ }).click();
  await page.getByLabel('Nomor meja').fill(table);
  await page.getByRole('button', { name: 'Pesan Sekarang' }).click();

  const orderUrl = new RegExp(`/${tenant.slug}/order-track/([0-9a-f-]{36})\\?token=.+&table=`);
  await expect(page).toHaveURL(orderUrl);
  const orderId = orderUrl.exec(page.url())?.[1];
  if (!orderId) throw new Error(`no order id in ${page.url()}`);
  const status = page.locator('[data-kitchen-status]');
  await expect(status).toHaveText('Menunggu konfirmasi');

  // From here on the page must not load again: a reload would drop this marker.
  await page.evaluate(() => Reflect.set(globalThis, 'mejaSameDocument', true));
  let navigations = 0;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigations += 1;
  });

  await apiLogin(request, tenant.staff.cashier);
  const confirmed = await request.patch(`/api/v1/tenant/${tenant.slug}/orders/${orderId}`, {
    data: { confirmed: true },
  });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  await expect(status).toHaveText('Sedang diproses di dapur', { timeout: PUSHED_WITHIN_MS });

  await apiLogin(request, tenant.staff.kitchen);
  const ready = await request.patch(`/api/v1/tenant/${tenant.slug}/orders/${orderId}/ready`, {
    data: { ready: true },
  });
  expect(ready.status(), await ready.text()).toBe(200);
  await expect(status).toHaveText('Siap diambil / Ready', { timeout: PUSHED_WITHIN_MS });

  expect(await page.evaluate(() => Reflect.get(globalThis, 'mejaSameDocument'))).toBe(true);
  expect(navigations).toBe(0);
  await saveShot(page, test.info().outputPath('tracking-ready.png'));
});
