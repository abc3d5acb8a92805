import { expect } from '@playwright/test';
import { test } from '../support/tenant';
import { loginAs } from '../support/login';

// Staff and pages only: no menu to seed.
test.use({ tenantOptions: { menu: 'none' } });

test.describe('cashier in the tenant admin area', () => {
  test('cannot open the menu section and sees only Orders, Meja and Payments', async ({ page, tenant }) => {
    await loginAs(page, tenant.staff.cashier);
    await page.goto(`/${tenant.slug}/admin/menu`);

    await expect(page.getByText('Anda tidak punya akses ke halaman ini.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Menu', exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: '+ Tambah menu' })).toHaveCount(0);

    await page.goto(`/${tenant.slug}/admin/inventory`);
    await expect(page.getByText('Anda tidak punya akses ke halaman ini.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Inventory', exact: true })).toHaveCount(0);

    const sidebar = page.getByRole('navigation', { name: 'Menu admin restoran' });
    await expect(sidebar.getByRole('link')).toHaveText(['Orders', 'Meja', 'Payments']);
  });

  test('on a phone the sidebar is hidden and Orders / Meja / Payments shortcuts are shown', async ({
    page,
    tenant,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await loginAs(page, tenant.staff.cashier);
    await expect(page).toHaveURL(`/${tenant.slug}/admin`);

    await expect(page.getByRole('navigation', { name: 'Menu admin restoran' })).toBeHidden();
    const shortcuts = page.getByRole('navigation', { name: 'Pintasan kasir' });
    await expect(shortcuts.getByRole('link')).toHaveText(['Orders', 'Meja', 'Payments']);
    await shortcuts.getByRole('link', { name: 'Payments' }).click();
    await expect(page).toHaveURL(`/${tenant.slug}/admin/payments`);
    await expect(page.getByRole('heading', { level: 1, name: 'Payments' })).toBeVisible();
  });
});
