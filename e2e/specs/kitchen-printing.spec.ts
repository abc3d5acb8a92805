import { expect, type Page } from '@playwright/test';
import { test } from '../support/tenant';
import { patchOrder, placeOrder, staffApi } from '../support/floor-orders';
import { seriousViolations } from '../support/axe';
import { loginAs } from '../support/login';
import { shotsAtBothSizes } from '../support/shots';
import { uniqueSuffix } from '../support/tenant-api';

/**
 * The kitchen's paper tickets (issue 21), in Chromium with a stand-in Web Serial printer that keeps
 * every byte it is sent: the bar's device prints the drinks of each newly confirmed order by itself,
 * once (not again after a reload), and a card's 'Cetak tiket' prints it again as a reprint.
 */
const SHOTS = '/work/shots/kitchen-printing';

/**
 * navigator.serial with one USB-serial printer whose bytes go to window.__printed (a script of the
 * page's own: this project's types have no DOM).
 */
const FAKE_SERIAL_PRINTER = `
  window.__printed = [];
  const port = {
    writable: new WritableStream({
      write(chunk) {
        for (const byte of chunk) window.__printed.push(byte);
      },
    }),
    open: () => Promise.resolve(),
    getInfo: () => ({ usbVendorId: 0x0416, usbProductId: 0x5011 }),
  };
  Object.defineProperty(navigator, 'serial', {
    configurable: true,
    value: { requestPort: () => Promise.resolve(port), getPorts: () => Promise.resolve([port]) },
  });
`;

/** What the printer was sent, as text (the ESC/POS commands around the lines left in). */
async function printedText(page: Page): Promise<string> {
  const bytes: unknown = await page.evaluate('window.__printed');
  return Array.isArray(bytes) ? bytes.map((byte) => String.fromCharCode(Number(byte))).join('') : '';
}

const count = (text: string, part: string) => text.split(part).length - 1;

test('the bar prints the drinks of a confirmed order once, and a card prints it again', async ({
  page,
  request,
  tenant,
}) => {
  const drink = tenant.menu.find((dish) => dish.category === 'MINUMAN');
  const food = tenant.menu.find((dish) => dish.category === 'UTAMA');
  if (!drink || !food) throw new Error('the demo menu has drinks and main dishes');
  await page.addInitScript(FAKE_SERIAL_PRINTER);

  // The admin picks the printer and makes this device the bar's: drinks only, by themselves.
  await loginAs(page, tenant.staff.admin);
  await page.goto(`/${tenant.slug}/admin/kitchen`);
  await page.getByRole('button', { name: 'Printer & tiket' }).click();
  const panel = page.getByRole('dialog', { name: 'Printer & tiket' });
  await panel.getByRole('button', { name: 'Hubungkan (serial/Bluetooth)' }).click();
  await expect(panel.getByText('Printer terhubung di perangkat ini.').first()).toBeVisible();
  await panel.getByRole('switch', { name: 'Cetak tiket otomatis' }).check();
  await panel.getByRole('radio', { name: 'Bar' }).check();
  await panel.getByRole('checkbox', { name: 'MINUMAN' }).check();
  expect(await seriousViolations(page)).toEqual([]);
  await shotsAtBothSizes(page, SHOTS, 'kitchen-printer-panel');
  await panel.getByRole('button', { name: 'Tutup', exact: true }).click();
  await expect(page.locator('[data-auto-tickets="BAR"]')).toHaveText('Tiket otomatis: Bar');

  // A diner's drink and dish, confirmed: one ticket, the bar's, with the drink only.
  const staff = await staffApi(tenant.staff.admin);
  let orderId = '';
  try {
    orderId = await placeOrder(request, tenant.slug, {
      table: `P-${uniqueSuffix()}`,
      items: [
        { menuItemId: drink._id, qty: 2 },
        { menuItemId: food._id, qty: 1 },
      ],
    });
    await patchOrder(staff, tenant.slug, orderId, { confirmed: true });
    const card = page.locator(`[data-kitchen-order="${orderId}"]`);
    await expect(card).toBeVisible();
    const shortId = `#${orderId.slice(-8).toUpperCase()}`;
    await expect.poll(async () => count(await printedText(page), shortId)).toBe(1);
    const ticket = await printedText(page);
    expect(ticket).toContain('BAR');
    expect(ticket).toContain(`2 x ${drink.name.toUpperCase()}`);
    expect(ticket.toUpperCase()).not.toContain(food.name.toUpperCase());
    expect(ticket).not.toContain('CETAK ULANG');

    // After a reload the order is on the screen already, and printed: nothing prints again.
    await page.reload();
    await expect(card).toBeVisible();
    await expect(card.getByRole('button', { name: /Cetak tiket/ })).toBeVisible();
    // Two refreshes of the orders (every 5 s) would have printed it by now.
    await page.waitForTimeout(1000);
    expect(await printedText(page)).toBe('');

    // 'Cetak tiket' on the card: the same ticket, marked as a reprint.
    await shotsAtBothSizes(page, SHOTS, 'kitchen-card-print-button');
    await card.getByRole('button', { name: /Cetak tiket/ }).click();
    await expect.poll(async () => count(await printedText(page), 'CETAK ULANG')).toBe(1);
    const reprint = await printedText(page);
    expect(reprint).toContain('BAR');
    expect(reprint).toContain(shortId);
    expect(reprint).toContain(`2 x ${drink.name.toUpperCase()}`);
    expect(reprint.toUpperCase()).not.toContain(food.name.toUpperCase());
  } finally {
    if (orderId) {
      await staff.patch(`/api/v1/tenant/${tenant.slug}/orders/${orderId}`, { data: { status: 'CANCELLED' } });
    }
    await staff.dispose();
  }
});
