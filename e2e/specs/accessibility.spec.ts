import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { test } from '../support/tenant';
import { loginAs } from '../support/login';

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      nodes: violation.nodes.map((node) => node.target),
    }));
}

test.describe('axe: no serious or critical violations', () => {
  test('/login', async ({ page }) => {
    await page.goto('/login?verified=1');
    await expect(page.getByRole('heading', { level: 1, name: 'Login', exact: true })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('/register, also with field errors shown', async ({ page }) => {
    await page.goto('/register');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Daftar' }).click();
    await expect(page.getByText('Nama restoran wajib diisi')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('/register and /login on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    for (const path of ['/register', '/login']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    }
  });

  test('admin menu and inventory, on a laptop and on a phone, also while editing', async ({
    page,
    tenant,
  }) => {
    test.slow(); // six axe runs over two large screens
    await loginAs(page, tenant.staff.admin);
    for (const viewport of [
      { width: 1366, height: 768 },
      { width: 390, height: 844 },
    ]) {
      await page.setViewportSize(viewport);
      await page.goto(`/${tenant.slug}/admin/menu`);
      const firstItem = page.locator('[data-menu-item]').first();
      await expect(firstItem).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await firstItem.getByRole('button', { name: /^Edit/ }).click();
      await expect(page.getByRole('form', { name: /^Edit / })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);

      await page.goto(`/${tenant.slug}/admin/inventory`);
      await expect(page.locator('[data-stock-item]').first()).toBeVisible();
      await expect(page.locator('[data-bom-item]').first()).toBeVisible();
      await page
        .locator('[data-bom-item]')
        .first()
        .getByRole('button', { name: /^Edit BOM/ })
        .click();
      await expect(page.locator('#bom-editor').getByRole('heading')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    }
  });
});
