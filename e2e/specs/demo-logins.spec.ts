import { expect, test, type Page } from '@playwright/test';
import { publicSettings } from '@meja/shared/contracts/platform';
import { seriousViolations } from '../support/axe';
import { ACCOUNT_SHOTS, shotsAtBothSizes } from '../support/shots';
import { DEMO } from '../support/demo-accounts';

/*
 * Issue 12: the login pages list and prefill the demo accounts only when the server says its demo
 * data is on outside production (`demoLogins` of GET /public/settings). The e2e server runs with
 * SEED_DEMO; the other state is the same server's answer with demoLogins false (what production sends).
 */

const shots = (page: Page, name: string) => shotsAtBothSizes(page, ACCOUNT_SHOTS, name);

/** The server's own settings, with demoLogins turned off as a production server answers. */
async function withoutDemoLogins(page: Page) {
  await page.route('**/api/v1/public/settings', async (route) => {
    const response = await route.fetch();
    const { data } = publicSettings.parse(await response.json());
    expect(data).toMatchObject({ demoLogins: true });
    await route.fulfill({ response, json: { data: { ...data, demoLogins: false } } });
  });
}

test('the staff login lists and prefills the demo accounts while the demo data is on', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(DEMO.warungAdmin);
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue('demo1234');
  await expect(page.getByRole('region', { name: 'Akun demo' })).toContainText(DEMO.superAdmin);
  await shots(page, 'login-demo');
  expect(await seriousViolations(page)).toEqual([]);
});

test('the staff login shows no demo account and no password when the server says no', async ({ page }) => {
  await withoutDemoLogins(page);
  const settings = page.waitForResponse('**/api/v1/public/settings');
  await page.goto('/login');
  await settings;
  await expect(page.getByRole('heading', { level: 1, name: 'Login', exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Akun demo' })).toHaveCount(0);
  await expect(page.getByText('demo1234')).toHaveCount(0);
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue('');
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue('');
  await expect(page.getByRole('link', { name: 'Lupa password?' })).toHaveAttribute(
    'href',
    '/forgot-password',
  );
  await shots(page, 'login-no-demo');
  expect(await seriousViolations(page)).toEqual([]);
});

test("the POS login lists its restaurant's demo admin and cashier, and fills the form from them", async ({
  page,
}) => {
  await page.goto('/pos/warung-demo/login');
  const list = page.getByRole('region', { name: 'Akun demo' });
  await expect(list.getByRole('button')).toHaveCount(2);
  await expect(list).toContainText(DEMO.warungCashier);
  await expect(list).not.toContainText(DEMO.warungKitchen);
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue('');
  await list.getByRole('button', { name: new RegExp(DEMO.warungCashier) }).click();
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(DEMO.warungCashier);
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue('demo1234');
  await expect(page.getByRole('link', { name: 'Lupa password?' })).toHaveAttribute(
    'href',
    '/forgot-password?pos=warung-demo',
  );
  await shots(page, 'pos-login-demo');
  expect(await seriousViolations(page)).toEqual([]);
});

test('the POS login lists nobody when the server says no', async ({ page }) => {
  await withoutDemoLogins(page);
  const settings = page.waitForResponse('**/api/v1/public/settings');
  await page.goto('/pos/warung-demo/login');
  await settings;
  await expect(page.getByRole('heading', { level: 1, name: 'Login Kasir' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Akun demo' })).toHaveCount(0);
  await expect(page.getByText('demo1234')).toHaveCount(0);
  await shots(page, 'pos-login-no-demo');
});
