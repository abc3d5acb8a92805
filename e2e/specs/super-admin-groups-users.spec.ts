import { expect, type Page } from '@playwright/test';
import { errorBody } from '@meja/shared/contracts/common';
import { platformUserList } from '@meja/shared/contracts/platform-users';
import { tenantContext } from '@meja/shared/contracts/tenant';
import { seriousViolations } from '../support/axe';
import { DEMO } from '../support/demo-accounts';
import { fillLoginForm, loginAs } from '../support/login';
import { shotsAtBothSizes } from '../support/shots';
import { test } from '../support/tenant';
import { uniqueSuffix } from '../support/tenant-api';

// New screens of issue 15: nothing in the browser console.
test.use({ failOnConsoleErrors: true, tenantOptions: { menu: 'none' } });

/** The super admin's Groups and Users (issue 15, SPEC §2, §7, §8, §9). */
const SHOTS = '/work/shots/groups-users';
const NEW_PASSWORD = 'manajer-baru-123';
const ASSIGNED = 'Owner berhasil di-link ke group dan di-set ENTERPRISE. Cek Dashboard GM.';

async function openConsole(page: Page, item: 'Groups' | 'Users') {
  await page.getByRole('navigation', { name: 'Menu super admin' }).getByRole('link', { name: item }).click();
  await expect(page).toHaveURL(`/super-admin/${item.toLowerCase()}`);
  await expect(page.getByRole('heading', { level: 1, name: item })).toBeVisible();
}

async function superAdminUsers(page: Page) {
  const response = await page.request.get('/api/v1/super-admin/users');
  expect(response.status()).toBe(200);
  return platformUserList.parse(await response.json()).items;
}

test.describe('/super-admin/groups and /super-admin/users', () => {
  test('a group gets an owner and a manager, who logs in with the temporary password and reaches the group', async ({
    page,
    browser,
    tenant,
  }) => {
    const suffix = uniqueSuffix().toLowerCase();
    const groupName = `GRUP E2E ${suffix.toUpperCase()}`;
    const groupSlug = `grup-e2e-${suffix}`;
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await loginAs(page, DEMO.superAdmin);
    await openConsole(page, 'Groups');

    // Add the group: the slug is proposed from the name.
    const add = page.getByRole('form', { name: 'Tambah grup' });
    await add.getByLabel('Nama grup').fill(groupName);
    await expect(add.getByLabel('Slug')).toHaveValue(groupSlug);
    await add.getByRole('button', { name: 'Tambah grup' }).click();
    await expect(page.getByText(`Grup ${groupName} dibuat.`)).toBeVisible();
    const row = page.locator(`[data-group-row="${groupSlug}"]`);
    await expect(row).toContainText(groupName);
    await expect(row.getByRole('link', { name: 'Dashboard grup' })).toHaveAttribute(
      'href',
      `/group/${groupSlug}`,
    );

    // Edit in place, then cancel: nothing changes.
    await row.getByRole('button', { name: 'Ubah' }).click();
    await row.getByLabel(`Nama grup ${groupName}`).fill('Nama yang dibatalkan');
    await row.getByRole('button', { name: 'Batal' }).click();
    await expect(row).toContainText(groupName);

    // The seeded tenant becomes the group's owner, on ENTERPRISE.
    const assign = page.getByRole('form', { name: 'Set owner ke grup' });
    await assign.getByLabel('Grup').selectOption(groupSlug);
    await assign.getByLabel('Slug tenant (owner)').fill(tenant.slug);
    await assign.getByRole('button', { name: 'Set owner' }).click();
    await expect(page.getByText(ASSIGNED)).toBeVisible();
    await expect(row.locator('td').nth(2)).toContainText('1');
    const context = await page.request.get(`/api/v1/tenant/${tenant.slug}/context`);
    expect(tenantContext.parse(await context.json()).tenant.package).toBe('ENTERPRISE');
    expect(await seriousViolations(page)).toEqual([]);
    await shotsAtBothSizes(page, SHOTS, 'groups-owner-assigned');

    // A Group Manager for the group, with the temporary-password modal.
    await openConsole(page, 'Users');
    const managerEmail = `gm-${suffix}@meja.test`;
    const addUser = page.getByRole('form', { name: 'Tambah user' });
    await addUser.getByLabel('Nama').fill('Manajer E2E');
    await addUser.getByLabel('Email').fill(managerEmail);
    await addUser.getByLabel('Peran').selectOption('Group Manager');
    await addUser.getByLabel('Slug grup').fill(groupSlug);
    await addUser.getByRole('button', { name: 'Simpan user' }).click();
    const modal = page.getByRole('dialog', { name: 'Password sementara' });
    await expect(modal).toBeVisible();
    const tempPassword = (await modal.locator('[data-temp-password]').textContent()) ?? '';
    expect(tempPassword).toMatch(/^[A-Za-z2-9]{12}$/);
    await modal.getByRole('button', { name: 'Salin password' }).click();
    await expect(modal.getByText('Password disalin ke clipboard')).toBeVisible();
    expect(await page.evaluate<string>('navigator.clipboard.readText()')).toBe(tempPassword);
    expect(await seriousViolations(page)).toEqual([]);
    await shotsAtBothSizes(page, SHOTS, 'users-temp-password-modal');
    await modal.getByRole('button', { name: 'Tutup' }).click();
    await expect(modal).toBeHidden();
    const managerRow = page.locator(`[data-user-row="${managerEmail}"]`);
    await expect(managerRow).toContainText(groupSlug);
    await expect(managerRow).toContainText('Menunggu ganti password');

    // The branch, ENTERPRISE since it joined the group, no longer needs a Group Manager.
    await page
      .getByRole('navigation', { name: 'Menu super admin' })
      .getByRole('link', { name: 'Tenants' })
      .click();
    await page.getByLabel('Cari nama atau slug').fill(tenant.slug);
    const tenantRow = page.locator(`[data-tenant-row="${tenant.slug}"]`);
    await expect(tenantRow.locator('[data-package="ENTERPRISE"]')).toBeVisible();
    await expect(tenantRow.getByText('OK', { exact: true })).toBeVisible();
    await expect(tenantRow.getByRole('link', { name: 'Perlu Group Manager' })).toHaveCount(0);

    // The manager logs in with it, must change it, then reaches the group's dashboard.
    const managerContext = await browser.newContext();
    const manager = await managerContext.newPage();
    await manager.goto('/login');
    await fillLoginForm(manager, managerEmail, tempPassword);
    await expect(manager).toHaveURL(/\/change-password/);
    const change = manager.getByRole('form', { name: 'Ganti password sementara' });
    await change.getByLabel('Password sementara').fill(tempPassword);
    await change.getByLabel('Password baru', { exact: true }).fill(NEW_PASSWORD);
    await change.getByLabel('Konfirmasi password baru').fill(NEW_PASSWORD);
    await change.getByRole('button', { name: 'Simpan password baru' }).click();
    await manager.goto(`/group/${groupSlug}`);
    await expect(manager).toHaveURL(`/group/${groupSlug}`);
    await expect(manager.getByText(groupName).first()).toBeVisible();
    await managerContext.close();
  });

  test('the super admin changes a role inline, deletes a user, and cannot demote themself', async ({
    page,
    tenant,
  }) => {
    await loginAs(page, DEMO.superAdmin, { returnTo: '/super-admin/users' });
    await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();

    // Sorted by role, descending: restaurant staff come first.
    await page.getByLabel('Urutkan').selectOption('role');
    await page.getByLabel('Arah urutan').selectOption('desc');
    await expect(page.locator('[data-user-row]').first().getByRole('combobox')).toHaveValue('INVENTORY');
    await page.getByLabel('Arah urutan').selectOption('asc');
    await expect(page.locator('[data-user-row]').first().getByRole('combobox')).toHaveValue('SUPER_ADMIN');

    const kitchen = page.locator(`[data-user-row="${tenant.staff.kitchen}"]`);
    await kitchen.getByRole('combobox').selectOption('Inventory');
    const confirmRole = page.getByRole('dialog', { name: 'Ubah peran?' });
    await expect(confirmRole).toBeVisible();
    await confirmRole.getByRole('button', { name: 'Ubah peran' }).click();
    await expect(page.getByText(/diubah menjadi Inventory/)).toBeVisible();
    await expect(kitchen.getByRole('combobox')).toHaveValue('INVENTORY');

    const cashier = page.locator(`[data-user-row="${tenant.staff.cashier}"]`);
    await cashier.getByRole('button', { name: /^Hapus/ }).click();
    const confirmDelete = page.getByRole('dialog', { name: 'Hapus user ini?' });
    await expect(confirmDelete).toContainText(tenant.staff.cashier);
    expect(await seriousViolations(page)).toEqual([]);
    await shotsAtBothSizes(page, SHOTS, 'users-delete-confirm');
    await confirmDelete.getByRole('button', { name: 'Hapus' }).click();
    await expect(cashier).toBeHidden();
    expect((await superAdminUsers(page)).some((u) => u.email === tenant.staff.cashier)).toBe(false);

    // The super admin's own row: neither delete nor demote, on screen or through the API.
    const me = (await superAdminUsers(page)).find((u) => u.email === DEMO.superAdmin);
    if (!me) throw new Error('the demo super admin is not listed');
    const own = page.locator(`[data-user-row="${DEMO.superAdmin}"]`);
    await expect(own.getByRole('combobox')).toBeDisabled();
    await expect(own.getByRole('button', { name: /^Hapus/ })).toBeDisabled();
    const demote = await page.request.put(`/api/v1/super-admin/users/${me._id}`, {
      data: { role: 'GROUP_MANAGER' },
    });
    expect(demote.status()).toBe(409);
    expect(errorBody.parse(await demote.json()).code).toBe('SELF_ACCOUNT');
    expect(
      (await superAdminUsers(page)).filter((u) => u.role === 'SUPER_ADMIN').length,
    ).toBeGreaterThanOrEqual(1);
    await shotsAtBothSizes(page, SHOTS, 'users-list');
  });

  test('a reset shows the new temporary password for 60 s, with the manual-copy text when the clipboard refuses', async ({
    page,
    tenant,
  }) => {
    await loginAs(page, DEMO.superAdmin, { returnTo: '/super-admin/users' });
    await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
    // Neither the Clipboard API nor the copy command works here.
    await page.evaluate(`
      Object.defineProperty(navigator, 'clipboard', {
        value: { writeText: () => Promise.reject(new Error('denied')) },
      });
      Object.defineProperty(document, 'execCommand', { value: () => false });
    `);
    // The page's timers from here on follow a clock the test moves (SPEC §9: shown for 60 s).
    await page.clock.install();
    const row = page.locator(`[data-user-row="${tenant.staff.inventory}"]`);
    await row.getByRole('button', { name: /^Reset password/ }).click();
    await page
      .getByRole('dialog', { name: 'Reset password user ini?' })
      .getByRole('button', { name: 'Reset password' })
      .click();
    const modal = page.getByRole('dialog', { name: 'Password sementara' });
    await expect(modal.locator('[data-temp-password]')).toHaveText(/^[A-Za-z2-9]{12}$/);
    await modal.getByRole('button', { name: 'Salin password' }).click();
    await expect(
      modal.getByText('Gagal menyalin otomatis. Silakan pilih dan salin secara manual.'),
    ).toBeVisible();
    await expect(row).toContainText('Menunggu ganti password');
    // The installed clock also runs on by itself: a busy machine spends seconds between the steps
    // above, so the check before the end keeps a margin of 10 s.
    await page.clock.fastForward(50_000);
    await expect(modal).toBeVisible();
    await page.clock.fastForward(11_000);
    await expect(modal).toBeHidden();
  });

  test('the lists say so when they are empty', async ({ page }) => {
    await loginAs(page, DEMO.superAdmin);
    await page.route('**/api/v1/super-admin/groups', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '{"items":[]}' }),
    );
    await page.goto('/super-admin/groups');
    await expect(page.getByText('Belum ada grup.')).toBeVisible();
    await page.route('**/api/v1/super-admin/users', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '{"items":[]}' }),
    );
    await page.goto('/super-admin/users');
    await expect(page.getByText('Belum ada user.')).toBeVisible();
    await shotsAtBothSizes(page, SHOTS, 'users-empty');
  });
});
