import { expect, type Browser, type Page } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { DEMO } from '../support/demo-accounts';
import { fillLoginForm, loginAs } from '../support/login';
import { shotsAtBothSizes } from '../support/shots';
import { groupOf, test } from '../support/tenant';
import { uniqueSuffix } from '../support/tenant-api';

/** Where the screenshots of the five group screens go (outside the repository). */
const SHOTS = '/work/shots16';
const DEMO_GROUP = 'grup-demo';
const NEW_PASSWORD = 'cabang-baru-2026';
/** The screens poll every 30 s; quicker than that means the event stream moved them. */
const LIVE_WITHIN_MS = 15_000;

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

  test('the forms say what is missing, in the spec’s words', async ({ page, tenant }) => {
    const group = groupOf(tenant).slug;
    await loginAs(page, groupOf(tenant).manager);
    await page.goto(`/group/${group}/restaurants`);
    const create = page.getByRole('form', { name: 'Buka resto baru' });
    await create.getByRole('button', { name: 'Buka resto', exact: true }).click();
    await expect(create.getByText('Nama dan slug wajib diisi').first()).toBeVisible();
    // The slug follows the name until it is typed.
    await create.getByLabel('Nama resto').fill('Warung Bu Tini 2');
    await expect(create.getByLabel('Slug')).toHaveValue('warung-bu-tini-2');

    await page.goto(`/group/${group}/users`);
    const add = page.getByRole('form', { name: 'Tambah admin resto' });
    await add.getByRole('button', { name: 'Tambah admin' }).click();
    await expect(add.getByText('Restoran, email dan password wajib diisi')).toBeVisible();
    await add.getByLabel('Password', { exact: true }).fill('rahasia-1');
    await add.getByLabel('Konfirmasi password').fill('rahasia-2');
    await add.getByRole('button', { name: 'Tambah admin' }).click();
    await expect(add.getByText('Konfirmasi password tidak sama')).toBeVisible();

    await page.goto(`/group/${group}/settings`);
    await page.getByLabel('Password saat ini').fill('demo1234');
    await page.getByLabel('Password baru', { exact: true }).fill('pendek');
    await page.getByRole('button', { name: 'Simpan password baru' }).click();
    await expect(page.getByText('Password baru minimal 8 karakter')).toBeVisible();
    await page.getByLabel('Password baru', { exact: true }).fill('cukup-panjang');
    await page.getByLabel('Konfirmasi password baru').fill('lain-sekali');
    await page.getByRole('button', { name: 'Simpan password baru' }).click();
    await expect(page.getByText('Konfirmasi password tidak sama')).toBeVisible();
  });

  test('the five screens have no serious axe violations, on a laptop and on a phone', async ({
    page,
    tenant,
  }) => {
    test.slow(); // ten axe runs
    const group = groupOf(tenant).slug;
    await loginAs(page, groupOf(tenant).manager);
    const screens = [
      { path: '', heading: 'Ringkasan grup' },
      { path: '/restaurants', heading: 'Restoran' },
      { path: '/reports', heading: 'Laporan grup' },
      { path: '/users', heading: 'Users' },
      { path: '/settings', heading: 'Pengaturan' },
    ];
    for (const viewport of [
      { width: 1366, height: 768 },
      { width: 390, height: 844 },
    ]) {
      await page.setViewportSize(viewport);
      for (const screen of screens) {
        await page.goto(`/group/${group}${screen.path}`);
        await expect(page.getByRole('heading', { level: 1, name: screen.heading })).toBeVisible();
        await expect(page.getByText(/^Memuat/)).toHaveCount(0);
        expect(await seriousViolations(page), `${screen.path} at ${viewport.width}`).toEqual([]);
      }
    }
  });
});

/** A diner's order through the menu and the cart (the first dish); returns the table's order page. */
async function dinerOrders(browser: Browser, slug: string, table: string): Promise<void> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
  const page = await context.newPage();
  await page.goto(`/${slug}/menu`);
  await page
    .getByRole('button', { name: /^Tambah .* ke keranjang$/ })
    .first()
    .click();
  await page.getByRole('link', { name: /^Keranjang,? 1 item$/ }).click();
  await page.getByLabel('Nomor meja').fill(table);
  await page.getByRole('button', { name: 'Pesan Sekarang' }).click();
  await expect(page).toHaveURL(new RegExp(`/${slug}/order-track/`));
  await context.close();
}

/** The new admin pays the table's order by QRIS on the payments screen. */
async function adminPaysTable(page: Page, slug: string, table: string): Promise<void> {
  await page.goto(`/${slug}/admin/payments`);
  const bar = page.getByRole('group', { name: 'Pembayaran terpilih' });
  const tableGroup = page.locator(`[data-pay-table="${table}"]`);
  await tableGroup.getByLabel(`Pilih semua meja ${table}`).check();
  await bar.getByLabel('Metode').selectOption('QRIS');
  page.once('dialog', (dialog) => void dialog.accept());
  await bar.getByRole('button', { name: 'Buat Pembayaran' }).click();
  await expect(bar).toContainText('Pembayaran tercatat: 1 order');
}

const digitsOf = (text: string) => Number(text.replace(/\D/g, ''));

test('the demo group manager opens a branch with settings and menu copied; its first sale shows up live', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const suffix = uniqueSuffix().toLowerCase();
  const slug = `cabang-${suffix}`;
  const name = `CABANG ${suffix.toUpperCase()}`;
  const adminEmail = `admin-${suffix}@meja.test`;
  const table = `G${suffix.slice(-5)}`.toUpperCase();

  const managerContext = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  const manager = await managerContext.newPage();
  await loginAs(manager, DEMO.groupManager);
  await expect(manager).toHaveURL(`/group/${DEMO_GROUP}`);

  // Restaurants: a new branch, settings and menu copied from warung-demo, with an admin.
  await manager.goto(`/group/${DEMO_GROUP}/restaurants`);
  const create = manager.getByRole('form', { name: 'Buka resto baru' });
  await create.getByLabel('Nama resto').fill(name);
  await create.getByLabel('Slug').fill(slug);
  await create.getByLabel('Kota').fill('Bogor');
  await create.getByLabel('Telepon').fill('0251 123456');
  await expect(create.getByLabel('Salin pengaturan')).toBeChecked();
  await expect(create.getByLabel('Salin menu')).toBeChecked();
  await create.getByLabel('Resto sumber').selectOption('warung-demo');
  await create.getByLabel('Nama admin').fill('Admin Cabang');
  await create.getByLabel('Email admin').fill(adminEmail);
  await create.getByRole('button', { name: 'Buka resto', exact: true }).click();
  const dialog = manager.locator('[data-temp-password-dialog]');
  await expect(dialog).toBeVisible();
  const tempPassword = (await dialog.locator('[data-temp-password]').innerText()).trim();
  expect(tempPassword.length).toBeGreaterThanOrEqual(8);
  await expect(dialog).toContainText(adminEmail);
  await shotsAtBothSizes(manager, SHOTS, 'restaurants-created');
  await manager.getByRole('button', { name: 'Tutup', exact: true }).click();
  await expect(manager.getByRole('status')).toContainText(`Resto ${name} dibuka.`);
  await expect(manager.getByRole('status')).toContainText(/\d+ menu disalin\./);
  const row = manager.locator(`[data-branch-row="${slug}"]`);
  await expect(row).toContainText('ENTERPRISE');
  await expect(row).toContainText('1 admin');
  await shotsAtBothSizes(manager, SHOTS, 'restaurants');

  // The copy dialogs: menu with overwrite asks once more before it archives anything.
  await row.getByRole('button', { name: /^Salin menu/ }).click();
  const copyMenu = manager.locator('[data-copy-dialog="menu"]');
  await copyMenu.getByLabel('Timpa menu yang ada').check();
  await manager.getByRole('button', { name: 'Salin', exact: true }).click();
  await expect(manager.locator('[data-overwrite-confirm]')).toContainText(`Menu ${name} akan diarsipkan`);
  await shotsAtBothSizes(manager, SHOTS, 'restaurants-copy-menu-confirm');
  await manager.getByRole('button', { name: 'Kembali', exact: true }).click();
  await manager.getByRole('button', { name: 'Batal', exact: true }).click();

  // The overview and the reports, open in two tabs before the branch sells anything.
  await manager.goto(`/group/${DEMO_GROUP}`);
  const overviewRow = manager.locator(`[data-branch-row="${slug}"]`);
  await expect(overviewRow.locator('[data-figure="revenueToday"]')).toHaveText('Rp 0');
  await shotsAtBothSizes(manager, SHOTS, 'overview');
  const reports = await managerContext.newPage();
  await reports.goto(`/group/${DEMO_GROUP}/reports`);
  const reportRow = reports.locator(`[data-report-branch="${slug}"]`);
  await expect(reportRow.locator('[data-figure="orders"]')).toHaveText('0');
  await expect(reports.locator('[data-report-total]')).toBeVisible();
  await shotsAtBothSizes(reports, SHOTS, 'reports');
  await reports.goto(`/group/${DEMO_GROUP}/users`);
  await expect(reports.locator(`[data-user-row="${adminEmail}"]`)).toContainText('Menunggu ganti password');
  await shotsAtBothSizes(reports, SHOTS, 'users');
  await reports.goto(`/group/${DEMO_GROUP}/settings`);
  await expect(reports.getByRole('button', { name: 'Simpan password baru' })).toBeVisible();
  await shotsAtBothSizes(reports, SHOTS, 'settings');
  await reports.goto(`/group/${DEMO_GROUP}/reports`);
  await expect(reportRow.locator('[data-figure="orders"]')).toHaveText('0');

  // The new admin logs in with the temporary password and must choose their own.
  const adminContext = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  const admin = await adminContext.newPage();
  await admin.goto('/login');
  await fillLoginForm(admin, adminEmail, tempPassword);
  await expect(admin).toHaveURL(/\/change-password/);
  const change = admin.getByRole('form', { name: 'Ganti password sementara' });
  await change.getByLabel('Password sementara').fill(tempPassword);
  await change.getByLabel('Password baru', { exact: true }).fill(NEW_PASSWORD);
  await change.getByLabel('Konfirmasi password baru').fill(NEW_PASSWORD);
  await change.getByRole('button', { name: 'Simpan password baru' }).click();
  await expect(admin).not.toHaveURL(/\/change-password/);

  // A diner orders at the new branch (its menu was copied) and its admin takes the payment.
  await dinerOrders(browser, slug, table);
  await adminPaysTable(admin, slug, table);

  // Both open group screens move without a reload.
  const paidAt = Date.now();
  await expect
    .poll(async () => digitsOf(await overviewRow.locator('[data-figure="revenueToday"]').innerText()), {
      timeout: LIVE_WITHIN_MS,
    })
    .toBeGreaterThan(0);
  await expect(reportRow.locator('[data-figure="orders"]')).toHaveText('1', { timeout: LIVE_WITHIN_MS });
  await expect(reportRow.locator('[data-top-items] li')).toHaveCount(1);
  console.log(`group screens moved ${Date.now() - paidAt} ms after the payment`);
  await shotsAtBothSizes(manager, SHOTS, 'overview-after-sale');
  await shotsAtBothSizes(reports, SHOTS, 'reports-after-sale');

  await adminContext.close();
  await managerContext.close();
});
