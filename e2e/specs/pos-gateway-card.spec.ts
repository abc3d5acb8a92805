import { mkdirSync } from 'node:fs';
import { expect, type Locator, type Page } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { loginAs } from '../support/login';
import { test } from '../support/tenant';
import { uniqueSuffix } from '../support/tenant-api';

/*
 * Issue 17, the restaurant's own payment gateway: the admin sets Midtrans up on the payments page,
 * a cashier sells by card through it, the customer pays on the gateway's page, and the POS sees the
 * sale paid by itself. The e2e server runs the gateways' local fakes (FAKE_GATEWAYS).
 */

const SHOTS = '/work/shots/h17';
const SIZES = [
  { width: 390, height: 844 },
  { width: 1366, height: 768 },
] as const;

/**
 * The element at a phone's and a laptop's width, cut from a full-page shot (so the sticky top bar
 * stays at the page's top instead of covering the element), then the old size again.
 */
async function shotsOf(page: Page, element: Locator, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  const original = page.viewportSize();
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await page.evaluate('window.scrollTo(0, 0)');
    const box = await element.boundingBox();
    if (!box) throw new Error(`${name}: the element is not visible`);
    await page.screenshot({ path: `${SHOTS}/${name}-${size.width}.png`, fullPage: true, clip: box });
  }
  if (original) await page.setViewportSize(original);
}

async function openGatewaySection(page: Page, slug: string): Promise<Locator> {
  await page.goto(`/${slug}/admin/payments`);
  const section = page.getByRole('region', { name: /^Gateway pembayaran/ });
  await expect(section.getByLabel('Gateway', { exact: true })).toBeVisible();
  return section;
}

test('the admin’s gateway form: only the chosen provider’s keys, Stripe has no QRIS, a refused save names its field, keys cleared after asking', async ({
  page,
  tenant,
}) => {
  await loginAs(page, tenant.staff.admin);
  const section = await openGatewaySection(page, tenant.slug);
  const form = section.getByRole('form', { name: /^Gateway pembayaran/ });
  await expect(section.getByText('Tidak dipakai', { exact: true })).toBeVisible();
  const card = form.getByRole('switch', { name: 'Kartu lewat gateway' });
  const qris = form.getByRole('switch', { name: 'QRIS lewat gateway' });
  await expect(card).toBeDisabled();
  await expect(qris).toBeDisabled();
  await expect(form.getByLabel(/Server key Midtrans/)).toHaveCount(0);
  await shotsOf(page, section, 'admin-gateway-empty');

  // Xendit with card, but no keys: the API refuses and names the missing key's field.
  const provider = form.getByLabel('Gateway', { exact: true });
  await provider.selectOption('xendit');
  const apiKey = form.getByLabel(/Secret API key Xendit/);
  await expect(apiKey).toHaveAttribute('type', 'password');
  await expect(form.getByText('Belum diisi.')).toHaveCount(2);
  await expect(form.getByText(/\/api\/v1\/webhooks\/xendit\//)).toBeVisible();
  await card.check();
  await form.getByRole('button', { name: 'Simpan gateway' }).click();
  await expect(apiKey).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText('Lengkapi kunci gateway ini sebelum memakainya.')).toBeVisible();
  await shotsOf(page, section, 'admin-gateway-error');
  expect(await seriousViolations(page)).toEqual([]);

  // Stripe: QRIS cannot go through it.
  await provider.selectOption('stripe');
  await expect(qris).toBeDisabled();
  await expect(qris).not.toBeChecked();
  await expect(form.getByText('Stripe tidak menyediakan QRIS.', { exact: false })).toBeVisible();
  await expect(form.getByLabel(/Secret key Stripe/)).toBeVisible();
  await expect(form.getByLabel(/Secret API key Xendit/)).toHaveCount(0);

  // Midtrans with a key and both methods: saved, the key shown only by its last 4 characters.
  const key = `SB-Mid-server-${uniqueSuffix()}`;
  await provider.selectOption('midtrans');
  await form.getByLabel(/Server key Midtrans/).fill(key);
  await qris.check();
  await form.getByRole('button', { name: 'Simpan gateway' }).click();
  await expect(form.getByText('Gateway pembayaran disimpan')).toBeVisible();
  await expect(form.getByLabel(/Server key Midtrans/)).toHaveValue('');
  await expect(form.getByText(`Tersimpan: ••••${key.slice(-4)}.`, { exact: false })).toBeVisible();
  await expect(section.getByText('Aktif: Midtrans')).toBeVisible();
  await expect(form.getByText(/\/api\/v1\/webhooks\/midtrans\//)).toBeVisible();
  await shotsOf(page, section, 'admin-gateway-filled');
  expect(await seriousViolations(page)).toEqual([]);

  // 'Hapus semua kunci' asks first; cancelling keeps everything.
  await form.getByRole('button', { name: 'Hapus semua kunci' }).click();
  const ask = page.getByRole('dialog', { name: 'Hapus semua kunci gateway?' });
  await expect(ask).toBeVisible();
  await shotsOf(page, ask, 'admin-gateway-clear-dialog');
  await ask.getByRole('button', { name: 'Batal' }).click();
  await expect(ask).toHaveCount(0);
  await expect(section.getByText('Aktif: Midtrans')).toBeVisible();
  await form.getByRole('button', { name: 'Hapus semua kunci' }).click();
  await ask.getByRole('button', { name: 'Ya, hapus semua kunci' }).click();
  await expect(ask).toHaveCount(0);
  await expect(form.getByText('Semua kunci gateway dihapus')).toBeVisible();
  await expect(form.getByText('Belum diisi.')).toBeVisible();
  await expect(section.getByText('Tidak dipakai', { exact: true })).toBeVisible();
  await expect(card).not.toBeChecked();
  await expect(form.getByRole('button', { name: 'Hapus semua kunci' })).toHaveCount(0);
});
