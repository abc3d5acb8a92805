import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { formatRupiah as rupiah } from '@meja/shared/money';
import { publicSettings } from '@meja/shared/contracts/platform';
import { platformOffer, type Offer } from '../support/platform-offer';

/*
 * Issue 7's public site: the landing (every SPEC §2 section, the carousel's and the toast's timings
 * on Playwright's clock, not by waiting) and /pricing (monthly/yearly, the four cards).
 */

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1366, height: 768 };

/** Slides out of view are aria-hidden: found anyway, to read which one is shown. */
function slide(page: Page, index: number) {
  return page.getByRole('group', { name: new RegExp(`^${index} dari 5:`), includeHidden: true });
}

/** Playwright's clock, stopped before the page loads: its timers run only as the test moves time. */
async function stoppedClock(page: Page) {
  const start = new Date('2026-11-24T08:00:00+07:00');
  await page.clock.install({ time: start });
  // A minute on: the installed clock runs until paused, and a busy machine can take more than 1 ms.
  await page.clock.pauseAt(new Date(start.getTime() + 60_000));
}

async function currentSlide(page: Page): Promise<number> {
  for (let index = 1; index <= 5; index++) {
    if ((await slide(page, index).getAttribute('aria-hidden')) === 'false') return index;
  }
  throw new Error('no slide is shown');
}

async function offerOf(request: APIRequestContext): Promise<Offer> {
  return platformOffer(request);
}

test.describe('landing', () => {
  test('shows every section with the settings: trial length, KASIR_SAJA price, WhatsApp button', async ({
    page,
    request,
  }) => {
    const offer = await offerOf(request);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Pesanan dari meja, beres sampai kasir.',
    );
    await expect(page.locator('[data-trial-note]')).toHaveText(
      `Coba gratis ${offer.trialDays} hari dengan paket BASIC, tanpa kartu kredit.`,
    );
    for (const heading of [
      'Lihat Meja bekerja',
      'Dipakai warung, kedai kopi hingga rumah makan',
      'Semua yang dibutuhkan restoran Anda',
      'Cukup butuh kasir? Ada paket KASIR_SAJA.',
      'Mulai dalam 4 langkah',
      'Kata mereka tentang Meja',
      'Siap membuat restoran Anda lebih rapi?',
    ]) {
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeAttached();
    }
    await expect(page.getByRole('region', { name: 'Lihat Meja bekerja' }).locator('img')).toHaveCount(5);
    await expect(page.getByText('Warung Bu Sari', { exact: true })).toBeAttached();
    await expect(page.getByRole('link', { name: 'Pilih KASIR_SAJA' })).toHaveAttribute(
      'href',
      '/pay?plan=POS_ONLY&cycle=monthly',
    );
    await expect(page.locator('[data-kasir-saja-price]')).toHaveText(`Mulai ${rupiah(offer.pricePOS)}/bln`);
    await expect(page.getByText(`Paket BASIC gratis selama ${offer.trialDays} hari.`)).toBeAttached();
    await expect(page.getByRole('link', { name: /^halo@/ })).toHaveAttribute('href', /^mailto:halo@/);

    // The demo number 081200000000: digits only, the leading 0 becomes 62.
    const whatsapp = page.getByRole('link', { name: 'Chat dengan tim Meja di WhatsApp' });
    await expect(whatsapp).toHaveAttribute('href', /^https:\/\/wa\.me\/6281200000000\?text=/);
    await expect(whatsapp).toHaveAttribute('target', '_blank');
  });

  test('without a WhatsApp number there is no WhatsApp button, and ENTERPRISE cannot be chatted', async ({
    page,
  }) => {
    await page.route('**/api/v1/public/settings', async (route) => {
      const response = await route.fetch();
      const { data } = publicSettings.parse(await response.json());
      await route.fulfill({ response, json: { data: { ...data, whatsappNumber: '' } } });
    });
    await page.goto('/');
    await expect(page.locator('[data-kasir-saja-price]')).not.toBeEmpty();
    await expect(page.locator('[data-whatsapp-float]')).toHaveCount(0);

    await page
      .getByRole('navigation', { name: 'Navigasi utama' })
      .getByRole('link', { name: 'Pricing' })
      .click();
    const enterprise = page.getByRole('article', { name: 'ENTERPRISE' });
    await expect(enterprise.getByRole('button', { name: 'Chat via WhatsApp' })).toBeDisabled();
    await expect(enterprise.getByText('Nomor WhatsApp platform belum diatur.')).toBeVisible();
  });

  test('the carousel moves every 3 s, pauses on hover and by its button', async ({ page }) => {
    await page.setViewportSize(LAPTOP);
    await stoppedClock(page);
    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'Lihat Meja bekerja' });
    await expect(slide(page, 1)).toHaveAttribute('aria-hidden', 'false');

    await page.clock.runFor(3000);
    await expect(slide(page, 2)).toHaveAttribute('aria-hidden', 'false');
    await page.clock.runFor(3000);
    await expect(slide(page, 3)).toHaveAttribute('aria-hidden', 'false');

    // Hovered, it stays; the pointer gone, it moves on.
    await carousel.hover();
    await page.clock.runFor(9000);
    expect(await currentSlide(page)).toBe(3);
    await page.mouse.move(5, 5);
    await page.clock.runFor(3000);
    await expect(slide(page, 4)).toHaveAttribute('aria-hidden', 'false');

    // The buttons move it; pause holds it, play lets it go again.
    await carousel.getByRole('button', { name: 'Tampilkan layar 1 dari 5' }).click();
    await expect(slide(page, 1)).toHaveAttribute('aria-hidden', 'false');
    await carousel.getByRole('button', { name: 'Jeda putar otomatis' }).click();
    await page.mouse.move(5, 5);
    await page.clock.runFor(9000);
    expect(await currentSlide(page)).toBe(1);
    await carousel.getByRole('button', { name: 'Putar otomatis' }).click();
    await page.mouse.move(5, 5);
    await page.clock.runFor(3000);
    await expect(slide(page, 2)).toHaveAttribute('aria-hidden', 'false');
    await carousel.getByRole('button', { name: 'Sebelumnya' }).click();
    await expect(slide(page, 1)).toHaveAttribute('aria-hidden', 'false');
  });

  test('the social-proof toast: first after 2.5 s, every 15 s, visible 5 s, closable', async ({ page }) => {
    await stoppedClock(page);
    await page.goto('/');
    const toast = page.locator('[data-social-proof]');
    await page.clock.runFor(2400);
    await expect(toast).toHaveCount(0);
    await page.clock.runFor(200);
    await expect(toast).toBeVisible();
    const first = await toast.innerText();
    await page.clock.runFor(4900);
    await expect(toast).toBeVisible();
    await page.clock.runFor(200);
    await expect(toast).toHaveCount(0);
    // 15 s after the first appearance (2.5 s), the next one with another line.
    await page.clock.runFor(9800);
    await expect(toast).toHaveCount(0);
    await page.clock.runFor(200);
    await expect(toast).toBeVisible();
    expect(await toast.innerText()).not.toBe(first);

    // It never covers the WhatsApp button.
    const toastBox = await toast.boundingBox();
    const buttonBox = await page.locator('[data-whatsapp-float]').boundingBox();
    expect(toastBox && buttonBox && toastBox.x + toastBox.width <= buttonBox.x).toBe(true);

    await toast.getByRole('button', { name: 'Tutup notifikasi' }).click();
    await expect(toast).toHaveCount(0);
    await page.clock.runFor(60_000);
    await expect(toast).toHaveCount(0);
  });

  test('under prefers-reduced-motion nothing moves by itself', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await stoppedClock(page);
    await page.goto('/');
    await page.clock.runFor(20_000);
    await expect(page.locator('[data-social-proof]')).toHaveCount(0);
    expect(await currentSlide(page)).toBe(1);
    const carousel = page.getByRole('region', { name: 'Lihat Meja bekerja' });
    await expect(carousel.getByRole('button', { name: 'Putar otomatis' })).toBeVisible();
    await carousel.getByRole('button', { name: 'Berikutnya' }).click();
    await expect(slide(page, 2)).toHaveAttribute('aria-hidden', 'false');
  });
});

test.describe('/pricing', () => {
  test('a visitor toggles yearly and sees ten times the monthly prices', async ({ page, request }) => {
    const offer = await offerOf(request);
    await page.goto('/pricing');
    await expect(page.getByRole('heading', { level: 1, name: 'Harga Paket' })).toBeVisible();
    const price = (plan: string) => page.getByRole('article', { name: plan }).locator('[data-plan-price]');

    await expect(price('KASIR_SAJA')).toHaveText(`${rupiah(offer.pricePOS)}/bln`);
    await expect(price('PRO')).toHaveText(`${rupiah(offer.pricePro)}/bln`);
    await expect(price('BASIC')).toHaveText(`Gratis (uji coba ${offer.trialDays} hari)`);
    await expect(price('ENTERPRISE')).toHaveText('Hubungi kami');
    const basic = page.getByRole('article', { name: 'BASIC' });
    await expect(basic.getByRole('link', { name: 'Mulai Gratis' })).toHaveAttribute('href', '/register');
    await expect(
      page.getByRole('article', { name: 'PRO' }).getByRole('button', { name: 'Beli PRO' }),
    ).toBeEnabled();
    await expect(
      page.getByRole('article', { name: 'ENTERPRISE' }).getByRole('link', { name: 'Chat via WhatsApp' }),
    ).toHaveAttribute('href', /^https:\/\/wa\.me\/6281200000000\?text=/);

    await page.getByRole('radio', { name: /Tahunan/ }).click();
    await expect(page).toHaveURL('/pricing?cycle=yearly');
    await expect(price('KASIR_SAJA')).toHaveText(`${rupiah(offer.pricePOS * 10)}/thn`);
    await expect(price('PRO')).toHaveText(`${rupiah(offer.pricePro * 10)}/thn`);
    await expect(page.getByText(`Hemat ${rupiah(offer.pricePro * 2)} per tahun`)).toBeVisible();
    await expect(price('BASIC')).toHaveText(`Gratis (uji coba ${offer.trialDays} hari)`);

    await page.getByRole('radio', { name: 'Bulanan' }).click();
    await expect(price('PRO')).toHaveText(`${rupiah(offer.pricePro)}/bln`);
  });

  test('a buy button reads Mengalihkan... while pending; a refused checkout shows in red', async ({
    page,
  }) => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/v1/public/checkout', async (route) => {
      await held;
      await route.fulfill({
        status: 503,
        json: { message: 'Penyedia pembayaran sedang tidak tersedia.', code: 'UNAVAILABLE' },
      });
    });
    await page.goto('/pricing');
    const pro = page.getByRole('article', { name: 'PRO' });
    await pro.getByRole('button', { name: 'Beli PRO' }).click();
    await expect(pro.getByRole('button', { name: 'Mengalihkan...' })).toBeDisabled();
    await expect(
      page.getByRole('article', { name: 'KASIR_SAJA' }).getByRole('button', { name: 'Beli KASIR_SAJA' }),
    ).toBeDisabled();
    release();
    const alert = page.getByRole('alert');
    await expect(alert).toHaveText('Penyedia pembayaran sedang tidak tersedia.');
    await expect(alert).toHaveClass(/text-red-/);
    await expect(pro.getByRole('button', { name: 'Beli PRO' })).toBeEnabled();
  });

  test('a failed price load is shown in red with a retry', async ({ page }) => {
    let fail = true;
    await page.route('**/api/v1/public/settings', async (route) => {
      if (fail) return route.fulfill({ status: 500, json: { message: 'Server sibuk.', code: 'INTERNAL' } });
      return route.fallback();
    });
    await page.goto('/pricing');
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Server sibuk.');
    await expect(alert).toHaveClass(/text-red-/);
    fail = false;
    await alert.getByRole('button', { name: 'Coba lagi' }).click();
    await expect(page.getByRole('article', { name: 'PRO' })).toBeVisible();
  });
});

test.describe('axe: no serious violations on the public site', () => {
  for (const viewport of [PHONE, LAPTOP]) {
    test(`/, /pricing and /register at ${viewport.width}px`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto('/');
      await expect(page.locator('[data-kasir-saja-price]')).not.toBeEmpty();
      expect(await seriousViolations(page)).toEqual([]);
      await page.goto('/pricing?cycle=yearly');
      await expect(page.getByRole('article', { name: 'PRO' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.goto('/register?package=PRO');
      await expect(page.getByLabel('Paket')).toHaveValue('PRO');
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});
