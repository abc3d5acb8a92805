import { expect, test } from '@playwright/test';
import { DEMO } from '../support/demo-accounts';
import { submitLogin } from '../support/login';

test.describe('returnTo after login (SPEC §5)', () => {
  test('an allowed returnTo is honoured', async ({ page }) => {
    await submitLogin(page, DEMO.warungCashier, { returnTo: '/warung-demo/admin/orders' });
    await expect(page).toHaveURL('/warung-demo/admin/orders');
    await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  });

  test('a group manager returns to a group page', async ({ page }) => {
    await submitLogin(page, DEMO.groupManager, { returnTo: '/group/grup-demo/reports' });
    await expect(page).toHaveURL('/group/grup-demo/reports');
  });

  const refused = [
    { name: "another tenant's admin", returnTo: '/kopi-demo/admin' },
    { name: 'an external URL', returnTo: 'https://evil.example' },
    { name: 'a protocol-relative URL', returnTo: '//evil.example' },
    { name: 'a group page for a cashier', returnTo: '/group/grup-demo' },
  ];
  for (const { name, returnTo } of refused) {
    test(`${name} is refused: the cashier lands on the home for the role`, async ({ page }) => {
      await submitLogin(page, DEMO.warungCashier, { returnTo });
      await expect(page).toHaveURL('/warung-demo/admin');
      await expect(page.getByText('Login sebagai: Kasir')).toBeVisible();
    });
  }

  test('without returnTo each role goes to its home', async ({ page }) => {
    await submitLogin(page, DEMO.superAdmin);
    await expect(page).toHaveURL('/super-admin');
  });
});
