import {
  MENU_DESCRIPTION_MAX,
  MENU_LIMIT_MESSAGES,
  menuItemCreate,
  menuItemUpdate,
  type AdminMenuItem,
} from '@meja/shared/contracts/menu';
import { effectivePrice } from '@meja/shared/pricing';
import { describe, expect, it } from 'vitest';
import {
  descriptionLength,
  descriptionTooLong,
  EMPTY_MENU_FORM,
  menuFormValuesOf,
  numberOrNull,
  previewPricing,
} from './menu-form-values';
import { uploadFailureText } from './menu-messages';

const item: AdminMenuItem = {
  _id: '0190a1b2-0000-7000-8000-000000000001',
  description: 'Pedas manis, dengan telur mata sapi',
  name: 'NASI GORENG',
  price: 25000,
  effectivePrice: 22500,
  discountPercent: 10,
  discountFixed: null,
  imageUrl: '/uploads/a.webp',
  category: 'UTAMA',
  isSpecialToday: true,
  isFavorite: false,
  isActive: true,
  soldOut: false,
  soldOutToday: false,
  stockOut: false,
  bom: [],
  optionGroups: [],
  foodCost: 0,
  marginPercent: 100,
};

describe('menu form values', () => {
  it('fills the form from an item, leaving an unset discount blank', () => {
    expect(menuFormValuesOf(item)).toEqual({
      name: 'NASI GORENG',
      description: 'Pedas manis, dengan telur mata sapi',
      price: '25000',
      category: 'UTAMA',
      discountPercent: '10',
      discountFixed: '',
      isActive: true,
      isSpecialToday: true,
      isFavorite: false,
      imageUrl: '/uploads/a.webp',
    });
  });

  it('is accepted by the shared create schema, blank discounts cleared', () => {
    const parsed = menuItemCreate.parse({ ...menuFormValuesOf(item), bom: [] });
    expect(parsed).toMatchObject({
      price: 25000,
      discountPercent: 10,
      discountFixed: null,
      description: 'Pedas manis, dengan telur mata sapi',
    });
    expect(menuItemCreate.safeParse(EMPTY_MENU_FORM).success).toBe(false);
  });

  it('starts a new item without a description, and sends a cleared one as empty text', () => {
    expect(EMPTY_MENU_FORM.description).toBe('');
    const values = { ...menuFormValuesOf(item), description: '   ' };
    expect(menuItemCreate.parse(values).description).toBe('');
    // An edit sends the whole form, so a description cleared on edit reaches the server as ''.
    expect(menuItemUpdate.parse(menuItemCreate.parse(values)).description).toBe('');
    expect(menuItemCreate.parse({ ...values, description: '  Gurih\n' }).description).toBe('Gurih');
  });

  it('counts the description as the server does, refusing more than 300 characters', () => {
    const longest = 'a'.repeat(MENU_DESCRIPTION_MAX);
    expect(descriptionLength(`  ${longest}  `)).toBe(300);
    expect(descriptionTooLong(`  ${longest}  `)).toBe(false);
    expect(descriptionTooLong(`${longest}b`)).toBe(true);
    expect(descriptionLength('')).toBe(0);

    const base = menuFormValuesOf(item);
    expect(menuItemCreate.safeParse({ ...base, description: `  ${longest}  ` }).success).toBe(true);
    const refused = menuItemCreate.safeParse({ ...base, description: `${longest}b` });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues).toEqual([
      expect.objectContaining({ path: ['description'], message: MENU_LIMIT_MESSAGES.description }),
    ]);
    expect(MENU_LIMIT_MESSAGES.description).toBe('Deskripsi maksimal 300 karakter');
  });

  it('previews the effective price as the server computes it', () => {
    expect(effectivePrice(previewPricing({ price: '25000', discountPercent: '10', discountFixed: '' }))).toBe(
      22500,
    );
    expect(
      effectivePrice(previewPricing({ price: '3000', discountPercent: '', discountFixed: '5000' })),
    ).toBe(0);
    expect(numberOrNull('12,5')).toBe(12.5);
    expect(numberOrNull('x')).toBeNull();
  });

  it('always starts an upload failure with the spec text', () => {
    expect(uploadFailureText(null)).toBe('Gagal upload gambar');
    expect(uploadFailureText('Gagal upload gambar: terlalu besar')).toBe(
      'Gagal upload gambar: terlalu besar',
    );
    expect(uploadFailureText('File rusak')).toBe('Gagal upload gambar: File rusak');
  });
});
