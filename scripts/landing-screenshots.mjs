// The landing page's screenshot carousel shows Meja's own screens. This script takes them: it starts the
// app the way e2e does (a fresh temporary PGlite with the demo data, the built web app), gives the demo
// restaurant some orders and payments through the API, captures the screens in Debian's Chromium and
// writes them as WebP at the sizes the carousel shows (960, 720 and 480 px wide, 16:10; for phones also a
// closer crop of each laptop screen at 720 and 480), plus the Open Graph picture. Run by hand after a
// visible change to those screens, then commit the images:
//   node scripts/landing-screenshots.mjs [--keep /tmp/landing-raw]
/* global window, document */ // in page.waitForFunction, which runs in the browser
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { chromium, request } from 'playwright';
import sharp from 'sharp';
import { startMeja } from '../bench/lib.mjs';
import { ensureWebBuild, log, ROOT } from './lib.mjs';

const { values: opts } = parseArgs({
  options: { port: { type: 'string', default: '3300' }, keep: { type: 'string' } },
});
const SLUG = 'warung-demo';
const PASSWORD = 'demo1234';
const BASE = `http://127.0.0.1:${opts.port}`;
const OUT = path.join(ROOT, 'apps/web/src/assets/landing');
const OG_FILE = path.join(ROOT, 'apps/web/public/og-image.jpg');
const WIDTHS = [960, 720, 480];
/** Phones get a closer look at a laptop screen: this part of it (1280×800 capture), also 16:10. */
const PHONE_CROPS = {
  kitchen: { left: 280, top: 190, width: 800, height: 500 },
  pos: { left: 380, top: 60, width: 900, height: 562 },
  dashboard: { left: 280, top: 190, width: 800, height: 500 },
  inventory: { left: 280, top: 190, width: 800, height: 500 },
};
const PHONE_WIDTHS = [720, 480];
const SLIDE = { width: 1280, height: 800 };
const LAUNCH = {
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
};

const tmp = mkdtempSync(path.join(tmpdir(), 'meja-landing-shots-'));
const raw = opts.keep ?? path.join(tmp, 'raw');
mkdirSync(raw, { recursive: true });
mkdirSync(OUT, { recursive: true });

await ensureWebBuild();
const server = await startMeja({
  DATABASE_URL: '',
  REDIS_URL: '',
  DATA_DIR: path.join(tmp, 'data'),
  PORT: opts.port,
  HOST: '127.0.0.1',
  PUBLIC_URL: BASE,
  SEED_DEMO: 'true',
  LOG_LEVEL: 'warn',
  NODE_ENV: 'development',
});
const stop = () => {
  if (server.exitCode === null) server.kill('SIGTERM');
};
process.on('exit', () => {
  stop();
  rmSync(tmp, { recursive: true, force: true });
});

async function ok(response) {
  if (!response.ok()) throw new Error(`${response.url()}: ${response.status()} ${await response.text()}`);
  return response.json();
}

async function staff(email) {
  const context = await request.newContext({ baseURL: BASE });
  await ok(await context.post('/api/v1/public/login', { data: { email, password: PASSWORD } }));
  return context;
}

/** Orders at eight tables: some waiting, some in the kitchen (one READY), some paid. */
async function seedOrders() {
  const visitor = await request.newContext({ baseURL: BASE });
  const { items } = await ok(await visitor.get(`/api/v1/public/${SLUG}/menu`));
  const dish = (index) => items[index % items.length]._id;
  const plan = [
    { table: 'A1', lines: [0, 5, 9], note: '' },
    { table: 'A2', lines: [1, 6], note: 'Tidak pedas' },
    { table: 'A3', lines: [2, 7, 7], note: '' },
    { table: 'B1', lines: [3, 8], note: 'Prioritas, tamu menunggu' },
    { table: 'B2', lines: [4, 10, 11], note: '' },
    { table: 'B4', lines: [12, 13], note: '' },
    { table: 'C1', lines: [0, 1, 14], note: '' },
    { table: 'C2', lines: [2, 15], note: '' },
  ];
  const orders = [];
  for (const entry of plan) {
    const qty = new Map();
    for (const line of entry.lines) qty.set(dish(line), (qty.get(dish(line)) ?? 0) + 1);
    const body = await ok(
      await visitor.post(`/api/v1/public/${SLUG}/orders`, {
        headers: { 'Idempotency-Key': randomUUID() },
        data: {
          table: entry.table,
          note: entry.note,
          items: [...qty].map(([menuItemId, count]) => ({ menuItemId, qty: count })),
        },
      }),
    );
    orders.push(body.order);
  }
  const cashier = await staff(`kasir@${SLUG}.test`);
  const kitchen = await staff(`dapur@${SLUG}.test`);
  for (const order of orders.slice(0, 5)) {
    await ok(
      await cashier.patch(`/api/v1/tenant/${SLUG}/orders/${order._id}`, { data: { confirmed: true } }),
    );
  }
  await ok(
    await kitchen.patch(`/api/v1/tenant/${SLUG}/orders/${orders[0]._id}/ready`, { data: { ready: true } }),
  );
  for (const [index, order] of orders.slice(5).entries()) {
    const amount = order.total + Math.round((order.total * 11) / 100);
    await ok(
      await cashier.post(`/api/v1/tenant/${SLUG}/payments`, {
        data: { orderId: order._id, method: ['CASH', 'QRIS', 'CARD'][index % 3], amount },
      }),
    );
  }
  await Promise.all([visitor.dispose(), cashier.dispose(), kitchen.dispose()]);
}

/** Logs in afresh (whoever was logged in before is forgotten first). */
async function login(page, email) {
  await page.context().clearCookies();
  await page.goto(`${BASE}/login`);
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

/** Every picture in view decoded (those below are lazy), then a moment for the last paint. */
async function settle(page) {
  await page.waitForFunction(() =>
    [...document.images]
      .filter((img) => img.getBoundingClientRect().top < window.innerHeight)
      .every((img) => img.complete),
  );
  await sleep(600);
}

async function capture(page, name) {
  await page.mouse.move(0, 0); // no hover highlight
  await settle(page);
  const file = path.join(raw, `${name}.png`);
  await page.screenshot({ path: file });
  log(`captured ${name}`);
  return file;
}

async function phoneScreens(browser) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'id-ID',
    timezoneId: 'Asia/Jakarta',
  });
  const page = await context.newPage();
  await page.goto(`${BASE}/${SLUG}/menu`);
  await page.getByRole('heading', { name: 'Spesial Hari Ini' }).waitFor();
  const menu = await capture(page, 'phone-menu');
  await page.goto(`${BASE}/${SLUG}/order-track?table=A2`);
  await page.getByText('Sedang diproses di dapur').first().waitFor();
  const tracking = await capture(page, 'phone-tracking');
  await context.close();
  return [menu, tracking];
}

async function desktopScreens(browser) {
  const context = await browser.newContext({
    viewport: SLIDE,
    locale: 'id-ID',
    timezoneId: 'Asia/Jakarta',
  });
  const page = await context.newPage();
  const shots = {};

  await login(page, `dapur@${SLUG}.test`);
  await page.goto(`${BASE}/${SLUG}/admin/kitchen`);
  await page.locator('[data-kitchen-order]').nth(3).waitFor();
  shots.kitchen = await capture(page, 'kitchen');

  await login(page, `admin@${SLUG}.test`);
  await page.goto(`${BASE}/${SLUG}/admin`);
  await page.getByRole('heading', { name: 'Recent Orders (Last 3 Days)' }).waitFor();
  await page.getByText('Loading dashboard...').waitFor({ state: 'detached' });
  shots.dashboard = await capture(page, 'dashboard');
  await page.goto(`${BASE}/${SLUG}/admin/inventory`);
  await page.locator('[data-stock-item]').first().waitFor();
  shots.inventory = await capture(page, 'inventory');

  // The POS: a fresh cashier opens a shift and rings up three dishes.
  const cashierEmail = `kasir-foto-${Date.now()}@${SLUG}.test`;
  await page.goto(`${BASE}/pos/${SLUG}`);
  const posHeaders = { 'X-Tenant-Slug': SLUG };
  const admin = await request.newContext({ baseURL: BASE });
  await ok(
    await admin.post('/api/v1/pos/auth/login', {
      headers: posHeaders,
      data: { email: `admin@${SLUG}.test`, password: PASSWORD },
    }),
  );
  await ok(
    await admin.post('/api/v1/pos/core/users/quick-add-cashier', {
      headers: { ...posHeaders, 'Idempotency-Key': randomUUID() },
      data: { email: cashierEmail, password: 'kasir123', name: 'SITI' },
    }),
  );
  await admin.dispose();
  await context.clearCookies();
  await page.evaluate(() => localStorage.clear());
  await page.goto(`${BASE}/pos/${SLUG}/login`);
  await page.getByLabel('Email', { exact: true }).fill(cashierEmail);
  await page.getByLabel('Password', { exact: true }).fill('kasir123');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL(`${BASE}/pos/${SLUG}`);
  const nav = page.getByRole('navigation', { name: 'Menu kasir' });
  await nav.getByRole('link', { name: 'Shift' }).click();
  await page.getByLabel('Kas awal (Rp)').fill('200000');
  await page.getByRole('button', { name: 'Buka shift' }).click();
  await page.getByRole('heading', { name: 'Tutup shift' }).waitFor();
  await nav.getByRole('link', { name: 'Dashboard' }).click();
  const grid = page.getByRole('list', { name: 'Daftar menu' });
  for (const index of [0, 2, 2, 5]) await grid.getByRole('button').nth(index).click();
  shots.pos = await capture(page, 'pos');
  await context.close();
  return shots;
}

/** A phone screenshot with rounded corners, `height` px tall. */
async function phoneFrame(file, height) {
  const { width: w0, height: h0 } = await sharp(file).metadata();
  const width = Math.round((w0 * height) / h0);
  const radius = Math.round(height * 0.05);
  const mask = Buffer.from(
    `<svg width="${width}" height="${height}"><rect width="${width}" height="${height}" rx="${radius}" ry="${radius}"/></svg>`,
  );
  const picture = await sharp(file)
    .resize(width, height)
    .composite([{ input: mask, blend: 'dest-in' }])
    .png()
    .toBuffer();
  const border = 10;
  const frame = Buffer.from(
    `<svg width="${width + 2 * border}" height="${height + 2 * border}"><rect width="${width + 2 * border}" height="${height + 2 * border}" rx="${radius + border}" ry="${radius + border}" fill="#1c1917"/></svg>`,
  );
  return sharp(frame)
    .composite([{ input: picture, left: border, top: border }])
    .png()
    .toBuffer();
}

/** The two phone screens side by side on the brand's light background, 16:10 like the other slides. */
async function phonesSlide([left, right]) {
  const height = 700;
  const phones = await Promise.all([phoneFrame(left, height), phoneFrame(right, height)]);
  const { width: phoneWidth } = await sharp(phones[0]).metadata();
  const gap = 96;
  const x0 = Math.round((SLIDE.width - 2 * phoneWidth - gap) / 2);
  const top = Math.round((SLIDE.height - height - 20) / 2);
  const background = Buffer.from(
    `<svg width="${SLIDE.width}" height="${SLIDE.height}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff7ed"/><stop offset="1" stop-color="#fed7aa"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/></svg>`,
  );
  const file = path.join(raw, 'phones.png');
  await sharp(background)
    .composite([
      { input: phones[0], left: x0, top },
      { input: phones[1], left: x0 + phoneWidth + gap, top },
    ])
    .png()
    .toFile(file);
  return file;
}

async function writeWebp(image, target, width) {
  await image
    .resize(width, Math.round((width * SLIDE.height) / SLIDE.width), { fit: 'cover', position: 'top' })
    .webp({ quality: 74, effort: 6, smartSubsample: true })
    .toFile(target);
  log(`${path.relative(ROOT, target)}: ${(statSync(target).size / 1024).toFixed(1)} KB`);
}

async function writeSlide(name, file) {
  for (const width of WIDTHS) {
    await writeWebp(sharp(file), path.join(OUT, `landing-${name}-${width}.webp`), width);
  }
  const crop = PHONE_CROPS[name];
  if (!crop) return;
  for (const width of PHONE_WIDTHS) {
    await writeWebp(sharp(file).extract(crop), path.join(OUT, `landing-${name}-phone-${width}.webp`), width);
  }
}

/** 1200×630 for link previews: the brand, one line, and the dashboard. */
async function writeOgImage(browser, dashboard) {
  const shot = (await sharp(dashboard).resize(760).png().toBuffer()).toString('base64');
  const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
  await page.setContent(`<!doctype html><html><body style="margin:0;width:1200px;height:630px;overflow:hidden;
    background:linear-gradient(135deg,#fff7ed,#fed7aa);font-family:system-ui,sans-serif;color:#1c1917">
    <div style="position:absolute;left:64px;top:72px;width:400px">
      <div style="display:flex;align-items:center;gap:16px">
        <svg viewBox="0 0 32 32" width="72" height="72"><rect width="32" height="32" rx="8" fill="#c2410c"/>
        <path d="M8 23V9h3.4L16 15.6 20.6 9H24v14h-3.3v-8.7L16 20.8l-4.7-6.5V23z" fill="white"/></svg>
        <span style="font-size:64px;font-weight:800;letter-spacing:-2px">Meja</span></div>
      <p style="font-size:40px;font-weight:800;line-height:1.15;margin:40px 0 0">Pesanan dari meja, beres sampai kasir.</p>
      <p style="font-size:24px;line-height:1.4;color:#44403c;margin:24px 0 0">Menu QR, dapur, kasir offline, QRIS &amp; stok dalam satu aplikasi.</p>
    </div>
    <img src="data:image/png;base64,${shot}" style="position:absolute;left:500px;top:96px;width:760px;
      border-radius:16px;box-shadow:0 24px 60px rgba(124,45,18,.3)"></body></html>`);
  const png = await page.screenshot();
  await page.close();
  await sharp(png).jpeg({ quality: 78, mozjpeg: true }).toFile(OG_FILE);
  log(`${path.relative(ROOT, OG_FILE)}: ${(statSync(OG_FILE).size / 1024).toFixed(1)} KB`);
}

let exitCode = 0;
const browser = await chromium.launch(LAUNCH);
try {
  await seedOrders();
  const phones = await phoneScreens(browser);
  const desktop = await desktopScreens(browser);
  await writeSlide('diner', await phonesSlide(phones));
  await writeSlide('kitchen', desktop.kitchen);
  await writeSlide('pos', desktop.pos);
  await writeSlide('dashboard', desktop.dashboard);
  await writeSlide('inventory', desktop.inventory);
  await writeOgImage(browser, desktop.dashboard);
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  await browser.close();
  stop();
}
process.exit(exitCode);
