import { expect, type Page } from '@playwright/test';
import { test } from '../support/tenant';
import { seriousViolations } from '../support/axe';
import { menuItemIds, patchOrder, placeOrder, staffApi } from '../support/floor-orders';
import { loginAs } from '../support/login';
import { uniqueSuffix } from '../support/tenant-api';

async function rupiahOf(page: Page, kpi: string): Promise<number> {
  const text = await page.locator(`[data-kpi="${kpi}"]`).innerText();
  return Number(text.replace(/\D/g, ''));
}

test('the dashboard shows the day, and a closed order moves its figures without a reload', async ({
  page,
  request,
  tenant,
}) => {
  await loginAs(page, tenant.staff.admin);
  await page.goto(`/${tenant.slug}/admin`);
  await expect(page.getByRole('heading', { name: 'Sales Last 7 Days' })).toBeVisible();
  for (const label of [
    'Revenue Today',
    'Revenue Month',
    'Orders Today',
    'Pending Orders',
    'Avg Order (Month)',
  ])
    await expect(page.locator(`[data-kpi="${label}"]`)).toBeVisible();
  const revenueBefore = await rupiahOf(page, 'Revenue Today');

  const [dish] = await menuItemIds(request, tenant.slug, 1);
  const orderId = await placeOrder(request, tenant.slug, {
    table: `D${uniqueSuffix()}`.slice(0, 10),
    items: [{ menuItemId: dish ?? '', qty: 2 }],
  });
  const cashier = await staffApi(tenant.staff.cashier);
  await patchOrder(cashier, tenant.slug, orderId, { status: 'PAID' });
  await cashier.dispose();

  await expect.poll(() => rupiahOf(page, 'Revenue Today'), { timeout: 8000 }).toBeGreaterThan(revenueBefore);
  await expect(page.getByText(`#${orderId.slice(-6).toUpperCase()}`)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.locator('[data-kpi="Revenue Today"]')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('a cashier gets the start panel, not the dashboard', async ({ page, tenant }) => {
  await loginAs(page, tenant.staff.cashier);
  await page.goto(`/${tenant.slug}/admin`);
  await expect(page.locator('[data-kpi="Revenue Today"]')).toHaveCount(0);
});

test("a busy restaurant's figures stay inside their cards on a phone and a laptop", async ({
  page,
  tenant,
}) => {
  // The server's answer with a month of Rp 1.125.000.000: what a busy restaurant reaches.
  await page.route('**/api/v1/tenant/*/dashboard', async (route) => {
    const response = await route.fetch();
    const body: { kpis: Record<string, number> } = await response.json();
    body.kpis = { ...body.kpis, revenueToday: 12_500_000, revenueMonth: 1_125_000_000 };
    await route.fulfill({ response, json: body });
  });
  await loginAs(page, tenant.staff.admin);
  await expect(page.locator('[data-kpi="Revenue Month"]')).toContainText('1.125.000.000');
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 800 });
    const overflowing = await page.evaluate<number>(
      `[...document.querySelectorAll('[data-kpi]')].filter((e) => e.scrollWidth > e.clientWidth + 1).length`,
    );
    expect(overflowing, `at ${width} px`).toBe(0);
  }
});
