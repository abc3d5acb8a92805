import { readFileSync, writeFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { formatRupiah } from '@meja/shared/money';
import { PDFParse } from 'pdf-parse';
import { seriousViolations } from '../support/axe';
import { loginAs } from '../support/login';
import { pdfPageSizes, POINTS_PER_MM } from '../support/pdf-pages';
import { decodeQrPng } from '../support/qr-decode';
import { shotsAtBothSizes, saveShot } from '../support/shots';
import { seedTenant, test } from '../support/tenant';

// New screens of issue 14: nothing in the browser console.
test.use({ failOnConsoleErrors: true });

/*
 * Issue 14, settings: the tax a diner's cart uses follows the settings on the next load (the public
 * menu's ETag moves), the menu's QR code is drawn in the browser, and the A4 sheet of QR table cards
 * prints to PDF with one card per table, six to a page, each opening the menu with its table filled in.
 */
const SHOTS = '/work/shots/settings';
const WIDE = { width: 1366, height: 768 };

async function menuEtag(page: Page, slug: string): Promise<string | undefined> {
  const response = await page.request.get(`/api/v1/public/${slug}/menu`);
  expect(response.status()).toBe(200);
  return response.headers().etag;
}

/** Adds the menu's first dish to the cart and opens the cart. */
async function cartWithOneDish(page: Page, slug: string, query = ''): Promise<void> {
  await page.goto(`/${slug}/menu${query}`);
  await page
    .getByRole('button', { name: /^Tambah .* ke keranjang$/ })
    .first()
    .click();
  await page.getByRole('link', { name: 'Keranjang 1 item' }).click();
  await expect(page.locator('[data-cart-line]')).toHaveCount(1);
}

test.describe('settings', () => {
  test('the admin changes the tax; the diner cart and the public menu ETag follow on the next load', async ({
    page,
    browser,
    tenant,
  }) => {
    test.slow();
    const dish = tenant.menu[0];
    if (!dish) throw new Error('the tenant has no dish');
    const diner = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
    await cartWithOneDish(diner, tenant.slug);
    const totals = diner.locator('dl').filter({ hasText: 'Subtotal' });
    await expect(totals).toContainText('PPN 11%');
    const subtotal = Number((await totals.locator('dd').first().innerText()).replace(/\D/g, ''));
    const etagBefore = await menuEtag(page, tenant.slug);

    await loginAs(page, tenant.staff.admin);
    await page.goto(`/${tenant.slug}/admin/settings`);
    const taxForm = page.getByRole('form', { name: 'Pajak & biaya layanan' });
    await expect(taxForm.getByLabel('Tarif pajak (%)')).toHaveValue('11');
    // Typed above 110, the field clamps to 110 when left (SPEC §5).
    await taxForm.getByLabel('Tarif pajak (%)').fill('150');
    await taxForm.getByLabel('Tarif pajak (%)').blur();
    await expect(taxForm.getByLabel('Tarif pajak (%)')).toHaveValue('110');
    await expect(taxForm.locator('[data-charges-example]')).toContainText('sudah termasuk PPN 10%');
    await taxForm.getByLabel('Tarif pajak (%)').fill('5');
    await taxForm.getByRole('button', { name: 'Simpan' }).click();
    await expect(taxForm.getByText('Pengaturan disimpan')).toBeVisible();
    await page.reload();
    await expect(
      page.getByRole('form', { name: 'Pajak & biaya layanan' }).getByLabel('Tarif pajak (%)'),
    ).toHaveValue('5');

    // The public menu's ETag moved: no diner or cache keeps the old tenant data.
    expect(await menuEtag(page, tenant.slug)).not.toBe(etagBefore);
    // The diner's next load shows the new tax, on the cart as on a new visit.
    await diner.reload();
    await expect(totals).toContainText('PPN 5%');
    await expect(diner.locator('[data-cart-total]')).toHaveText(
      formatRupiah(subtotal + Math.round((subtotal * 5) / 100)),
    );

    // The restaurant's name and WhatsApp opt-in reach the diner's menu too.
    const restaurant = page.getByRole('form', { name: 'Profil restoran' });
    await restaurant.getByLabel('Nama restoran').fill('');
    await restaurant.getByRole('button', { name: 'Simpan' }).click();
    await expect(restaurant.getByText('Nama restoran wajib diisi')).toBeVisible();
    await restaurant.getByLabel('Nama restoran').fill(`${tenant.name} BARU`);
    await restaurant.getByLabel('Alamat').fill('Jl. Melati 1, Bandung');
    await restaurant.getByRole('button', { name: 'Simpan' }).click();
    await expect(restaurant.getByText('Pengaturan disimpan')).toBeVisible();
    await diner.goto(`/${tenant.slug}/menu`);
    await expect(diner.getByRole('heading', { level: 1, name: `${tenant.name} BARU` })).toBeVisible();
    await expect(diner.getByText('Jl. Melati 1, Bandung')).toBeVisible();
    await diner.context().close();

    // The POS link (SPEC §2) and the page as a person sees it.
    await expect(page.getByRole('link', { name: 'Buka POS' })).toHaveAttribute('href', `/pos/${tenant.slug}`);
    expect(await seriousViolations(page)).toEqual([]);
    await shotsAtBothSizes(page, SHOTS, 'settings-page');
  });

  test('the menu QR code is drawn in the browser at the chosen size and downloads as PNG and SVG', async ({
    page,
    tenant,
  }) => {
    const external: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (!['127.0.0.1', 'localhost'].includes(url.hostname) && url.protocol.startsWith('http')) {
        external.push(request.url());
      }
    });
    await page.setViewportSize(WIDE);
    await loginAs(page, tenant.staff.admin);
    await page.goto(`/${tenant.slug}/admin/settings`);
    const card = page.locator('[data-settings-card="qr-menu"]');
    const image = card.locator('img[data-menu-qr]');
    await expect(image).toHaveAttribute('data-menu-qr', '320');
    expect(await image.evaluate((img) => Reflect.get(img, 'naturalWidth'))).toBe(320);
    await card.getByLabel('Ukuran QR').selectOption('512');
    await expect(image).toHaveAttribute('data-menu-qr', '512');
    expect(await image.evaluate((img) => Reflect.get(img, 'naturalWidth'))).toBe(512);
    const menuUrl = new URL(`/${tenant.slug}/menu`, page.url()).toString();
    expect(decodeQrPng(await image.screenshot())).toBe(menuUrl);

    const png = page.waitForEvent('download');
    await card.getByRole('link', { name: 'Unduh PNG' }).click();
    expect((await png).suggestedFilename()).toBe(`menu-${tenant.slug}-512.png`);
    const svg = page.waitForEvent('download');
    await card.getByRole('link', { name: 'Unduh SVG' }).click();
    const svgDownload = await svg;
    expect(svgDownload.suggestedFilename()).toBe(`menu-${tenant.slug}-512.svg`);
    expect(readFileSync(await svgDownload.path(), 'utf8')).toContain('<svg');
    expect(external).toEqual([]);
    await card.scrollIntoViewIfNeeded();
    await saveShot(page, `${SHOTS}/qr-card-1366.png`);
    await page.setViewportSize({ width: 390, height: 844 });
    await card.scrollIntoViewIfNeeded();
    await saveShot(page, `${SHOTS}/qr-card-390.png`);
  });

  test('table cards print on A4, six to a page, and each QR opens the menu with its table filled in', async ({
    page,
    browser,
    tenant,
  }) => {
    test.slow();
    await page.setViewportSize(WIDE);
    await loginAs(page, tenant.staff.admin);
    await page.goto(`/${tenant.slug}/admin/settings`);
    const cards = page.getByRole('form', { name: 'Kartu QR per meja' });
    await cards.getByLabel('Nomor meja').fill('A7-A1');
    await cards.getByRole('button', { name: 'Siapkan kartu cetak' }).click();
    await expect(cards.getByText('Rentang A7-A1 terbalik')).toBeVisible();
    await cards.getByLabel('Nomor meja').fill('a1-a7, B1, a2');
    await cards.getByRole('button', { name: 'Siapkan kartu cetak' }).click();

    await expect(page).toHaveURL(new RegExp(`/${tenant.slug}/admin/settings/table-cards\\?tables=`));
    await expect(page.locator('[data-table-cards-summary]')).toHaveText('8 kartu · 2 halaman A4');
    const preview = page.locator('[data-table-cards-preview]');
    await expect(preview.locator('[data-table-card]')).toHaveCount(8);
    await expect(preview.locator('[data-table-card="B1"]')).toContainText(tenant.name);
    await expect(page.getByRole('button', { name: 'Cetak' })).toBeEnabled();
    expect(await seriousViolations(page)).toEqual([]);
    await shotsAtBothSizes(page, SHOTS, 'table-cards-screen');

    // In print only the A4 pages show; one QR decodes to the menu with its table as a full URL.
    await page.emulateMedia({ media: 'print' });
    await expect(preview).toBeHidden();
    const printed = page.locator('[data-table-cards-print]');
    await expect(printed.locator('.tc-page')).toHaveCount(2);
    const qr = printed.locator('[data-table-card="A1"] img');
    await expect(qr).toBeVisible();
    const cardUrl = decodeQrPng(await qr.screenshot());
    const expectedUrl = new URL(`/${tenant.slug}/menu?table=A1`, page.url()).toString();
    expect(cardUrl).toBe(expectedUrl);
    await shotsAtBothSizes(page, SHOTS, 'table-cards-print');
    await page.setViewportSize(WIDE);

    const pdfPath = `${SHOTS}/table-cards.pdf`;
    const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
    writeFileSync(pdfPath, pdf);
    const sizes = pdfPageSizes(pdf).map(([w, h]) => [w / POINTS_PER_MM, h / POINTS_PER_MM]);
    expect(sizes).toHaveLength(2);
    for (const [width, height] of sizes) {
      expect(width).toBeCloseTo(210, 0);
      expect(height).toBeCloseTo(297, 0);
    }
    const parser = new PDFParse({ data: new Uint8Array(pdf) });
    const text = await parser.getText();
    await parser.destroy();
    expect(text.total).toBe(2);
    // One space for every run of white space: a long name wraps onto two lines.
    const pageTexts = text.pages.map((one) => one.text.replace(/\s+/g, ' '));
    for (const table of ['A1', 'A2', 'A3', 'A4', 'A5', 'A6']) expect(pageTexts[0]).toContain(table);
    for (const table of ['A7', 'B1']) expect(pageTexts[1]).toContain(table);
    // Every card whole on its page: the name and the 'scan' line six times, then twice.
    const count = (haystack: string, part: string) => haystack.split(part).length - 1;
    expect(pageTexts.map((one) => count(one, 'Pindai untuk lihat menu & pesan'))).toEqual([6, 2]);
    expect(pageTexts.map((one) => count(one, tenant.name))).toEqual([6, 2]);
    await page.emulateMedia({ media: 'screen' });

    // The diner who scans the card gets the cart with table A1 filled in.
    const diner = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
    const scanned = new URL(expectedUrl);
    await cartWithOneDish(diner, tenant.slug, scanned.search);
    await expect(diner.getByLabel('Nomor meja')).toHaveValue('A1');
    await diner.context().close();
  });

  test('KASIR_SAJA has no Settings, yet sets its name and tax in Payments', async ({ page, request }) => {
    const kasir = await seedTenant(request, { package: 'POS_ONLY', menu: 'none' });
    await page.setViewportSize(WIDE);
    await loginAs(page, kasir.staff.admin);
    await page.goto(`/${kasir.slug}/admin/payments`);
    await expect(page.getByRole('link', { name: 'Settings', exact: true })).toHaveCount(0);
    const profile = page.getByRole('form', { name: 'Profil, pajak & biaya layanan' });
    await expect(profile.getByLabel('Tarif pajak (%)')).toHaveValue('11');
    await profile.getByLabel('Nama restoran').fill('KOPI KASIR');
    await profile.getByLabel('Tarif pajak (%)').fill('110');
    await profile.getByRole('button', { name: 'Simpan profil' }).click();
    await expect(profile.getByText('Pengaturan disimpan')).toBeVisible();
    // The combined receipt takes the new name at once.
    await expect(page.getByLabel('Nama restoran di struk')).toHaveValue('KOPI KASIR');
    const resolved = await request.get(`/api/v1/public/resolve/${kasir.slug}`);
    expect(await resolved.json()).toMatchObject({ name: 'KOPI KASIR', taxPercent: 110 });
    // The static QRIS stays beside it.
    await expect(page.getByRole('heading', { name: /QRIS statis/ })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await profile.scrollIntoViewIfNeeded();
    await shotsAtBothSizes(page, SHOTS, 'payments-profile-kasir-saja');
    await page.goto(`/${kasir.slug}/admin/settings`);
    await expect(page.getByRole('form', { name: 'Pajak & biaya layanan' })).toHaveCount(0);
  });
});
