import { expect } from '@playwright/test';
import { DEMO } from '../support/demo-accounts';
import { groupOf, seedTenant, test } from '../support/tenant';
import { loginAs } from '../support/login';

test.describe('tenant admin layout guard', () => {
  test.use({ tenantOptions: { group: true, menu: 'none' } });

  test('an anonymous visit redirects to login with returnTo', async ({ page, tenant }) => {
    await page.goto(`/${tenant.slug}/admin`);
    await expect(page).toHaveURL(`/login?returnTo=%2F${tenant.slug}%2Fadmin`);
    await expect(page.getByRole('heading', { level: 1, name: 'Login', exact: true })).toBeVisible();
  });

  test('an unknown tenant shows Tenant not found', async ({ page }) => {
    await loginAs(page, DEMO.superAdmin);
    await page.goto('/tidak-ada-resto-ini/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Tenant not found' })).toBeVisible();
  });

  test("another tenant's staff gets a clear refusal", async ({ page, request, tenant }) => {
    const other = await seedTenant(request, { label: 'other', package: 'POS_ONLY', menu: 'none' });
    await loginAs(page, other.staff.admin);
    await page.goto(`/${tenant.slug}/admin`);
    await expect(page.getByRole('heading', { level: 1, name: 'Akses ditolak' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Menu admin restoran' })).toHaveCount(0);
  });

  test('a group manager is sent to login', async ({ page, tenant }) => {
    await loginAs(page, groupOf(tenant).manager);
    await page.goto(`/${tenant.slug}/admin/orders`);
    await expect(page).toHaveURL(`/login?returnTo=%2F${tenant.slug}%2Fadmin%2Forders`);
  });

  test('the restaurant admin sees tenant, role, plan badge and every section', async ({ page, tenant }) => {
    await loginAs(page, tenant.staff.admin);
    await expect(page).toHaveURL(`/${tenant.slug}/admin`);
    await expect(page.getByText(tenant.name).first()).toBeVisible();
    await expect(page.getByText('Login sebagai: Admin Resto')).toBeVisible();
    const header = page.getByRole('banner');
    await expect(header.getByText('Paket PRO', { exact: true })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Upgrade' })).toHaveCount(0);
    const sidebar = page.getByRole('navigation', { name: 'Menu admin restoran' });
    await expect(sidebar.getByRole('link')).toHaveText([
      'Dashboard',
      'Orders',
      'Meja',
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

  test.describe('a KASIR_SAJA restaurant', () => {
    test.use({ tenantOptions: { package: 'POS_ONLY', menu: 'none' } });

    test('its admin sees the amber badge, Upgrade, and a package prompt for Menu', async ({
      page,
      tenant,
    }) => {
      await loginAs(page, tenant.staff.admin);
      await expect(page).toHaveURL(`/${tenant.slug}/admin`);
      const header = page.getByRole('banner');
      await expect(header.getByText('KASIR_SAJA')).toBeVisible();
      await expect(header.getByRole('link', { name: 'Upgrade' })).toHaveAttribute(
        'href',
        `/payment/${tenant.slug}`,
      );

      await page.goto(`/${tenant.slug}/admin/menu`);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Menu tidak tersedia di paket Anda' }),
      ).toBeVisible();
      await expect(page.getByRole('main').getByRole('link', { name: 'Upgrade paket' })).toHaveAttribute(
        'href',
        `/payment/${tenant.slug}`,
      );
    });

    test('the plan badge is for the restaurant admin only', async ({ page, tenant }) => {
      await loginAs(page, tenant.staff.cashier);
      await expect(page).toHaveURL(`/${tenant.slug}/admin`);
      await expect(page.getByText('Login sebagai: Kasir')).toBeVisible();
      await expect(page.getByRole('banner').getByText('KASIR_SAJA')).toHaveCount(0);
    });
  });
});
