import { mkdirSync } from 'node:fs';
import { expect, type Locator, type Page } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { loginAs } from '../support/login';
import { saveShot } from '../support/shots';
import { seedTenant, test } from '../support/tenant';

// New fields of issue 20: nothing in the browser console.
test.use({ failOnConsoleErrors: true });

/*
 * Issue 20, charges: the restaurant admin sets the tax type (PPN or the regional PB1), the tax and a
 * service charge in one card and one save; the worked example follows what is typed; the stored
 * values come back on reload and reach the public tenant. KASIR_SAJA sets the same in Payments.
 */
const SHOTS = '/work/shots/h20c';
const WIDE = { width: 1366, height: 768 };
const PB1_EXAMPLE = 'Contoh: Rp 100.000 + biaya layanan Rp 5.000 + PB1 10% Rp 10.500 = Rp 115.500';

/**
 * The card alone at a phone's 390×844 and a laptop's 1366×768, then the old size again: a clip of the
 * full page, where the sticky header stays at the top instead of covering the card.
 */
async function cardShots(page: Page, card: Locator, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  const original = page.viewportSize();
  for (const size of [{ width: 390, height: 844 }, WIDE]) {
    await page.setViewportSize(size);
    const box = await card.boundingBox();
    if (!box) throw new Error(`${name}: the card is not on screen`);
    // The box is in the viewport; the full page's clip is in the page.
    const [scrollX = 0, scrollY = 0] = await page.evaluate(() =>
      ['scrollX', 'scrollY'].map((key) => Number(Reflect.get(globalThis, key))),
    );
    const margin = 8;
    const clip = {
      x: Math.max(0, box.x + scrollX - margin),
      y: Math.max(0, box.y + scrollY - margin),
      width: box.width + 2 * margin,
      height: box.height + 2 * margin,
    };
    await saveShot(page, `${SHOTS}/${name}-${size.width}.png`, { fullPage: true, clip });
  }
  if (original) await page.setViewportSize(original);
}

/** Sets PB1 10 % and a 5 % service charge in a form that holds the three charge fields. */
async function setPb1WithService(form: Locator): Promise<void> {
  await form.getByLabel('Jenis pajak').selectOption('PB1');
  await form.getByLabel('Tarif pajak (%)').fill('10');
  await form.getByLabel('Biaya layanan (%)').fill('5');
  await expect(form.locator('[data-charges-example]')).toHaveText(PB1_EXAMPLE);
}

async function expectPb1WithService(form: Locator): Promise<void> {
  await expect(form.getByLabel('Jenis pajak')).toHaveValue('PB1');
  await expect(form.getByLabel('Tarif pajak (%)')).toHaveValue('10');
  await expect(form.getByLabel('Biaya layanan (%)')).toHaveValue('5');
  await expect(form.locator('[data-charges-example]')).toHaveText(PB1_EXAMPLE);
}

async function expectPublicCharges(page: Page, slug: string): Promise<void> {
  const resolved = await page.request.get(`/api/v1/public/resolve/${slug}`);
  expect(resolved.status()).toBe(200);
  expect(await resolved.json()).toMatchObject({ taxPercent: 10, serviceChargePercent: 5, taxType: 'PB1' });
}

test.describe('charges settings', () => {
  test('the admin sets PB1 10 % and a 5 % service charge in one save; a service charge above 20 clamps', async ({
    page,
    tenant,
  }) => {
    await page.setViewportSize(WIDE);
    await loginAs(page, tenant.staff.admin);
    await page.goto(`/${tenant.slug}/admin/settings`);
    const card = page.locator('[data-settings-card="tax"]');
    const form = page.getByRole('form', { name: 'Pajak & biaya layanan' });
    // A new restaurant: PPN 11 % on top, no service charge.
    await expect(form.getByLabel('Jenis pajak')).toHaveValue('PPN');
    await expect(form.getByLabel('Tarif pajak (%)')).toHaveValue('11');
    await expect(form.getByLabel('Biaya layanan (%)')).toHaveValue('0');
    await expect(form.locator('[data-charges-example]')).toHaveText(
      'Contoh: Rp 100.000 + PPN 11% Rp 11.000 = Rp 111.000',
    );

    await setPb1WithService(form);
    await expect(form.getByText('0 = tanpa PB1 · 10 = PB1 10% ditambahkan')).toBeVisible();
    await form.getByRole('button', { name: 'Simpan' }).click();
    await expect(form.getByText('Pengaturan disimpan')).toBeVisible();
    await page.reload();
    await expectPb1WithService(page.getByRole('form', { name: 'Pajak & biaya layanan' }));
    await expectPublicCharges(page, tenant.slug);

    // Prices that include the tax: it is named after the total, as a part of it.
    await form.getByLabel('Tarif pajak (%)').fill('110');
    await expect(form.locator('[data-charges-example]')).toHaveText(
      'Contoh: Rp 100.000 + biaya layanan Rp 5.000 = Rp 105.000, sudah termasuk PB1 10% Rp 9.545',
    );
    await form.getByLabel('Tarif pajak (%)').fill('10');

    // Typed above 20 and sent with Enter, the service charge is refused under its own field; it
    // clamps to 20 when the field is left, and the message goes.
    const service = form.getByLabel('Biaya layanan (%)');
    await service.fill('25');
    await service.press('Enter');
    await expect(service).toHaveAttribute('aria-invalid', 'true');
    await expect(service).toHaveAccessibleDescription('Biaya layanan harus bilangan bulat 0–20%');
    await service.blur();
    await expect(service).toHaveValue('20');
    await expect(service).not.toHaveAttribute('aria-invalid');
    await expect(form.locator('[data-charges-example]')).toHaveText(
      'Contoh: Rp 100.000 + biaya layanan Rp 20.000 + PB1 10% Rp 12.000 = Rp 132.000',
    );
    await form.getByLabel('Biaya layanan (%)').fill('5');
    await expect(form.locator('[data-charges-example]')).toHaveText(PB1_EXAMPLE);

    expect(await seriousViolations(page)).toEqual([]);
    await cardShots(page, card, 'settings-tax-card');
  });

  test('KASIR_SAJA sets the same charges in its profile section in Payments', async ({ page, request }) => {
    const kasir = await seedTenant(request, { package: 'POS_ONLY', menu: 'none' });
    await page.setViewportSize(WIDE);
    await loginAs(page, kasir.staff.admin);
    await page.goto(`/${kasir.slug}/admin/payments`);
    const profile = page.getByRole('form', { name: 'Profil, pajak & biaya layanan' });
    await expect(profile.getByLabel('Jenis pajak')).toHaveValue('PPN');
    await expect(profile.getByLabel('Biaya layanan (%)')).toHaveValue('0');

    await setPb1WithService(profile);
    await profile.getByLabel('Biaya layanan (%)').fill('25');
    await profile.getByLabel('Biaya layanan (%)').blur();
    await expect(profile.getByLabel('Biaya layanan (%)')).toHaveValue('20');
    await profile.getByLabel('Biaya layanan (%)').fill('5');
    await profile.getByRole('button', { name: 'Simpan profil' }).click();
    await expect(profile.getByText('Pengaturan disimpan')).toBeVisible();
    await page.reload();
    await expectPb1WithService(page.getByRole('form', { name: 'Profil, pajak & biaya layanan' }));
    await expectPublicCharges(page, kasir.slug);

    expect(await seriousViolations(page)).toEqual([]);
    await cardShots(
      page,
      page.locator('section[aria-labelledby="restaurant-profile-title"]'),
      'payments-profile',
    );
  });
});
