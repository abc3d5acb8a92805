import { expect, type Locator, type Page } from '@playwright/test';
import { auditList } from '@meja/shared/contracts/audit';
import { platformTenantList } from '@meja/shared/contracts/platform-tenants';
import { seriousViolations } from '../support/axe';
import { DEMO } from '../support/demo-accounts';
import { loginAs } from '../support/login';
import { shotsAtBothSizes } from '../support/shots';
import { test } from '../support/tenant';
import { uniqueSuffix } from '../support/tenant-api';

// The tenant this journey makes is its own (made through the console, not the seed route).
test.use({ failOnConsoleErrors: true, tenantOptions: { menu: 'none' } });

const SHOTS = '/work/shots/tenants';

/** Full-page shots from the top: the site's sticky header otherwise lands mid-page. */
async function shots(page: Page, name: string) {
  await page.mouse.wheel(0, -100_000);
  await page.getByRole('heading', { level: 1, name: 'Tenants' }).scrollIntoViewIfNeeded();
  await shotsAtBothSizes(page, SHOTS, name);
}

function rowOf(page: Page, slug: string): Locator {
  return page.locator(`[data-tenant-row="${slug}"]`);
}

async function tenantFromApi(page: Page, slug: string) {
  const response = await page.request.get('/api/v1/super-admin/tenants');
  expect(response.status()).toBe(200);
  return platformTenantList.parse(await response.json()).items.find((tenant) => tenant.slug === slug);
}

test.describe('/super-admin/tenants', () => {
  test('the super admin adds a tenant, finds it, changes and upgrades its package, renames its slug, deletes and restores it', async ({
    page,
  }) => {
    // Package changes and deactivating ask first (window.confirm): the operator says yes.
    page.on('dialog', (dialog) => void dialog.accept());
    const suffix = uniqueSuffix();
    const name = `WARUNG KONSOL ${suffix}`.toUpperCase();
    const slug = `konsol-${suffix}`.toLowerCase();
    const renamed = `${slug}-baru`;

    await loginAs(page, DEMO.superAdmin);
    await page
      .getByRole('navigation', { name: 'Menu super admin' })
      .getByRole('link', { name: 'Tenants' })
      .click();
    await expect(page).toHaveURL('/super-admin/tenants');
    await expect(page.getByRole('heading', { level: 1, name: 'Tenants' })).toBeVisible();

    // Add: the slug is offered from the name, and typed over.
    const form = page.getByRole('form', { name: 'Tambah tenant' });
    await form.getByLabel('Nama').fill(name);
    await expect(form.getByLabel('Slug')).toHaveValue(`warung-konsol-${suffix}`.toLowerCase());
    await form.getByLabel('Slug').fill(slug);
    await form.getByRole('button', { name: 'Tambah tenant' }).click();
    await expect(page.getByText(`Tenant ${name} ditambahkan dengan trial BASIC.`)).toBeVisible();

    // Search by slug, then by a name that matches nothing.
    const search = page.getByLabel('Cari nama atau slug');
    await search.fill(slug);
    const row = rowOf(page, slug);
    await expect(row).toBeVisible();
    await expect(page.locator('[data-tenant-row]')).toHaveCount(1);
    await expect(row.locator('[data-package="BASIC"]')).toBeVisible();
    await expect(row.getByRole('link', { name: `Menu ${slug}` })).toHaveAttribute('href', `/${slug}/menu`);
    await search.fill(`tidak-ada-${suffix}`);
    await expect(page.getByText('Tidak ada tenant yang cocok.')).toBeVisible();
    await search.fill(name.toLowerCase());
    await expect(row).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    // Change the package with the selector.
    await row.getByLabel(`Paket ${name}`).selectOption('PRO');
    await expect(page.getByText(`${name} disimpan.`)).toBeVisible();
    await expect(row.locator('[data-package="PRO"]')).toBeVisible();

    // Upgrade to Enterprise: the button says it is busy while the request runs.
    await page.route('**/api/v1/super-admin/tenants/*', async (route) => {
      if (route.request().method() === 'PUT') await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await row.getByRole('button', { name: `Upgrade ke Enterprise ${name}` }).click();
    await expect(row.getByRole('button', { name: `Meng-upgrade... ${name}` })).toBeDisabled();
    await expect(page.getByText(`${name} sekarang ENTERPRISE.`, { exact: false })).toBeVisible();
    await page.unroute('**/api/v1/super-admin/tenants/*');
    await expect(row.locator('[data-package="ENTERPRISE"]')).toBeVisible();
    const badge = row.getByRole('link', { name: 'Perlu Group Manager' });
    await expect(badge).toHaveAttribute('href', '/super-admin/users');
    expect((await tenantFromApi(page, slug))?.package).toBe('ENTERPRISE');
    await shots(page, 'tenants-enterprise');
    await badge.click();
    await expect(page).toHaveURL('/super-admin/users');
    await page.goBack();
    await expect(page).toHaveURL('/super-admin/tenants');

    // Rename the slug inline; the old menu address leads to the new one.
    await page.getByLabel('Cari nama atau slug').fill(name.toLowerCase());
    await rowOf(page, slug)
      .getByRole('button', { name: `Edit ${name}` })
      .click();
    const slugField = rowOf(page, slug).getByLabel(`Slug ${name}`);
    await slugField.fill(renamed);
    await expect(
      page.getByText('Alamat menu lama akan dialihkan ke slug baru (QR code lama tetap berfungsi).'),
    ).toBeVisible();
    await rowOf(page, slug).getByRole('button', { name: 'Simpan', exact: true }).click();
    const renamedRow = rowOf(page, renamed);
    await expect(renamedRow.getByRole('link', { name: `Menu ${renamed}` })).toBeVisible();

    await page.goto(`/${slug}/menu?table=7`);
    await expect(page).toHaveURL(`/${renamed}/menu?table=7`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

    // Delete by typing the slug; it stays listed with its purge date, then comes back.
    await page.goto('/super-admin/tenants');
    await page.getByLabel('Cari nama atau slug').fill(renamed);
    await renamedRow.getByRole('button', { name: `Hapus ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Hapus tenant ini?' });
    await expect(
      dialog.getByText('Datanya disimpan 30 hari dan bisa dipulihkan', { exact: false }),
    ).toBeVisible();
    const confirm = dialog.getByRole('button', { name: 'Hapus tenant' });
    await expect(confirm).toBeDisabled();
    await dialog.getByLabel(`Ketik slug ${renamed} untuk mengonfirmasi`).fill(renamed);
    expect(await seriousViolations(page)).toEqual([]);
    await confirm.click();
    await expect(dialog).toBeHidden();
    const deleted = await tenantFromApi(page, renamed);
    expect(deleted?.active).toBe(false);
    await expect(renamedRow.getByText('Dihapus', { exact: true })).toBeVisible();
    await expect(renamedRow.getByText(/^Dihapus permanen \d{1,2} \S+ \d{4}$/)).toBeVisible();
    await shots(page, 'tenants-deleted');

    await renamedRow.getByRole('button', { name: `Pulihkan ${name}` }).click();
    await expect(page.getByText(`${name} dipulihkan.`)).toBeVisible();
    await expect(renamedRow.getByText('Dihapus', { exact: true })).toHaveCount(0);
    const restored = await tenantFromApi(page, renamed);
    expect(restored).toMatchObject({ active: true, deletedAt: null, package: 'ENTERPRISE' });

    // Every step is in the console's audit log on the overview, with who and before → after.
    await page
      .getByRole('navigation', { name: 'Menu super admin' })
      .getByRole('link', { name: 'Overview' })
      .click();
    const log = page.getByRole('table', { name: 'Aktivitas konsol' });
    const restoredEntry = log.locator('[data-audit-action="tenant.restore"]').filter({ hasText: renamed });
    await expect(restoredEntry.first()).toContainText(DEMO.superAdmin);
    // The whole history of this tenant, by its id, through the same API the log reads.
    const history = await page.request.get(
      `/api/v1/super-admin/audit?targetType=tenant&targetId=${restored?._id ?? ''}`,
    );
    const actions = auditList.parse(await history.json()).items.map((entry) => entry.action);
    expect(actions).toEqual([
      'tenant.restore',
      'tenant.delete',
      'tenant.slug',
      'tenant.package',
      'tenant.package',
      'tenant.create',
    ]);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('heading', { name: 'Aktivitas konsol' }).scrollIntoViewIfNeeded();
    // The pointer off the revenue chart: its tooltip is not part of the page.
    await page.mouse.move(0, 0);
    await shotsAtBothSizes(page, SHOTS, 'overview-audit');
  });
});
