import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { DEMO } from '../support/demo-accounts';
import { menuItemIds, patchOrder, placeOrder, staffApi } from '../support/floor-orders';
import { loginAs } from '../support/login';
import { uniqueSuffix } from '../support/tenant-api';

const SLUG = 'warung-demo';

async function rupiahOf(page: Page, kpi: string): Promise<number> {
  const text = await page.locator(`[data-kpi="${kpi}"]`).innerText();
  return Number(text.replace(/\D/g, ''));
}

test('the dashboard shows the day, and a closed order moves its figures without a reload', async ({
  page,
  request,
}) => {
  await loginAs(page, DEMO.warungAdmin);
  await page.goto(`/${SLUG}/admin`);
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

  const [dish] = await menuItemIds(request, SLUG, 1);
  const orderId = await placeOrder(request, SLUG, {
    table: `D${uniqueSuffix()}`.slice(0, 10),
    items: [{ menuItemId: dish ?? '', qty: 2 }],
  });
  const cashier = await staffApi(DEMO.warungCashier);
  await patchOrder(cashier, SLUG, orderId, { status: 'PAID' });
  await cashier.dispose();

  await expect.poll(() => rupiahOf(page, 'Revenue Today'), { timeout: 8000 }).toBeGreaterThan(revenueBefore);
  await expect(page.getByText(`#${orderId.slice(-6).toUpperCase()}`)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.locator('[data-kpi="Revenue Today"]')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('a cashier gets the start panel, not the dashboard', async ({ page }) => {
  await loginAs(page, DEMO.warungCashier);
  await page.goto(`/${SLUG}/admin`);
  await expect(page.locator('[data-kpi="Revenue Today"]')).toHaveCount(0);
});
