import { expect } from '@playwright/test';
import { DEMO } from '../support/demo-accounts';
import { test } from '../support/tenant';
import { loginAs } from '../support/login';

// Staff and pages only: no menu to seed.
test.use({ tenantOptions: { menu: 'none' } });

test.describe('/super-admin', () => {
  test('a tenant admin sees Forbidden', async ({ page, tenant }) => {
    await loginAs(page, tenant.staff.admin);
    await page.goto('/super-admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Forbidden' })).toBeVisible();
    await expect(page.getByText('Anda tidak memiliki akses ke area Super Admin.')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Menu super admin' })).toHaveCount(0);
  });

  test('an anonymous visitor sees Forbidden with a login link', async ({ page }) => {
    await page.goto('/super-admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Forbidden' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Login' })).toHaveAttribute(
      'href',
      '/login?returnTo=%2Fsuper-admin',
    );
  });

  test('the super admin sees the super-admin layout', async ({ page }) => {
    await loginAs(page, DEMO.superAdmin);
    await expect(page).toHaveURL('/super-admin');
    await expect(page.getByText('Login sebagai: Super Admin')).toBeVisible();
    const sidebar = page.getByRole('navigation', { name: 'Menu super admin' });
    await expect(sidebar.getByRole('link')).toHaveText([
      'Overview',
      'Tenants',
      'Groups',
      'Billing',
      'Users',
      'Settings',
    ]);
    await sidebar.getByRole('link', { name: 'Tenants' }).click();
    await expect(page).toHaveURL('/super-admin/tenants');
    await expect(page.getByRole('heading', { level: 1, name: 'Tenants' })).toBeVisible();
  });
});
