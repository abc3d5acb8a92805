import { expect, type Page } from '@playwright/test';
import { platformSettingsResponse } from '@meja/shared/contracts/platform';
import { seriousViolations } from '../support/axe';
import { DEMO } from '../support/demo-accounts';
import { loginAs } from '../support/login';
import { shotsAtBothSizes, saveShot } from '../support/shots';
import { test } from '../support/tenant';
import { uniqueSuffix } from '../support/tenant-api';

// The platform settings are the platform's own (no tenant's): this spec changes only a gateway
// secret, which no other spec reads.
test.use({ failOnConsoleErrors: true, tenantOptions: { menu: 'none' } });

const SHOTS = '/work/shots/secrets';

/** The settings as the API answers them to the logged-in super admin (secrets masked). */
async function settingsFromApi(page: Page) {
  const response = await page.request.get('/api/v1/super-admin/settings');
  expect(response.status()).toBe(200);
  const body = await response.text();
  return { body, data: platformSettingsResponse.parse(JSON.parse(body)).data };
}

test.describe('/super-admin/settings', () => {
  test('the super admin saves a gateway secret, sees only its last 4, and a blank save keeps it', async ({
    page,
  }) => {
    await loginAs(page, DEMO.superAdmin);
    await page
      .getByRole('navigation', { name: 'Menu super admin' })
      .getByRole('link', { name: 'Settings' })
      .click();
    await expect(page).toHaveURL('/super-admin/settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Platform Settings' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Billing & harga' })).toBeVisible();
    await expect(page.getByLabel('Hari pengingat tagihan')).toHaveValue('7,3,1');
    await expect(page.getByLabel('Masa tenggang (hari)')).toHaveValue('7');
    expect(await seriousViolations(page)).toEqual([]);

    const gateway = page.locator('[data-settings-card="gateway"]');
    const keyField = gateway.getByLabel('Xendit API key');
    const secret = `xnd_development_${uniqueSuffix()}Q7z9`;
    await keyField.fill(secret);
    await gateway.getByRole('button', { name: 'Simpan' }).click();
    await expect(gateway.getByText('Pengaturan disimpan')).toBeVisible();
    await expect(gateway.getByText('Tersimpan: ••••Q7z9.')).toBeVisible();
    await expect(keyField).toHaveValue('');
    await expect(page.locator('body')).not.toContainText(secret);

    const saved = await settingsFromApi(page);
    expect(saved.data.secrets.xenditApiKey).toEqual({ set: true, last4: 'Q7z9' });
    expect(saved.body).not.toContain(secret);
    await shotsAtBothSizes(page, SHOTS, 'platform-settings-saved');

    // Saved again with the secret field blank (another field changed): the stored secret stays.
    await gateway.getByLabel('Midtrans client key').fill(`Mid-client-${uniqueSuffix()}`);
    await expect(keyField).toHaveValue('');
    await gateway.getByRole('button', { name: 'Simpan' }).click();
    await expect(gateway.getByText('Pengaturan disimpan')).toBeVisible();
    await expect(gateway.getByText('Tersimpan: ••••Q7z9.')).toBeVisible();
    const kept = await settingsFromApi(page);
    expect(kept.data.secrets.xenditApiKey).toEqual({ set: true, last4: 'Q7z9' });

    // After a reload the page still shows the stored secret's last 4 only.
    await page.reload();
    await expect(
      page.locator('[data-settings-card="gateway"]').getByText('Tersimpan: ••••Q7z9.'),
    ).toBeVisible();
    await expect(page.locator('body')).not.toContainText(secret);
  });

  test('a wrong reminder list is refused beside its field', async ({ page }) => {
    await loginAs(page, DEMO.superAdmin, { returnTo: '/super-admin/settings' });
    await expect(page.getByRole('heading', { level: 1, name: 'Platform Settings' })).toBeVisible();
    const billing = page.locator('[data-settings-card="billing"]');
    await billing.getByLabel('Hari pengingat tagihan').fill('7,7');
    await billing.getByRole('button', { name: 'Simpan' }).click();
    await expect(
      billing.getByText('Isi 1–10 angka hari berbeda (1–60), dipisah koma, misalnya 7,3,1'),
    ).toBeVisible();
    await shotsAtBothSizes(page, SHOTS, 'platform-settings-invalid');
    await page.setViewportSize({ width: 390, height: 844 });
    await saveShot(billing, `${SHOTS}/billing-card-invalid-390.png`);
    expect((await settingsFromApi(page)).data.reminderDays).toEqual([7, 3, 1]);
  });
});
