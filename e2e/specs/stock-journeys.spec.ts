import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { test } from '../support/tenant';
import { staffApi } from '../support/floor-orders';
import { loginAs } from '../support/login';
import { createPosCashier, posLogin } from '../support/pos-cashier';
import { markSoldOutToday, setStockPolicy } from '../support/stock';
import { createIngredient, createMenuItem, jakartaToday, uniqueSuffix } from '../support/tenant-api';

/*
 * Issue 12, 'Stock that tells the truth': the admin chooses what an empty ingredient does, stock
 * counts (opname) land in the ledger with both figures and who counted, and diners and the POS see
 * 'Habis' — by stock under BLOCK, or by hand for today — and the '+' again when it is over.
 */

/** The diner menu's card of a dish. */
function dinerCard(page: Page, dish: string) {
  return page.getByRole('listitem').filter({ hasText: dish });
}

/** The POS menu grid's tile of a dish. */
function posTile(page: Page, dish: string) {
  return page.getByRole('list', { name: 'Daftar menu' }).getByRole('button', { name: new RegExp(dish) });
}

/** A dish of its own with one ingredient, so no other journey's sales touch its stock. */
async function dishWithIngredient(
  admin: APIRequestContext,
  slug: string,
  id: string,
  stock: number,
): Promise<{ ingredient: string; dish: string; dishId: string }> {
  const ingredient = `Tempe ${id}`;
  const ingredientId = await createIngredient(admin, slug, { name: ingredient, unit: 'kg', stock });
  const dish = `TEMPE MENDOAN ${id}`;
  const dishId = await createMenuItem(admin, slug, {
    name: dish,
    price: 15000,
    category: 'CAMILAN',
    bom: [{ inventoryItemId: ingredientId, qty: 0.5 }],
  });
  return { ingredient, dish, dishId };
}

/** Types counts into the 'Stok opname' sheet and saves it. */
async function countStock(page: Page, counts: Record<string, string>, note: string) {
  await page.getByRole('button', { name: 'Stok opname' }).click();
  const sheet = page.getByRole('form', { name: 'Stok opname' });
  for (const [ingredient, counted] of Object.entries(counts)) {
    await sheet.getByLabel(`Hasil hitung ${ingredient}`).fill(counted);
  }
  await sheet.getByLabel('Catatan (opsional)').fill(note);
  return sheet;
}

test.describe('stock that tells the truth', () => {
  let admin: APIRequestContext;

  test.beforeEach(async ({ tenant }) => {
    admin = await staffApi(tenant.staff.admin);
  });

  test.afterEach(async ({ tenant }) => {
    // The next test of this spec expects the default policy.
    await setStockPolicy(admin, tenant.slug, 'ALLOW');
    await admin.dispose();
  });

  test("under 'Blokir penjualan' a dish counted out of stock is 'Habis' for diners and the POS until a purchase", async ({
    page,
    browser,
    tenant,
  }) => {
    test.slow();
    const id = uniqueSuffix();
    await setStockPolicy(admin, tenant.slug, 'ALLOW');
    const { ingredient, dish } = await dishWithIngredient(admin, tenant.slug, id, 2);
    await loginAs(page, tenant.staff.admin);

    // The admin blocks sales of what cannot be made.
    await page.goto(`/${tenant.slug}/admin/settings`);
    const operations = page.getByRole('form', { name: 'Operasional' });
    await expect(operations.getByRole('switch', { name: 'Pesanan POS ke dapur' })).toBeChecked();
    await operations.getByRole('radio', { name: 'Blokir penjualan (menu jadi Habis)' }).check();
    await operations.getByRole('button', { name: 'Simpan' }).click();
    await expect(operations.getByText('Pengaturan disimpan')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('radio', { name: 'Blokir penjualan (menu jadi Habis)' })).toBeChecked();

    // A cashier, on the POS with a shift open, has the dish in the cart when the shelf turns out empty.
    const cashier = await browser.newContext();
    const pos = await cashier.newPage();
    await posLogin(pos, tenant.slug, await createPosCashier(tenant));
    const shiftPrompt = pos.locator('[data-open-shift-prompt]');
    await shiftPrompt.getByLabel('Kas awal (Rp)').fill('0');
    await shiftPrompt.getByRole('button', { name: 'Buka shift' }).click();
    await expect(shiftPrompt).toHaveCount(0);
    await posTile(pos, dish).click();
    await expect(pos.getByRole('region', { name: /Keranjang/ })).toContainText(dish);

    // Stock count: the ingredient is counted at zero.
    await page.goto(`/${tenant.slug}/admin/inventory`);
    const sheet = await countStock(page, { [ingredient]: '0' }, `rak kosong ${id}`);
    await expect(sheet.locator(`[data-count-item="${ingredient}"] [data-count-difference]`)).toHaveText(
      '-2 kg',
    );
    await expect(sheet.getByText(/^1 dari \d+ bahan dihitung$/)).toBeVisible();
    await sheet.getByRole('button', { name: 'Simpan opname' }).click();
    await expect(page.getByText('1 bahan disesuaikan.')).toBeVisible();
    await expect(sheet).toHaveCount(0);
    await expect(page.locator(`[data-stock-item="${ingredient}"]`)).toContainText('0,00');

    // Diners see 'Habis' instead of '+', on the card and on the dish's page.
    await page.goto(`/${tenant.slug}/menu`);
    const card = dinerCard(page, dish);
    await expect(card.getByText('Habis', { exact: true })).toBeVisible();
    await expect(card.getByRole('button', { name: `Tambah ${dish} ke keranjang` })).toHaveCount(0);
    await card.getByRole('link').first().click();
    await expect(page.getByRole('heading', { level: 1, name: dish })).toBeVisible();
    await expect(page.getByText('Menu ini sedang habis. Silakan pilih menu lain.')).toBeVisible();
    await expect(page.getByRole('button', { name: `Tambah ${dish} ke keranjang` })).toHaveCount(0);

    // The POS still shows the tile it loaded before the count: paying is refused with the server's
    // words, and the menu is fetched again, so the tile greys.
    await expect(posTile(pos, dish)).toBeEnabled();
    await pos
      .getByRole('group', { name: 'Bayar' })
      .getByRole('button', { name: 'Card', exact: true })
      .click();
    await expect(pos.getByRole('alert')).toContainText(`Maaf, ${dish} sedang habis.`);
    await expect(posTile(pos, dish)).toBeDisabled();
    await expect(posTile(pos, dish)).toContainText('Habis');

    // A purchase brings it back, on both.
    await page.goto(`/${tenant.slug}/admin/inventory`);
    const purchase = page.getByRole('form', { name: 'Input Belanja Bahan' });
    await purchase.getByLabel('Tanggal').fill(jakartaToday());
    await purchase.getByLabel('Nama bahan').fill(ingredient);
    await purchase.getByLabel('Qty (kg)').fill('3');
    await purchase.getByLabel('Total harga (Rp)').fill('30000');
    await purchase.getByRole('button', { name: 'Simpan belanja' }).click();
    await expect(purchase.getByText(`Tersimpan. Stok ${ingredient} sekarang 3,00 kg.`)).toBeVisible();

    await page.goto(`/${tenant.slug}/menu`);
    await expect(
      dinerCard(page, dish).getByRole('button', { name: `Tambah ${dish} ke keranjang` }),
    ).toBeVisible();
    await expect(dinerCard(page, dish).getByText('Habis', { exact: true })).toHaveCount(0);
    await pos.reload();
    await expect(posTile(pos, dish)).toBeEnabled();
    await expect(posTile(pos, dish)).not.toContainText('Habis');
    await cashier.close();
  });

  test("'Habis hari ini' by hand under ALLOW: diners see 'Habis', an order in flight is refused, lifting it brings the '+' back", async ({
    page,
    browser,
    tenant,
  }) => {
    test.slow();
    const id = uniqueSuffix();
    await setStockPolicy(admin, tenant.slug, 'ALLOW');
    // A dish whose ingredient is short of one portion: under ALLOW it still sells, with a warning.
    const short = await dishWithIngredient(admin, tenant.slug, `${id}S`, 0.2);
    const dish = `PISANG GORENG ${id}`;
    const dishId = await createMenuItem(admin, tenant.slug, {
      name: dish,
      price: 12000,
      category: 'CAMILAN',
    });

    // A diner already has the dish in the cart, about to order.
    const diner = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await diner.goto(`/${tenant.slug}/menu`);
    await dinerCard(diner, dish)
      .getByRole('button', { name: `Tambah ${dish} ke keranjang` })
      .click();
    await expect(dinerCard(diner, short.dish).getByRole('button', { name: /^Tambah / })).toBeVisible();
    await diner
      .getByRole('link', { name: /^Keranjang/ })
      .first()
      .click();
    await diner.getByLabel('Nomor meja').fill('B7');

    // The admin marks it sold out for today from the menu list.
    await loginAs(page, tenant.staff.admin);
    await page.goto(`/${tenant.slug}/admin/menu`);
    const row = page.locator(`[data-menu-item="${dish}"]`);
    const toggle = row.getByRole('button', { name: `Habis hari ini ${dish}` });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(row.getByText('Habis', { exact: true })).toBeVisible();
    await expect(row.getByText('ditandai habis hari ini')).toBeVisible();
    const shortRow = page.locator(`[data-menu-item="${short.dish}"]`);
    await expect(shortRow.getByText('Stok bahan kurang')).toBeVisible();
    await expect(shortRow.getByText('Habis', { exact: true })).toHaveCount(0);

    // The diner's order is refused with the server's words; the line is marked and the button explains.
    await diner.getByRole('button', { name: 'Pesan Sekarang' }).click();
    await expect(diner.getByRole('alert')).toContainText(`Maaf, ${dish} sedang habis.`);
    const line = diner.locator('[data-cart-line]').filter({ hasText: dish });
    await expect(line.getByText('Habis', { exact: true })).toBeVisible();
    await expect(diner.getByRole('button', { name: 'Pesan Sekarang' })).toBeDisabled();
    await expect(diner.getByText('Ada menu yang sedang habis di keranjang.', { exact: false })).toBeVisible();

    // On the menu: 'Habis' instead of '+'; the short dish still sells under ALLOW.
    await diner.goto(`/${tenant.slug}/menu`);
    await expect(dinerCard(diner, dish).getByText('Habis', { exact: true })).toBeVisible();
    await expect(dinerCard(diner, dish).getByRole('button', { name: /^Tambah / })).toHaveCount(0);
    await expect(dinerCard(diner, short.dish).getByRole('button', { name: /^Tambah / })).toBeVisible();

    // Lifting it brings the '+' back, and the cart can order again.
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect(row.getByText('Habis', { exact: true })).toHaveCount(0);
    await diner.reload();
    await expect(
      dinerCard(diner, dish).getByRole('button', { name: `Tambah ${dish} ke keranjang` }),
    ).toBeVisible();
    await diner.goto(`/${tenant.slug}/cart`);
    await expect(diner.locator('[data-cart-line]').filter({ hasText: dish }).getByText('Habis')).toHaveCount(
      0,
    );
    await expect(diner.getByRole('button', { name: 'Pesan Sekarang' })).toBeEnabled();
    await diner.close();
    // Not left for other journeys.
    await markSoldOutToday(admin, tenant.slug, dishId, false);
  });

  test('a stock count is listed in the movements with the counted and expected figures and who counted', async ({
    page,
    browser,
    tenant,
  }) => {
    const id = uniqueSuffix();
    const counted = `Kecap ${id}`;
    const negative = `Beras ${id}`;
    await createIngredient(admin, tenant.slug, { name: counted, unit: 'liter', stock: 4 });
    await createIngredient(admin, tenant.slug, { name: negative, unit: 'kg', stock: -0.2 });

    // The storekeeper counts; leaving with the count unsaved asks first.
    const storekeeper = await browser.newPage();
    await loginAs(storekeeper, tenant.staff.inventory);
    await storekeeper.goto(`/${tenant.slug}/admin/inventory`);
    const minus = storekeeper.locator(`[data-stock-item="${negative}"]`);
    await expect(minus.getByText('Stok minus')).toBeVisible();
    await expect(storekeeper.getByText(/^\d+ bahan stok minus$/)).toBeVisible();

    const sheet = await countStock(storekeeper, { [counted]: '1,5', [negative]: '1' }, `opname ${id}`);
    await expect(sheet.locator(`[data-count-item="${counted}"] [data-count-difference]`)).toHaveText(
      '-2,5 liter',
    );
    await expect(sheet.locator(`[data-count-item="${negative}"] [data-count-difference]`)).toHaveText(
      '+1,2 kg',
    );
    storekeeper.once('dialog', (dialog) => void dialog.dismiss());
    await storekeeper.getByRole('link', { name: 'Meja', exact: true }).first().click();
    await expect(sheet).toBeVisible();
    await sheet.getByRole('button', { name: 'Simpan opname' }).click();
    await expect(storekeeper.getByText('2 bahan disesuaikan.')).toBeVisible();
    await expect(minus.getByText('Stok minus')).toHaveCount(0);
    await storekeeper.close();

    // The admin reads the ledger: the count with both figures and the storekeeper's name.
    await loginAs(page, tenant.staff.admin);
    await page.goto(`/${tenant.slug}/admin/inventory`);
    const row = page.locator(`[data-stock-item="${counted}"]`);
    await expect(row).toContainText('1,50');
    await row.getByRole('button', { name: `Riwayat stok ${counted}` }).click();
    const count = page.locator('[data-movement="ADJUSTMENT"]');
    await expect(count).toHaveCount(1);
    await expect(count).toContainText('Opname: dihitung 1,5 liter, seharusnya 4 liter');
    await expect(count).toContainText(`opname ${id}`);
    await expect(count).toContainText('oleh GUDANG WARUNG');
    await expect(count).toContainText('-2,5 liter');
  });
});
