import { expect } from '@playwright/test';
import { test } from '../support/tenant';

// Staff and pages only: no menu to seed.
test.use({ tenantOptions: { menu: 'none' } });

/* Issue 12: the landing linked the POS's web manifest, so installing from the landing installed 'Meja Kasir'. */

const manifestLink = 'link[rel="manifest"]';

test('only the POS pages link the web manifest, and it is the POS app', async ({ page, request, tenant }) => {
  const landing = await page.goto('/');
  expect(await landing?.text()).not.toContain('rel="manifest"');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator(manifestLink)).toHaveCount(0);

  await page.goto('/pricing');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator(manifestLink)).toHaveCount(0);

  await page.goto(`/pos/${tenant.slug}/login`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const link = page.locator(`head > ${manifestLink}`);
  await expect(link).toHaveCount(1);
  const href = await link.getAttribute('href');
  const manifest = await request.get(href ?? '');
  expect(manifest.status()).toBe(200);
  expect(await manifest.json()).toMatchObject({ name: 'Meja Kasir', start_url: '/pos/', scope: '/pos/' });

  // Leaving the POS inside the app (the brand link home) takes the link away again.
  await page.getByRole('link', { name: /Meja/ }).first().click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator(manifestLink)).toHaveCount(0);
});
