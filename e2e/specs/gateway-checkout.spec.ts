import { expect, type Browser } from '@playwright/test';
import { tenantContext } from '@meja/shared/contracts/tenant';
import { formatRupiah as rupiah } from '@meja/shared/money';
import { DEMO } from '../support/demo-accounts';
import { loginAs } from '../support/login';
import { platformOffer } from '../support/platform-offer';
import { test } from '../support/tenant';

// Staff and pages only. The billing provider is the platform's own setting: this spec runs alone,
// after every other (e2e/playwright.config.ts), and puts the manual provider back.
test.use({ tenantOptions: { menu: 'none', package: 'BASIC' } });

/**
 * The super admin sets the platform's billing provider. The local fakes' credentials were stored
 * by FAKE_GATEWAYS when the server started (platform-settings.spec.ts changes only Xendit's key).
 */
async function useBillingProvider(browser: Browser, billingProvider: string) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await loginAs(page, DEMO.superAdmin);
    const response = await page.request.patch('/api/v1/super-admin/settings', {
      data: { billingProvider },
    });
    expect(response.status(), await response.text()).toBe(200);
  } finally {
    await context.close();
  }
}

test('a restaurant admin pays PRO by card on the Stripe fake, returns to Meja, and the restaurant is on PRO', async ({
  browser,
  page,
  request,
  tenant,
}) => {
  await useBillingProvider(browser, 'stripe');
  try {
    const offer = await platformOffer(request);
    await loginAs(page, tenant.staff.admin);
    await page.goto(`/payment/${tenant.slug}?plan=PRO&cycle=monthly`);
    await page.getByRole('button', { name: `Bayar ${rupiah(offer.pricePro)}` }).click();

    // Stripe's hosted checkout (the local fake, FAKE_GATEWAYS in scripts/e2e-server.mjs).
    await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/c\/pay\/cs_/);
    await page.getByRole('button', { name: 'Bayar' }).click();

    // Back on Meja's invoice page: the signed webhook arrived before the redirect.
    await expect(page).toHaveURL(new RegExp(`/payment/${tenant.slug}/invoice/[^/?]+\\?token=`));
    await expect(page.getByRole('heading', { level: 1, name: /^Tagihan INV-/ })).toBeVisible();
    await expect(page.getByText('Status: Lunas')).toBeVisible();
    await expect(page.getByRole('status')).toHaveText(
      'Terima kasih! Pembayaran tagihan ini sudah kami terima.',
    );

    const context = await page.request.get(`/api/v1/tenant/${tenant.slug}/context`);
    expect(context.status()).toBe(200);
    expect(tenantContext.parse(await context.json()).tenant.package).toBe('PRO');
  } finally {
    await useBillingProvider(browser, 'manual');
  }
});
