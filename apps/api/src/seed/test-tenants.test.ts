import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testTenant } from '@meja/shared/contracts/test-hooks';
import { loginResponse } from '@meja/shared/contracts/auth';
import { adminMenuList, publicMenuList } from '@meja/shared/contracts/menu';
import { errorOf, postLogin } from '../../test/auth-flow';
import { bearer, buildTestApp, openTestContext } from '../../test/harness';
import { DEMO_DISHES, KOPI_DEMO_DISHES } from './demo-menu';
import { DEMO_INGREDIENTS } from './demo-ingredients';

type Ctx = Awaited<ReturnType<typeof openTestContext>>;
let ctx: Ctx;

beforeAll(async () => {
  ctx = await openTestContext({ env: { TEST_SEED_HOOK: 'true' } });
});
afterAll(() => ctx.close());

function seed(body: unknown) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/v1/test/tenants',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });
}

async function seedOk(body: unknown) {
  const response = await seed(body);
  expect(response.statusCode, response.body).toBe(201);
  return testTenant.parse(response.json());
}

async function login(email: string, password: string) {
  const response = await postLogin(ctx.app, { email, password });
  expect(response.statusCode, `${email}: ${response.body}`).toBe(200);
  return loginResponse.parse(response.json());
}

describe('POST /api/v1/test/tenants (TEST_SEED_HOOK=true)', () => {
  it("makes a PRO restaurant with warung-demo's menu, recipes and stock, and staff who can log in", async () => {
    const seeded = await seedOk({ label: 'menu' });
    expect(seeded.slug).toMatch(/^menu-[0-9a-f]{12}$/);
    expect(seeded.package).toBe('PRO');
    expect(seeded.group).toBeNull();
    expect(seeded.menu.map((item) => item.name)).toEqual(DEMO_DISHES.map((dish) => dish.name));
    expect(seeded.ingredients.map((item) => item.sku)).toEqual(DEMO_INGREDIENTS.map((item) => item.sku));

    const roles = await Promise.all(
      Object.values(seeded.staff).map(async (email) => (await login(email, seeded.password)).user.role),
    );
    expect(roles.sort()).toEqual(['CASHIER', 'INVENTORY', 'KITCHEN', 'RESTAURANT_ADMIN']);

    const admin = await login(seeded.staff.admin, seeded.password);
    const menu = await ctx.app.inject({
      url: `/api/v1/tenant/${seeded.slug}/menu`,
      headers: bearer(admin.token),
    });
    expect(menu.statusCode, menu.body).toBe(200);
    const items = adminMenuList.parse(menu.json()).items;
    expect(items).toHaveLength(DEMO_DISHES.length);
    expect(items.every((item) => item.bom.length > 0)).toBe(true);
  }, 90_000); // the whole demo menu with its pictures, on a busy machine

  it('gives every call a restaurant of its own', async () => {
    const [first, second] = await Promise.all([seedOk({ menu: 'none' }), seedOk({ menu: 'none' })]);
    expect(first.slug).not.toBe(second.slug);
    expect(first.staff.admin).not.toBe(second.staff.admin);
    expect(first.slug).toMatch(/^e2e-/);
  });

  it("makes a POS_ONLY restaurant with kopi-demo's drinks, and a BASIC one on its trial", async () => {
    const kopi = await seedOk({ package: 'POS_ONLY', menu: 'kopi' });
    expect(kopi.menu.map((item) => item.name)).toEqual(KOPI_DEMO_DISHES.map((dish) => dish.name));
    expect(kopi.ingredients).toEqual([]);
    const basic = await seedOk({ package: 'BASIC', menu: 'none' });
    const publicMenu = await ctx.app.inject({ url: `/api/v1/public/${basic.slug}/menu` });
    expect(publicMenu.statusCode, publicMenu.body).toBe(200);
    expect(publicMenuList.parse(publicMenu.json()).items).toEqual([]);
  });

  it('puts the restaurant in a group of its own with a manager when asked', async () => {
    const seeded = await seedOk({ menu: 'none', group: true });
    expect(seeded.group?.slug).toBe(`${seeded.slug}-grup`);
    const manager = await login(seeded.group?.manager ?? '', seeded.password);
    expect(manager.user.role).toBe('GROUP_MANAGER');
    const context = await ctx.app.inject({
      url: `/api/v1/group/${seeded.group?.slug ?? ''}/context`,
      headers: bearer(manager.token),
    });
    expect(context.statusCode, context.body).toBe(200);
  });

  it.each([
    { label: 'Not A Slug' },
    { label: '' },
    { label: 'a'.repeat(17) },
    { package: 'GOLD' },
    { menu: 'sushi' },
    { group: 'yes' },
    { extra: true },
  ])('refuses %j with 400', async (body) => {
    const response = await seed(body);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).code).toBe('VALIDATION');
  });
});

describe('without TEST_SEED_HOOK', () => {
  it('has no seeding route at all', async () => {
    const plain = await buildTestApp(ctx.handle);
    try {
      expect(plain.app.routeCatalog.some((route) => route.url === '/api/v1/test/tenants')).toBe(false);
      const response = await plain.app.inject({
        method: 'POST',
        url: '/api/v1/test/tenants',
        headers: { 'content-type': 'application/json' },
        payload: '{}',
      });
      expect(response.statusCode).toBe(404);
    } finally {
      await plain.app.close();
    }
  });

  it('cannot be turned on in production: the start-up refuses the flag', async () => {
    await expect(
      buildTestApp(ctx.handle, { env: { TEST_SEED_HOOK: 'true', NODE_ENV: 'production' } }),
    ).rejects.toThrow(/TEST_SEED_HOOK: must not be set when NODE_ENV=production/);
  });
});
