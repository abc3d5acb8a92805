import { KITCHEN_ALARM_MESSAGES } from '@meja/shared/kitchen-alarms';
import { DISCOUNT_MESSAGES } from '@meja/shared/discounts';
import { describe, expect, it } from 'vitest';
import { posMenu } from '@meja/shared/contracts/pos';
import {
  DEFAULT_WA_OPTIN_TEXT,
  publicTenant,
  CHARGE_MESSAGES,
  SETTINGS_MESSAGES,
  TAX_PERCENT_MESSAGE,
  tenantProfile,
  tenantSettings,
} from '@meja/shared/contracts/tenant';
import { eq } from 'drizzle-orm';
import { call, publicMenuUrl } from '../../../test/catalog';
import { createTenantGraph, type TenantGraph } from '../../../test/factories';
import { useCatalogWorld } from '../../../test/catalog-world';
import { posCall } from '../../../test/pos';
import { tenants } from '../../db/schema/platform';
import { inAppTx } from '../../platform/db-scope';

/**
 * GET/PATCH /settings: SPEC §2 Admin settings (name, theme, phone, reservation WhatsApp, tax,
 * address, WhatsApp opt-in, time zone) and issue 12's floor settings; GET/PATCH /payments/profile:
 * the name, address and tax a KASIR_SAJA restaurant (no Settings section) still sets.
 */
const world = useCatalogWorld();

const get = (t: TenantGraph, token: string | null = t.admin.token) =>
  call(world.ctx, 'GET', t.tenant.slug, '/settings', token);
const patch = (t: TenantGraph, body: unknown, token: string | null = t.admin.token) =>
  call(world.ctx, 'PATCH', t.tenant.slug, '/settings', token, body);
const getProfile = (t: TenantGraph, token: string | null = t.admin.token) =>
  call(world.ctx, 'GET', t.tenant.slug, '/payments/profile', token);
const patchProfile = (t: TenantGraph, body: unknown, token: string | null = t.admin.token) =>
  call(world.ctx, 'PATCH', t.tenant.slug, '/payments/profile', token, body);
const menuVersion = async (t: TenantGraph) =>
  (await inAppTx(world.ctx.db, (tx) => tx.select().from(tenants).where(eq(tenants.id, t.tenant.id))))[0]
    ?.menuVersion;
const resolved = async (t: TenantGraph) => {
  const response = await world.ctx.app.inject({
    method: 'GET',
    url: `/api/v1/public/resolve/${t.tenant.slug}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return publicTenant.parse(response.json());
};
const menuEtag = async (t: TenantGraph) => {
  const response = await world.ctx.app.inject({ method: 'GET', url: publicMenuUrl(t.tenant.slug) });
  expect(response.statusCode, response.body).toBe(200);
  return response.headers.etag;
};

const defaultsOf = (t: TenantGraph) => ({
  name: t.tenant.name,
  theme: 'classic',
  phone: '',
  reservationWhatsApp: '',
  taxPercent: 11,
  serviceChargePercent: 0,
  taxType: 'PPN',
  discountLimitPercent: 10,
  kitchenAmberMinutes: 10,
  kitchenRedMinutes: 20,
  address: '',
  waOptinEnabled: false,
  waOptinText: DEFAULT_WA_OPTIN_TEXT,
  waOptinMode: 'CHAT',
  waReadyNotice: false,
  timezone: 'Asia/Jakarta',
  posToKitchen: true,
  stockPolicy: 'ALLOW',
  kitchenAvailable: true,
});

const profileDefaults = (t: TenantGraph) => ({
  name: t.tenant.name,
  address: '',
  taxPercent: 11,
  serviceChargePercent: 0,
  taxType: 'PPN',
  discountLimitPercent: 10,
});

describe('GET /settings', () => {
  it('answers every SPEC §2 field with its default, the time zone and the floor settings', async () => {
    const response = await get(world.a);
    expect(response.statusCode, response.body).toBe(200);
    expect(tenantSettings.strict().parse(response.json())).toEqual(defaultsOf(world.a));
  });
});

describe('PATCH /settings', () => {
  it('saves every field (trimmed); diners see them on the next load: resolve, menu version and ETag move', async () => {
    const t = await createTenantGraph(world.ctx.db);
    const version = (await menuVersion(t)) ?? 0;
    const etag = await menuEtag(t);
    const response = await patch(t, {
      name: '  Warung Bu Sri  ',
      theme: 'emerald',
      phone: '0812-3456-7890',
      reservationWhatsApp: '+62 812 3456 7890',
      taxPercent: 10,
      discountLimitPercent: 15,
      address: ' Jl. Melati 1, Bandung ',
      waOptinEnabled: true,
      waOptinText: 'Kirim WA, dapat kerupuk',
      waOptinMode: 'FORM',
      waReadyNotice: true,
      timezone: 'Asia/Makassar',
    });
    expect(response.statusCode, response.body).toBe(200);
    const expected = {
      ...defaultsOf(t),
      name: 'Warung Bu Sri',
      theme: 'emerald',
      phone: '0812-3456-7890',
      reservationWhatsApp: '+62 812 3456 7890',
      taxPercent: 10,
      discountLimitPercent: 15,
      address: 'Jl. Melati 1, Bandung',
      waOptinEnabled: true,
      waOptinText: 'Kirim WA, dapat kerupuk',
      waOptinMode: 'FORM',
      waReadyNotice: true,
      timezone: 'Asia/Makassar',
    };
    expect(tenantSettings.strict().parse(response.json())).toEqual(expected);
    expect((await get(t)).json()).toEqual(expected);
    expect(await menuVersion(t)).toBe(version + 1);
    expect(await menuEtag(t)).not.toBe(etag);
    expect(await resolved(t)).toMatchObject({
      name: 'Warung Bu Sri',
      theme: 'emerald',
      taxPercent: 10,
      address: 'Jl. Melati 1, Bandung',
      waOptinEnabled: true,
      waOptinText: 'Kirim WA, dapat kerupuk',
      waOptinMode: 'FORM',
      timezone: 'Asia/Makassar',
    });
    // The POS reads the new tax on its next menu load.
    const pos = await posCall(world.ctx, 'GET', '/core/menu', { token: t.cashier.token });
    expect(posMenu.parse(pos.json()).taxPercent).toBe(10);
  });

  it('a new tax alone moves the menu version; the same tax again, or a POS-only setting, does not', async () => {
    const t = await createTenantGraph(world.ctx.db);
    const version = (await menuVersion(t)) ?? 0;
    expect((await patch(t, { taxPercent: 0 })).json()).toMatchObject({ taxPercent: 0 });
    expect(await menuVersion(t)).toBe(version + 1);
    expect((await patch(t, { taxPercent: 0 })).statusCode).toBe(200);
    expect((await patch(t, { posToKitchen: false })).json()).toMatchObject({ posToKitchen: false });
    expect(await menuVersion(t)).toBe(version + 1);
    // 110: prices already include 10 %; the form's text '110' is read as the number.
    expect((await patch(t, { taxPercent: '110' })).json()).toMatchObject({ taxPercent: 110 });
    expect(await menuVersion(t)).toBe(version + 2);
  });

  it('saves the service charge and the tax type; diners and the POS see them, the menu version moves', async () => {
    const t = await createTenantGraph(world.ctx.db);
    const version = (await menuVersion(t)) ?? 0;
    const saved = await patch(t, { serviceChargePercent: 5, taxType: 'PB1', taxPercent: 10 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ serviceChargePercent: 5, taxType: 'PB1', taxPercent: 10 });
    expect(await menuVersion(t)).toBe(version + 1);
    expect(await resolved(t)).toMatchObject({ serviceChargePercent: 5, taxType: 'PB1', taxPercent: 10 });
    const pos = await posCall(world.ctx, 'GET', '/core/menu', { token: t.cashier.token });
    expect(posMenu.parse(pos.json())).toMatchObject({ serviceChargePercent: 5, taxType: 'PB1' });
    // The bounds are allowed: 0 and 20.
    expect((await patch(t, { serviceChargePercent: 20 })).json()).toMatchObject({ serviceChargePercent: 20 });
    expect((await patch(t, { serviceChargePercent: 0, taxType: 'PPN' })).json()).toMatchObject({
      serviceChargePercent: 0,
      taxType: 'PPN',
    });
  });

  it("turns 'Pesanan Anda siap' on and off on its own; diners' menu version stays", async () => {
    const t = await createTenantGraph(world.ctx.db);
    const version = (await menuVersion(t)) ?? 0;
    const on = await patch(t, { waReadyNotice: true });
    expect(on.statusCode, on.body).toBe(200);
    expect(tenantSettings.strict().parse(on.json())).toEqual({ ...defaultsOf(t), waReadyNotice: true });
    expect((await get(t)).json()).toMatchObject({ waReadyNotice: true, waOptinEnabled: false });
    expect((await patch(t, { waReadyNotice: false })).json()).toMatchObject({ waReadyNotice: false });
    expect(await menuVersion(t)).toBe(version);
  });

  it("saves the kitchen's amber and red minutes; the kitchen reads them in its context; amber must stay below red", async () => {
    const t = await createTenantGraph(world.ctx.db);
    const version = (await menuVersion(t)) ?? 0;
    const saved = await patch(t, { kitchenAmberMinutes: '8', kitchenRedMinutes: 15 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ kitchenAmberMinutes: 8, kitchenRedMinutes: 15 });
    // Diners do not see them: the menu stays as it was.
    expect(await menuVersion(t)).toBe(version);
    const context = await call(world.ctx, 'GET', t.tenant.slug, '/context', t.kitchen.token);
    expect(context.json()).toMatchObject({ tenant: { kitchenAmberMinutes: 8, kitchenRedMinutes: 15 } });

    // One of the two sent alone is checked against the other as stored.
    for (const [body, field] of [
      [{ kitchenAmberMinutes: 15 }, 'kitchenAmberMinutes'],
      [{ kitchenRedMinutes: 8 }, 'kitchenRedMinutes'],
      [{ kitchenAmberMinutes: 30, kitchenRedMinutes: 20 }, 'kitchenAmberMinutes'],
    ] as const) {
      const refused = await patch(t, body);
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json<{ fields: Record<string, string> }>().fields[field]).toBe(
        KITCHEN_ALARM_MESSAGES.amberBeforeRed,
      );
    }
    for (const body of [
      { kitchenAmberMinutes: 0 },
      { kitchenRedMinutes: 241 },
      { kitchenRedMinutes: 12.5 },
    ]) {
      const refused = await patch(t, body);
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.body).toContain(KITCHEN_ALARM_MESSAGES.minutesRange);
    }
    expect((await get(t)).json()).toMatchObject({ kitchenAmberMinutes: 8, kitchenRedMinutes: 15 });
  });

  it('saves the floor settings each on its own; a new stock policy moves the menu version', async () => {
    const t = await createTenantGraph(world.ctx.db);
    const version = (await menuVersion(t)) ?? 0;
    const kitchenOff = await patch(t, { posToKitchen: false });
    expect(kitchenOff.statusCode, kitchenOff.body).toBe(200);
    expect(kitchenOff.json()).toMatchObject({
      posToKitchen: false,
      stockPolicy: 'ALLOW',
      kitchenAvailable: true,
    });
    expect(await menuVersion(t)).toBe(version);

    const block = await patch(t, { stockPolicy: 'BLOCK' });
    expect(block.json()).toMatchObject({ posToKitchen: false, stockPolicy: 'BLOCK' });
    expect(await menuVersion(t)).toBe(version + 1);
    await patch(t, { stockPolicy: 'BLOCK' });
    expect(await menuVersion(t)).toBe(version + 1);
    // An empty body changes nothing and answers the settings.
    expect((await patch(t, {})).json()).toEqual(block.json());
    expect((await get(t)).json()).toEqual(block.json());
  });

  it.each([
    ['a tax above 110', { taxPercent: 111 }, 'taxPercent', TAX_PERCENT_MESSAGE],
    ['a negative tax', { taxPercent: -1 }, 'taxPercent', TAX_PERCENT_MESSAGE],
    ['a tax with decimals', { taxPercent: 10.5 }, 'taxPercent', TAX_PERCENT_MESSAGE],
    ['a tax in words', { taxPercent: 'sebelas' }, 'taxPercent', TAX_PERCENT_MESSAGE],
    ['a blank tax', { taxPercent: '' }, 'taxPercent', TAX_PERCENT_MESSAGE],
    ['a blank name', { name: '   ' }, 'name', SETTINGS_MESSAGES.nameRequired],
    ['a name of 121 characters', { name: 'A'.repeat(121) }, 'name', SETTINGS_MESSAGES.nameTooLong],
    ['an unknown theme', { theme: 'pink' }, 'theme', SETTINGS_MESSAGES.theme],
    ['letters in the phone', { phone: '0812-ABC' }, 'phone', SETTINGS_MESSAGES.phone],
    [
      'letters in the WhatsApp number',
      { reservationWhatsApp: 'wa.me/62' },
      'reservationWhatsApp',
      SETTINGS_MESSAGES.phone,
    ],
    ['a blank opt-in text', { waOptinText: ' ' }, 'waOptinText', SETTINGS_MESSAGES.waOptinTextRequired],
    ['an unknown opt-in mode', { waOptinMode: 'SMS' }, 'waOptinMode', SETTINGS_MESSAGES.waOptinMode],
    ['a time zone outside Indonesia', { timezone: 'Europe/Paris' }, 'timezone', SETTINGS_MESSAGES.timezone],
    ['an unknown policy', { stockPolicy: 'MAYBE' }, 'stockPolicy', null],
    ['a text switch', { waOptinEnabled: 'ya' }, 'waOptinEnabled', null],
    ['a text ready notice', { waReadyNotice: 'ya' }, 'waReadyNotice', SETTINGS_MESSAGES.waReadyNotice],
    ['a null ready notice', { waReadyNotice: null }, 'waReadyNotice', SETTINGS_MESSAGES.waReadyNotice],
    ['a field that is not a setting', { package: 'ENTERPRISE' }, null, null],
    [
      'a service charge above 20 %',
      { serviceChargePercent: 21 },
      'serviceChargePercent',
      CHARGE_MESSAGES.serviceChargePercent,
    ],
    [
      'a negative service charge',
      { serviceChargePercent: -1 },
      'serviceChargePercent',
      CHARGE_MESSAGES.serviceChargePercent,
    ],
    [
      'a service charge with decimals',
      { serviceChargePercent: 2.5 },
      'serviceChargePercent',
      CHARGE_MESSAGES.serviceChargePercent,
    ],
    ['an unknown tax type', { taxType: 'VAT' }, 'taxType', CHARGE_MESSAGES.taxType],
    [
      'a discount limit in words',
      { discountLimitPercent: 'sepuluh' },
      'discountLimitPercent',
      DISCOUNT_MESSAGES.limitRange,
    ],
  ])('refuses %s with 400 and its text, and changes nothing', async (_label, body, field, message) => {
    const t = await createTenantGraph(world.ctx.db);
    const version = await menuVersion(t);
    const response = await patch(t, { address: 'Jl. Baru', ...body });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION' });
    const fields = response.json<{ fields?: Record<string, string> }>().fields ?? {};
    if (field) expect(fields).toHaveProperty(field);
    if (field && message) expect(fields[field]).toBe(message);
    expect((await get(t)).json()).toEqual(defaultsOf(t));
    expect(await menuVersion(t)).toBe(version);
  });
});

describe('settings access (restaurant admin only; absent for KASIR_SAJA)', () => {
  it('refuses anonymous, staff of other roles, another tenant and a POS_ONLY tenant, on both verbs', async () => {
    const callers = [
      { label: 'anonymous', token: null, t: world.a, status: 401, code: 'UNAUTHENTICATED' },
      { label: 'cashier', token: world.a.cashier.token, t: world.a, status: 403, code: 'FORBIDDEN' },
      { label: 'kitchen', token: world.a.kitchen.token, t: world.a, status: 403, code: 'FORBIDDEN' },
      { label: 'inventory', token: world.a.inventory.token, t: world.a, status: 403, code: 'FORBIDDEN' },
      {
        label: 'admin of another tenant',
        token: world.b.admin.token,
        t: world.a,
        status: 403,
        code: 'FORBIDDEN',
      },
      {
        label: 'POS_ONLY admin',
        token: world.posOnly.admin.token,
        t: world.posOnly,
        status: 403,
        code: 'PLAN_FEATURE',
      },
    ];
    for (const caller of callers) {
      for (const response of [
        await get(caller.t, caller.token),
        await patch(caller.t, { taxPercent: 0, name: 'DIAMBIL ALIH', waReadyNotice: true }, caller.token),
      ]) {
        expect(response.statusCode, `${caller.label}: ${response.body}`).toBe(caller.status);
        expect(response.json(), caller.label).toMatchObject({ code: caller.code });
        expect(Object.keys(response.json<object>()).sort()).toEqual(['code', 'message']);
      }
    }
    expect((await get(world.a)).json()).toMatchObject({
      taxPercent: 11,
      name: world.a.tenant.name,
      waReadyNotice: false,
    });
  });
});

describe('GET/PATCH /payments/profile (name, address, tax: reachable for KASIR_SAJA)', () => {
  it('lets a POS_ONLY admin read and set the name, address and tax; the POS and diners see them', async () => {
    const t = await createTenantGraph(world.ctx.db, { package: 'POS_ONLY' });
    const before = await getProfile(t);
    expect(before.statusCode, before.body).toBe(200);
    expect(tenantProfile.strict().parse(before.json())).toEqual(profileDefaults(t));
    const version = (await menuVersion(t)) ?? 0;

    const saved = await patchProfile(t, {
      name: ' Kopi Kasir ',
      address: 'Jl. Kopi 2',
      taxPercent: 110,
      serviceChargePercent: '5',
      taxType: 'PB1',
      discountLimitPercent: '25',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({
      name: 'Kopi Kasir',
      address: 'Jl. Kopi 2',
      taxPercent: 110,
      serviceChargePercent: 5,
      taxType: 'PB1',
      discountLimitPercent: 25,
    });
    expect((await getProfile(t)).json()).toEqual(saved.json());
    expect(await menuVersion(t)).toBe(version + 1);
    const pos = await posCall(world.ctx, 'GET', '/core/menu', { token: t.cashier.token });
    expect(posMenu.parse(pos.json())).toMatchObject({
      taxPercent: 110,
      serviceChargePercent: 5,
      taxType: 'PB1',
      discountLimitPercent: 25,
    });
    expect(await resolved(t)).toMatchObject({
      name: 'Kopi Kasir',
      taxPercent: 110,
      serviceChargePercent: 5,
      taxType: 'PB1',
    });
    // The Settings section stays closed to the same admin.
    expect((await get(t)).statusCode).toBe(403);
  });

  it.each([
    ['a tax above 110', { taxPercent: 200 }, 'taxPercent', TAX_PERCENT_MESSAGE],
    ['a blank name', { name: '' }, 'name', SETTINGS_MESSAGES.nameRequired],
    ['a setting of the Settings section', { theme: 'dark' }, null, null],
    [
      'a service charge of 25 %',
      { serviceChargePercent: 25 },
      'serviceChargePercent',
      CHARGE_MESSAGES.serviceChargePercent,
    ],
    ['an unknown tax type', { taxType: 'GST' }, 'taxType', CHARGE_MESSAGES.taxType],
    [
      'a discount limit of 101 %',
      { discountLimitPercent: 101 },
      'discountLimitPercent',
      DISCOUNT_MESSAGES.limitRange,
    ],
    [
      'a negative discount limit',
      { discountLimitPercent: -1 },
      'discountLimitPercent',
      DISCOUNT_MESSAGES.limitRange,
    ],
    [
      'a discount limit with decimals',
      { discountLimitPercent: 7.5 },
      'discountLimitPercent',
      DISCOUNT_MESSAGES.limitRange,
    ],
  ])('refuses %s with 400 and changes nothing', async (_label, body, field, message) => {
    const t = await createTenantGraph(world.ctx.db, { package: 'POS_ONLY' });
    const response = await patchProfile(t, body);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION' });
    if (field && message) {
      expect(response.json<{ fields: Record<string, string> }>().fields[field]).toBe(message);
    }
    expect((await getProfile(t)).json()).toEqual(profileDefaults(t));
  });

  it('refuses anonymous, the cashier, other roles and another tenant, on both verbs', async () => {
    const t = world.posOnly;
    const callers = [
      { label: 'anonymous', token: null, status: 401, code: 'UNAUTHENTICATED' },
      { label: 'cashier', token: t.cashier.token, status: 403, code: 'FORBIDDEN' },
      { label: 'kitchen', token: t.kitchen.token, status: 403, code: 'FORBIDDEN' },
      { label: 'inventory', token: t.inventory.token, status: 403, code: 'FORBIDDEN' },
      { label: 'admin of another tenant', token: world.a.admin.token, status: 403, code: 'FORBIDDEN' },
    ];
    for (const caller of callers) {
      for (const response of [
        await getProfile(t, caller.token),
        await patchProfile(t, { taxPercent: 0 }, caller.token),
      ]) {
        expect(response.statusCode, `${caller.label}: ${response.body}`).toBe(caller.status);
        expect(response.json(), caller.label).toMatchObject({ code: caller.code });
        expect(Object.keys(response.json<object>()).sort()).toEqual(['code', 'message']);
      }
    }
    expect((await getProfile(t)).json()).toMatchObject({ taxPercent: 11 });
  });
});
