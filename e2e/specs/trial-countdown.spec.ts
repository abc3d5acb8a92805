import { expect, test, type Page } from '@playwright/test';
import { registerVerifiedOwner } from '../support/accounts';
import { seriousViolations } from '../support/axe';
import { ACCOUNT_SHOTS, shotsAtBothSizes } from '../support/shots';
import { fillLoginForm } from '../support/login';
import { platformOffer } from '../support/platform-offer';
import { moveServerClock, resetServerClock } from '../support/server-clock';

/*
 * Issue 12: a BASIC restaurant's admin sees the trial's last 7 days counted down above the admin
 * pages, with the header's Upgrade target; the restaurant's other staff do not. The server's clock
 * is moved towards the trial's end by the test hook.
 */

test.afterEach(async ({ request }) => {
  await resetServerClock(request);
});

async function loginOnSite(page: Page, email: string, password: string) {
  await page.context().clearCookies();
  await page.goto('/login');
  await page.evaluate('window.localStorage.clear()');
  await page.goto('/login');
  await fillLoginForm(page, email, password);
}

test('a BASIC admin sees "Uji coba berakhir dalam 3 hari" with the upgrade button; a cashier does not', async ({
  page,
  request,
  playwright,
}) => {
  const offer = await platformOffer(request);
  const owner = await registerVerifiedOwner(request, 'countdown');

  // A week and more before the end: no countdown.
  await loginOnSite(page, owner.email, owner.password);
  await expect(page).toHaveURL(`/${owner.slug}/admin`);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.locator('[data-trial-countdown]')).toHaveCount(0);

  // Three days (and a few hours) before the end, on the server's clock.
  await moveServerClock(request, offer.trialDays - 3);
  await loginOnSite(page, owner.email, owner.password);
  const banner = page.getByRole('region', { name: 'Uji coba berakhir dalam 3 hari' });
  await expect(banner).toBeVisible();
  await expect(banner).toContainText('Masa uji coba gratis paket BASIC berakhir');
  await expect(banner.getByRole('link', { name: 'Upgrade sekarang' })).toHaveAttribute(
    'href',
    `/payment/${owner.slug}`,
  );
  // The same target as the header's Upgrade.
  await expect(page.getByRole('banner').getByRole('link', { name: 'Upgrade' })).toHaveAttribute(
    'href',
    `/payment/${owner.slug}`,
  );
  await shotsAtBothSizes(page, ACCOUNT_SHOTS, 'admin-trial-countdown');
  expect(await seriousViolations(page)).toEqual([]);

  // The restaurant's cashier works under the same trial without the banner.
  const admin = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  const headers = { 'X-Tenant-Slug': owner.slug };
  const posLogin = await admin.post('/api/v1/pos/auth/login', {
    headers,
    data: { email: owner.email, password: owner.password },
  });
  expect(posLogin.status(), await posLogin.text()).toBe(200);
  const cashierEmail = `kasir-${Date.now()}@example.test`;
  const created = await admin.post('/api/v1/pos/core/users/quick-add-cashier', {
    headers: { ...headers, 'Idempotency-Key': crypto.randomUUID() },
    data: { email: cashierEmail, password: 'kasir123' },
  });
  expect(created.status(), await created.text()).toBe(201);
  await admin.dispose();
  await loginOnSite(page, cashierEmail, 'kasir123');
  await expect(page).toHaveURL(`/${owner.slug}/admin`);
  await expect(page.getByText('Login sebagai: Kasir')).toBeVisible();
  await expect(page.locator('[data-trial-countdown]')).toHaveCount(0);

  // The last day says 24 hours.
  await moveServerClock(request, offer.trialDays - 0.5);
  await loginOnSite(page, owner.email, owner.password);
  await expect(page.getByRole('region', { name: 'Uji coba berakhir dalam 24 jam' })).toBeVisible();
});
