import { expect, test } from '@playwright/test';
import { DEMO, DEMO_PASSWORD } from '../support/demo-accounts';

/* Issue 12: the POS's 'Menu dari cache (offline)' stayed after the network came back. */

const SLUG = 'warung-demo';

test("the POS drops 'Menu dari cache (offline)' once it is back online and has the server's menu", async ({
  page,
  context,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/pos/${SLUG}/login`);
  await page.getByLabel('Email', { exact: true }).fill(DEMO.warungCashier);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/pos/${SLUG}$`));
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
