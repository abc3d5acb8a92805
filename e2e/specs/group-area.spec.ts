import { expect, test } from '@playwright/test';
import { DEMO } from '../support/demo-accounts';
import { loginAs } from '../support/login';

test.describe('/group/{groupSlug}', () => {
  test('the group manager sees the group layout', async ({ page }) => {
    await loginAs(page, DEMO.groupManager);
    await expect(page).toHaveURL('/group/grup-demo');
    await expect(page.getByText('Login sebagai: Group Manager')).toBeVisible();
    await expect(page.getByText('Grup: grup-demo')).toBeVisible();
    const sidebar = page.getByRole('navigation', { name: 'Menu grup' });
    await expect(sidebar.getByRole('link')).toHaveText([
      'Overview',
      'Restaurants',
      'Reports',
      'Users',
      'Settings',
    ]);
  });

  test('a cashier is sent to login with returnTo', async ({ page }) => {
    await loginAs(page, DEMO.warungCashier);
    await page.goto('/group/grup-demo');
    await expect(page).toHaveURL('/login?returnTo=%2Fgroup%2Fgrup-demo');
  });

  test('an unknown group shows Group tidak ditemukan', async ({ page }) => {
    await loginAs(page, DEMO.superAdmin);
    await page.goto('/group/grup-tidak-ada');
    await expect(page.getByRole('heading', { level: 1, name: 'Group tidak ditemukan' })).toBeVisible();
  });
});
