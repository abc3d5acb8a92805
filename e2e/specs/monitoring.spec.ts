import { expect, type Page } from '@playwright/test';
import { DEMO } from '../support/demo-accounts';
import { seriousViolations } from '../support/axe';
import { loginAs } from '../support/login';
import { shotsAtBothSizes } from '../support/shots';
import { test } from '../support/tenant';

/** Issue 15 (overview): the super admin watches the instance's load move on the monitoring panel. */
const SHOTS = '/work/shots/monitoring';
const LOAD_REQUESTS = 300;

test.use({ failOnConsoleErrors: true });

/** A figure of the panel as a number (id-ID: "1.234,5"). */
async function figure(page: Page, name: string): Promise<number> {
  const text = (await page.locator(`[data-metric="${name}"]`).textContent()) ?? '';
  return Number(
    text
      .replace(/\./g, '')
      .replace(',', '.')
      .replace(/[^0-9.]/g, ''),
  );
}

test('the super admin sees requests/s and the request count move after a burst of traffic', async ({
  page,
  tenant,
}) => {
  await loginAs(page, DEMO.superAdmin);
  await expect(page).toHaveURL('/super-admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  const panel = page.getByRole('region', { name: 'Monitoring' });
  await expect(panel.getByText('Normal', { exact: true })).toBeVisible();
  for (const label of [
    'Permintaan/detik',
    'Latensi p95',
    'Heap terpakai',
    'Pool database',
    'Event stream terbuka',
  ])
    await expect(panel.getByText(label, { exact: true })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  const before = await figure(page, 'requests');
  const stamp = await page.getByText(/^Terakhir diperbarui/).textContent();
  // A burst of diner menu reads, well within the public throttles.
  for (let sent = 0; sent < LOAD_REQUESTS; sent += 20) {
    await Promise.all(
      Array.from({ length: 20 }, () => page.request.get(`/api/v1/public/${tenant.slug}/menu`)),
    );
  }

  // The next 5 s refresh shows the burst: the count grew by at least the burst, the rate with it.
  await expect(page.getByText(/^Terakhir diperbarui/)).not.toHaveText(stamp ?? '', { timeout: 8_000 });
  await expect
    .poll(() => figure(page, 'requests'), { timeout: 8_000 })
    .toBeGreaterThanOrEqual(before + LOAD_REQUESTS);
  await expect.poll(() => figure(page, 'rps'), { timeout: 8_000 }).toBeGreaterThan(10);
  await shotsAtBothSizes(page, SHOTS, 'overview');
});
