import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import Papa from 'papaparse';
import { expenseList } from '@meja/shared/contracts/expenses';
import { profitLoss, reportsOverview } from '@meja/shared/contracts/reports';
import { formatRupiah } from '@meja/shared/money';
import { addDays } from '@meja/shared/dates';
import { seriousViolations } from '../support/axe';
import { menuItemIds, patchOrder, placeOrder, staffApi } from '../support/floor-orders';
import { loginAs } from '../support/login';
import { shotsAtBothSizes } from '../support/shots';
import { test } from '../support/tenant';
import { jakartaToday, uniqueSuffix } from '../support/tenant-api';

// New screens of issue 14: nothing in the browser console.
test.use({ failOnConsoleErrors: true });

/* Issue 14: payroll, expenses and the profit-and-loss report, end to end in the browser. */

const SHOTS = '/work/shots/finance';

async function amountOf(page: Page, line: string): Promise<number> {
  return Number(await page.locator(`[data-pnl="${line}"]`).getAttribute('data-amount'));
}

/** A paid order through the API, so the period has revenue. */
async function paidOrder(page: Page, tenant: { slug: string; staff: { cashier: string } }) {
  const [dish] = await menuItemIds(page.request, tenant.slug, 1);
  const orderId = await placeOrder(page.request, tenant.slug, {
    table: `F${uniqueSuffix()}`.slice(0, 10),
    items: [{ menuItemId: dish ?? '', qty: 2 }],
  });
  const cashier = await staffApi(tenant.staff.cashier);
  await patchOrder(cashier, tenant.slug, orderId, { status: 'PAID' });
  await cashier.dispose();
}

async function apiProfitLoss(page: Page, slug: string, query = '') {
  const response = await page.request.get(`/api/v1/tenant/${slug}/reports/profit-loss${query}`);
  expect(response.status(), await response.text()).toBe(200);
  return profitLoss.parse(await response.json());
}

test('posting a payroll period lowers the profit by exactly its total, and a second post asks first', async ({
  page,
  tenant,
}) => {
  await loginAs(page, tenant.staff.admin);
  await paidOrder(page, tenant);
  await page.goto(`/${tenant.slug}/admin/reports`);
  await expect(page.getByRole('heading', { level: 2, name: 'Laba Rugi' })).toBeVisible();
  await expect(page.locator('[data-pnl="revenue"]')).toBeVisible();
  const profitBefore = await amountOf(page, 'profit');
  expect(await amountOf(page, 'revenue')).toBeGreaterThan(0);

  await page.getByRole('link', { name: 'Payroll' }).first().click();
  await expect(page).toHaveURL(`/${tenant.slug}/admin/payroll`);
  const today = jakartaToday();
  const start = addDays(today, -13);

  // The SPEC §5 texts first: no dates, then no row.
  await page.getByRole('button', { name: 'Posting ke pengeluaran' }).click();
  await expect(page.getByText('Tanggal mulai/akhir wajib diisi').first()).toBeVisible();
  await page.getByLabel('Periode mulai').fill(start);
  await page.getByLabel('Periode akhir').fill(today);
  await page.getByRole('button', { name: 'Posting ke pengeluaran' }).click();
  await expect(page.getByText('Isi minimal satu baris dengan nama dan angka')).toBeVisible();

  const fill = async (row: number, values: Record<string, string>) => {
    for (const [field, value] of Object.entries(values))
      await page.getByLabel(`${field}, baris ${row}`, { exact: true }).fill(value);
  };
  await fill(1, {
    Nama: 'Ani',
    'Gaji pokok': '3000000',
    Lembur: '250000',
    Potongan: '50000',
    Kasbon: '500000',
  });
  await fill(2, { Nama: 'Budi', 'Gaji pokok': '2000000', Insentif: '150000' });
  const total = 3_000_000 + 250_000 - 50_000 - 500_000 + 2_000_000 + 150_000;
  await expect(page.locator('[data-payroll-row="0"] [data-payroll-net]')).toHaveText(formatRupiah(2_700_000));
  await expect(page.locator('[data-payroll-total]')).toHaveAttribute('data-payroll-total', String(total));
  await shotsAtBothSizes(page, SHOTS, 'payroll-filled');

  await page.getByRole('button', { name: 'Posting ke pengeluaran' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'diposting' })).toContainText(formatRupiah(total));
  const listed = page.locator('[data-payroll-period]');
  await expect(listed).toHaveCount(1);
  await expect(listed.first()).toContainText('Ani, Budi');
  await expect(listed.first()).toContainText('Tercatat');
  expect(await seriousViolations(page)).toEqual([]);

  // The same dates again: the server asks, the admin cancels, nothing more is posted.
  await page.getByLabel('Periode mulai').fill(start);
  await page.getByLabel('Periode akhir').fill(today);
  await fill(1, { Nama: 'Ani', 'Gaji pokok': '100000' });
  await page.getByRole('button', { name: 'Posting ke pengeluaran' }).click();
  const dialog = page.getByRole('dialog', { name: 'Periode ini sudah diposting' });
  await expect(dialog).toContainText('Sebelumnya diposting 1 kali');
  await shotsAtBothSizes(page, SHOTS, 'payroll-confirm');
  await dialog.getByRole('button', { name: 'Batal' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(listed).toHaveCount(1);
  await shotsAtBothSizes(page, SHOTS, 'payroll');

  await page.goto(`/${tenant.slug}/admin/reports`);
  await expect(page.locator('[data-pnl="expense-PAYROLL"]')).toHaveAttribute('data-amount', String(-total));
  expect(await amountOf(page, 'profit')).toBe(profitBefore - total);
  const api = await apiProfitLoss(page, tenant.slug);
  expect(api.profit).toBe(profitBefore - total);
});

test('an admin adds and deletes expenses, and the P&L and daily-sales CSVs parse back to the report’s figures', async ({
  page,
  tenant,
}) => {
  await loginAs(page, tenant.staff.admin);
  await paidOrder(page, tenant);
  await page.goto(`/${tenant.slug}/admin/reports/expenses`);
  await expect(page.getByRole('heading', { level: 1, name: 'Pengeluaran' })).toBeVisible();

  const addExpense = async (category: string, amount: string, note: string) => {
    await page.getByLabel('Kategori').selectOption({ label: category });
    await page.getByLabel('Jumlah (Rp)').fill(amount);
    await page.getByLabel('Catatan').fill(note);
    await page.getByRole('button', { name: 'Simpan pengeluaran' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'disimpan' })).toContainText(category);
  };
  // The spec's restaurant may hold the payroll of the test before: count from what is listed.
  const listedBefore = await page.locator('[data-expense]').count();
  await addExpense('Sewa tempat', '1250000', 'Sewa ruko, “lantai 2”, termasuk PPN');
  await addExpense('Perawatan & perbaikan', '300000', 'Servis kulkas');
  await expect(page.locator('[data-expense]')).toHaveCount(listedBefore + 2);

  // Deleting asks first; cancelling keeps it.
  const repair = page.locator('[data-expense]').filter({ hasText: 'Servis kulkas' });
  await repair.getByRole('button', { name: /^Hapus/ }).click();
  const confirm = page.getByRole('dialog', { name: 'Hapus pengeluaran ini?' });
  await expect(confirm).toContainText(formatRupiah(300_000));
  await shotsAtBothSizes(page, SHOTS, 'expenses-confirm-delete');
  await confirm.getByRole('button', { name: 'Batal' }).click();
  await expect(page.locator('[data-expense]')).toHaveCount(listedBefore + 2);
  await repair.getByRole('button', { name: /^Hapus/ }).click();
  await confirm.getByRole('button', { name: 'Hapus', exact: true }).click();
  await expect(page.locator('[data-expense]')).toHaveCount(listedBefore + 1);
  await expect(repair).toHaveCount(0);
  const listed = expenseList.parse(
    await (await page.request.get(`/api/v1/tenant/${tenant.slug}/expenses`)).json(),
  );
  expect(listed.items.filter((item) => item.category === 'RENT').map((item) => item.amount)).toEqual([
    1_250_000,
  ]);
  await expect(page.locator('[data-expenses-total]')).toHaveAttribute(
    'data-expenses-total',
    String(listed.total),
  );
  expect(await seriousViolations(page)).toEqual([]);
  await shotsAtBothSizes(page, SHOTS, 'expenses');

  await page.goto(`/${tenant.slug}/admin/reports`);
  await expect(page.locator('[data-pnl="expense-RENT"]')).toHaveAttribute('data-amount', '-1250000');
  await expect(page.locator('[data-trend-chart]')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await shotsAtBothSizes(page, SHOTS, 'reports');
  const api = await apiProfitLoss(page, tenant.slug);

  const downloaded = async (button: string) => {
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: button }).click();
    const file = await download;
    const text = readFileSync((await file.path()) ?? '', 'utf8');
    expect(text.startsWith('\uFEFF'), 'a UTF-8 byte-order mark for spreadsheets').toBe(true);
    expect(text).toContain('\r\n');
    return {
      name: file.suggestedFilename(),
      rows: Papa.parse<string[]>(text.slice(1), { skipEmptyLines: true }),
    };
  };

  const pnl = await downloaded('Unduh CSV Laba Rugi');
  expect(pnl.name).toBe(`laba-rugi-${tenant.slug}-${api.start}-${api.end}.csv`);
  expect(pnl.rows.errors).toEqual([]);
  const [header, ...lines] = pnl.rows.data;
  expect(header).toEqual(['Mulai', 'Akhir', 'Kelompok', 'Pos', 'Jumlah (Rp)']);
  const amount = (line: string) => {
    const row = lines.find((cells) => cells[3] === line);
    expect(row?.slice(0, 2), line).toEqual([api.start, api.end]);
    return Number(row?.[4]);
  };
  expect(amount('Pendapatan (pembayaran selesai)')).toBe(api.revenue);
  expect(amount('Pembelian bahan')).toBe(api.purchases);
  expect(amount('Sewa tempat')).toBe(1_250_000);
  expect(amount('Perawatan & perbaikan')).toBe(0);
  expect(amount('Total beban')).toBe(api.expenses);
  expect(amount('Laba kotor')).toBe(api.grossProfit);
  expect(amount('Laba bersih')).toBe(api.profit);
  expect(api.profit).toBe(api.revenue - api.purchases - api.expenses);

  const overviewResponse = await page.request.get(`/api/v1/tenant/${tenant.slug}/reports`);
  const overview = reportsOverview.parse(await overviewResponse.json());
  const daily = await downloaded('Unduh CSV penjualan harian');
  const [dailyHeader, ...days] = daily.rows.data;
  expect(dailyHeader).toEqual(['Tanggal', 'Penjualan (Rp)']);
  expect(days).toEqual(overview.dailySales90d.map((day) => [day.date, String(day.amount)]));
  expect(days).toHaveLength(90);
});

test.describe('a KASIR_SAJA restaurant', () => {
  test.use({ tenantOptions: { package: 'POS_ONLY', menu: 'none' } });

  test('has the reports and expenses, not payroll', async ({ page, tenant }) => {
    await loginAs(page, tenant.staff.admin);
    await page.goto(`/${tenant.slug}/admin/reports`);
    await expect(page.getByRole('heading', { level: 2, name: 'Laba Rugi' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Payroll' })).toHaveCount(0);
    // No kitchen, so no ticket times (issue 21) in the period nor in today's figures.
    await expect(page.getByRole('heading', { level: 2, name: 'Sales Last 7 Days' })).toBeVisible();
    await expect(page.locator('[data-ticket-times], [data-ticket-times-today]')).toHaveCount(0);
    await page.goto(`/${tenant.slug}/admin/payroll`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Payroll tidak tersedia di paket Anda' }),
    ).toBeVisible();
  });
});
