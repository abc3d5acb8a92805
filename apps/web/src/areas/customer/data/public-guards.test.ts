import { TAX_TYPES } from '@meja/shared/charges';
import { publicMenuList } from '@meja/shared/contracts/menu';
import { publicTenant, THEMES, WA_OPTIN_MODES } from '@meja/shared/contracts/tenant';
import { PACKAGES } from '@meja/shared/plans';
import { describe, expect, it } from 'vitest';
import { CUSTOMER_THEMES, DINER_TAX_TYPES, toPublicMenuItems, toPublicTenant } from './public-guards';
import { sampleTenant } from './public-samples';

const tenant = sampleTenant;

const item = {
  _id: 'm1',
  name: 'NASI',
  description: 'Nasi pulen.',
  price: 10000,
  effectivePrice: 8000,
  discountPercent: 20,
  discountFixed: null,
  imageUrl: '',
  category: 'UTAMA',
  isSpecialToday: false,
  isFavorite: true,
  soldOut: false,
};

describe('public guards agree with the shared zod contracts', () => {
  it('use the same enumerations', () => {
    expect([...CUSTOMER_THEMES]).toEqual([...THEMES]);
    expect(WA_OPTIN_MODES).toEqual(['CHAT', 'FORM']);
    expect([...DINER_TAX_TYPES]).toEqual([...TAX_TYPES]);
    expect(PACKAGES).toEqual(['BASIC', 'POS_ONLY', 'PRO', 'ENTERPRISE']);
  });

  it('accept what the contracts accept', () => {
    expect(toPublicTenant(tenant)).toEqual(publicTenant.parse(tenant));
    expect(toPublicMenuItems({ items: [item] })).toEqual(publicMenuList.parse({ items: [item] }).items);
  });

  it('read a tenant cached before charges as the contract does: no service charge, PPN', () => {
    const { serviceChargePercent: _service, taxType: _type, ...cached } = tenant;
    expect(toPublicTenant(cached)).toEqual(publicTenant.parse(cached));
    expect(toPublicTenant(cached)).toMatchObject({ serviceChargePercent: 0, taxType: 'PPN' });
  });

  it('refuse a service charge that is not a whole number', () => {
    expect(toPublicTenant({ ...tenant, serviceChargePercent: 2.5 })).toBeNull();
    expect(publicTenant.safeParse({ ...tenant, serviceChargePercent: 2.5 }).success).toBe(false);
  });

  it('read a menu cached before descriptions as items without one', () => {
    const { description: _description, ...cached } = item;
    expect(toPublicMenuItems({ items: [cached] })).toEqual([{ ...item, description: '', optionGroups: [] }]);
  });

  it('read a dish’s option groups as the contract does, and a menu cached before them as none', () => {
    const optionGroups = [
      {
        id: 'g1',
        name: 'Level pedas',
        minChoices: 1,
        maxChoices: 1,
        options: [
          { id: 'o0', name: 'Level 0', priceDelta: 0 },
          { id: 'o3', name: 'Level 3', priceDelta: 0 },
        ],
      },
      { id: 'g2', name: 'Tambahan', minChoices: 0, maxChoices: 3, options: [{ id: 'o9', name: 'Telur', priceDelta: 4000 }] },
    ];
    const withGroups = { ...item, optionGroups };
    expect(toPublicMenuItems({ items: [withGroups] })).toEqual(publicMenuList.parse({ items: [withGroups] }).items);
    expect(toPublicMenuItems({ items: [item] })).toEqual([{ ...item, optionGroups: [] }]);
    const badGroups = [
      null,
      'x',
      [{ ...optionGroups[0], minChoices: 0.5 }],
      [{ ...optionGroups[0], options: [{ id: 'o1', name: 'Level 1', priceDelta: '0' }] }],
      [{ ...optionGroups[0], options: undefined }],
      [{ ...optionGroups[0], name: undefined }],
      [null],
    ];
    for (const groups of badGroups) {
      const bad = { items: [{ ...item, optionGroups: groups }] };
      expect(toPublicMenuItems(bad)).toBeNull();
      expect(publicMenuList.safeParse(bad).success).toBe(false);
    }
  });

  it('reject what the contracts reject', () => {
    const bad = [
      { ...tenant, theme: 'neon' },
      { ...tenant, taxPercent: 1.5 },
      { ...tenant, acceptingOrders: 'yes' },
      { ...tenant, name: undefined },
      null,
    ];
    for (const value of bad) {
      expect(toPublicTenant(value)).toBeNull();
      expect(publicTenant.safeParse(value).success).toBe(false);
    }
    const badItems = [
      { items: [{ ...item, price: '1' }] },
      { items: [{ ...item, discountFixed: undefined }] },
      { items: [{ ...item, description: 42 }] },
      {},
    ];
    for (const value of badItems) {
      expect(toPublicMenuItems(value)).toBeNull();
      expect(publicMenuList.safeParse(value).success).toBe(false);
    }
  });
});
