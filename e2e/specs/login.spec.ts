import { expect, test } from '@playwright/test';
import { DEMO } from '../support/demo-accounts';
import { submitLogin } from '../support/login';

test.describe('/login', () => {
  test('is prefilled with a demo account and lists the demo accounts', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(DEMO.warungAdmin);
    await expect(page.getByLabel('Password', { exact: true })).toHaveValue('demo1234');
    const demoList = page.getByRole('region', { name: 'Akun demo' });
    await expect(demoList).toContainText(DEMO.superAdmin);
    await demoList.getByRole('button', { name: new RegExp(DEMO.warungKitchen) }).click();
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(DEMO.warungKitchen);
  });

  test('shows the verification outcome from the email link', async ({ page }) => {
    await page.goto('/login?verified=1');
    await expect(page.getByText('Email berhasil diverifikasi. Silakan login.')).toBeVisible();

    const reasons = {
      used: 'Link verifikasi sudah pernah digunakan.',
      expired: 'Link verifikasi sudah kedaluwarsa. Silakan daftar ulang atau hubungi kami.',
      invalid: 'Link verifikasi tidak valid.',
    };
    for (const [reason, message] of Object.entries(reasons)) {
      await page.goto(`/login?verifyError=${reason}`);
      await expect(page.getByRole('alert')).toHaveText(message);
    }
  });

  test('a wrong password shows the server message in red and stays on /login', async ({ page }) => {
    // An account no other spec logs in with, so the failed attempt cannot throttle another test.
    await submitLogin(page, DEMO.warungKitchen, { password: 'bukan-password-ini' });
    const alert = page.getByRole('alert');
    await expect(alert).toContainText(/\S/);
    await expect(alert).toHaveClass(/text-red-/);
    await expect(page).toHaveURL('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Login', exact: true })).toBeVisible();
  });
});
