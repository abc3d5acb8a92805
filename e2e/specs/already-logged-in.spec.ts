import { expect } from '@playwright/test';
import { groupOf, test } from '../support/tenant';
import { loginAs } from '../support/login';
import { storedSession } from '../support/session';

test.describe('/login for a logged-in user', () => {
  test.use({ tenantOptions: { group: true, menu: 'none' } });

  test("shows 'Anda sudah login' and 'Ganti akun' logs out", async ({ page, tenant }) => {
    await loginAs(page, tenant.staff.admin);
    await page.goto('/login');

    await expect(page.getByRole('heading', { level: 1, name: 'Anda sudah login' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Buka Admin Restoran' })).toHaveAttribute(
      'href',
      `/${tenant.slug}/admin`,
    );

    await page.getByRole('button', { name: 'Ganti akun' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Login', exact: true })).toBeVisible();
    expect(await storedSession(page)).toBeNull();
    const me = await page.request.get('/api/v1/auth/me');
    expect(me.status()).toBe(401);
  });

  test('the group manager is offered the group dashboard', async ({ page, tenant }) => {
    await loginAs(page, groupOf(tenant).manager);
    await page.goto('/login');
    await expect(page.getByRole('link', { name: 'Buka Dashboard Grup' })).toHaveAttribute(
      'href',
      `/group/${groupOf(tenant).slug}`,
    );
    await expect(page.getByRole('link', { name: 'Buka Admin Restoran' })).toHaveCount(0);
  });

  test('only the user profile is stored, never the token', async ({ page, tenant }) => {
    await loginAs(page, tenant.staff.admin);
    const stored = await storedSession(page);
    expect(stored).not.toBeNull();
    const profile: unknown = JSON.parse(stored ?? '{}');
    expect(profile).toMatchObject({ role: 'RESTAURANT_ADMIN', tenantSlug: `${tenant.slug}` });
    expect(stored).not.toMatch(/token/i);
  });

  test("'Keluar' in the admin area logs out and goes to /login", async ({ page, tenant }) => {
    await loginAs(page, tenant.staff.admin);
    await page.getByRole('button', { name: 'Keluar' }).click();
    await expect(page).toHaveURL('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Login', exact: true })).toBeVisible();
    await page.goto(`/${tenant.slug}/admin`);
    await expect(page).toHaveURL(`/login?returnTo=%2F${tenant.slug}%2Fadmin`);
  });
});
