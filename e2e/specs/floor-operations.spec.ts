import { expect } from '@playwright/test';
import { test } from '../support/tenant';
import { seriousViolations } from '../support/axe';
import { menuItemIds, patchOrder, placeOrder, staffApi } from '../support/floor-orders';
import { loginAs } from '../support/login';
import { uniqueSuffix } from '../support/tenant-api';

const WIDE = { width: 1366, height: 768 };
const PHONE = { width: 390, height: 844 };

function short(id: string, length: number): string {
  return id.slice(-length).toUpperCase();
}

test.describe('floor operations: orders, kitchen, payments', () => {
  test('the cashier confirms, the kitchen marks READY, the cashier CLOSEs an unpaid order', async ({
    browser,
    request,
    tenant,
  }) => {
    const table = `E2E-${uniqueSuffix()}`;
    const [dish, drink] = await menuItemIds(request, tenant.slug, 2);
    const orderId = await placeOrder(request, tenant.slug, {
      table,
      items: [
        { menuItemId: dish ?? '', qty: 2 },
        { menuItemId: drink ?? '', qty: 1 },
      ],
    });

    const cashierContext = await browser.newContext({ viewport: WIDE });
    const cashier = await cashierContext.newPage();
    await loginAs(cashier, tenant.staff.cashier);
    await cashier.goto(`/${tenant.slug}/admin/orders`);
    const row = cashier.locator(`[data-order-id="${orderId}"]`);
    await expect(row).toContainText('PENDING • Waiting');
    await expect(row).toContainText('Belum ada');
    await expect(row).toContainText(table);

    // The detail dialog opens from the short id.
    await row.getByRole('button', { name: `#${short(orderId, 6)}` }).click();
    const detail = cashier.getByRole('dialog', { name: `Pesanan #${short(orderId, 6)}` });
    await expect(detail).toContainText(orderId);
    await expect(detail.getByRole('button', { name: 'Konfirmasi pesanan' })).toBeVisible();
    await detail.getByRole('button', { name: 'Tutup' }).click();
    await expect(detail).toBeHidden();

    const kitchenContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const kitchen = await kitchenContext.newPage();
    await loginAs(kitchen, tenant.staff.kitchen);
    const stream = kitchen.waitForResponse((response) =>
      response.url().endsWith(`/api/v1/tenant/${tenant.slug}/events`),
    );
    await kitchen.goto(`/${tenant.slug}/admin/kitchen`);
    expect((await stream).status()).toBe(200);
    const card = kitchen.locator(`[data-kitchen-order="${orderId}"]`);
    await expect(
      kitchen
        .getByRole('list', { name: 'Antrian dapur' })
        .or(kitchen.getByText('Tidak ada pesanan terkonfirmasi yang belum READY.')),
    ).toBeVisible();
    await expect(card).toHaveCount(0);

    const confirm = row.getByRole('button', { name: `Konfirmasi order ${short(orderId, 6)}` });
    await confirm.click();
    await expect(row).toContainText('Terkonfirmasi');
    await expect(row).toContainText('PENDING • Confirmed');

    // The live stream brings the card to the open kitchen screen without a reload.
    await expect(card).toContainText(`Meja ${table}`, { timeout: 2_000 });
    await expect(card).toContainText(`#${short(orderId, 8)}`);
    await expect(card).toContainText(/ x2/);
    await card.getByRole('button', { name: `READY Meja ${table}` }).click();
    // READY: off the queue, into the 'Baru saja READY' strip with Undo READY.
    await expect(card).toBeHidden();
    await expect(
      kitchen
        .locator(`[data-recently-ready="${orderId}"]`)
        .getByRole('button', { name: `Undo READY Meja ${table}` }),
    ).toBeVisible();

    // The cashier's list catches up by itself (the live stream; polling every 5 s as the fallback).
    await expect(row).toContainText('READY', { timeout: 2_000 });
    await expect(row).not.toContainText('PENDING');
    await row.getByRole('button', { name: `CLOSE order ${short(orderId, 6)}` }).click();
    const dialog = cashier.getByRole('dialog', { name: `CLOSE pesanan #${short(orderId, 6)}?` });
    await expect(dialog).toContainText('Pembayaran BELUM selesai');
    await expect(dialog).not.toContainText('Makanan BELUM siap (READY)');
    await dialog.getByRole('button', { name: 'Tetap CLOSE' }).click();
    await expect(dialog).toBeHidden();

    const closed = row.getByRole('button', { name: `CLOSED order ${short(orderId, 6)}` });
    await expect(closed).toBeDisabled();
    await expect(row).toContainText('Sudah dibayar');
    // Closed: gone from the kitchen screen.
    await expect(card).toBeHidden({ timeout: 12_000 });

    await cashierContext.close();
    await kitchenContext.close();
  });

  test('the kitchen screen puts an urgent note first, then oldest; READY leaves the queue for the strip', async ({
    page,
    request,
    tenant,
  }) => {
    const id = uniqueSuffix();
    const [dish] = await menuItemIds(request, tenant.slug, 1);
    const items = [{ menuItemId: dish ?? '', qty: 1 }];
    const oldest = await placeOrder(request, tenant.slug, { table: `K1-${id}`, items });
    const middle = await placeOrder(request, tenant.slug, { table: `K2-${id}`, items });
    const urgent = await placeOrder(request, tenant.slug, {
      table: `K3-${id}`,
      note: 'Urgent, tamu VIP',
      items,
    });
    const unconfirmed = await placeOrder(request, tenant.slug, { table: `K4-${id}`, items });
    const cashier = await staffApi(tenant.staff.cashier);
    for (const orderId of [oldest, middle, urgent]) {
      await patchOrder(cashier, tenant.slug, orderId, { confirmed: true });
    }

    await loginAs(page, tenant.staff.kitchen);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`/${tenant.slug}/admin/kitchen`);
    const ours = [oldest, middle, urgent, unconfirmed];
    const shown = async () =>
      (
        await page
          .locator('[data-kitchen-order]')
          .evaluateAll((cards) => cards.map((card) => card.getAttribute('data-kitchen-order')))
      ).filter((orderId) => orderId !== null && ours.includes(orderId));

    await expect(page.locator(`[data-kitchen-order="${urgent}"]`)).toContainText('PRIORITAS');
    await expect.poll(shown).toEqual([urgent, oldest, middle]);
    await expect(page.getByText(/pesanan menunggu konfirmasi kasir/)).toBeVisible();

    // READY takes a card off the queue (issue 12); it waits in 'Baru saja READY' for an Undo.
    await patchOrder(cashier, tenant.slug, oldest, { ready: true }, '/ready');
    await expect.poll(shown, { timeout: 12_000 }).toEqual([urgent, middle]);
    const strip = page.getByRole('region', { name: 'Baru saja READY' });
    await expect(strip.locator(`[data-recently-ready="${oldest}"]`)).toBeVisible();
    await strip
      .locator(`[data-recently-ready="${oldest}"]`)
      .getByRole('button', { name: /^Undo READY/ })
      .click();
    await expect.poll(shown, { timeout: 12_000 }).toEqual([urgent, oldest, middle]);

    // Tidy up: these orders must not stay in the shared kitchen queue.
    for (const orderId of ours) await patchOrder(cashier, tenant.slug, orderId, { status: 'CANCELLED' });
    await cashier.dispose();
  });

  test('the cashier pays two orders of one table together and prints the combined receipt', async ({
    page,
    request,
    tenant,
  }) => {
    const table = `PAY-${uniqueSuffix()}`;
    const [dish, drink] = await menuItemIds(request, tenant.slug, 2);
    const first = await placeOrder(request, tenant.slug, {
      table,
      items: [{ menuItemId: dish ?? '', qty: 1 }],
    });
    const second = await placeOrder(request, tenant.slug, {
      table,
      items: [{ menuItemId: drink ?? '', qty: 2 }],
    });

    await loginAs(page, tenant.staff.cashier);
    await page.setViewportSize(WIDE);
    await page.goto(`/${tenant.slug}/admin/payments`);
    const bar = page.getByRole('group', { name: 'Pembayaran terpilih' });
    await bar.getByRole('button', { name: 'Buat Pembayaran' }).click();
    await expect(bar).toContainText('Pilih minimal satu order untuk dibayar');

    const group = page.locator(`[data-pay-table="${table}"]`);
    await group.getByLabel(`Pilih semua meja ${table}`).check();
    await expect(bar).toContainText('2 order dipilih');
    const totals = await group.locator('label .tabular-nums').allTextContents();
    expect(totals).toHaveLength(2);
    await bar.getByLabel('Metode').selectOption('QRIS');
    page.once('dialog', (dialog) => void dialog.accept());
    await bar.getByRole('button', { name: 'Buat Pembayaran' }).click();
    await expect(bar).toContainText('Pembayaran tercatat: 2 order');
    await expect(group).toBeHidden();
    for (const orderId of [first, second]) {
      const row = page.locator(`[data-payment-order="${orderId}"]`);
      await expect(row).toContainText('QRIS');
      await expect(row).toContainText('Sudah dibayar');
    }

    // The combined receipt of the two paid orders.
    const receipt = page.getByRole('region', { name: 'Struk Gabungan' });
    await receipt.getByRole('button', { name: /^Cetak struk/ }).click();
    await expect(receipt).toContainText('Pilih minimal satu order PAID untuk dicetak');
    for (const orderId of [first, second]) {
      await receipt.getByRole('checkbox', { name: new RegExp(short(orderId, 6)) }).check();
    }
    await receipt.getByLabel('Nama restoran di struk').fill('Warung Uji');
    await receipt.getByLabel('Kertas').selectOption('80');
    const popupPromise = page.waitForEvent('popup');
    await receipt.getByRole('button', { name: 'Cetak struk (2)' }).click();
    const popup = await popupPromise;
    await expect(popup).toHaveTitle('Struk Gabungan');
    const text = await popup.locator('body').innerText();
    expect(text).toContain('Warung Uji');
    expect(text).toContain(`Meja ${table}`);
    expect(text).toContain('PPN 11%');
    expect(text).toContain('Grand total');
    await popup.close();

    // On the orders screen they are paid, not closed yet.
    await page.goto(`/${tenant.slug}/admin/orders`);
    await expect(page.locator(`[data-order-id="${first}"]`)).toContainText('Sudah dibayar');
    await expect(
      page.locator(`[data-order-id="${first}"]`).getByRole('button', { name: /^CLOSE order/ }),
    ).toBeEnabled();

    // Tidy up: close both, so they leave the shared queues.
    const cashier = await staffApi(tenant.staff.cashier);
    for (const orderId of [first, second])
      await patchOrder(cashier, tenant.slug, orderId, { status: 'PAID' });
    await cashier.dispose();
  });

  test('axe: orders, kitchen and payments on a phone and a laptop', async ({ page, request, tenant }) => {
    test.slow();
    const id = uniqueSuffix();
    const [dish] = await menuItemIds(request, tenant.slug, 1);
    const items = [{ menuItemId: dish ?? '', qty: 3 }];
    const confirmed = await placeOrder(request, tenant.slug, {
      table: `AX1-${id}`,
      note: 'prioritas',
      items,
    });
    const paid = await placeOrder(request, tenant.slug, { table: `AX2-${id}`, items });
    const unconfirmed = await placeOrder(request, tenant.slug, { table: `AX2-${id}`, items });
    const cashier = await staffApi(tenant.staff.cashier);
    await patchOrder(cashier, tenant.slug, confirmed, { confirmed: true });
    await patchOrder(cashier, tenant.slug, paid, { status: 'PAID', confirmed: true });

    await loginAs(page, tenant.staff.admin);
    for (const viewport of [PHONE, WIDE]) {
      await page.setViewportSize(viewport);
      await page.goto(`/${tenant.slug}/admin/orders`);
      const row = page.locator(`[data-order-id="${confirmed}"]`);
      await expect(row).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await row.getByRole('button', { name: `CLOSE order ${short(confirmed, 6)}` }).click();
      await expect(page.getByRole('dialog')).toContainText('Makanan BELUM siap (READY)');
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByRole('dialog').getByRole('button', { name: 'Batal' }).click();

      await page.goto(`/${tenant.slug}/admin/kitchen`);
      await expect(page.locator(`[data-kitchen-order="${confirmed}"]`)).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);

      await page.goto(`/${tenant.slug}/admin/payments`);
      await expect(page.locator(`[data-pay-table="AX2-${id}"]`)).toBeVisible();
      await expect(page.locator(`[data-payment-order="${paid}"]`)).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    }
    for (const orderId of [confirmed, unconfirmed]) {
      await patchOrder(cashier, tenant.slug, orderId, { status: 'CANCELLED' });
    }
    await cashier.dispose();
  });
});
