import { mkdirSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { checkoutResponse } from '@meja/shared/contracts/billing';
import { formatRupiah as rupiah } from '@meja/shared/money';
import { seriousViolations } from '../support/axe';
import { loginAs } from '../support/login';
import { platformOffer } from '../support/platform-offer';
import { test } from '../support/tenant';
import { saveShot } from '../support/shots';

// Staff and pages only: no menu to seed.
test.use({ tenantOptions: { menu: 'none' } });

/* Issue 7's purchases: checkout from the payment page to the manual provider's invoice, and a visitor's. */

const SHOTS = '/tmp/site-shots';

async function shot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await saveShot(page, `${SHOTS}/${name}.png`, { fullPage: true });
}

test("a restaurant admin buys PRO for the spec's restaurant and lands on the returned payment page", async ({
  page,
  request,
  tenant,
}) => {
  const offer = await platformOffer(request);
  await loginAs(page, tenant.staff.admin);
  await page.goto(`/payment/${tenant.slug}?plan=PRO&cycle=monthly`);
  await expect(page.getByRole('heading', { level: 1, name: 'Pembayaran Paket' })).toBeVisible();
  await expect(page.getByRole('radio', { name: /^PRO/ })).toBeChecked();
  await expect(page.locator('[data-payment-total]')).toHaveText(`${rupiah(offer.pricePro)}/bln`);
  await expect(
    page.getByText('Pembayaran dikonfirmasi oleh tim Meja (platform)', { exact: false }),
  ).toBeVisible();

  // Yearly, then back: the total follows, and so does the address.
  await page.getByRole('radio', { name: /Tahunan/ }).click();
  await expect(page).toHaveURL(`/payment/${tenant.slug}?plan=PRO&cycle=yearly`);
  await expect(page.locator('[data-payment-total]')).toHaveText(`${rupiah(offer.pricePro * 10)}/thn`);
  await page.getByRole('radio', { name: 'Bulanan' }).click();
  await shot(page, 'payment-page');
  expect(await seriousViolations(page)).toEqual([]);

  // The answer is read on its way to the page (the page leaves at once for the paymentUrl).
  let sent: unknown = null;
  let answer: unknown = null;
  await page.route('**/api/v1/public/checkout', async (route) => {
    sent = route.request().postDataJSON();
    const response = await route.fetch();
    answer = await response.json();
    expect(response.status()).toBe(200);
    await route.fulfill({ response });
  });
  await page.getByRole('button', { name: `Bayar ${rupiah(offer.pricePro)}` }).click();
  await expect.poll(() => answer).not.toBeNull();
  expect(sent).toEqual({ plan: 'PRO', cycle: 'monthly', tenantSlug: tenant.slug });
  const { paymentUrl } = checkoutResponse.parse(answer);
  expect(paymentUrl).toMatch(new RegExp(`/payment/${tenant.slug}/invoice/[^/?]+\\?token=`));
  await expect(page).toHaveURL(paymentUrl);

  // The manual provider's invoice: status, what to transfer where, what to write, who confirms.
  await expect(page.getByRole('heading', { level: 1, name: /^Tagihan INV-\d{6}-\d{6,}$/ })).toBeVisible();
  const number = (await page.getByRole('heading', { level: 1 }).innerText()).replace('Tagihan ', '');
  await expect(page.getByText('Belum dibayar')).toBeVisible();
  await expect(page.getByText('Paket PRO — 1 bulan')).toBeVisible();
  await expect(page.locator('[data-invoice-amount]')).toHaveText(rupiah(offer.pricePro));
  const transfer = page.getByRole('region', { name: 'Cara membayar' });
  await expect(transfer.getByRole('button', { name: 'Salin Nomor rekening' })).toBeVisible();
  await expect(transfer.getByRole('button', { name: 'Salin Jumlah transfer' })).toBeVisible();
  await expect(transfer.getByText(number, { exact: true })).toBeVisible();
  await expect(
    transfer.getByText('dikonfirmasi secara manual oleh tim Meja', { exact: false }),
  ).toBeVisible();
  await expect(transfer.getByRole('link', { name: 'Konfirmasi pembayaran via WhatsApp' })).toHaveAttribute(
    'href',
    new RegExp(`^https://wa\\.me/6281200000000\\?text=.*${number}`),
  );
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await transfer.getByRole('button', { name: 'Salin Jumlah transfer' }).click();
  await expect(transfer.getByRole('button', { name: 'Disalin Jumlah transfer' })).toBeVisible();
  expect(await page.evaluate('navigator.clipboard.readText()')).toBe(String(offer.pricePro));
  await shot(page, 'invoice-page');
  expect(await seriousViolations(page)).toEqual([]);

  // The same invoice without its token is nobody's business.
  await page.goto(paymentUrl.replace(/token=[^&]+/, 'token=salah'));
  await expect(page.getByRole('heading', { level: 1, name: 'Tagihan tidak ditemukan' })).toBeVisible();
});

test('a visitor registers a BASIC restaurant through Mulai Gratis', async ({ page }) => {
  const runId = Date.now();
  await page.goto('/pricing');
  await page.getByRole('article', { name: 'BASIC' }).getByRole('link', { name: 'Mulai Gratis' }).click();
  await expect(page).toHaveURL('/register');
  await expect(page.getByLabel('Paket')).toHaveValue('BASIC');
  await page.getByLabel('Nama restoran').fill(`Warung Gratis ${runId}`);
  await page.getByLabel('Email', { exact: true }).fill(`e2e-basic-${runId}@example.test`);
  await page.getByLabel('Password', { exact: true }).fill('rahasia-e2e-123');
  const registered = page.waitForResponse((r) => r.url().endsWith('/api/v1/public/register'));
  await page.getByRole('button', { name: 'Daftar' }).click();
  expect((await registered).request().postDataJSON()).toMatchObject({ package: 'BASIC' });
  await expect(page.getByRole('heading', { name: 'Pendaftaran berhasil!' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Bayar paket/ })).toHaveCount(0);
});

test("a visitor's checkout leads to registering with the plan bought", async ({ page }) => {
  await page.goto('/pricing');
  await page.getByRole('article', { name: 'PRO' }).getByRole('button', { name: 'Beli PRO' }).click();
  await expect(page).toHaveURL('/register?package=PRO');
  await expect(page.getByLabel('Paket')).toHaveValue('PRO');
  await shot(page, 'register-preselected');
});

test("the landing's KASIR_SAJA section opens its payment page", async ({ page, request }) => {
  const offer = await platformOffer(request);
  await page.goto('/');
  await page.getByRole('link', { name: 'Pilih KASIR_SAJA' }).click();
  await expect(page).toHaveURL('/pay?plan=POS_ONLY&cycle=monthly');
  await expect(page.getByRole('radio', { name: /^KASIR_SAJA/ })).toBeChecked();
  await expect(page.locator('[data-payment-total]')).toHaveText(`${rupiah(offer.pricePOS)}/bln`);
  await expect(page.getByText('Belum punya akun?', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: `Bayar ${rupiah(offer.pricePOS)}` }).click();
  await expect(page).toHaveURL('/register?package=POS_ONLY');
  await expect(page.getByLabel('Paket')).toHaveValue('POS_ONLY');
});

test('the invoice page without bank details, and once paid', async ({ page }) => {
  const invoice = {
    _id: '01a20ded-c910-71d3-8b4e-38431d7d8e26',
    number: 'INV-202611-000042',
    tenantSlug: 'warung-demo',
    tenantName: 'WARUNG DEMO',
    kind: 'PLAN',
    plan: 'POS_ONLY',
    cycle: 'yearly',
    description: 'Paket KASIR_SAJA — 12 bulan (bayar 10)',
    amount: 990_000,
    status: 'UNPAID',
    createdAt: '2026-11-24T03:00:00.000Z',
    dueAt: '2026-12-01T03:00:00.000Z',
    paidAt: null,
  };
  const blankBank = { bankName: '', accountNumber: '', accountName: '', note: '' };
  let answer: Record<string, unknown> = { invoice, bankTransfer: blankBank, whatsappNumber: '' };
  await page.route('**/api/v1/public/warung-demo/invoices/**', (route) => route.fulfill({ json: answer }));

  await page.goto(`/payment/warung-demo/invoice/${invoice._id}?token=t`);
  await expect(page.getByRole('heading', { level: 1, name: 'Tagihan INV-202611-000042' })).toBeVisible();
  await expect(page.getByText('Paket KASIR_SAJA — 12 bulan (bayar 10)')).toBeVisible();
  const transfer = page.getByRole('region', { name: 'Cara membayar' });
  await expect(transfer.getByText('Rekening pembayaran belum diatur')).toBeVisible();
  await expect(transfer.getByRole('link', { name: /^halo@/ })).toHaveAttribute('href', /^mailto:halo@/);
  await expect(transfer.getByRole('button', { name: 'Salin Nomor rekening' })).toHaveCount(0);
  await expect(transfer.getByText(rupiah(990_000))).toBeVisible();
  await expect(transfer.getByText('INV-202611-000042', { exact: true })).toBeVisible();
  await expect(transfer.getByRole('link', { name: /WhatsApp/ })).toHaveCount(0);
  await shot(page, 'invoice-no-bank');
  expect(await seriousViolations(page)).toEqual([]);

  answer = { ...answer, invoice: { ...invoice, status: 'PAID', paidAt: '2026-11-25T02:00:00.000Z' } };
  await page.getByRole('button', { name: 'Periksa status' }).click();
  await expect(page.getByText('Status: Lunas')).toBeVisible();
  await expect(page.getByText('Pembayaran tagihan ini sudah kami terima.', { exact: false })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Cara membayar' })).toHaveCount(0);
});

test('a new PRO restaurant pays from the link after registering, before anyone has logged in', async ({
  page,
}) => {
  const runId = Date.now();
  await page.goto('/register');
  await page.getByLabel('Nama restoran').fill(`Kedai Bayar ${runId}`);
  await page.getByLabel('Email', { exact: true }).fill(`e2e-bayar-${runId}@example.test`);
  await page.getByLabel('Password', { exact: true }).fill('rahasia-e2e-123');
  await page.getByLabel('Paket').selectOption({ label: 'PRO' });
  await page.getByRole('button', { name: 'Daftar' }).click();
  await page.getByRole('link', { name: 'Bayar paket PRO' }).click();
  await expect(page).toHaveURL(/\/payment\/kedai-bayar-\d+\?plan=PRO&cycle=monthly&token=[\w-]{43}$/);

  // Switching the cycle keeps the token in the address.
  await page.getByRole('radio', { name: /Tahunan/ }).click();
  await expect(page).toHaveURL(/\?plan=PRO&cycle=yearly&token=[\w-]{43}$/);
  const token = new URL(page.url()).searchParams.get('token');
  const sent = page.waitForRequest('**/api/v1/public/checkout');
  await page.getByRole('button', { name: /^Bayar Rp/ }).click();
  expect((await sent).postDataJSON()).toEqual({
    plan: 'PRO',
    cycle: 'yearly',
    tenantSlug: `kedai-bayar-${runId}`,
    checkoutToken: token,
  });
  await expect(page).toHaveURL(new RegExp(`/payment/kedai-bayar-${runId}/invoice/[^/?]+\\?token=`));
  await expect(page.getByText('Paket PRO — 12 bulan (bayar 10)')).toBeVisible();

  // The same page without the token is refused like an unknown restaurant.
  await page.goto(`/payment/kedai-bayar-${runId}?plan=PRO&cycle=monthly`);
  await page.getByRole('button', { name: /^Bayar Rp/ }).click();
  await expect(page.getByRole('alert')).toHaveText('Tenant tidak ditemukan.');
});
