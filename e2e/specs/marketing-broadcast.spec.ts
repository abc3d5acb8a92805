import { expect, type Browser } from '@playwright/test';
import { broadcastList } from '@meja/shared/contracts/marketing';
import { platformSettingsResponse } from '@meja/shared/contracts/platform';
import { seriousViolations } from '../support/axe';
import { DEMO } from '../support/demo-accounts';
import { loginAs } from '../support/login';
import { shotsAtBothSizes } from '../support/shots';
import { apiLogin } from '../support/tenant-api';
import { test } from '../support/tenant';

// A new screen of issue 18: nothing in the browser console.
test.use({ failOnConsoleErrors: true, tenantOptions: { menu: 'none' } });

/*
 * Issue 18's journey: a diner opts in from the menu banner, the admin sees the lead in Marketing,
 * sends a test message and a broadcast through the Meta fake (FAKE_WHATSAPP in
 * scripts/e2e-server.mjs), and watches its counts move to the end. The platform's WhatsApp number
 * is platform-wide: this spec runs alone, after the others (e2e/playwright.config.ts), and puts
 * the settings back.
 */

type PlatformSettingsData = ReturnType<typeof platformSettingsResponse.parse>['data'];

const SHOTS = '/work/shots/h18-journey';
const PHONE = { width: 390, height: 844 };
const WIDE = { width: 1366, height: 768 };
/** The Meta fake's account (apps/api/src/dev-whatsapp.ts). */
const META = {
  waPhoneNumberId: '109876543210',
  waBusinessNumber: '6281100000000',
  waAccessToken: 'EAAG-meja-fake-access-token',
  waVerifyToken: 'meja-fake-verify-token',
  waAppSecret: 'meja-fake-app-secret',
};

/** As the super admin: PATCH the platform settings, and answer what they were before. */
async function patchPlatformSettings(browser: Browser, data: object): Promise<PlatformSettingsData> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await loginAs(page, DEMO.superAdmin);
    const before = await page.request.get('/api/v1/super-admin/settings');
    expect(before.status()).toBe(200);
    const response = await page.request.patch('/api/v1/super-admin/settings', { data });
    expect(response.status(), await response.text()).toBe(200);
    return platformSettingsResponse.parse(await before.json()).data;
  } finally {
    await context.close();
  }
}

function freshNumber(): { typed: string; stored: string } {
  const national = `813${String(Math.floor(1_000_000 + Math.random() * 8_999_999))}1`;
  return { typed: `0${national}`, stored: `62${national}` };
}

test('a diner opts in from the menu, and the admin test-sends and broadcasts to them, watching the counts to the end', async ({
  browser,
  page,
  tenant,
}) => {
  const before = await patchPlatformSettings(browser, {
    waProvider: 'meta',
    ...META,
    waBroadcastTemplate: 'promo_mingguan',
    waTemplateLanguage: 'id',
    broadcastPricePerRecipient: 0,
  });
  try {
    // The restaurant shows the opt-in banner on its menu.
    await apiLogin(page.request, tenant.staff.admin);
    const settings = await page.request.patch(`/api/v1/tenant/${tenant.slug}/settings`, {
      data: {
        waOptinEnabled: true,
        waOptinText: 'Mau promo mingguan lewat WhatsApp? Tinggalkan nomor Anda.',
      },
    });
    expect(settings.status(), await settings.text()).toBe(200);

    // A diner on a phone leaves their number in the banner.
    const diner = freshNumber();
    const dinerContext = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
    try {
      const dinerPage = await dinerContext.newPage();
      await dinerPage.goto(`/${tenant.slug}/menu`);
      const banner = dinerPage.getByRole('complementary', { name: 'WhatsApp' });
      await banner.getByLabel('Mau promo mingguan lewat WhatsApp? Tinggalkan nomor Anda.').fill(diner.typed);
      await banner.getByRole('button', { name: 'Kirim' }).click();
      await expect(dinerPage.getByText('Terima kasih! Nomor Anda sudah kami catat.')).toBeVisible();
    } finally {
      await dinerContext.close();
    }

    // The admin sees the lead, and the platform's number ready on Meta.
    await page.setViewportSize(WIDE);
    await loginAs(page, tenant.staff.admin);
    await page.goto(`/${tenant.slug}/admin/marketing`);
    await expect(page.getByRole('heading', { level: 1, name: 'Marketing' })).toBeVisible();
    await expect(page.locator(`[data-lead-phone="${diner.stored}"]`)).toBeVisible();
    const device = page.locator('[data-wa-device]');
    await expect(device).toContainText('Meta (WhatsApp Cloud API)');
    await expect(device).toContainText('Siap mengirim');

    // A test message to the diner's number.
    const testSend = page.locator('[data-test-send-form]');
    await testSend.getByLabel('Nomor WhatsApp tujuan').fill(diner.typed);
    await testSend.getByLabel('Pesan').fill('Halo! Ini pesan uji dari restoran kami.');
    await testSend.getByRole('button', { name: 'Kirim pesan uji' }).click();
    await expect(testSend).toContainText(`Pesan uji terkirim ke`);

    // The broadcast: to the one lead, free (the price is 0 for this journey).
    const form = page.locator('[data-broadcast-form]');
    await expect(form).toContainText('1 pelanggan');
    await expect(form).toContainText('Gratis');
    await form.getByLabel('Pesan').fill('Promo minggu ini: es teh gratis untuk setiap nasi goreng!');
    await form.getByRole('button', { name: 'Kirim broadcast' }).click();
    await expect(page.getByText('Broadcast dibuat.')).toBeVisible();

    // The history follows it to the end: sent, delivered and read by the fake's webhooks.
    const row = page.locator('[data-broadcast-row]').first();
    await expect(row).toContainText('Promo minggu ini: es teh gratis');
    await expect(row.locator('[data-broadcast-status]')).toHaveAttribute('data-broadcast-status', 'DONE', {
      timeout: 30_000,
    });
    await expect(row.locator('[data-broadcast-sent]')).toHaveAttribute('data-broadcast-sent', '1');
    await expect(row.locator('[data-broadcast-failed]')).toHaveAttribute('data-broadcast-failed', '0');
    await expect(row.locator('[data-broadcast-pending]')).toHaveAttribute('data-broadcast-pending', '0');
    // Delivered and read arrive by the provider's webhooks; the history shows them at its next refresh.
    await expect(row.locator('[data-broadcast-delivered]')).toHaveAttribute('data-broadcast-delivered', '1', {
      timeout: 30_000,
    });
    await expect(row.locator('[data-broadcast-read]')).toHaveAttribute('data-broadcast-read', '1', {
      timeout: 30_000,
    });
    const api = await page.request.get(`/api/v1/tenant/${tenant.slug}/marketing/broadcasts`);
    expect(broadcastList.parse(await api.json()).items[0]).toMatchObject({
      recipientsCount: 1,
      sentCount: 1,
      deliveredCount: 1,
      readCount: 1,
      failCount: 0,
      status: 'DONE',
    });
    expect(await seriousViolations(page)).toEqual([]);
    await page.evaluate('window.scrollTo(0, 0)');
    await shotsAtBothSizes(page, SHOTS, 'marketing-broadcast-done');
  } finally {
    await patchPlatformSettings(browser, {
      waProvider: before.waProvider,
      waBroadcastTemplate: before.waBroadcastTemplate,
      broadcastPricePerRecipient: before.broadcastPricePerRecipient,
    });
  }
});
