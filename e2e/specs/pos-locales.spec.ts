import { mkdirSync } from 'node:fs';
import { formatRupiah as rupiah } from '@meja/shared/money';
import { expect, type Locator, type Page } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { CASHIER_PASSWORD, createPosCashier } from '../support/pos-cashier';
import { test } from '../support/tenant';
import { posWord, posWordsIn, type PosLocale } from '../support/pos-words';
import { saveShot } from '../support/shots';

/*
 * Issue 13: the POS in both locales. A foreign cashier picks English with the switch (remembered on
 * the device across a reload); a browser set to Indonesian gets Indonesian without choosing. The
 * same journey in each: login, a shift, items in the cart, cash with change, the receipt, a QRIS
 * sale and the shift closed. The texts expected are the catalogues' own.
 */

/** Screenshots for a person to look at, only when asked for: E2E_SHOTS_DIR=/some/dir. */
const SHOTS = process.env.E2E_SHOTS_DIR;
const PHONE = { width: 390, height: 844 };
const WIDE = { width: 1366, height: 768 };
const TAX_PERCENT = 11;
const OPENING_CASH = 100_000;
const PRICES = { 'NASI GORENG SPESIAL': 28_000, 'ES TEH MANIS': 6_000 };
type Dish = keyof typeof PRICES;

function grandTotal(dishes: readonly Dish[]): number {
  const subtotal = dishes.reduce((sum, dish) => sum + PRICES[dish], 0);
  return subtotal + Math.round((subtotal * TAX_PERCENT) / 100);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The screen at both sizes: the whole page, the top of the screen, what the cashier sees with a
 * dialog open, or the screen scrolled to one part of it.
 */
async function shots(page: Page, name: string, view: 'page' | 'top' | 'dialog' | Locator) {
  if (!SHOTS) return;
  mkdirSync(`${SHOTS}/pos`, { recursive: true });
  for (const [size, viewport] of [
    ['1366', WIDE],
    ['390', PHONE],
  ] as const) {
    await page.setViewportSize(viewport);
    if (view === 'page' || view === 'top') await page.evaluate('window.scrollTo(0, 0)');
    else if (view !== 'dialog') await view.evaluate((part) => part.scrollIntoView({ block: 'center' }));
    await saveShot(page, `${SHOTS}/pos/${name}-${size}.png`, { fullPage: view === 'page' });
  }
  await page.setViewportSize(WIDE);
}

interface Journey {
  page: Page;
  locale: PosLocale;
  email: string;
  slug: string;
  /** Screenshots of the English POS (issue 13). */
  screenshots: boolean;
}

/** From the login form to a closed shift, with a cash sale (change and receipt) and a QRIS sale. */
async function sellAndCloseShift({ page, locale, email, slug, screenshots }: Journey) {
  const w = posWordsIn(locale);
  // A refusal of the server, in the locale's words (the server's message is the Indonesian one).
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(`${CASHIER_PASSWORD}-salah`);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText(w('pos/errors', 'INVALID_CREDENTIALS'));
  await page.getByLabel('Password', { exact: true }).fill(CASHIER_PASSWORD);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/pos/${slug}$`));
  await expect(page).toHaveTitle(new RegExp(escapeRegExp(w('pos/dashboard', 'title'))));

  // No shift yet: it is opened right on the dashboard.
  const prompt = page.locator('[data-open-shift-prompt]');
  await expect(prompt).toContainText(w('pos/dashboard', 'shiftRequired'));
  // Nothing entered: the field says what it needs (the contract's own words in Indonesian).
  await prompt.getByRole('button', { name: w('pos/shift', 'openButton') }).click();
  await expect(prompt).toContainText(
    locale === 'en' ? w('pos/shift', 'amountProblem') : 'Kas awal harus bilangan bulat 0 atau lebih',
  );
  await prompt.getByLabel(w('pos/shift', 'openingCashField')).fill(String(OPENING_CASH));
  await prompt.getByRole('button', { name: w('pos/shift', 'openButton') }).click();
  await expect(prompt).toHaveCount(0);

  // Two dishes in the cart.
  const cashSale: Dish[] = ['NASI GORENG SPESIAL', 'ES TEH MANIS'];
  const grid = page.getByRole('list', { name: w('pos/dashboard', 'menuList') });
  const add = (dish: Dish) =>
    grid.getByRole('button', { name: new RegExp(`^${escapeRegExp(w('pos/dashboard', 'addItem'))}${dish}`) });
  for (const dish of cashSale) await add(dish).click();
  await expect(page.locator('[data-cart-count]')).toHaveText(w('pos/dashboard', 'items', { count: 2 }));
  const cart = page.getByRole('region', { name: w('pos/dashboard', 'cart') });
  await expect(cart).toContainText(w('pos/receipt', 'tax', { type: 'PPN', rate: TAX_PERCENT }));
  const total = grandTotal(cashSale);
  await expect(page.locator('[data-cart-total]')).toHaveText(rupiah(total));
  if (screenshots) await shots(page, 'selling-with-cart', 'top');

  // Cash: 100.000 handed over, the change shown before and after paying.
  const pay = page.getByRole('group', { name: w('pos/dashboard', 'pay') });
  await pay.getByRole('button', { name: w('pos/dashboard', 'payCash'), exact: true }).click();
  const cash = page.getByRole('dialog', { name: w('pos/dashboard', 'cashTitle') });
  await expect(cash.locator('[data-payment-amount]')).toHaveText(rupiah(total));
  const quick = cash.getByRole('group', { name: w('pos/cash', 'quick') });
  await expect(quick.getByRole('button').first()).toHaveText(w('pos/cash', 'exactCash'));
  await cash.getByLabel(w('pos/cash', 'received')).fill('20000');
  await expect(cash.locator('[data-cash-change]')).toHaveText(
    w('pos/cash', 'short', { amount: rupiah(total - 20_000) }),
  );
  await quick.getByRole('button', { name: rupiah(100_000) }).click();
  await expect(cash.locator('[data-cash-change]')).toHaveText(rupiah(100_000 - total));
  if (screenshots) await shots(page, 'payment-dialog', 'dialog');
  expect(await seriousViolations(page)).toEqual([]);
  await cash.getByRole('button', { name: w('pos/dashboard', 'cashConfirm') }).click();
  await expect(cash).toHaveCount(0);

  // The sale's change and its receipt.
  const last = page.getByRole('region', { name: w('pos/dashboard', 'lastSale'), exact: true });
  await expect(last.locator('[data-last-change]')).toHaveText(rupiah(100_000 - total));
  await last.getByText(w('pos/dashboard', 'showReceipt')).click();
  const receipt = last.locator('[data-receipt]');
  for (const text of [
    w('pos/receipt', 'counter'),
    w('pos/receipt', 'line', { name: 'NASI GORENG SPESIAL', qty: 1 }),
    w('pos/receipt', 'tax', { type: 'PPN', rate: TAX_PERCENT }),
    rupiah(total),
    w('pos/receipt', 'methodCash'),
    w('pos/receipt', 'cashReceived'),
    w('pos/receipt', 'change'),
    w('pos/receipt', 'thanks'),
  ]) {
    await expect(receipt).toContainText(text);
  }
  if (screenshots) await shots(page, 'receipt', receipt);

  // A QRIS sale: the code for the amount, confirmed once the money is in.
  const qrisSale: Dish[] = ['ES TEH MANIS'];
  await add('ES TEH MANIS').click();
  await pay.getByRole('button', { name: w('pos/dashboard', 'payQris'), exact: true }).click();
  const qris = page.getByRole('dialog', { name: w('pos/dashboard', 'qrisTitle') });
  const qrisTotal = rupiah(grandTotal(qrisSale));
  await expect(
    qris.getByRole('img', { name: w('pos/dashboard', 'qrisLabel', { amount: qrisTotal }) }),
  ).toBeVisible();
  await expect(qris).toContainText(w('pos/dashboard', 'qrisHint'));
  await qris.getByRole('button', { name: w('pos/dashboard', 'qrisConfirm') }).click();
  await expect(qris).toHaveCount(0);
  await expect(last).toContainText(qrisTotal);
  await expect(last).toContainText(w('pos/receipt', 'methodQris'));
  const recent = page.getByRole('region', { name: w('pos/dashboard', 'recentTitle') });
  await expect(recent.getByRole('columnheader', { name: w('pos/transactions', 'method') })).toBeVisible();
  // The method column names the method in the visible language ('Cash' / 'Tunai'), not its code.
  await expect(recent.getByRole('row').nth(2)).toContainText(w('pos/receipt', 'methodCash'));

  // The shift closed with the drawer counted exactly.
  await page
    .getByRole('navigation', { name: w('pos/shell', 'navLabel') })
    .getByRole('link', { name: w('pos/shell', 'navShift') })
    .click();
  await expect(page.locator('[data-shift-reconciliation]')).toContainText(w('pos/shift', 'expectedByMethod'));
  await page.getByLabel(w('pos/shift', 'closingCashField')).fill(String(OPENING_CASH + total));
  await page.getByRole('button', { name: w('pos/shift', 'closeButton') }).click();
  const ask = page.getByRole('dialog', { name: w('pos/shift', 'confirmTitle') });
  await expect(ask).toContainText(w('pos/shift', 'notCounted'));
  if (screenshots) await shots(page, 'shift-close', 'dialog');
  await ask.getByRole('button', { name: w('pos/shift', 'confirmYes') }).click();
  await expect(page.getByText(w('pos/shift', 'closed'))).toBeVisible();
  await expect(page.locator('[data-shift-variance="CASH"]')).toHaveText(w('pos/labels', 'varianceEven'));
  await expect(page.locator('[data-shift-variance="CARD"]')).toHaveText(w('pos/shift', 'notCounted'));
  if (screenshots) await shots(page, 'shift-result', 'page');
  expect(await seriousViolations(page)).toEqual([]);
}

test('a foreign cashier picks English at the login, keeps it after a reload and runs a shift in it', async ({
  browser,
  tenant,
}) => {
  test.setTimeout(180_000);
  const email = await createPosCashier(tenant);
  const context = await browser.newContext({ viewport: WIDE, locale: 'id-ID' });
  const page = await context.newPage();
  await page.goto(`/pos/${tenant.slug}/login`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(posWord('id', 'pos/login', 'title'));

  const languages = page.getByRole('group', { name: posWord('id', 'pos/language', 'label') });
  await languages.getByRole('button', { name: posWord('en', 'pos/language', 'en') }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(posWord('en', 'pos/login', 'title'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  // Remembered on the device: the reload shows English at once.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(posWord('en', 'pos/login', 'title'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const english = page
    .getByRole('group', { name: posWord('en', 'pos/language', 'label') })
    .getByRole('button', { name: posWord('en', 'pos/language', 'en') });
  await expect(english).toHaveAttribute('aria-pressed', 'true');
  expect(await page.evaluate("localStorage.getItem('meja-locale')")).toBe('en');
  await shots(page, 'login', 'page');

  await sellAndCloseShift({ page, locale: 'en', email, slug: tenant.slug, screenshots: true });
  await context.close();
});

test('a browser set to Indonesian gets the POS in Indonesian without choosing', async ({
  browser,
  tenant,
}) => {
  test.setTimeout(180_000);
  const email = await createPosCashier(tenant);
  const context = await browser.newContext({ viewport: WIDE, locale: 'id-ID' });
  const page = await context.newPage();
  await page.goto(`/pos/${tenant.slug}/login`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(posWord('id', 'pos/login', 'title'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'id');
  const indonesian = page
    .getByRole('group', { name: posWord('id', 'pos/language', 'label') })
    .getByRole('button', { name: posWord('id', 'pos/language', 'id') });
  await expect(indonesian).toHaveAttribute('aria-pressed', 'true');

  await sellAndCloseShift({ page, locale: 'id', email, slug: tenant.slug, screenshots: false });
  await context.close();
});

test("a browser set to English gets English by default; the cashier's switch back to Indonesian is remembered", async ({
  browser,
  tenant,
}) => {
  const context = await browser.newContext({ viewport: PHONE, locale: 'en-US' });
  const page = await context.newPage();
  await page.goto(`/pos/${tenant.slug}/login`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(posWord('en', 'pos/login', 'title'));
  await page
    .getByRole('group', { name: posWord('en', 'pos/language', 'label') })
    .getByRole('button', { name: posWord('id', 'pos/language', 'id') })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(posWord('id', 'pos/login', 'title'));
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(posWord('id', 'pos/login', 'title'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'id');
  await context.close();
});
