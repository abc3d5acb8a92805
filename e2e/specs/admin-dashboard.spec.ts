import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { adminOptionGroup } from '@meja/shared/contracts/menu-options';
import { customerOrderCreated } from '@meja/shared/contracts/orders';
import { test } from '../support/tenant';
import { seriousViolations } from '../support/axe';
import { menuItemIds, patchOrder, placeOrder, staffApi } from '../support/floor-orders';
import { loginAs } from '../support/login';
import { shotsAtBothSizes } from '../support/shots';
import { uniqueSuffix } from '../support/tenant-api';

const SHOTS = '/work/shots/reports-options-tickets';

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
  await page.route(/\/api\/v1\/tenant\/[^/]+\/(dashboard|reports)$/, async (route) => {
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

test("the kitchen's ticket time today, and the period's options and ticket times in the reports", async ({
  page,
  tenant,
}) => {
  // 'Level pedas' on the first dish; a diner orders it twice at Level 3, the kitchen cooks it, it is paid.
  const admin = await staffApi(tenant.staff.admin);
  const [dish] = await menuItemIds(admin, tenant.slug, 1);
  const made = await admin.post(`/api/v1/tenant/${tenant.slug}/menu/option-groups`, {
    data: {
      name: 'Level pedas',
      minChoices: 1,
      maxChoices: 1,
      options: [{ name: 'Level 1' }, { name: 'Level 3', priceDelta: 2000 }],
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  const level = adminOptionGroup.parse(await made.json());
  const attached = await admin.put(`/api/v1/tenant/${tenant.slug}/menu/${dish ?? ''}`, {
    data: { optionGroupIds: [level.id] },
  });
  expect(attached.status(), await attached.text()).toBe(200);
  const ordered = await admin.post(`/api/v1/public/${tenant.slug}/orders`, {
    data: {
      table: `T${uniqueSuffix()}`.slice(0, 10),
      items: [{ menuItemId: dish, qty: 2, options: [level.options[1]?.id] }],
    },
    headers: { 'Idempotency-Key': randomUUID() },
  });
  expect(ordered.status(), await ordered.text()).toBe(201);
  const orderId = customerOrderCreated.parse(await ordered.json()).order._id;
  const cashier = await staffApi(tenant.staff.cashier);
  const kitchen = await staffApi(tenant.staff.kitchen);
  await patchOrder(cashier, tenant.slug, orderId, { confirmed: true });
  await new Promise((resolve) => setTimeout(resolve, 1100));
  await patchOrder(kitchen, tenant.slug, orderId, { ready: true }, '/ready');
  await patchOrder(cashier, tenant.slug, orderId, { status: 'PAID' });
  await Promise.all([admin.dispose(), cashier.dispose(), kitchen.dispose()]);

  await loginAs(page, tenant.staff.admin);
  await page.goto(`/${tenant.slug}/admin`);
  const today = page.locator('[data-ticket-times-today]');
  await expect(today).toContainText('Waktu masak hari ini');
  await expect(today.locator('[data-ticket-figures]')).toHaveText(/^rata-rata \d+ dtk, p90 \d+ dtk$/);
  await expect(today).toContainText(/dari \d+ pesanan yang siap/);

  await page.goto(`/${tenant.slug}/admin/reports`);
  const options = page.locator('[data-top-options]');
  await expect(options.locator('[data-top-option="Level pedas: Level 3"]')).toContainText('2 porsi');
  await expect(options.locator('[data-option-revenue]')).toHaveAttribute('data-option-revenue', '4000');
  await expect(page.locator('[data-ticket-times] [data-ticket-day]')).toHaveCount(1);
  expect(await seriousViolations(page)).toEqual([]);

  // A busy week, as the server would answer it, to see the figures at both sizes.
  await page.route('**/api/v1/tenant/*/reports/profit-loss*', async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    const days = ['20', '21', '22', '23', '24', '25', '26'].map((day, i) => ({
      date: `2026-11-${day}`,
      count: 40 + i * 7,
      averageSeconds: 420 + i * 35,
      p90Seconds: 780 + i * 95 + (i === 5 ? 1900 : 0),
    }));
    body.ticketTimes = { days, period: { count: 427, averageSeconds: 524, p90Seconds: 1_260 } };
    body.topOptions = [
      { group: 'Tambahan', name: 'Telur ceplok', qty: 184, revenue: 736_000 },
      { group: 'Level pedas', name: 'Level 3', qty: 151, revenue: 0 },
      { group: 'Ukuran', name: 'Jumbo (porsi dua kali lipat, nasi tambah)', qty: 64, revenue: 640_000 },
      { group: 'Es', name: 'Sedikit es', qty: 12, revenue: 0 },
    ];
    await route.fulfill({ response, json: body });
  });
  await page.route(/\/api\/v1\/tenant\/[^/]+\/(dashboard|reports)$/, async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    body.ticketTimes = { today: { count: 58, averageSeconds: 487, p90Seconds: 842 } };
    await route.fulfill({ response, json: body });
  });
  await page.reload();
  await expect(page.locator('[data-ticket-times] [data-ticket-day]')).toHaveCount(7);
  await shotsAtBothSizes(page, SHOTS, 'reports');
  await page.goto(`/${tenant.slug}/admin`);
  await expect(today.locator('[data-ticket-figures]')).toHaveText('rata-rata 8 mnt, p90 14 mnt');
  await shotsAtBothSizes(page, SHOTS, 'dashboard');
});
