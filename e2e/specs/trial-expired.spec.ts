import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { registerResponse } from '@meja/shared/contracts/auth';
import { DEFAULT_GRACE_DAYS } from '@meja/shared/lifecycle';
import { seriousViolations } from '../support/axe';
import { fillLoginForm } from '../support/login';
import { platformOffer } from '../support/platform-offer';
import { moveServerClock, resetServerClock } from '../support/server-clock';
import { saveShot } from '../support/shots';

/*
 * Issue 7: after its trial (and, since issue 15, its grace days) a BASIC restaurant is blocked;
 * its admin sees an upgrade screen with the plans instead of the admin pages. The server's clock is
 * moved past the trial and the grace days by the test hook.
 */

const SHOTS = '/tmp/site-shots';
const PASSWORD = 'rahasia-e2e-123';

async function shot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await saveShot(page, `${SHOTS}/${name}.png`, { fullPage: true });
}

test.afterEach(async ({ request }) => {
  await resetServerClock(request);
});

test("an expired BASIC restaurant's admin sees the upgrade screen with the plans, and buys one; its diners see it takes no orders", async ({
  page,
  request,
}) => {
  const offer = await platformOffer(request);
  const runId = Date.now();
  const email = `e2e-trial-${runId}@example.test`;
  const registered = await request.post('/api/v1/public/register', {
    data: { restaurantName: `WARUNG HABIS ${runId}`, email, password: PASSWORD, package: 'BASIC' },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const { tenantSlug: slug, verifyUrl } = registerResponse.parse(await registered.json());
  if (!verifyUrl) throw new Error('no quick-verify link: the e2e server runs without SMTP');
  expect((await request.get(verifyUrl)).ok()).toBe(true);
  // A dish on the menu while the trial runs.
  const login = await request.post('/api/v1/public/login', { data: { email, password: PASSWORD } });
  expect(login.status(), await login.text()).toBe(200);
  const dish = await request.post(`/api/v1/tenant/${slug}/menu`, {
    data: { name: 'Nasi Uduk', price: 15000 },
  });
  expect(dish.status(), await dish.text()).toBe(201);

  await moveServerClock(request, offer.trialDays + DEFAULT_GRACE_DAYS + 1);
  // Diners still see the menu, but not the '+' buttons: the restaurant takes no orders.
  await page.goto(`/${slug}/menu`);
  await expect(page.getByText('NASI UDUK')).toBeVisible();
  await expect(
    page.getByRole('status').filter({ hasText: 'Restoran sedang tidak menerima pesanan.' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: /^Tambah .* ke keranjang$/ })).toHaveCount(0);
  // Its staff API is blocked with 402 (a fresh login: the clock also ended the 30-day session).
  const relogin = await request.post('/api/v1/public/login', { data: { email, password: PASSWORD } });
  expect(relogin.status(), await relogin.text()).toBe(200);
  const blocked = await request.get(`/api/v1/tenant/${slug}/menu`);
  expect(blocked.status()).toBe(402);

  await page.goto('/login');
  await fillLoginForm(page, email, PASSWORD);
  await expect(page).toHaveURL(`/${slug}/admin`);

  await expect(page.getByRole('heading', { level: 1, name: 'Masa uji coba berakhir' })).toBeVisible();
  // The admin pages are not there: no section menu, no dashboard.
  await expect(page.getByRole('navigation', { name: 'Menu admin restoran' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toHaveCount(0);
  // The header: the BASIC badge and Upgrade to this restaurant's payment page (SPEC §2).
  const header = page.getByRole('banner');
  await expect(header.getByText('Paket BASIC')).toBeVisible();
  await expect(header.getByRole('link', { name: 'Upgrade' })).toHaveAttribute('href', `/payment/${slug}`);

  // The plans it can move to: no free BASIC any more.
  const plans = page.locator('[data-upgrade-plans]');
  await expect(plans.getByRole('article')).toHaveCount(3);
  for (const plan of ['KASIR_SAJA', 'PRO', 'ENTERPRISE']) {
    await expect(plans.getByRole('article', { name: plan })).toBeVisible();
  }
  await expect(plans.getByRole('article', { name: 'BASIC' })).toHaveCount(0);
  await shot(page, 'trial-expired-laptop');
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'trial-expired-phone');
  expect(await seriousViolations(page)).toEqual([]);

  // Buying from there bills this restaurant.
  let sent: unknown = null;
  await page.route('**/api/v1/public/checkout', async (route) => {
    sent = route.request().postDataJSON();
    await route.fallback();
  });
  await plans
    .getByRole('article', { name: 'KASIR_SAJA' })
    .getByRole('button', { name: 'Beli KASIR_SAJA' })
    .click();
  await expect(page).toHaveURL(new RegExp(`/payment/${slug}/invoice/[^/?]+\\?token=`));
  expect(sent).toEqual({ plan: 'POS_ONLY', cycle: 'monthly', tenantSlug: slug });
  await expect(page.getByText('Paket KASIR_SAJA — 1 bulan')).toBeVisible();
  await expect(page.getByText('Belum dibayar')).toBeVisible();
});
