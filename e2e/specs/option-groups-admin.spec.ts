import { expect, type Locator, type Page } from '@playwright/test';
import { adminOptionGroupList } from '@meja/shared/contracts/menu-options';
import { adminMenuList, publicMenuList } from '@meja/shared/contracts/menu';
import { seriousViolations } from '../support/axe';
import { loginAs } from '../support/login';
import { saveShot, shotsAtBothSizes, SHOTS_ON } from '../support/shots';
import { test } from '../support/tenant';
import { mkdirSync } from 'node:fs';

/*
 * Issue 20: the owner's option groups in the back office — 'Level pedas' (pick exactly 1) and
 * 'Tambahan' (optional, up to 3, 'Telur' +Rp 4.000 using an egg) made once, put on a dish in
 * order, edited and deleted; the form's field errors, and a name with markup shown as text.
 */

const SHOTS = '/work/shots/h20';

test.use({ failOnConsoleErrors: true });

async function openMenu(page: Page, slug: string): Promise<Locator> {
  await page.goto(`/${slug}/admin/menu`);
  const section = page.locator('[data-option-groups]');
  await expect(section.getByRole('heading', { level: 2, name: 'Grup pilihan' })).toBeVisible();
  return section;
}

/**
 * A dialog as the screen shows it, at both sizes, then the old size again: the viewport, not the
 * full page (a full-page shot of a scrolled page draws the fixed dialog and the sticky header in
 * the middle of the document). `end`: the dialog scrolled to its buttons.
 */
async function dialogShots(page: Page, dialog: Locator, name: string, end = false): Promise<void> {
  if (!SHOTS_ON) return;
  mkdirSync(SHOTS, { recursive: true });
  const original = page.viewportSize();
  for (const [width, height] of [
    [390, 844],
    [1366, 768],
  ] as const) {
    await page.setViewportSize({ width, height });
    if (end) await dialog.evaluate((element) => element.scrollTo({ top: element.scrollHeight }));
    await saveShot(page, `${SHOTS}/${name}-${width}.png`);
  }
  if (original) await page.setViewportSize(original);
}

function optionFields(dialog: Locator, number: number): Locator {
  return dialog.getByRole('group', { name: `Pilihan ${number}`, exact: true });
}

/** Fills a new group's dialog: its name, its choices, and its options (name, delta). */
async function fillGroup(
  dialog: Locator,
  group: { name: string; min: string; max: string; options: { name: string; delta?: string }[] },
): Promise<void> {
  await dialog.getByLabel('Nama grup').fill(group.name);
  await dialog.getByLabel('Minimal dipilih').fill(group.min);
  await dialog.getByLabel('Maksimal dipilih').fill(group.max);
  for (const [index, option] of group.options.entries()) {
    if (index > 0) await dialog.getByRole('button', { name: '+ Tambah pilihan' }).click();
    const fields = optionFields(dialog, index + 1);
    // A new option takes the cursor to its name.
    if (index > 0) await expect(fields.getByLabel('Nama pilihan')).toBeFocused();
    await fields.getByLabel('Nama pilihan').fill(option.name);
    if (option.delta) await fields.getByLabel('Tambahan harga (Rp)').fill(option.delta);
  }
}

async function storedGroups(page: Page, slug: string) {
  const response = await page.request.get(`/api/v1/tenant/${slug}/menu/option-groups`);
  expect(response.status()).toBe(200);
  return adminOptionGroupList.parse(await response.json()).items;
}

/** A seeded dish's name as the menu stores it (the one its row is found by). */
async function dishNamed(page: Page, slug: string, pattern: RegExp): Promise<string> {
  const response = await page.request.get(`/api/v1/tenant/${slug}/menu`);
  expect(response.status()).toBe(200);
  const items = adminMenuList.parse(await response.json()).items;
  const dish = items.find((item) => pattern.test(item.name)) ?? items[0];
  if (!dish) throw new Error('the seeded restaurant has no dish');
  return dish.name;
}

async function publicDish(page: Page, slug: string, dish: string) {
  const response = await page.request.get(`/api/v1/public/${slug}/menu`);
  expect(response.status()).toBe(200);
  return publicMenuList.parse(await response.json()).items.find((item) => item.name === dish);
}

test.describe('option groups in the back office', () => {
  test('the owner makes Level pedas and Tambahan, puts both on a dish in order, edits one and deletes one', async ({
    page,
    tenant,
  }) => {
    const egg = tenant.ingredients.find((item) => item.name === 'Telur ayam');
    expect(egg, 'the warung seed has Telur ayam').toBeDefined();
    const eggLabel = egg?.unit ? `${egg.name} (${egg.unit})` : (egg?.name ?? '');
    await page.setViewportSize({ width: 1366, height: 768 });
    await loginAs(page, tenant.staff.admin);
    const dish = await dishNamed(page, tenant.slug, /mie goreng/i);
    const section = await openMenu(page, tenant.slug);
    await expect(section.getByText('Belum ada grup pilihan.', { exact: false })).toBeVisible();
    await shotsAtBothSizes(page, SHOTS, 'option-groups-empty');

    // Level pedas: exactly one of Level 0..5, nothing added to the price.
    await section.getByRole('button', { name: '+ Grup pilihan' }).click();
    let dialog = page.getByRole('dialog', { name: 'Grup pilihan baru' });
    await expect(dialog.getByLabel('Nama grup')).toBeFocused();
    await fillGroup(dialog, {
      name: 'Level pedas',
      min: '1',
      max: '1',
      options: [0, 1, 2, 3, 4, 5].map((level) => ({ name: `Level ${level}` })),
    });
    await expect(dialog.locator('[data-choice-rule]')).toHaveText('Wajib pilih 1');
    await dialog.getByRole('button', { name: 'Buat grup' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(section.getByText('Tersimpan: grup Level pedas dibuat.')).toBeVisible();
    const level = section.locator('[data-option-group="Level pedas"]');
    await expect(level.locator('[data-choice-rule]')).toHaveText('Wajib pilih 1');
    await expect(level.getByRole('list', { name: 'Pilihan' }).getByRole('listitem')).toHaveText([
      'Level 0',
      'Level 1',
      'Level 2',
      'Level 3',
      'Level 4',
      'Level 5',
    ]);
    await expect(level).toContainText('Belum dipasang di menu');

    // Tambahan: optional, up to 3; 'Telur' adds Rp 4.000 and uses one egg.
    await section.getByRole('button', { name: '+ Grup pilihan' }).click();
    dialog = page.getByRole('dialog', { name: 'Grup pilihan baru' });
    await fillGroup(dialog, {
      name: 'Tambahan',
      min: '0',
      max: '3',
      options: [
        { name: 'Telur', delta: '4000' },
        { name: 'Kerupuk', delta: '2000' },
        { name: 'Keju', delta: '5000' },
      ],
    });
    await expect(dialog.locator('[data-choice-rule]')).toHaveText('Opsional, maks 3');
    const telur = optionFields(dialog, 1);
    await telur.getByRole('button', { name: '+ Resep bahan untuk pilihan 1' }).click();
    await telur.getByRole('button', { name: '+ Tambah bahan' }).click();
    await telur.getByLabel('Bahan 1', { exact: true }).selectOption({ label: eggLabel });
    await telur.getByLabel('Qty bahan 1').fill('1');
    await dialogShots(page, dialog, 'option-group-dialog');
    await dialogShots(page, dialog, 'option-group-dialog-end', true);
    await dialog.getByRole('button', { name: 'Buat grup' }).click();
    await expect(dialog).toHaveCount(0);
    const extra = section.locator('[data-option-group="Tambahan"]');
    await expect(extra.locator('[data-choice-rule]')).toHaveText('Opsional, maks 3');
    await expect(extra.getByRole('list', { name: 'Pilihan' }).getByRole('listitem')).toHaveText([
      'Telur +Rp 4.000',
      'Kerupuk +Rp 2.000',
      'Keju +Rp 5.000',
    ]);
    await expect(extra).toContainText(`Telur: 1 ${egg?.unit ?? ''} ${egg?.name ?? ''}`);
    const saved = (await storedGroups(page, tenant.slug)).find((group) => group.name === 'Tambahan');
    expect(saved?.options.map((option) => [option.name, option.priceDelta])).toEqual([
      ['Telur', 4000],
      ['Kerupuk', 2000],
      ['Keju', 5000],
    ]);
    expect(saved?.options[0]?.recipe.map((line) => [line.inventoryItemId, line.qty])).toEqual([
      [egg?._id, 1],
    ]);
    await shotsAtBothSizes(page, SHOTS, 'option-groups-list');

    // Both on the dish, Level pedas first: ticked in that order, then moved and moved back.
    const row = page.locator(`[data-menu-item="${dish}"]`);
    await row.getByRole('button', { name: `Edit ${dish}` }).click();
    const form = page.getByRole('form', { name: `Edit ${dish}` });
    const picker = form.getByRole('group', { name: 'Grup pilihan' });
    await picker.getByRole('checkbox', { name: /^Level pedas/ }).check();
    await picker.getByRole('checkbox', { name: /^Tambahan/ }).check();
    const order = picker.locator('[data-chosen-group]');
    await expect(order).toHaveText([/Level pedas/, /Tambahan/]);
    await picker.getByRole('button', { name: 'Naikkan Tambahan' }).click();
    await expect(order).toHaveText([/Tambahan/, /Level pedas/]);
    await picker.getByRole('button', { name: 'Turunkan Tambahan' }).click();
    await expect(order).toHaveText([/Level pedas/, /Tambahan/]);
    await picker.scrollIntoViewIfNeeded();
    await shotsAtBothSizes(page, SHOTS, 'menu-form-option-groups');
    await form.getByRole('button', { name: 'Simpan', exact: true }).click();
    await expect(form).toHaveCount(0);
    await expect(row.locator('[data-menu-option-groups]')).toHaveText('Pilihan: Level pedas · Tambahan');
    await expect(level).toContainText('Dipakai di 1 menu');
    await expect(level.locator('[data-option-group-usage]')).toContainText(dish);
    await shotsAtBothSizes(page, SHOTS, 'menu-row-option-groups');
    const served = await publicDish(page, tenant.slug, dish);
    expect(served?.optionGroups.map((group) => group.name)).toEqual(['Level pedas', 'Tambahan']);
    expect(served?.optionGroups[1]?.options.find((option) => option.name === 'Telur')?.priceDelta).toBe(4000);

    // Edited: Level 0 goes, Level 5 is renamed; the options kept keep their ids.
    const before = (await storedGroups(page, tenant.slug)).find((group) => group.name === 'Level pedas');
    await level.getByRole('button', { name: 'Edit grup Level pedas' }).click();
    dialog = page.getByRole('dialog', { name: 'Edit grup Level pedas' });
    await expect(dialog.getByLabel('Nama grup')).toHaveValue('Level pedas');
    await expect(dialog.getByLabel('Minimal dipilih')).toHaveValue('1');
    await optionFields(dialog, 6).getByLabel('Nama pilihan').fill('Level 5 (extra)');
    await optionFields(dialog, 1).getByRole('button', { name: 'Hapus pilihan 1' }).click();
    await expect(optionFields(dialog, 1).getByLabel('Nama pilihan')).toHaveValue('Level 1');
    await dialog.getByRole('button', { name: 'Simpan grup' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(section.getByText('Tersimpan: grup Level pedas.')).toBeVisible();
    await expect(level.getByRole('list', { name: 'Pilihan' }).getByRole('listitem')).toHaveText([
      'Level 1',
      'Level 2',
      'Level 3',
      'Level 4',
      'Level 5 (extra)',
    ]);
    const after = (await storedGroups(page, tenant.slug)).find((group) => group.name === 'Level pedas');
    expect(after?.options.map((option) => option.id)).toEqual(
      before?.options.slice(1).map((option) => option.id),
    );
    expect((await publicDish(page, tenant.slug, dish))?.optionGroups[0]?.options.map((o) => o.name)).toEqual([
      'Level 1',
      'Level 2',
      'Level 3',
      'Level 4',
      'Level 5 (extra)',
    ]);

    // Deleted after asking: kept on 'Batal', gone (and off the dish) on 'Hapus grup'.
    await extra.getByRole('button', { name: 'Hapus grup Tambahan' }).click();
    let confirm = page.getByRole('dialog', { name: 'Hapus grup Tambahan?' });
    await expect(confirm).toContainText('dilepas dari 1 menu');
    await confirm.getByRole('button', { name: 'Batal' }).click();
    await expect(confirm).toHaveCount(0);
    await expect(extra).toBeVisible();
    await extra.getByRole('button', { name: 'Hapus grup Tambahan' }).click();
    confirm = page.getByRole('dialog', { name: 'Hapus grup Tambahan?' });
    await dialogShots(page, confirm, 'option-group-delete');
    await confirm.getByRole('button', { name: 'Hapus grup' }).click();
    await expect(confirm).toHaveCount(0);
    await expect(section.getByText('Grup Tambahan dihapus.')).toBeVisible();
    await expect(extra).toHaveCount(0);
    await expect(row.locator('[data-menu-option-groups]')).toHaveText('Pilihan: Level pedas');
    expect((await publicDish(page, tenant.slug, dish))?.optionGroups.map((group) => group.name)).toEqual([
      'Level pedas',
    ]);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('a minimum above the maximum is named at its field, by the form and by the API', async ({
    page,
    tenant,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await loginAs(page, tenant.staff.admin);
    const section = await openMenu(page, tenant.slug);
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/menu/option-groups'))
        posts.push(request.url());
    });

    await section.getByRole('button', { name: '+ Grup pilihan' }).click();
    const dialog = page.getByRole('dialog', { name: 'Grup pilihan baru' });
    await fillGroup(dialog, {
      name: 'Saus',
      min: '2',
      max: '1',
      options: [{ name: 'Sambal' }, { name: 'Saus tomat' }],
    });
    await expect(dialog.locator('[data-choice-rule]')).toHaveText('–');
    await dialog.getByRole('button', { name: 'Buat grup' }).click();
    const min = dialog.getByLabel('Minimal dipilih');
    await expect(dialog.getByText('Minimal pilihan tidak boleh melebihi maksimal')).toBeVisible();
    await expect(min).toHaveAttribute('aria-invalid', 'true');
    await expect(min).toBeFocused();
    expect(posts).toEqual([]);
    await dialogShots(page, dialog, 'option-group-field-error');

    // The API's own VALIDATION answer lands on the same fields: the request is changed on its way.
    await min.fill('1');
    await expect(min).not.toHaveAttribute('aria-invalid', 'true');
    await page.route('**/menu/option-groups', async (route) => {
      const body: unknown = route.request().postDataJSON();
      const sent = typeof body === 'object' && body !== null ? body : {};
      await route.continue({ postData: JSON.stringify({ ...sent, minChoices: 2, maxChoices: 1 }) });
    });
    await dialog.getByRole('button', { name: 'Buat grup' }).click();
    await expect(dialog.getByText('Minimal pilihan tidak boleh melebihi maksimal')).toBeVisible();
    await expect(min).toHaveAttribute('aria-invalid', 'true');
    expect(posts).toHaveLength(1);
    await page.unroute('**/menu/option-groups');

    await dialog.getByRole('button', { name: 'Buat grup' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(section.locator('[data-option-group="Saus"] [data-choice-rule]')).toHaveText(
      'Wajib pilih 1',
    );
  });

  test('a group named with markup shows as text in the list, the dish form and the dish row', async ({
    page,
    tenant,
  }) => {
    const name = '<img src=x onerror=window.__xss=1>';
    await page.setViewportSize({ width: 1366, height: 768 });
    await loginAs(page, tenant.staff.admin);
    const dish = await dishNamed(page, tenant.slug, /nasi goreng/i);
    const section = await openMenu(page, tenant.slug);

    await section.getByRole('button', { name: '+ Grup pilihan' }).click();
    const dialog = page.getByRole('dialog', { name: 'Grup pilihan baru' });
    await fillGroup(dialog, { name, min: '0', max: '1', options: [{ name: '<b>Biasa</b>' }] });
    await dialog.getByRole('button', { name: 'Buat grup' }).click();
    await expect(dialog).toHaveCount(0);
    const card = section.locator('[data-option-group]').filter({ hasText: name });
    await expect(card.getByRole('heading', { level: 3 })).toHaveText(name);
    await expect(card.getByRole('listitem').first()).toHaveText('<b>Biasa</b>');

    const row = page.locator(`[data-menu-item="${dish}"]`);
    await row.getByRole('button', { name: `Edit ${dish}` }).click();
    const form = page.getByRole('form', { name: `Edit ${dish}` });
    await form.getByRole('group', { name: 'Grup pilihan' }).getByRole('checkbox', { name }).check();
    await form.getByRole('button', { name: 'Simpan', exact: true }).click();
    await expect(form).toHaveCount(0);
    await expect(row.locator('[data-menu-option-groups]')).toHaveText(`Pilihan: ${name}`);

    await expect(
      page.locator('[data-option-groups] img, [data-option-groups] b, [data-menu-item] img[src="x"]'),
    ).toHaveCount(0);
    expect(await page.evaluate(() => Reflect.get(globalThis, '__xss'))).toBeUndefined();
    await card.scrollIntoViewIfNeeded();
    await shotsAtBothSizes(page, SHOTS, 'option-group-markup');
  });
});

test.describe('option groups that fail to load', () => {
  // The provoked 503s are logged by the browser; here they are the test's own doing.
  test.use({ failOnConsoleErrors: false });

  test('the section shows loading, then the failure with a retry that loads the groups', async ({
    page,
    tenant,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await loginAs(page, tenant.staff.admin);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/menu/option-groups', async (route) => {
      await held;
      await route.fulfill({
        status: 503,
        json: { message: 'Server sedang sibuk. Coba lagi sebentar.', code: 'UNAVAILABLE' },
      });
    });
    await page.goto(`/${tenant.slug}/admin/menu`);
    const section = page.locator('[data-option-groups]');
    await expect(section.getByRole('status')).toHaveText('Memuat data...');
    release();
    await expect(section.getByRole('alert')).toContainText('Server sedang sibuk. Coba lagi sebentar.', {
      timeout: 20_000,
    });
    await section.getByRole('alert').scrollIntoViewIfNeeded();
    await shotsAtBothSizes(page, SHOTS, 'option-groups-load-failed');

    await page.unroute('**/menu/option-groups');
    await section.getByRole('button', { name: 'Coba lagi' }).click();
    await expect(section.getByRole('alert')).toHaveCount(0);
    await expect(section.locator('[data-option-group]').first()).toBeVisible();
  });
});
