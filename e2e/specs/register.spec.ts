import { expect } from '@playwright/test';
import { testMailList as mailList } from '@meja/shared/contracts/test-hooks';
import { registerResponse } from '@meja/shared/contracts/auth';
import { fillLoginForm } from '../support/login';
import { test } from '../support/tenant';

// Staff and pages only: no menu to seed.
test.use({ tenantOptions: { menu: 'none' } });

test.describe('/register', () => {
  test('a new restaurant registers, verifies its email and lands in its admin after login', async ({
    page,
  }) => {
    const runId = Date.now();
    const email = `e2e-${runId}@example.test`;
    const password = 'rahasia-e2e-123';

    await page.goto('/register');
    await page.getByLabel('Nama restoran').fill(`Warung Uji ${runId}`);
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('Kota').fill('Bandung');
    await page.getByLabel('No. telepon').fill('081234567890');
    await expect(page.getByLabel('Paket')).toHaveValue('BASIC');

    const registered = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/v1/public/register') && response.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Daftar' }).click();
    const response = await registered;
    expect(response.status()).toBe(201);
    const sent: unknown = response.request().postDataJSON();
    expect(sent).toMatchObject({ restaurantName: `WARUNG UJI ${runId}`, city: 'BANDUNG', package: 'BASIC' });
    const { tenantSlug } = registerResponse.parse(await response.json());

    await expect(page.getByRole('heading', { name: 'Pendaftaran berhasil!' })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Lihat harga paket' })).toHaveAttribute('href', '/pricing');
    // BASIC is not paid up front: no payment link.
    await expect(page.getByRole('link', { name: /Bayar paket/ })).toHaveCount(0);

    await page.getByRole('link', { name: 'Verifikasi sekarang (mode pengembangan)' }).click();
    await expect(page).toHaveURL(/\/login\?verified=1$/);
    await expect(page.getByText('Email berhasil diverifikasi. Silakan login.')).toBeVisible();

    await fillLoginForm(page, email, password);
    await expect(page).toHaveURL(`/${tenantSlug}/admin`);
    await expect(page.getByText('Login sebagai: Admin Resto')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  });

  test('a paid package offers the payment link after registering', async ({ page }) => {
    const runId = Date.now();
    await page.goto('/register');
    await page.getByLabel('Nama restoran').fill(`Kedai Pro ${runId}`);
    await page.getByLabel('Email', { exact: true }).fill(`e2e-pro-${runId}@example.test`);
    await page.getByLabel('Password', { exact: true }).fill('rahasia-e2e-123');
    await page.getByLabel('Paket').selectOption({ label: 'PRO' });
    await page.getByRole('button', { name: 'Daftar' }).click();

    await expect(page.getByRole('heading', { name: 'Pendaftaran berhasil!' })).toBeVisible();
    // The link carries the restaurant's checkout token: paying works before anyone has logged in.
    await expect(page.getByRole('link', { name: 'Bayar paket PRO' })).toHaveAttribute(
      'href',
      /^\/payment\/[a-z0-9-]+\?plan=PRO&cycle=monthly&token=[\w-]{43}$/,
    );
  });

  test('invalid fields are explained in Indonesian before anything is sent', async ({ page }) => {
    let sent = false;
    page.on('request', (request) => {
      if (request.url().includes('/api/v1/public/register')) sent = true;
    });
    await page.goto('/register');
    await page.getByLabel('Password', { exact: true }).fill('pendek');
    await page.getByRole('button', { name: 'Daftar' }).click();

    await expect(page.getByText('Nama restoran wajib diisi')).toBeVisible();
    await expect(page.getByText('Email tidak valid')).toBeVisible();
    await expect(page.getByText('Password minimal 8 karakter')).toBeVisible();
    await expect(page.getByLabel('Nama restoran')).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toBe(false);
  });

  test('an email that already has an account shows the same success page (its owner is mailed instead)', async ({
    page,
    request,
    tenant,
  }) => {
    const runId = Date.now();
    await page.goto('/register');
    await page.getByLabel('Nama restoran').fill(`Warung Dobel ${runId}`);
    await page.getByLabel('Email', { exact: true }).fill(tenant.staff.admin);
    await page.getByLabel('Password', { exact: true }).fill('rahasia-e2e-123');
    const registered = page.waitForResponse((r) => r.url().endsWith('/api/v1/public/register'));
    await page.getByRole('button', { name: 'Daftar' }).click();
    expect((await registered).status()).toBe(201);

    await expect(page.getByRole('heading', { name: 'Pendaftaran berhasil!' })).toBeVisible();
    await expect(page.getByText(tenant.staff.admin)).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    // Development mode's quick-verify link is only for a new account (README).
    await expect(page.getByRole('link', { name: /Verifikasi sekarang/ })).toHaveCount(0);
    // Nothing was created: the restaurant the page names does not exist.
    const slug = `warung-dobel-${runId}`;
    expect((await request.get(`/api/v1/public/resolve/${slug}`)).status()).toBe(404);
    const notice = await request.get(`/api/v1/test/mail?to=${encodeURIComponent(tenant.staff.admin)}`);
    const subjects = mailList.parse(await notice.json()).items.map((mail) => mail.subject);
    expect(subjects.join('\n')).toContain('Percobaan pendaftaran dengan email Anda');
    // The admin still logs in with their own password.
    await page.goto('/login');
    await fillLoginForm(page, tenant.staff.admin, tenant.password);
    await expect(page).toHaveURL(`/${tenant.slug}/admin`);
  });
});
