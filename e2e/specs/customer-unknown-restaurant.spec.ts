import { expect, type Page } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { test } from '../support/tenant';

// Staff and pages only: no menu to seed.
test.use({ tenantOptions: { menu: 'none' } });

/* Issue 12: an address no restaurant has showed two error boxes and a spinner that never stopped. */

const PAGES = [
  '/no-such-place/menu',
  '/no-such-place/menu/00000000-0000-7000-8000-000000000000',
  '/no-such-place/cart',
  '/no-such-place/order-track',
  '/no-such-place/order-track?table=A1',
];

async function expectOneNotFoundPage(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'Restoran tidak ditemukan' })).toBeVisible();
  // The app has drawn it (the server's still copy is gone), and nothing else is on the page.
  await expect(page.locator('[data-diner-preview]')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.getByRole('status')).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByText('Tenant tidak ditemukan')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Coba lagi' })).toHaveCount(0);
  await expect(page).toHaveTitle('Restoran tidak ditemukan · Meja');
}

for (const width of [390, 1366]) {
  test(`every diner page of an unknown restaurant is one 'Restoran tidak ditemukan' page, answered 404 (${width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 768 });
    for (const url of PAGES) {
      const response = await page.goto(url);
      expect(response?.status(), url).toBe(404);
      await expectOneNotFoundPage(page);
      if (url.includes('table=')) {
        // Tracking by table polls every 5 s: once the restaurant is known missing, nothing asks again.
        const asked: string[] = [];
        page.on('request', (request) => {
          if (request.url().includes('/api/v1/public/')) asked.push(request.url());
        });
        await page.waitForTimeout(6000);
        expect(asked).toEqual([]);
        await expect(page.getByRole('status')).toHaveCount(0);
      }
    }
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Kembali ke beranda' }).click();
    await expect(page).toHaveURL('/');
  });
}

test("without the server's word in the page, the app finds out from the API and shows the same page", async ({
  page,
}) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/v1/public/')) asked.push(new URL(request.url()).pathname);
  });
  // The page as a server without the diner page data would send it (Vite's dev server does).
  await page.route('**/no-such-place/cart', async (route) => {
    const response = await route.fetch();
    const html = (await response.text())
      .replace(/<script type="application\/json" id="meja-diner-data">.*?<\/script>/, '')
      .replace(/<div id="root">.*<\/div>(\s*<\/body>)/s, '<div id="root"></div>$1');
    await route.fulfill({ response, body: html });
  });
  await page.goto('/no-such-place/cart');
  await expectOneNotFoundPage(page);
  await expect(page.locator('#meja-diner-data')).toHaveCount(0);
  expect(asked).toContain('/api/v1/public/resolve/no-such-place');
});

test('a known restaurant is unaffected: its menu answers 200 and shows', async ({ page, tenant }) => {
  const response = await page.goto(`/${tenant.slug}/menu`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: tenant.name })).toBeVisible();
  await expect(page.getByText('Restoran tidak ditemukan')).toHaveCount(0);
});
