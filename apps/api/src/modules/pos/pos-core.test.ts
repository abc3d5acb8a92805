import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { v7 as uuidv7 } from 'uuid';
import {
  posLoginResponse,
  posMenu,
  posMenuItemResponse,
  quickAddCashierResponse,
} from '@meja/shared/contracts/pos';
import { errorOf, freshIp } from '../../../test/auth-flow';
import { publicMenu, type Ctx } from '../../../test/catalog';
import { openTestContext } from '../../../test/harness';
import { freshPos, posCall, posUrl } from '../../../test/pos';
import { setTenant } from '../../../test/orders';
import { DEMO_QRIS_STATIC } from '../../seed/seed';

/** GET /core/menu and quick management: POST /core/menu/quick-add, /core/users/quick-add-cashier, /core/menu/{id}/image. */
let ctx: Ctx;
let png: Buffer;

beforeAll(async () => {
  ctx = await openTestContext();
  png = await sharp({ create: { width: 300, height: 200, channels: 3, background: { r: 9, g: 99, b: 9 } } })
    .png()
    .toBuffer();
});
afterAll(() => ctx.close());

const quickAdd = (token: string, payload: unknown, key?: string) =>
  posCall(ctx, 'POST', '/core/menu/quick-add', { token, payload, key });
const addCashier = (token: string, payload: unknown, key?: string) =>
  posCall(ctx, 'POST', '/core/users/quick-add-cashier', { token, payload, key });

function upload(token: string, itemId: string, field: string, bytes: Buffer) {
  const boundary = `----meja-${randomUUID()}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="foto.png"\r\n` +
        'Content-Type: image/png\r\n\r\n',
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return ctx.app.inject({
    method: 'POST',
    url: posUrl(`/core/menu/${itemId}/image`),
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
    payload,
  });
}

describe('GET /core/menu', () => {
  it('gives the active menu, the tax rule, the static QRIS and the receipt header, to cashiers too', async () => {
    const { t, kitchen } = await freshPos(ctx);
    await setTenant(ctx, t.tenant.id, { address: 'Jl. Sabang No. 1, Jakarta' });
    const response = await posCall(ctx, 'GET', '/core/menu', { token: t.cashier.token });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const menu = posMenu.strict().parse(response.json());
    expect(menu.taxPercent).toBe(11);
    expect(menu.qrisStaticPayload).toBe(DEMO_QRIS_STATIC);
    expect(menu.restaurant).toEqual({ name: t.tenant.name, address: 'Jl. Sabang No. 1, Jakarta' });
    expect(menu.items.map((item) => item._id).sort()).toEqual([kitchen.esTeh._id, kitchen.nasi._id].sort());
  });
});

describe('POST /core/menu/quick-add', () => {
  it('adds an active item, upper-cased like the admin menu, that the public menu shows at once', async () => {
    const { t } = await freshPos(ctx);
    await publicMenu(ctx, t.tenant.slug); // warm the public menu cache
    const id = uuidv7();
    const response = await quickAdd(t.admin.token, {
      _id: id,
      name: ' kopi  susu ',
      price: 18000,
      category: 'minuman',
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(posMenuItemResponse.strict().parse(response.json()).item).toEqual({
      _id: id,
      name: 'KOPI SUSU',
      description: '',
      price: 18000,
      effectivePrice: 18000,
      discountPercent: null,
      discountFixed: null,
      imageUrl: '',
      category: 'MINUMAN',
      isSpecialToday: false,
      isFavorite: false,
      soldOut: false,
      optionGroups: [],
    });
    expect((await publicMenu(ctx, t.tenant.slug)).map((item) => item.name)).toContain('KOPI SUSU');
    const noCategory = await quickAdd(t.admin.token, { name: 'Kerupuk', price: 2000 });
    expect(noCategory.json()).toMatchObject({ item: { category: 'LAINNYA' } });
  });

  it.each([
    [{ price: 1000 }, 'name'],
    [{ name: 'Teh', price: -1 }, 'price'],
    [{ name: 'Teh', price: 10.5 }, 'price'],
    [{ name: 'Teh' }, 'price'],
  ])('refuses %j with 400', async (payload, field) => {
    const { t } = await freshPos(ctx);
    const response = await quickAdd(t.admin.token, payload);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).fields?.[field]).toBeDefined();
  });

  it('is idempotent: replay → same item; other body → 422; same key on the cashier quick-add → 422', async () => {
    const { t } = await freshPos(ctx);
    const key = randomUUID();
    const first = await quickAdd(t.admin.token, { name: 'Teh Tarik', price: 9000 }, key);
    const replay = await quickAdd(t.admin.token, { name: 'Teh Tarik', price: 9000 }, key);
    expect(replay.statusCode).toBe(201);
    expect(replay.json()).toEqual(first.json());
    expect((await quickAdd(t.admin.token, { name: 'Teh Tarik', price: 9500 }, key)).statusCode).toBe(422);
    const crossed = await addCashier(
      t.admin.token,
      { email: `${randomUUID()}@meja.test`, password: 'rahasia' },
      key,
    );
    expect(crossed.statusCode).toBe(422);
    expect((await publicMenu(ctx, t.tenant.slug)).filter((item) => item.name === 'TEH TARIK')).toHaveLength(
      1,
    );
  });
});

describe('POST /core/users/quick-add-cashier', () => {
  it('creates a verified CASHIER of the tenant who can log in at the POS with that password', async () => {
    const { t } = await freshPos(ctx);
    const email = `kasir-${randomUUID().slice(0, 8)}@meja.test`;
    const response = await addCashier(t.admin.token, {
      name: 'siti',
      email: email.toUpperCase(),
      password: 'enam66',
    });
    expect(response.statusCode, response.body).toBe(201);
    const { user } = quickAddCashierResponse.strict().parse(response.json());
    expect(user).toEqual({ _id: expect.any(String), name: 'SITI', email, role: 'CASHIER' });
    const login = await ctx.app.inject({
      method: 'POST',
      url: posUrl('/auth/login'),
      headers: { 'x-tenant-slug': t.tenant.slug },
      payload: { email, password: 'enam66' },
      remoteAddress: freshIp(),
    });
    expect(login.statusCode, login.body).toBe(200);
    expect(posLoginResponse.parse(login.json()).user).toMatchObject({ _id: user._id, role: 'CASHIER' });
  });

  it('refuses an email already registered (409, clear message) and a password under 6 characters (400)', async () => {
    const { t } = await freshPos(ctx);
    const taken = await addCashier(t.admin.token, { email: t.kitchen.email, password: 'rahasia' });
    expect(taken.statusCode).toBe(409);
    expect(errorOf(taken)).toEqual({
      code: 'EMAIL_TAKEN',
      message: 'Email sudah terdaftar. Gunakan email lain untuk kasir ini.',
    });
    const short = await addCashier(t.admin.token, { email: `${randomUUID()}@meja.test`, password: '12345' });
    expect(short.statusCode).toBe(400);
    expect(errorOf(short).fields?.password).toBe('Password minimal 6 karakter');
    const badEmail = await addCashier(t.admin.token, { email: 'bukan-email', password: 'rahasia' });
    expect(errorOf(badEmail).fields?.email).toBe('Email tidak valid');
  });

  it('is idempotent: a replay is the same user, not a 409; another email under the key → 422', async () => {
    const { t } = await freshPos(ctx);
    const key = randomUUID();
    const body = { _id: uuidv7(), email: `${randomUUID()}@meja.test`, password: 'rahasia' };
    const copies = await Promise.all(Array.from({ length: 4 }, () => addCashier(t.admin.token, body, key)));
    for (const r of copies) expect([201, 409], r.body).toContain(r.statusCode);
    for (const r of copies.filter((c) => c.statusCode === 409)) expect(errorOf(r).code).toBe('IN_PROGRESS');
    const replay = await addCashier(t.admin.token, body, key);
    expect(replay.statusCode).toBe(201);
    expect(replay.json()).toMatchObject({ user: { _id: body._id } });
    const other = await addCashier(t.admin.token, { ...body, email: `${randomUUID()}@meja.test` }, key);
    expect(other.statusCode).toBe(422);
  });
});

describe('POST /core/menu/{id}/image', () => {
  it('stores the picture with the upload checks and points the item to it', async () => {
    const { t, kitchen } = await freshPos(ctx);
    const response = await upload(t.admin.token, kitchen.nasi._id, 'image', png);
    expect(response.statusCode, response.body).toBe(200);
    const { item } = posMenuItemResponse.strict().parse(response.json());
    expect(item._id).toBe(kitchen.nasi._id);
    expect(item.imageUrl).toMatch(new RegExp(`^/uploads/${t.tenant.id}/[0-9a-f-]{36}\\.webp$`));
    const served = await ctx.app.inject({ url: item.imageUrl });
    expect(served.headers['content-type']).toBe('image/webp');
    const shown = (await publicMenu(ctx, t.tenant.slug)).find((i) => i._id === kitchen.nasi._id);
    expect(shown?.imageUrl).toBe(item.imageUrl);
  });

  it('refuses what is not an image, the wrong field, and an unknown item', async () => {
    const { t, kitchen } = await freshPos(ctx);
    const text = await upload(t.admin.token, kitchen.nasi._id, 'image', Buffer.from('<svg onload=alert(1)>'));
    expect(text.statusCode).toBe(400);
    expect(errorOf(text).message).toMatch(/^Gagal upload gambar: /);
    const field = await upload(t.admin.token, kitchen.nasi._id, 'file', png);
    expect(field.statusCode).toBe(400);
    expect(errorOf(field).message).toBe('Gagal upload gambar: field "image" tidak ada');
    const unknown = await upload(t.admin.token, randomUUID(), 'image', png);
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown).message).toBe('Menu tidak ditemukan');
  });
});
