import { expect } from '@playwright/test';
import { DEMO } from '../support/demo-accounts';
import { groupOf, test } from '../support/tenant';
import { loginAs } from '../support/login';

test.describe('/group/{groupSlug}', () => {
  test.use({ tenantOptions: { group: true, menu: 'none' } });

  test('the group manager sees the group layout', async ({ page, tenant }) => {
    await loginAs(page, groupOf(tenant).manager);
    await expect(page).toHaveURL(`/group/${groupOf(tenant).slug}`);
    await expect(page.getByText('Login sebagai: Group Manager')).toBeVisible();
    await expect(page.getByText(`Grup: ${groupOf(tenant).slug}`)).toBeVisible();
    const sidebar = page.getByRole('navigation', { name: 'Menu grup' });
    await expect(sidebar.getByRole('link')).toHaveText([
      'Overview',
      'Restaurants',
      'Reports',
      'Users',
      'Settings',
    ]);
  });

  test('a cashier is sent to login with returnTo', async ({ page, tenant }) => {
    await loginAs(page, tenant.staff.cashier);
    await page.goto(`/group/${groupOf(tenant).slug}`);
    await expect(page).toHaveURL(`/login?returnTo=%2Fgroup%2F${groupOf(tenant).slug}`);
  });

  test('an unknown group shows Group tidak ditemukan', async ({ page }) => {
    await loginAs(page, DEMO.superAdmin);
    await page.goto('/group/grup-tidak-ada');
    await expect(page.getByRole('heading', { level: 1, name: 'Group tidak ditemukan' })).toBeVisible();
  });
});
