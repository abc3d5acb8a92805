import { expect, test } from '@playwright/test';
import { DEMO } from '../support/demo-accounts';
import { loginAs } from '../support/login';

test.describe('tenant admin layout guard', () => {
  test('an anonymous visit redirects to login with returnTo', async ({ page }) => {
    await page.goto('/warung-demo/admin');
    await expect(page).toHaveURL('/login?returnTo=%2Fwarung-demo%2Fadmin');
    await expect(page.getByRole('heading', { level: 1, name: 'Login', exact: true })).toBeVisible();
  });

  test('an unknown tenant shows Tenant not found', async ({ page }) => {
    await loginAs(page, DEMO.superAdmin);
    await page.goto('/tidak-ada-resto-ini/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Tenant not found' })).toBeVisible();
  });

  test("another tenant's staff gets a clear refusal", async ({ page }) => {
    await loginAs(page, DEMO.kopiAdmin);
    await page.goto('/warung-demo/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Akses ditolak' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Menu admin restoran' })).toHaveCount(0);
  });

  test('a group manager is sent to login', async ({ page }) => {
    await loginAs(page, DEMO.groupManager);
    await page.goto('/warung-demo/admin/orders');
    await expect(page).toHaveURL('/login?returnTo=%2Fwarung-demo%2Fadmin%2Forders');
  });

  test('the restaurant admin sees tenant, role, plan badge and every section', async ({ page }) => {
    await loginAs(page, DEMO.warungAdmin);
    await expect(page).toHaveURL('/warung-demo/admin');
    await expect(page.getByText('Warung Demo').first()).toBeVisible();
    await expect(page.getByText('Login sebagai: Admin Resto')).toBeVisible();
    const header = page.getByRole('banner');
    await expect(header.getByText('Paket PRO', { exact: true })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Upgrade' })).toHaveCount(0);
    const sidebar = page.getByRole('navigation', { name: 'Menu admin restoran' });
    await expect(sidebar.getByRole('link')).toHaveText([
      'Dashboard',
      'Orders',
      'Kitchen',
      'Payments',
      'Inventory',
      'Menu',
      'Users',
      'Marketing',
      'Reports',
      'Payroll',
      'Settings',
    ]);
  });

  test('a KASIR_SAJA admin sees the amber badge, Upgrade, and a package prompt for Menu', async ({
    page,
  }) => {
    await loginAs(page, DEMO.kopiAdmin);
    await expect(page).toHaveURL('/kopi-demo/admin');
    const header = page.getByRole('banner');
    await expect(header.getByText('KASIR_SAJA')).toBeVisible();
    await expect(header.getByRole('link', { name: 'Upgrade' })).toHaveAttribute('href', '/payment/kopi-demo');

    await page.goto('/kopi-demo/admin/menu');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Menu tidak tersedia di paket Anda' }),
    ).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Upgrade paket' })).toHaveAttribute(
      'href',
      '/payment/kopi-demo',
    );
  });

  test('the plan badge is for the restaurant admin only', async ({ page }) => {
    await loginAs(page, DEMO.kopiCashier);
    await expect(page).toHaveURL('/kopi-demo/admin');
    await expect(page.getByText('Login sebagai: Kasir')).toBeVisible();
    await expect(page.getByRole('banner').getByText('KASIR_SAJA')).toHaveCount(0);
  });
});
