import { expect, request, type Dialog } from '@playwright/test';
import type { TestTenant } from '@meja/shared/contracts/test-hooks';
import { test } from '../support/tenant';
import { loginAs } from '../support/login';
import {
  apiLogin,
  createIngredient,
  createMenuItem,
  jakartaToday,
  recordPurchase,
  uniqueSuffix,
} from '../support/tenant-api';

/** An ingredient bought at Rp 10.000/kg and a dish using 0,5 kg of it (food cost Rp 5.000), made by the admin. */
async function dishWithIngredient(tenant: TestTenant, id: string) {
  const admin = await request.newContext({ baseURL: test.info().project.use.baseURL });
  await apiLogin(admin, tenant.staff.admin);
  const ingredient = `Kentang ${id}`;
  const ingredientId = await createIngredient(admin, tenant.slug, {
    name: ingredient,
    unit: 'kg',
    stock: 3,
    minStock: 1,
  });
  await recordPurchase(admin, tenant.slug, { date: jakartaToday(), name: ingredient, qty: 2, price: 20000 });
  const dish = `KENTANG GORENG ${id}`;
  await createMenuItem(admin, tenant.slug, {
    name: dish,
    price: 20000,
    category: 'CAMILAN',
    bom: [{ inventoryItemId: ingredientId, qty: 0.5 }],
  });
  await admin.dispose();
  return { ingredient, dish };
}

test.describe('admin inventory', () => {
  test('the inventory user records a purchase: stock rises and the food cost follows the new price', async ({
    page,
    tenant,
  }) => {
    const id = uniqueSuffix();
    const { ingredient, dish } = await dishWithIngredient(tenant, id);
    await loginAs(page, tenant.staff.inventory);
    await page.goto(`/${tenant.slug}/admin/inventory`);

    const stockRow = page.locator(`[data-stock-item="${ingredient}"]`);
    await expect(stockRow).toContainText('5,00');
    const bomRow = page.locator(`[data-bom-item="${dish}"]`);
    await expect(bomRow).toContainText('Food cost Rp 5.000');
    await expect(bomRow).toContainText('Margin 75%');

    const form = page.getByRole('form', { name: 'Input Belanja Bahan' });
    await expect(form.getByLabel('Tanggal')).toHaveValue(jakartaToday());
    // The spec's validation texts, before anything is sent.
    await form.getByLabel('Tanggal').fill('');
    await form.getByRole('button', { name: 'Simpan belanja' }).click();
    await expect(form.getByText('Tanggal dan Nama bahan wajib diisi').first()).toBeVisible();
    await expect(form.getByText('Qty harus angka > 0')).toBeVisible();
    await expect(form.getByText('Harga harus angka >= 0')).toBeVisible();

    await form.getByLabel('Tanggal').fill(jakartaToday());
    await form.getByLabel('Nama bahan').fill(ingredient);
    await expect(form.getByText('Bahan terdaftar: stok 5,00 kg')).toBeVisible();
    await form.getByLabel('Qty (kg)').fill('2.5');
    await form.getByLabel('Total harga (Rp)').fill('40000');
    await expect(form.getByText('Harga per kg: Rp 16.000')).toBeVisible();
    await form.getByRole('button', { name: 'Simpan belanja' }).click();

    await expect(form.getByText(`Tersimpan. Stok ${ingredient} sekarang 7,50 kg.`)).toBeVisible();
    await expect(stockRow).toContainText('7,50');
    await expect(bomRow).toContainText('Food cost Rp 8.000');
    await expect(bomRow).toContainText('Margin 60%');
    await expect(page.getByRole('region', { name: /Belanja 30 hari terakhir/ })).toContainText(ingredient);

    // The ledger shows the purchase.
    await stockRow.getByRole('button', { name: `Riwayat stok ${ingredient}` }).click();
    await expect(page.getByText(`Riwayat stok ${ingredient}`)).toBeVisible();
    await expect(page.getByText('+2,5 kg')).toBeVisible();
  });

  test('below-minimum items are flagged, edited in place, and deleting asks first and shows refusals', async ({
    page,
    tenant,
  }) => {
    const id = uniqueSuffix();
    const { ingredient: usedIngredient } = await dishWithIngredient(tenant, id);
    const low = `Garam ${id}`;
    await loginAs(page, tenant.staff.inventory);
    await createIngredient(page.request, tenant.slug, {
      name: low,
      unit: 'kg',
      sku: `GRM-${id}`,
      stock: 1,
      minStock: 5,
    });
    await page.goto(`/${tenant.slug}/admin/inventory`);

    const row = page.locator(`[data-stock-item="${low}"]`);
    await expect(row.getByText('Di bawah minimum')).toBeVisible();
    await expect(page.getByText(/^\d+ bahan di bawah stok minimum$/)).toBeVisible();
    await page.getByLabel('Hanya bahan di bawah stok minimum').check();
    await expect(page.locator(`[data-stock-item="${usedIngredient}"]`)).toHaveCount(0);
    await expect(row).toBeVisible();
    await page.getByLabel('Hanya bahan di bawah stok minimum').uncheck();

    // Edit in place; cancel restores, save stores.
    await row.getByRole('button', { name: `Edit ${low}` }).click();
    await row.getByLabel('Stok', { exact: true }).fill('99');
    await row.getByRole('button', { name: 'Batal' }).click();
    await expect(row).toContainText('1,00');
    await row.getByRole('button', { name: `Edit ${low}` }).click();
    await row.getByLabel('Stok', { exact: true }).fill('12.5');
    await row.getByRole('button', { name: 'Simpan' }).click();
    await expect(row.getByText('Tersimpan')).toBeVisible();
    await expect(row).toContainText('12,50');
    await expect(row.getByText('Di bawah minimum')).toHaveCount(0);

    // A duplicate SKU is refused by the server and the row stays in edit mode.
    const used = page.locator(`[data-stock-item="${usedIngredient}"]`);
    await used.getByRole('button', { name: `Edit ${usedIngredient}` }).click();
    await used.getByLabel('SKU').fill(` grm-${id.toLowerCase()} `);
    await used.getByRole('button', { name: 'Simpan' }).click();
    await expect(used.getByText('SKU sudah digunakan.').first()).toBeVisible();
    await used.getByRole('button', { name: 'Batal' }).click();

    // An ingredient used by a BOM cannot go: the server says why.
    page.once('dialog', (dialog) => void dialog.accept());
    await used.getByRole('button', { name: `Hapus ${usedIngredient}` }).click();
    await expect(used.getByRole('alert')).toContainText('BOM');
    await expect(used).toBeVisible();

    const dialogs: string[] = [];
    page.once('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.accept();
    });
    await row.getByRole('button', { name: `Hapus ${low}` }).click();
    await expect(page.getByText(`${low} dihapus.`)).toBeVisible();
    await expect(row).toHaveCount(0);
    expect(dialogs).toEqual(['Hapus item ini?']);
  });

  test('Edit BOM jumps to the quick editor; a new ingredient made through prompts is picked and saved', async ({
    page,
    tenant,
  }) => {
    const id = uniqueSuffix();
    const { dish } = await dishWithIngredient(tenant, id);
    await loginAs(page, tenant.staff.inventory);
    await page.goto(`/${tenant.slug}/admin/inventory`);

    await page
      .locator(`[data-bom-item="${dish}"]`)
      .getByRole('button', { name: `Edit BOM ${dish}` })
      .click();
    const editor = page.locator('#bom-editor');
    await expect(editor.getByRole('heading', { name: `Edit BOM: ${dish}` })).toBeInViewport();
    await expect(editor.getByLabel('Bahan 1', { exact: true })).toBeFocused();

    // Empty name: nothing is created.
    page.once('dialog', (dialog) => void dialog.accept(''));
    await editor.getByRole('button', { name: '+ Bahan baru' }).click();
    await expect(editor.getByLabel('Bahan 2', { exact: true })).toHaveCount(0);

    const answers = [`Saus keju ${id}`, 'liter', `SKJ-${id}`, 'banyak'];
    const asked: string[] = [];
    const answer = (dialog: Dialog) => {
      asked.push(dialog.message());
      void dialog.accept(answers.shift() ?? '');
      if (answers.length === 0) page.off('dialog', answer);
    };
    page.on('dialog', answer);
    await editor.getByRole('button', { name: '+ Bahan baru' }).click();
    await expect(editor.getByText(`Bahan baru Saus keju ${id} dibuat dan dipilih.`)).toBeVisible();
    expect(asked).toEqual([
      'Nama bahan baru:',
      'Satuan (opsional, contoh: kg, liter, pcs):',
      'SKU (opsional):',
      'Stok awal (opsional, angka):',
    ]);
    await expect(editor.getByLabel('Bahan 2', { exact: true })).toHaveValue(/.+/);
    await expect(page.locator(`[data-stock-item="Saus keju ${id}"]`)).toContainText('0,00');

    // The same SKU again is refused with the spec's text.
    const again = [`Saus lain ${id}`, 'liter', `skj-${id.toLowerCase()}`, '1'];
    const answerAgain = (dialog: Dialog) => {
      void dialog.accept(again.shift() ?? '');
      if (again.length === 0) page.off('dialog', answerAgain);
    };
    page.on('dialog', answerAgain);
    await editor.getByRole('button', { name: '+ Bahan baru' }).click();
    await expect(editor.getByText('SKU sudah digunakan. Gunakan SKU lain.')).toBeVisible();

    await editor.getByLabel('Qty bahan 2').fill('0.05');
    await editor.getByRole('button', { name: 'Simpan BOM' }).click();
    await expect(editor.getByText('Tersimpan')).toBeVisible();
    await expect(page.locator(`[data-bom-item="${dish}"]`)).toContainText(`Saus keju ${id}`);
  });

  test('the inventory user has the inventory page only: the menu page is refused', async ({
    page,
    tenant,
  }) => {
    await loginAs(page, tenant.staff.inventory);
    await page.goto(`/${tenant.slug}/admin/menu`);
    await expect(page.getByText('Anda tidak punya akses ke halaman ini.')).toBeVisible();
    await expect(page.getByRole('button', { name: '+ Tambah menu' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Buka Inventory' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Inventory' })).toBeVisible();
  });
});
