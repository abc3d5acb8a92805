import { mkdirSync, readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import Papa from 'papaparse';
import { leadList } from '@meja/shared/contracts/marketing';
import { seriousViolations } from '../support/axe';
import { loginAs } from '../support/login';
import { shotsAtBothSizes, saveShot } from '../support/shots';
import { test } from '../support/tenant';

// A new screen of issue 18: nothing in the browser console.
test.use({ failOnConsoleErrors: true, tenantOptions: { menu: 'none' } });

/* Issue 18, Admin › Marketing › 'Pelanggan WhatsApp': the leads the diner banner collects, end to end. */

const SHOTS = '/work/shots/h18';
const PHONE = { width: 390, height: 844 };
const WIDE = { width: 1366, height: 768 };
/** Long enough to be shown two lines at first, with 'Tampilkan semua'. */
const CONSENT_TEXT =
  'Kirim nomor WhatsApp Anda untuk promo mingguan, menu baru dan souvenir. Kami tidak membagikan nomor Anda. Balas STOP kapan saja untuk berhenti.';

/** A mobile number of the spec's own: '0812…' as typed, '62812…' as stored. */
function freshNumber(): { typed: string; stored: string; shown: string } {
  const national = `812${String(Math.floor(1_000_000 + Math.random() * 8_999_999))}0`;
  return {
    typed: `0${national.slice(0, 3)} ${national.slice(3, 7)} ${national.slice(7)}`,
    stored: `62${national}`,
    shown: `+62 ${national.slice(0, 3)}-${national.slice(3, 7)}-${national.slice(7)}`,
  };
}

/** Full-page shots at both sizes, from the top (a scrolled page would draw its header mid-page). */
async function shots(page: Page, name: string): Promise<void> {
  await page.evaluate('window.scrollTo(0, 0)');
  await shotsAtBothSizes(page, SHOTS, name);
}

/** What a person sees with a dialog open, at both sizes: the viewport (a full page leaves the backdrop short). */
async function dialogShots(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  for (const size of [PHONE, WIDE]) {
    await page.setViewportSize(size);
    await saveShot(page, `${SHOTS}/${name}-${size.width}.png`);
  }
}

/** The leads as the API answers them to the logged-in admin. */
async function apiLeads(page: Page, slug: string, query = '') {
  const response = await page.request.get(`/api/v1/tenant/${slug}/customers${query}`);
  expect(response.status(), await response.text()).toBe(200);
  return leadList.parse(await response.json());
}

test('the admin turns the menu banner on, a diner opts in, and the admin finds, exports and stops that lead', async ({
  page,
  browser,
  tenant,
}) => {
  const marketing = `/${tenant.slug}/admin/marketing`;
  await page.setViewportSize(WIDE);
  await loginAs(page, tenant.staff.admin);
  await page.goto(marketing);
  await expect(page.getByRole('heading', { level: 1, name: 'Marketing' })).toBeVisible();
  const section = page.getByRole('region', { name: 'Pelanggan WhatsApp' });
  await expect(section.getByText('Belum ada pelanggan yang setuju menerima WhatsApp')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await shots(page, 'marketing-empty');

  // While the banner is off nobody can opt in: there is no consent text to agree to.
  const earlier = freshNumber();
  const closed = await page.request.post(`/api/v1/public/${tenant.slug}/wa-optin`, {
    data: { phone: earlier.typed, source: 'menu_banner' },
  });
  expect(closed.status()).toBe(409);

  // The empty state leads to the banner's card in Settings: on, with the restaurant's own text.
  await section.getByRole('link', { name: 'Buka Settings › WhatsApp opt-in' }).click();
  await expect(page).toHaveURL(new RegExp(`/${tenant.slug}/admin/settings#wa-optin-title$`));
  const card = page.getByRole('form', { name: 'WhatsApp opt-in' });
  await expect(card).toBeInViewport();
  await card.getByRole('switch', { name: 'Tampilkan ajakan di menu tamu' }).check();
  await card.getByLabel('Teks ajakan').fill(CONSENT_TEXT);
  await card.getByRole('button', { name: 'Simpan' }).click();
  await expect(card.getByText('Pengaturan disimpan')).toBeVisible();

  // An earlier opt-in under the restaurant's text (the banner's own request, from the API).
  const optin = await page.request.post(`/api/v1/public/${tenant.slug}/wa-optin`, {
    data: { phone: earlier.typed, source: 'menu_banner' },
  });
  expect(optin.status(), await optin.text()).toBe(200);

  // A diner on a phone leaves a number in the menu's banner.
  const lead = freshNumber();
  const dinerContext = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  try {
    const diner = await dinerContext.newPage();
    await diner.goto(`/${tenant.slug}/menu`);
    const banner = diner.getByRole('complementary', { name: 'WhatsApp' });
    await banner.getByLabel(CONSENT_TEXT).fill(lead.typed);
    await banner.getByRole('button', { name: 'Kirim' }).click();
    await expect(diner.getByText('Terima kasih! Nomor Anda sudah kami catat.')).toBeVisible();
  } finally {
    await dinerContext.close();
  }

  // The lead is in Marketing: the number as people read it, where it came from, what it agreed to.
  await page.goto(marketing);
  await expect(section.locator('[data-lead-count="total"]')).toContainText('2');
  await expect(section.locator('[data-lead-count="reachable"]')).toContainText('2');
  await expect(section.locator('[data-lead-count="opted-out"]')).toContainText('0');
  const row = section.locator(`[data-lead-phone="${lead.stored}"]`);
  await expect(row).toContainText(lead.shown);
  await expect(row).toContainText('Sumber: Banner menu');
  await expect(row.locator('[data-consent-text]')).toHaveText(CONSENT_TEXT);
  await expect(row.locator('time')).toHaveText(/^\d{1,2} \w{3} \d{4}, \d{2}\.\d{2} WIB$/);
  const earlierRow = section.locator(`[data-lead-phone="${earlier.stored}"]`);
  await expect(earlierRow.locator('[data-consent-text]')).toHaveText(CONSENT_TEXT);
  // Newest consent first.
  await expect(section.locator('[data-lead-phone]').first()).toHaveAttribute('data-lead-phone', lead.stored);
  // The long text: two lines, then all of it.
  const whole = row.getByRole('button', { name: 'Tampilkan semua' });
  await expect(whole).toHaveAttribute('aria-expanded', 'false');
  await whole.click();
  await expect(row.getByRole('button', { name: 'Ringkas' })).toHaveAttribute('aria-expanded', 'true');
  expect(await seriousViolations(page)).toEqual([]);
  await shots(page, 'marketing-leads');

  // The search, by the number as the diner typed it (08… reads as 628…), finds only that lead.
  await section.getByLabel('Cari nomor').fill(lead.typed);
  await expect(section.locator('[data-lead-phone]')).toHaveCount(1);
  await expect(section.locator('[data-lead-phone]')).toHaveAttribute('data-lead-phone', lead.stored);
  await expect(section.locator('[data-leads-shown]')).toHaveText('Menampilkan 1 dari 1 nomor');

  // The CSV holds what the search shows, every column of it.
  const download = page.waitForEvent('download');
  await section.getByRole('button', { name: 'Unduh CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(
    new RegExp(`^pelanggan-whatsapp-${tenant.slug}-\\d{4}-\\d{2}-\\d{2}\\.csv$`),
  );
  const text = readFileSync((await file.path()) ?? '', 'utf8');
  expect(text.startsWith('\uFEFF'), 'a UTF-8 byte-order mark for spreadsheets').toBe(true);
  const csv = Papa.parse<string[]>(text.slice(1), { skipEmptyLines: true });
  expect(csv.errors).toEqual([]);
  const [header, ...lines] = csv.data;
  expect(header).toEqual([
    'Nomor WhatsApp',
    'Sumber',
    'Waktu setuju (WIB)',
    'Teks persetujuan',
    'Berhenti pada (WIB)',
    'Dihentikan oleh',
  ]);
  expect(lines).toHaveLength(1);
  const [stored] = (await apiLeads(page, tenant.slug, `?search=${lead.stored}`)).items;
  const jakarta = new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'Asia/Jakarta',
    dateStyle: 'short',
    timeStyle: 'short',
  }).format(new Date(stored?.consentedAt ?? ''));
  expect(lines[0]).toEqual([lead.stored, 'Banner menu', jakarta, CONSENT_TEXT, '', '']);

  // 'Hentikan pesan' asks first, says it is for good; Batal changes nothing.
  await row.getByRole('button', { name: `Hentikan pesan ${lead.shown}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Hentikan pesan ke nomor ini?' });
  await expect(dialog).toContainText(lead.shown);
  await expect(dialog).toContainText('tidak dapat dibatalkan');
  expect(await seriousViolations(page)).toEqual([]);
  await dialogShots(page, 'marketing-confirm');
  await dialog.getByRole('button', { name: 'Batal' }).click();
  await expect(dialog).toBeHidden();
  expect((await apiLeads(page, tenant.slug, `?search=${lead.stored}`)).items[0]?.optedOutAt).toBeNull();

  await row.getByRole('button', { name: `Hentikan pesan ${lead.shown}` }).click();
  await dialog.getByRole('button', { name: 'Ya, hentikan untuk selamanya' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    section.getByRole('status').filter({ hasText: `${lead.shown} tidak akan dikirimi pesan lagi.` }),
  ).toBeVisible();
  await expect(row).toContainText('Berhenti');
  await expect(row.locator('[data-lead-opted-out]')).toHaveText(/WIB · admin$/);
  await expect(row.getByRole('button', { name: /Hentikan pesan/ })).toHaveCount(0);
  await expect(section.locator('[data-lead-count="reachable"]')).toContainText('1');
  await expect(section.locator('[data-lead-count="opted-out"]')).toContainText('1');
  const after = (await apiLeads(page, tenant.slug, `?search=${lead.stored}`)).items[0];
  expect(after?.optOutSource).toBe('admin');

  // The filter: 'Berhenti' lists only that lead, 'Bisa dihubungi' only the other.
  await section.getByLabel('Cari nomor').fill('');
  await section.getByRole('radio', { name: 'Berhenti' }).check();
  await expect(section.locator('[data-lead-phone]')).toHaveCount(1);
  await expect(section.locator('[data-lead-phone]')).toHaveAttribute('data-lead-phone', lead.stored);
  expect(await seriousViolations(page)).toEqual([]);
  await shots(page, 'marketing-opted-out');
  await section.getByRole('radio', { name: 'Bisa dihubungi' }).check();
  await expect(section.locator('[data-lead-phone]')).toHaveCount(1);
  await expect(section.locator('[data-lead-phone]')).toHaveAttribute('data-lead-phone', earlier.stored);
  await section.getByRole('radio', { name: 'Semua' }).check();
  await expect(section.locator('[data-lead-phone]')).toHaveCount(2);
  await shots(page, 'marketing-both');
});

test('a cashier has no Marketing: no link, the page refuses, and so does the API', async ({
  page,
  tenant,
}) => {
  await loginAs(page, tenant.staff.cashier);
  const sidebar = page.getByRole('navigation', { name: 'Menu admin restoran' });
  await expect(sidebar.getByRole('link')).toHaveText(['Orders', 'Meja', 'Payments']);
  await page.goto(`/${tenant.slug}/admin/marketing`);
  await expect(page.getByText('Anda tidak punya akses ke halaman ini.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Pelanggan WhatsApp' })).toHaveCount(0);
  const refused = await page.request.get(`/api/v1/tenant/${tenant.slug}/customers`);
  expect(refused.status()).toBe(403);
});
