import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEFAULT_GRACE_DAYS, DEFAULT_REMINDER_DAYS } from '@meja/shared/lifecycle';
import { testJobsAnswer, testMailList } from '@meja/shared/contracts/test-hooks';
import { registerVerifiedOwner } from '../support/accounts';
import { seriousViolations } from '../support/axe';
import { fillLoginForm } from '../support/login';
import { platformOffer } from '../support/platform-offer';
import { moveServerClock, resetServerClock } from '../support/server-clock';
import { shotsAtBothSizes } from '../support/shots';

/*
 * Issue 15: a BASIC trial runs past its reminders, its end and its grace days in test time. The
 * server's clock is moved to each notice's day and the background jobs are run by the test hook;
 * the mail outbox shows each notice exactly once (running the jobs again that day sends nothing).
 * In the grace days the admin works under a banner; after them, the upgrade screen.
 */

const SHOTS = '/work/shots/lifecycle';

test.afterEach(async ({ request }) => {
  await resetServerClock(request);
});

async function runJobs(request: APIRequestContext) {
  const response = await request.post('/api/v1/test/jobs/run');
  expect(response.status(), await response.text()).toBe(200);
  for (const run of testJobsAnswer.parse(await response.json()).runs) expect(run.error).toBeNull();
}

/** The subjects of the subscription mails sent to `email`, oldest first. */
async function lifecycleSubjects(request: APIRequestContext, email: string, restaurant: string) {
  const response = await request.get(`/api/v1/test/mail?${new URLSearchParams({ to: email }).toString()}`);
  expect(response.status()).toBe(200);
  return testMailList
    .parse(await response.json())
    .items.map((item) => item.subject)
    .filter((subject) => subject.includes(restaurant))
    .reverse();
}

async function loginOnSite(page: Page, email: string, password: string) {
  await page.context().clearCookies();
  await page.goto('/login');
  await page.evaluate('window.localStorage.clear()');
  await page.goto('/login');
  await fillLoginForm(page, email, password);
}

test('a trial runs past its reminders and grace days: each notice once, the grace banner, then the upgrade screen', async ({
  page,
  request,
}) => {
  const offer = await platformOffer(request);
  const owner = await registerVerifiedOwner(request, 'lifecycle');
  const restaurant = `WARUNG LIFECYCLE`;
  const subjects = () => lifecycleSubjects(request, owner.email, restaurant);

  const expected: string[] = [];
  for (const days of DEFAULT_REMINDER_DAYS) {
    await moveServerClock(request, offer.trialDays - days);
    await runJobs(request);
    await runJobs(request);
    expected.push(days === 1 ? 'berakhir dalam 24 jam' : `berakhir dalam ${days} hari`);
    const sent = await subjects();
    expect(sent).toHaveLength(expected.length);
    expect(sent.at(-1)).toMatch(new RegExp(`^Masa uji coba ${restaurant} .* ${expected.at(-1)}$`));
  }

  // The trial is over: the grace days begin, the staff keep working under a banner.
  await moveServerClock(request, offer.trialDays + 1);
  await runJobs(request);
  await runJobs(request);
  expect(await subjects()).toHaveLength(4);
  expect((await subjects()).at(-1)).toMatch(/telah berakhir — akses diblokir pada /);
  await loginOnSite(page, owner.email, owner.password);
  await expect(page).toHaveURL(`/${owner.slug}/admin`);
  const banner = page.locator('[data-grace-banner]');
  await expect(banner).toBeVisible();
  await expect(banner.getByText(/^Masa uji coba berakhir — akses diblokir pada /)).toBeVisible();
  await expect(banner.getByRole('link', { name: 'Pilih paket' })).toHaveAttribute(
    'href',
    `/payment/${owner.slug}`,
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  // Still working: the admin's session adds a dish.
  const menu = await page.request.post(`/api/v1/tenant/${owner.slug}/menu`, {
    data: { name: 'Es Teh', price: 5000 },
  });
  expect(menu.status(), await menu.text()).toBe(201);
  await shotsAtBothSizes(page, SHOTS, 'admin-grace-banner');
  expect(await seriousViolations(page)).toEqual([]);

  // After the grace days: blocked, the upgrade screen, and one last notice.
  await moveServerClock(request, offer.trialDays + DEFAULT_GRACE_DAYS + 1);
  await runJobs(request);
  await runJobs(request);
  const all = await subjects();
  expect(all).toHaveLength(5);
  expect(all.at(-1)).toMatch(/^Akses Meja .* diblokir$/);
  await loginOnSite(page, owner.email, owner.password);
  await expect(page.getByRole('heading', { level: 1, name: 'Masa uji coba berakhir' })).toBeVisible();
  await expect(page.locator('[data-grace-banner]')).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Menu admin restoran' })).toHaveCount(0);
  await shotsAtBothSizes(page, SHOTS, 'admin-blocked-after-grace');

  // A later day sends nothing more.
  await moveServerClock(request, offer.trialDays + DEFAULT_GRACE_DAYS + 2);
  await runJobs(request);
  expect(await subjects()).toHaveLength(5);
});
