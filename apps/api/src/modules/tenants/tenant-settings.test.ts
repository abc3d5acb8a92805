import { describe, expect, it } from 'vitest';
import { tenantSettings } from '@meja/shared/contracts/tenant';
import { eq } from 'drizzle-orm';
import { call } from '../../../test/catalog';
import { createTenantGraph, type TenantGraph } from '../../../test/factories';
import { useCatalogWorld } from '../../../test/catalog-world';
import { tenants } from '../../db/schema/platform';
import { inAppTx } from '../../platform/db-scope';

/** GET/PATCH /settings (issue 12): the floor settings — POS sales to the kitchen, the stock policy. */
const world = useCatalogWorld();

const get = (t: TenantGraph, token: string | null = t.admin.token) =>
  call(world.ctx, 'GET', t.tenant.slug, '/settings', token);
const patch = (t: TenantGraph, body: unknown, token: string | null = t.admin.token) =>
  call(world.ctx, 'PATCH', t.tenant.slug, '/settings', token, body);
const menuVersion = async (t: TenantGraph) =>
  (await inAppTx(world.ctx.db, (tx) => tx.select().from(tenants).where(eq(tenants.id, t.tenant.id))))[0]
    ?.menuVersion;

describe('GET /settings', () => {
  it('answers the defaults: POS sales to the kitchen, ALLOW, and whether the package has a kitchen', async () => {
    const response = await get(world.a);
    expect(response.statusCode, response.body).toBe(200);
    expect(tenantSettings.strict().parse(response.json())).toEqual({
      posToKitchen: true,
      stockPolicy: 'ALLOW',
      kitchenAvailable: true,
    });
  });
});

describe('PATCH /settings', () => {
  it('saves each field on its own; a new stock policy moves the menu version (diners see Habis change)', async () => {
    const t = await createTenantGraph(world.ctx.db);
    const version = await menuVersion(t);
    const kitchenOff = await patch(t, { posToKitchen: false });
    expect(kitchenOff.statusCode, kitchenOff.body).toBe(200);
    expect(kitchenOff.json()).toEqual({ posToKitchen: false, stockPolicy: 'ALLOW', kitchenAvailable: true });
    expect(await menuVersion(t)).toBe(version);

    const block = await patch(t, { stockPolicy: 'BLOCK' });
    expect(block.json()).toEqual({ posToKitchen: false, stockPolicy: 'BLOCK', kitchenAvailable: true });
    expect(await menuVersion(t)).toBe((version ?? 0) + 1);
    // The same policy again is no change.
    await patch(t, { stockPolicy: 'BLOCK' });
    expect(await menuVersion(t)).toBe((version ?? 0) + 1);
    // An empty body changes nothing and answers the settings.
    expect((await patch(t, {})).json()).toEqual(block.json());
    expect((await get(t)).json()).toEqual(block.json());
  });

  it.each([
    ['an unknown policy', { stockPolicy: 'MAYBE' }, 'stockPolicy'],
    ['a text switch', { posToKitchen: 'ya' }, 'posToKitchen'],
    ['a field that is not a setting', { package: 'ENTERPRISE' }, null],
  ])('refuses %s with 400 and changes nothing', async (_label, body, field) => {
    const t = await createTenantGraph(world.ctx.db);
    const response = await patch(t, body);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION' });
    if (field) expect(response.json<{ fields: Record<string, string> }>().fields).toHaveProperty(field);
    expect((await get(t)).json()).toEqual({
      posToKitchen: true,
      stockPolicy: 'ALLOW',
      kitchenAvailable: true,
    });
  });
});

describe('settings access (restaurant admin only; absent for KASIR_SAJA)', () => {
  it('refuses anonymous, staff of other roles, another tenant and a POS_ONLY tenant, on both verbs', async () => {
    const callers = [
      { label: 'anonymous', token: null, t: world.a, status: 401 },
      { label: 'cashier', token: world.a.cashier.token, t: world.a, status: 403 },
      { label: 'kitchen', token: world.a.kitchen.token, t: world.a, status: 403 },
      { label: 'inventory', token: world.a.inventory.token, t: world.a, status: 403 },
      { label: 'admin of another tenant', token: world.b.admin.token, t: world.a, status: 403 },
      { label: 'POS_ONLY admin', token: world.posOnly.admin.token, t: world.posOnly, status: 403 },
    ];
    for (const caller of callers) {
      for (const response of [
        await get(caller.t, caller.token),
        await patch(caller.t, { stockPolicy: 'BLOCK' }, caller.token),
      ]) {
        expect(response.statusCode, `${caller.label}: ${response.body}`).toBe(caller.status);
        expect(Object.keys(response.json<object>()).sort()).toEqual(['code', 'message']);
      }
    }
    expect((await get(world.a)).json()).toMatchObject({ stockPolicy: 'ALLOW' });
  });
});
