import { expect } from '@playwright/test';
import { test } from '../support/tenant';

/* Issue 12: the POS's 'Menu dari cache (offline)' stayed after the network came back. */

test("the POS drops 'Menu dari cache (offline)' once it is back online and has the server's menu", async ({
  page,
  context,
  tenant,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/pos/${tenant.slug}/login`);
  await page.getByLabel('Email', { exact: true }).fill(tenant.staff.cashier);
  await page.getByLabel('Password', { exact: true }).fill(tenant.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/pos/${tenant.slug}$`));
  const grid = page.getByRole('list', { name: 'Daftar menu' });
  await expect(grid).toBeVisible();
  const notice = page.getByText('Menu dari cache (offline).');
  await expect(notice).toHaveCount(0);

  // The service worker has the app, so the page opens with no network, from the cached menu.
  expect(await page.evaluate<boolean>('navigator.serviceWorker.ready.then((r) => Boolean(r.active))')).toBe(
    true,
  );
  await page.reload();
  await expect(grid).toBeVisible();
  await context.setOffline(true);
  await page.reload();
  await expect(grid).toBeVisible();
  await expect(notice).toBeVisible();

  const menuRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/v1/pos/core/menu')) menuRequests.push(request.url());
  });
  await context.setOffline(false);
  // Right away (not after the menu's minute of freshness): the server's menu replaces the cached one.
  await expect(notice).toBeHidden({ timeout: 5000 });
  expect(menuRequests.length).toBeGreaterThan(0);
  await expect(grid).toBeVisible();
});
