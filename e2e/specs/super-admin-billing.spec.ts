import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { addMonths } from '@meja/shared/billing';
import { createInvoiceResponse, payInvoiceResponse } from '@meja/shared/contracts/billing';
import { staffOrderList } from '@meja/shared/contracts/orders';
import { tenantContext } from '@meja/shared/contracts/tenant';
import { jakartaMonthOf } from '@meja/shared/revenue-months';
import { seriousViolations } from '../support/axe';
import { DEMO } from '../support/demo-accounts';
import { patchOrder, placeOrder, staffApi } from '../support/floor-orders';
import { loginAs } from '../support/login';
import { shotsAtBothSizes } from '../support/shots';
import { test } from '../support/tenant';
import { createMenuItem, uniqueSuffix } from '../support/tenant-api';

/**
 * Issue 15 (Billing & Plans): the super admin bills a PRO restaurant by hand and marks the invoice
 * paid; the restaurant's admin sees its paid period a month longer; the overview shows the month's
 * revenue and the restaurant among the top 10 by order revenue.
 */
const SHOTS = '/work/shots/billing';

test.use({ failOnConsoleErrors: true, tenantOptions: { package: 'PRO' } });

/** The tenant's paid period end, as its admin's context answers it. */
async function paidUntilOf(admin: APIRequestContext, slug: string): Promise<string | null> {
  const response = await admin.get(`/api/v1/tenant/${slug}/context`);
  expect(response.status(), await response.text()).toBe(200);
  return tenantContext.parse(await response.json()).tenant.paidUntil;
}

/** A large paid order, so the restaurant is surely among the top 10 by order revenue. */
async function seedOrderRevenue(
  request: APIRequestContext,
  slug: string,
  adminEmail: string,
  cashierEmail: string,
) {
  const admin = await staffApi(adminEmail);
  const dish = await createMenuItem(admin, slug, {
    name: `PAKET KATERING ${uniqueSuffix()}`,
    price: 1_000_000,
  });
  await admin.dispose();
  const orderId = await placeOrder(request, slug, {
    table: `KT-${uniqueSuffix()}`,
    items: [{ menuItemId: dish, qty: 1 }],
  });
  const cashier = await staffApi(cashierEmail);
  await patchOrder(cashier, slug, orderId, { confirmed: true });
  const list = await cashier.get(`/api/v1/tenant/${slug}/orders`);
  const order = staffOrderList.parse(await list.json()).orders.find((row) => row._id === orderId);
  const payment = await cashier.post(`/api/v1/tenant/${slug}/payments`, {
    data: { orderId, method: 'CASH', amount: Number(order?.grandTotal) },
  });
  expect(payment.status(), await payment.text()).toBe(201);
  await cashier.dispose();
}

async function adminHomeCard(page: Page, slug: string) {
  await page.goto(`/${slug}/admin`);
  const card = page.locator('[data-subscription-card]');
  await expect(card).toBeVisible();
  return card;
}

test('the super admin bills a PRO restaurant and marks it paid; its admin sees the period a month longer', async ({
  browser,
  page,
  request,
  tenant,
}) => {
  // A first paid month (through the API), so the restaurant has a period to extend.
  const superAdminApi = await staffApi(DEMO.superAdmin);
  const first = await superAdminApi.post('/api/v1/super-admin/billing/invoices', {
    data: { tenantSlug: tenant.slug, amount: 249_000 },
  });
  expect(first.status(), await first.text()).toBe(200);
  const firstId = createInvoiceResponse.parse(await first.json()).invoice._id;
  const firstPaid = await superAdminApi.post(`/api/v1/super-admin/billing/invoices/${firstId}/pay`);
  expect(firstPaid.status(), await firstPaid.text()).toBe(200);
  expect(payInvoiceResponse.parse(await firstPaid.json()).invoice.status).toBe('PAID');
  await superAdminApi.dispose();
  await seedOrderRevenue(request, tenant.slug, tenant.staff.admin, tenant.staff.cashier);

  // The restaurant admin sees the period before.
  const adminApi = await staffApi(tenant.staff.admin);
  const before = await paidUntilOf(adminApi, tenant.slug);
  expect(before).not.toBeNull();
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await loginAs(adminPage, tenant.staff.admin);
  const cardBefore = await adminHomeCard(adminPage, tenant.slug);
  await expect(cardBefore).toContainText('Paket PRO');
  await expect(cardBefore).toContainText('aktif sampai');
  await expect(cardBefore.locator('[data-paid-until]')).toHaveAttribute('data-paid-until', before ?? '');

  // The super admin makes the invoice on the Billing & Plans screen.
  await loginAs(page, DEMO.superAdmin);
  await page
    .getByRole('navigation', { name: 'Menu super admin' })
    .getByRole('link', { name: 'Billing', exact: true })
    .click();
  await expect(page).toHaveURL('/super-admin/billing');
  await expect(page.getByRole('heading', { level: 1, name: 'Billing & Plans' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Billing & harga' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Daftar invoice' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Buat invoice' });
  await form.getByLabel('Slug tenant').fill(tenant.slug);
  await form.getByLabel('Jumlah (Rp)').fill('0');
  await form.getByRole('button', { name: 'Buat invoice' }).click();
  await expect(form.getByText('Jumlah minimal Rp 1')).toBeVisible();
  await form.getByLabel('Jumlah (Rp)').fill('249000');
  await form.getByLabel('Keterangan').fill('Perpanjangan PRO 1 bulan');
  await form.getByRole('button', { name: 'Buat invoice' }).click();
  await expect(form.locator('[data-invoice-created]')).toHaveText('Invoice dibuat');

  const row = page
    .locator('[data-invoice-row]')
    .filter({ hasText: tenant.slug })
    .filter({ hasText: 'Belum lunas' });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Rp 249.000');
  // The raw record, in a dialog.
  await row.getByRole('button', { name: /Data lengkap/ }).click();
  const record = page.getByRole('dialog', { name: /Data lengkap invoice/ });
  await expect(record.locator('[data-invoice-record]')).toContainText('Perpanjangan PRO 1 bulan');
  expect(await seriousViolations(page)).toEqual([]);
  await shotsAtBothSizes(page, SHOTS, 'billing-raw-record');
  await record.getByRole('button', { name: 'Tutup' }).click();
  await expect(record).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
  await shotsAtBothSizes(page, SHOTS, 'billing-invoice-created');

  // Mark paid: confirmed, then 'Invoice ditandai lunas' and the paid period on the row.
  const number = (await row.getAttribute('data-invoice-row')) ?? '';
  page.once('dialog', (dialog) => void dialog.accept());
  await row.getByRole('button', { name: /Tandai lunas/ }).click();
  await expect(page.getByText('Invoice ditandai lunas')).toBeVisible();
  const paidRow = page.locator(`[data-invoice-row="${number}"]`);
  await expect(paidRow).toContainText('Lunas');
  await expect(paidRow.getByRole('button', { name: /Tandai lunas/ })).toHaveCount(0);
  await expect(paidRow.locator('[data-invoice-period]')).toContainText('–');
  expect(await seriousViolations(page)).toEqual([]);
  await shotsAtBothSizes(page, SHOTS, 'billing-invoice-paid');

  // The restaurant's paid period is a month longer.
  const after = await paidUntilOf(adminApi, tenant.slug);
  expect(after).toBe(addMonths(new Date(before ?? ''), 1).toISOString());
  await adminApi.dispose();
  const cardAfter = await adminHomeCard(adminPage, tenant.slug);
  await expect(cardAfter.locator('[data-paid-until]')).toHaveAttribute('data-paid-until', after ?? '');
  expect(await seriousViolations(adminPage)).toEqual([]);
  await shotsAtBothSizes(adminPage, SHOTS, 'admin-home-paid-period');
  await adminContext.close();

  // The overview: this month's revenue bar counts the invoices, the restaurant is in the top 10.
  await page
    .getByRole('navigation', { name: 'Menu super admin' })
    .getByRole('link', { name: 'Overview' })
    .click();
  await expect(page).toHaveURL('/super-admin');
  const month = jakartaMonthOf(new Date());
  const monthTotal = page.locator(`[data-revenue-month="${month}"] [data-month-total]`);
  await expect(monthTotal).toHaveCount(1);
  expect(Number(await monthTotal.getAttribute('data-month-total'))).toBeGreaterThanOrEqual(2 * 249_000);
  await expect(page.locator('[data-revenue-chart] .recharts-bar-rectangle').first()).toBeVisible();
  await expect(page.locator(`[data-top-tenant="${tenant.slug}"]`)).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Statistik platform' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await shotsAtBothSizes(page, SHOTS, 'overview-revenue');
});
