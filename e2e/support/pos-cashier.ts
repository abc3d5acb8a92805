import { randomUUID } from 'node:crypto';
import { expect, request as playwrightRequest, test, type Browser, type Page } from '@playwright/test';
import type { TestTenant } from '@meja/shared/contracts/test-hooks';
import { uniqueSuffix } from './tenant-api';

/* A cashier of its own for a POS journey, so no earlier run's open shift is in the way. */

export const CASHIER_PASSWORD = 'kasir123';

/** Quick-adds a new cashier of the tenant through the POS API (as its admin); returns the email. */
export async function createPosCashier(tenant: TestTenant): Promise<string> {
  const admin = await playwrightRequest.newContext({ baseURL: test.info().project.use.baseURL });
  const headers = { 'X-Tenant-Slug': tenant.slug };
  const login = await admin.post('/api/v1/pos/auth/login', {
    headers,
    data: { email: tenant.staff.admin, password: tenant.password },
  });
  expect(login.status(), await login.text()).toBe(200);
  const email = `kasir-${uniqueSuffix().toLowerCase()}@${tenant.slug}.test`;
  const created = await admin.post('/api/v1/pos/core/users/quick-add-cashier', {
    headers: { ...headers, 'Idempotency-Key': randomUUID() },
    data: { email, password: CASHIER_PASSWORD },
  });
  expect(created.status(), await created.text()).toBe(201);
  await admin.dispose();
  return email;
}

/** Logs the cashier in at /pos/{slug}/login and waits for the dashboard. */
export async function posLogin(page: Page, slug: string, email: string): Promise<void> {
  await page.goto(`/pos/${slug}/login`);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(CASHIER_PASSWORD);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/pos/${slug}$`));
}

/** Taps dishes on the POS menu grid. */
export async function tapDishes(page: Page, dishes: readonly string[]): Promise<void> {
  const grid = page.getByRole('list', { name: 'Daftar menu' });
  for (const dish of dishes) await grid.getByRole('button', { name: new RegExp(`^Tambah ${dish}`) }).click();
}

/**
 * Starts recording the POS's success banners. A banner lasts about 0.9 s, less than one of
 * `expect`'s later polls, so a step that first waits on something else (a dialog closing after a
 * webhook) checks afterwards with `expectSaleBannerShown`.
 */
export async function watchSaleBanner(page: Page): Promise<void> {
  // A string, run in the page (e2e code is typed without the DOM).
  await page.evaluate(`(() => {
    const seen = [];
    window.mejaSaleBanners = seen;
    new MutationObserver(() => {
      const text = document.querySelector('[data-sale-banner]')?.textContent ?? null;
      if (text !== null && seen.at(-1) !== text) seen.push(text);
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  })()`);
}

/** That a banner with `text` showed since `watchSaleBanner`. */
export async function expectSaleBannerShown(page: Page, text: string): Promise<void> {
  await expect
    .poll(() => page.evaluate('window.mejaSaleBanners'))
    .toContainEqual(expect.stringContaining(text));
}

/** Opens the cashier's shift from the dashboard's prompt with `openingCash`, and waits for it to go. */
export async function openShiftFromPrompt(page: Page, openingCash: number): Promise<void> {
  const prompt = page.locator('[data-open-shift-prompt]');
  await prompt.getByLabel('Kas awal (Rp)').fill(String(openingCash));
  await prompt.getByRole('button', { name: 'Buka shift' }).click();
  await expect(prompt).toHaveCount(0);
}

/** A new cashier at the till (a 1366×768 context of its own), logged in with a shift open. */
export async function cashierAtTill(
  browser: Browser,
  tenant: TestTenant,
  openingCash: number,
): Promise<Page> {
  const email = await createPosCashier(tenant);
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  const page = await context.newPage();
  await posLogin(page, tenant.slug, email);
  await openShiftFromPrompt(page, openingCash);
  return page;
}
