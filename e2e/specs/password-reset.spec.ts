import { expect, type Page } from '@playwright/test';
import { linkFromMail, registerVerifiedOwner } from '../support/accounts';
import { seriousViolations } from '../support/axe';
import { ACCOUNT_SHOTS, shotsAtBothSizes } from '../support/shots';
import { fillLoginForm } from '../support/login';
import { test } from '../support/tenant';

// Staff and pages only: no menu to seed.
test.use({ tenantOptions: { menu: 'none' } });

/* 'Lupa password' (issue 12): from the staff login and the POS login, through the mailed link. */

const NEW_PASSWORD = 'password-baru-e2e-9';

const shots = (page: Page, name: string) => shotsAtBothSizes(page, ACCOUNT_SHOTS, name);

async function setNewPassword(page: Page, password: string) {
  await page.getByLabel('Password baru', { exact: true }).fill(password);
  await page.getByLabel('Ulangi password baru', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Simpan password baru' }).click();
}

test('an owner who forgot the password gets a link by mail from the login, sets a new one and logs in', async ({
  page,
  request,
}) => {
  const owner = await registerVerifiedOwner(request, 'lupa');
  await page.goto('/login');
  await page.getByRole('link', { name: 'Lupa password?' }).click();
  await expect(page).toHaveURL('/forgot-password');
  await expect(page.getByRole('heading', { level: 1, name: 'Lupa password' })).toBeVisible();
  await shots(page, 'forgot-password');
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByLabel('Email', { exact: true }).fill(owner.email);
  await page.getByRole('button', { name: 'Kirim link reset' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Periksa email Anda' })).toBeVisible();
  await expect(page.getByText(`Jika ${owner.email} terdaftar di Meja`)).toBeVisible();
  await shots(page, 'forgot-password-sent');

  const link = await linkFromMail(request, owner.email, '/reset-password');
  expect(link).toMatch(/^\/reset-password\?token=[\w-]{43}$/);
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Buat password baru' })).toBeVisible();
  await shots(page, 'reset-password');
  expect(await seriousViolations(page)).toEqual([]);

  // The two fields must agree before anything is sent.
  await page.getByLabel('Password baru', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Ulangi password baru', { exact: true }).fill(`${NEW_PASSWORD}x`);
  await page.getByRole('button', { name: 'Simpan password baru' }).click();
  await expect(page.getByText('Konfirmasi password tidak sama')).toBeVisible();

  await setNewPassword(page, NEW_PASSWORD);
  await expect(page).toHaveURL('/login?reset=1');
  await expect(page.getByText('Password berhasil diubah. Silakan login dengan password baru.')).toBeVisible();
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(owner.email);
  await shots(page, 'login-after-reset');

  // The old password is gone, the new one opens the restaurant's admin.
  await fillLoginForm(page, owner.email, owner.password);
  await expect(page.getByRole('alert')).toHaveText('Email atau password salah.');
  await fillLoginForm(page, owner.email, NEW_PASSWORD);
  await expect(page).toHaveURL(`/${owner.slug}/admin`);

  // The link was single use.
  await page.goto(link);
  await setNewPassword(page, 'lagi-lagi-123');
  await expect(page.getByRole('alert')).toHaveText(
    'Link reset password sudah pernah dipakai. Silakan minta link baru bila perlu.',
  );
  await expect(page.getByRole('link', { name: 'Minta link baru' })).toHaveAttribute(
    'href',
    '/forgot-password',
  );
});

test('a cashier asks for a new password from the POS login and comes back to it', async ({
  page,
  request,
  tenant,
}) => {
  // The spec's own restaurant: its cashier's password may change.
  const email = tenant.staff.cashier;
  const slug = tenant.slug;
  await page.goto(`/pos/${slug}/login`);
  await page.getByRole('link', { name: 'Lupa password?' }).click();
  await expect(page).toHaveURL(`/forgot-password?pos=${slug}`);
  // The POS login has an Email field too: type only once the page it links to is shown.
  await expect(page.getByRole('heading', { level: 1, name: 'Lupa password' })).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Kirim link reset' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Periksa email Anda' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Kembali ke login kasir' })).toHaveAttribute(
    'href',
    `/pos/${slug}/login`,
  );

  const link = await linkFromMail(request, email, '/reset-password');
  expect(link).toMatch(new RegExp(`^/reset-password\\?token=[\\w-]{43}&pos=${slug}$`));
  await page.goto(link);
  await setNewPassword(page, NEW_PASSWORD);
  await expect(page).toHaveURL(`/pos/${slug}/login`);
  await expect(page.getByText('Password berhasil diubah. Silakan login dengan password baru.')).toBeVisible();
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email);
  await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(`/pos/${slug}`);
});

test('an unknown email gets the same answer, and a broken link says what to do', async ({ page }) => {
  await page.goto('/forgot-password');
  await page.getByLabel('Email', { exact: true }).fill(`tidak-ada-${Date.now()}@example.test`);
  await page.getByRole('button', { name: 'Kirim link reset' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Periksa email Anda' })).toBeVisible();

  await page.goto('/reset-password');
  await expect(page.getByRole('alert')).toContainText('Link reset password tidak lengkap');
  await page.goto('/reset-password?token=bukan-token-yang-benar');
  await setNewPassword(page, NEW_PASSWORD);
  await expect(page.getByRole('alert')).toHaveText(
    'Link reset password tidak valid. Silakan minta link baru.',
  );
  await page.getByRole('link', { name: 'Minta link baru' }).click();
  await expect(page).toHaveURL('/forgot-password');
});
