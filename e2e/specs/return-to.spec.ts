import { expect } from '@playwright/test';
import { DEMO } from '../support/demo-accounts';
import type { TestTenant } from '@meja/shared/contracts/test-hooks';
import { groupOf, test } from '../support/tenant';
import { submitLogin } from '../support/login';

test.describe('returnTo after login (SPEC §5)', () => {
  test.use({ tenantOptions: { group: true, menu: 'none' } });

  test('an allowed returnTo is honoured', async ({ page, tenant }) => {
    await submitLogin(page, tenant.staff.cashier, { returnTo: `/${tenant.slug}/admin/orders` });
    await expect(page).toHaveURL(`/${tenant.slug}/admin/orders`);
    await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  });

  test('a group manager returns to a group page', async ({ page, tenant }) => {
    await submitLogin(page, groupOf(tenant).manager, { returnTo: `/group/${groupOf(tenant).slug}/reports` });
    await expect(page).toHaveURL(`/group/${groupOf(tenant).slug}/reports`);
  });

  const refused: { name: string; returnTo: (tenant: TestTenant) => string }[] = [
    { name: "another tenant's admin", returnTo: () => '/kopi-demo/admin' },
    { name: 'an external URL', returnTo: () => 'https://evil.example' },
    { name: 'a protocol-relative URL', returnTo: () => '//evil.example' },
    { name: 'a group page for a cashier', returnTo: (tenant) => `/group/${groupOf(tenant).slug}` },
  ];
  for (const { name, returnTo } of refused) {
    test(`${name} is refused: the cashier lands on the home for the role`, async ({ page, tenant }) => {
      await submitLogin(page, tenant.staff.cashier, { returnTo: returnTo(tenant) });
      await expect(page).toHaveURL(`/${tenant.slug}/admin`);
      await expect(page.getByText('Login sebagai: Kasir')).toBeVisible();
    });
  }

  test('without returnTo each role goes to its home', async ({ page }) => {
    await submitLogin(page, DEMO.superAdmin);
    await expect(page).toHaveURL('/super-admin');
  });
});
