import { expect, type Locator, type Page } from '@playwright/test';
import { publicMenuList } from '@meja/shared/contracts/menu';
import { test } from '../support/tenant';
import { loginAs } from '../support/login';
import { saveShot, shotsAtBothSizes, SHOTS_ON } from '../support/shots';
import { createMenuItem, uniqueSuffix } from '../support/tenant-api';
import { mkdirSync } from 'node:fs';

/* Issue 20: a dish's description, written in the admin menu form, shortened on the diner's card
 * and whole on the item page. */

const SHOTS = '/work/shots/h20';
const SIZES = [
  [390, 844],
  [1366, 768],
] as const;

const LONG_DESCRIPTION =
  'Nasi goreng kampung dimasak di atas wajan besi dengan bawang merah, bawang putih, cabai rawit, ' +
  'terasi bakar dan kecap manis, disajikan dengan telur mata sapi, ayam suwir, acar timun, ' +
  'kerupuk udang dan sambal terasi buatan sendiri yang pedasnya bisa diatur sesuai selera.';
const SCRIPT_DESCRIPTION = 'Gurih <script>alert(1)</script><img src=x onerror=alert(2)> enak';

test.use({ failOnConsoleErrors: true });

/** The diner's card of a dish on the menu page. */
function cardOf(page: Page, dish: string): Locator {
  return page.locator('li').filter({ has: page.getByText(dish, { exact: true }) });
}

/** How many lines a text shows, and whether some of it is cut off. */
function shownLines(text: Locator): Promise<{ lines: number; clipped: boolean }> {
  return text.evaluate((element) => {
    const style = element.ownerDocument.defaultView?.getComputedStyle(element);
    const px = (value: string | undefined) => parseFloat(value ?? '0');
    const inner = element.clientHeight - px(style?.paddingTop) - px(style?.paddingBottom);
    return {
      lines: Math.round(inner / px(style?.lineHeight)),
      clipped: element.scrollHeight > element.clientHeight + 1,
    };
  });
}

/**
 * The screen around `target` at both sizes (an element shot of the tall admin form would stitch the
 * sticky header into it).
 */
async function shotsAround(page: Page, target: Locator, name: string): Promise<void> {
  if (!SHOTS_ON) return;
  mkdirSync(SHOTS, { recursive: true });
  for (const [width, height] of SIZES) {
    await page.setViewportSize({ width, height });
    await target.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await saveShot(page, `${SHOTS}/${name}-${width}.png`);
  }
}

async function publicDescriptionOf(page: Page, slug: string, dish: string): Promise<string | undefined> {
  const response = await page.request.get(`/api/v1/public/${slug}/menu`);
  expect(response.status()).toBe(200);
  return publicMenuList.parse(await response.json()).items.find((item) => item.name === dish)?.description;
}

test.describe('dish description', () => {
  test('the admin writes a description, the diner reads it on the card and on the item page, and clearing it removes it', async ({
    page,
    tenant,
  }) => {
    const dish = `MIE E2E ${uniqueSuffix()}`;
    const description = 'Pedas manis, dengan telur mata sapi';
    await loginAs(page, tenant.staff.admin);
    await createMenuItem(page.request, tenant.slug, { name: dish, price: 22000, category: 'UJI DESKRIPSI' });

    await page.goto(`/${tenant.slug}/admin/menu`);
    const row = page.locator(`[data-menu-item="${dish}"]`);
    await row.getByRole('button', { name: `Edit ${dish}` }).click();
    const form = page.getByRole('form', { name: `Edit ${dish}` });
    const field = form.getByLabel('Deskripsi');
    await expect(field).toHaveValue('');
    await expect(form.getByText('0 / 300 karakter')).toBeVisible();
    await field.fill(description);
    await expect(form.getByText(`${description.length} / 300 karakter`)).toBeVisible();
    await form.getByRole('button', { name: 'Simpan', exact: true }).click();
    await expect(form).toHaveCount(0);
    await expect(row.getByText('Tersimpan')).toBeVisible();
    expect(await publicDescriptionOf(page, tenant.slug, dish)).toBe(description);

    // Opened again, the form shows what was saved.
    await row.getByRole('button', { name: `Edit ${dish}` }).click();
    await expect(form.getByLabel('Deskripsi')).toHaveValue(description);
    await shotsAround(page, form.getByLabel('Deskripsi'), 'admin-menu-form');
    await form.getByRole('button', { name: 'Batal' }).click();

    // The diner: under the name on the card, and whole under the name on the item page.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/${tenant.slug}/menu`);
    const card = cardOf(page, dish);
    await expect(card.locator('[data-menu-description]')).toHaveText(description);
    await card.getByRole('link', { name: dish }).click();
    await expect(page.getByRole('heading', { level: 1, name: dish })).toBeVisible();
    await expect(page.locator('article [data-menu-description]')).toHaveText(description);

    // Cleared, it is sent as '' and the diner sees no description at all.
    await page.goto(`/${tenant.slug}/admin/menu`);
    await row.getByRole('button', { name: `Edit ${dish}` }).click();
    await form.getByLabel('Deskripsi').fill('');
    await form.getByRole('button', { name: 'Simpan', exact: true }).click();
    await expect(form).toHaveCount(0);
    expect(await publicDescriptionOf(page, tenant.slug, dish)).toBe('');
    await page.goto(`/${tenant.slug}/menu`);
    await expect(cardOf(page, dish).getByText(dish, { exact: true })).toBeVisible();
    await expect(cardOf(page, dish).locator('[data-menu-description]')).toHaveCount(0);
  });

  test('a description over 300 characters is refused in the form, with its reason', async ({
    page,
    tenant,
  }) => {
    const dish = `SOTO E2E ${uniqueSuffix()}`;
    await loginAs(page, tenant.staff.admin);
    await createMenuItem(page.request, tenant.slug, { name: dish, price: 20000, category: 'UJI DESKRIPSI' });
    const saves: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PUT' && request.url().includes('/menu/')) saves.push(request.url());
    });

    await page.goto(`/${tenant.slug}/admin/menu`);
    const row = page.locator(`[data-menu-item="${dish}"]`);
    await row.getByRole('button', { name: `Edit ${dish}` }).click();
    const form = page.getByRole('form', { name: `Edit ${dish}` });
    const field = form.getByLabel('Deskripsi');
    await field.fill('a'.repeat(301));
    await expect(form.getByText('301 / 300 karakter')).toBeVisible();
    await form.getByRole('button', { name: 'Simpan', exact: true }).click();
    await expect(form.getByText('Deskripsi maksimal 300 karakter')).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(saves).toEqual([]);
    await shotsAround(page, field, 'admin-menu-form-too-long');

    // 300 characters (spaces around them do not count) are taken.
    await field.fill(`  ${'a'.repeat(300)}  `);
    await form.getByRole('button', { name: 'Simpan', exact: true }).click();
    await expect(form).toHaveCount(0);
    expect(await publicDescriptionOf(page, tenant.slug, dish)).toBe('a'.repeat(300));
  });

  test('on the menu a long description is cut to two lines and markup shows as text; the item page shows it whole', async ({
    page,
    tenant,
  }) => {
    const id = uniqueSuffix();
    const longDish = `NASI E2E ${id}`;
    const scriptDish = `TAHU E2E ${id}`;
    const shortDish = `TEMPE E2E ${id}`;
    await loginAs(page, tenant.staff.admin);
    await createMenuItem(page.request, tenant.slug, {
      name: longDish,
      price: 30000,
      category: 'UJI DESKRIPSI',
      description: LONG_DESCRIPTION,
    });
    await createMenuItem(page.request, tenant.slug, {
      name: scriptDish,
      price: 8000,
      category: 'UJI DESKRIPSI',
      description: SCRIPT_DESCRIPTION,
    });
    await createMenuItem(page.request, tenant.slug, {
      name: shortDish,
      price: 7000,
      category: 'UJI DESKRIPSI',
      description: 'Renyah',
    });
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });

    for (const [width, height] of SIZES) {
      await page.setViewportSize({ width, height });
      await page.goto(`/${tenant.slug}/menu`);
      const long = cardOf(page, longDish).locator('[data-menu-description]');
      await expect(long).toHaveText(LONG_DESCRIPTION);
      expect(await shownLines(long)).toEqual({ lines: 2, clipped: true });
      const script = cardOf(page, scriptDish).locator('[data-menu-description]');
      await expect(script).toHaveText(SCRIPT_DESCRIPTION);
      await expect(cardOf(page, scriptDish).locator('script, img[src="x"]')).toHaveCount(0);
      // A short description takes the one line it needs.
      const short = cardOf(page, shortDish).locator('[data-menu-description]');
      await expect(short).toHaveText('Renyah');
      expect(await shownLines(short)).toEqual({ lines: 1, clipped: false });
    }
    await shotsAtBothSizes(page, SHOTS, 'diner-menu');

    await page.setViewportSize({ width: 390, height: 844 });
    await cardOf(page, longDish).getByRole('link', { name: longDish }).click();
    const whole = page.locator('article [data-menu-description]');
    await expect(whole).toHaveText(LONG_DESCRIPTION);
    expect((await shownLines(whole)).clipped).toBe(false);
    await shotsAtBothSizes(page, SHOTS, 'diner-item-long');

    await page.goto(`/${tenant.slug}/menu`);
    await cardOf(page, scriptDish).getByRole('link', { name: scriptDish }).click();
    await expect(page.locator('article [data-menu-description]')).toHaveText(SCRIPT_DESCRIPTION);
    await expect(page.locator('article script')).toHaveCount(0);
    await shotsAtBothSizes(page, SHOTS, 'diner-item-markup');

    await page.goto(`/${tenant.slug}/menu`);
    await cardOf(page, 'NASI GORENG SPESIAL')
      .first()
      .getByRole('link', { name: 'NASI GORENG SPESIAL' })
      .click();
    await expect(page.locator('article [data-menu-description]')).toContainText('telur mata sapi');
    await shotsAtBothSizes(page, SHOTS, 'diner-item');
    expect(dialogs).toEqual([]);
  });
});
