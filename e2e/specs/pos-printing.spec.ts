import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { expect, type Locator, type Page } from '@playwright/test';
import { formatRupiah as rupiah } from '@meja/shared/money';
import { test } from '../support/tenant';
import { seriousViolations } from '../support/axe';
import { pdfPageSizes, pdfToPng, POINTS_PER_MM } from '../support/pdf-pages';
import { createPosCashier, openShiftFromPrompt, posLogin, tapDishes } from '../support/pos-cashier';
import { saveShot, shotsAtBothSizes } from '../support/shots';

/*
 * Issue 21 at the POS: the cashier picks the receipt printer once on this device (Web Serial, here a
 * stub that keeps every byte written), prints a test page, sells for cash — the drawer opens and
 * 'Cetak struk' prints the receipt as ESC/POS — prints a QRIS bill with its code, reprints a sale
 * from the history ('CETAK ULANG'), and after a reload the printer is found again without asking.
 * A printer that fails offers the browser's print dialog instead.
 */

const SHOTS = '/work/shots/pos-printing';
const WIDE = { width: 1366, height: 768 };

/**
 * navigator.serial as a USB-serial printer: requestPort grants the port (remembered across reloads,
 * as Chromium does), getPorts lists it once granted; what is written goes to window.__printed.
 * window.__failPrint makes the next writes fail (paper out, unplugged).
 */
const SERIAL_STUB = `(() => {
  window.__printed = [];
  window.__requested = 0;
  window.__failPrint = false;
  window.__printDialogs = 0;
  window.print = () => { window.__printDialogs += 1; };
  const port = {
    writable: null,
    async open() {
      port.writable = new WritableStream({
        write(chunk) {
          if (window.__failPrint) throw new Error('paper out');
          for (const byte of chunk) window.__printed.push(byte);
        },
      });
    },
    getInfo: () => ({ usbVendorId: 0x0416, usbProductId: 0x5011 }),
  };
  const granted = () => { try { return localStorage.getItem('e2e-serial-granted') === '1'; } catch { return false; } };
  Object.defineProperty(navigator, 'serial', {
    configurable: true,
    value: {
      async requestPort() {
        window.__requested += 1;
        localStorage.setItem('e2e-serial-granted', '1');
        return port;
      },
      async getPorts() { return granted() ? [port] : []; },
    },
  });
})()`;

/** What the cashier sees at 390×844 and 1366×768 with `target` scrolled into view (a dialog: as it is). */
async function viewShots(page: Page, name: string, target: Locator): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  for (const size of [{ width: 390, height: 844 }, WIDE]) {
    await page.setViewportSize(size);
    await target.scrollIntoViewIfNeeded();
    await saveShot(page, `${SHOTS}/${name}-${size.width}.png`);
  }
}

const printed = (page: Page) => page.evaluate<number[]>('window.__printed.splice(0)');
const ascii = (bytes: readonly number[]) => Buffer.from(bytes).toString('latin1');
const has = (bytes: readonly number[], sequence: readonly number[]) =>
  Buffer.from(bytes).includes(Buffer.from(sequence));

const ESC_AT = [0x1b, 0x40];
const CUT = [0x1d, 0x56];
const KICK = [0x1b, 0x70, 0x00];
const QR_STORE = [0x1d, 0x28, 0x6b];

/** The bytes written so far, once `done` holds of them (a job ends with its cut); the capture starts anew. */
async function printedWhen(page: Page, done: (bytes: number[]) => boolean): Promise<number[]> {
  await expect.poll(() => page.evaluate<number[]>('window.__printed.slice()').then(done)).toBe(true);
  return printed(page);
}

test('the cashier picks the printer, sells for cash with the drawer kick, prints a QRIS bill and reprints', async ({
  browser,
  tenant,
}) => {
  test.setTimeout(120_000);
  const email = await createPosCashier(tenant);
  const context = await browser.newContext({ viewport: WIDE });
  await context.addInitScript(SERIAL_STUB);
  const page = await context.newPage();
  await posLogin(page, tenant.slug, email);
  await openShiftFromPrompt(page, 100_000);

  // The printer, once on this device: the header's 'Printer' opens its settings.
  const printerButton = page.getByRole('button', { name: /^Printer/ });
  await expect(printerButton).toHaveAttribute('data-printer-button', 'off');
  await printerButton.click();
  const dialog = page.getByRole('dialog', { name: 'Pengaturan perangkat ini' });
  await expect(dialog).toContainText('Belum ada printer di perangkat ini');
  await dialog.getByRole('button', { name: 'Hubungkan (serial/Bluetooth)' }).click();
  await expect(dialog.locator('[data-printer-state="on"]')).toHaveText('Printer terhubung di perangkat ini.');
  await dialog.getByRole('button', { name: 'Cetak tes' }).click();
  await expect(dialog.getByText('Halaman tes dikirim ke printer.')).toBeVisible();
  const testPage = await printed(page);
  expect(testPage.slice(0, 2)).toEqual(ESC_AT);
  expect(ascii(testPage)).toContain('TES PRINTER');
  expect(ascii(testPage)).toContain('Kertas 58 mm, 32 kolom.');
  expect(has(testPage, CUT)).toBe(true);
  await viewShots(page, 'pos-printer-setup', dialog.getByRole('button', { name: 'Cetak tes' }));
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Tutup', exact: true }).click();
  await expect(printerButton).toHaveAttribute('data-printer-button', 'on');

  // A cash sale: the drawer opens at once; 'Cetak struk' prints the receipt on the roll.
  const dishes = ['NASI GORENG SPESIAL', 'ES TEH MANIS'];
  const total = 34_000 + Math.round(34_000 * 0.11);
  await tapDishes(page, dishes);
  await page.getByRole('group', { name: 'Bayar' }).getByRole('button', { name: 'Cash', exact: true }).click();
  const cash = page.getByRole('dialog', { name: 'Bayar tunai' });
  await cash.getByRole('button', { name: 'Uang pas' }).click();
  await cash.getByRole('button', { name: 'Bayar tunai' }).click();
  const last = page.getByRole('region', { name: 'Transaksi terakhir', exact: true });
  await expect(last).toContainText(rupiah(total));
  const kick = await printedWhen(page, (bytes) => has(bytes, KICK));
  // Alone: ESC @, then ESC p on pin 2 (the drawer), nothing printed.
  expect(kick.slice(0, 2)).toEqual(ESC_AT);
  expect(has(kick, CUT)).toBe(false);
  await last.getByRole('button', { name: 'Cetak struk' }).click();
  await expect(last.getByText('Struk dicetak di printer.')).toBeVisible();
  const receipt = await printedWhen(page, (bytes) => has(bytes, CUT));
  const text = ascii(receipt);
  expect(receipt.slice(0, 2)).toEqual(ESC_AT);
  for (const word of tenant.name.split(' ')) expect(text).toContain(word);
  expect(text).toMatch(new RegExp(`TOTAL +${rupiah(total)}`));
  expect(text).toContain('Tunai');
  expect(Buffer.from(receipt).lastIndexOf(Buffer.from(CUT))).toBeGreaterThan(receipt.length - 12);
  expect(has([...kick, ...receipt], KICK)).toBe(true);
  await last.getByText('Lihat struk').click();
  await shotsAtBothSizes(page, SHOTS, 'pos-receipt-printed');
  await viewShots(page, 'pos-receipt-buttons', last.getByRole('button', { name: 'Cetak struk' }));

  // A QRIS sale still to pay: 'Cetak tagihan' prints the bill with its QRIS as a QR code.
  await tapDishes(page, ['MIE GORENG JAWA']);
  await page.getByRole('group', { name: 'Bayar' }).getByRole('button', { name: 'QRIS', exact: true }).click();
  const qris = page.getByRole('dialog', { name: 'Bayar dengan QRIS' });
  await qris.getByRole('button', { name: 'Cetak tagihan' }).click();
  await expect(qris.getByText('Tagihan dicetak di printer.')).toBeVisible();
  await viewShots(page, 'pos-qris-bill', qris.getByRole('button', { name: 'Cetak tagihan' }));
  const bill = await printedWhen(page, (bytes) => has(bytes, CUT));
  expect(ascii(bill)).toContain('BELUM DIBAYAR');
  expect(ascii(bill)).toContain('000201');
  expect(has(bill, QR_STORE)).toBe(true);
  expect(has(bill, KICK)).toBe(false);
  await qris.getByRole('button', { name: 'Pembayaran diterima' }).click();
  await expect(qris).toHaveCount(0);

  // 'Cetak ulang' from the day's list: the cash sale again, marked as a copy.
  const recent = page.getByRole('region', { name: '10 transaksi terakhir' });
  const cashRow = recent.locator('tr').filter({ hasText: rupiah(total) });
  await cashRow.getByRole('button', { name: /^Cetak ulang/ }).click();
  await expect(recent.getByText('Struk dicetak ulang di printer.')).toBeVisible();
  const again = ascii(await printedWhen(page, (bytes) => has(bytes, CUT)));
  expect(again).toContain('CETAK ULANG');
  expect(again).toMatch(new RegExp(`TOTAL +${rupiah(total)}`));

  // The printer stops answering: the cashier is told, and the browser's print dialog is offered.
  await page.evaluate('window.__failPrint = true');
  await cashRow.getByRole('button', { name: /^Cetak ulang/ }).click();
  await expect(recent.getByRole('alert')).toContainText('Printer tidak menjawab');
  await viewShots(page, 'pos-reprint-failed', recent.getByRole('button', { name: 'Cetak lewat browser' }));
  await recent.getByRole('button', { name: 'Cetak lewat browser' }).click();
  expect(await page.evaluate<number>('window.__printDialogs')).toBe(1);
  await expect(page.locator('[data-print-copy]')).toContainText('CETAK ULANG');
  // What the browser prints: one page of the roll's width, the copy's height (a PNG to look at).
  mkdirSync(SHOTS, { recursive: true });
  const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
  writeFileSync(`${SHOTS}/pos-reprint-58mm.pdf`, pdf);
  pdfToPng(`${SHOTS}/pos-reprint-58mm.pdf`, `${SHOTS}/pos-reprint-58mm`);
  const pages = pdfPageSizes(readFileSync(`${SHOTS}/pos-reprint-58mm.pdf`));
  expect(pages).toHaveLength(1);
  expect((pages[0]?.[0] ?? 0) / POINTS_PER_MM).toBeCloseTo(58, 0);

  // After a reload the printer is found again (getPorts) without asking for it.
  await page.reload();
  await expect(printerButton).toHaveAttribute('data-printer-button', 'on');
  await cashRow.getByRole('button', { name: /^Cetak ulang/ }).click();
  await expect(recent.getByText('Struk dicetak ulang di printer.')).toBeVisible();
  expect(ascii(await printedWhen(page, (bytes) => has(bytes, CUT)))).toContain('CETAK ULANG');
  expect(await page.evaluate<number>('window.__requested')).toBe(0);
  await context.close();
});
