import { menuItemCreate, type AdminMenuItem } from '@meja/shared/contracts/menu';
import { effectivePrice } from '@meja/shared/pricing';
import { describe, expect, it } from 'vitest';
import { EMPTY_MENU_FORM, menuFormValuesOf, numberOrNull, previewPricing } from './menu-form-values';
import { uploadFailureText } from './menu-messages';

const item: AdminMenuItem = {
  _id: '0190a1b2-0000-7000-8000-000000000001',
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
  foodCost: 0,
  marginPercent: 100,
};

describe('menu form values', () => {
  it('fills the form from an item, leaving an unset discount blank', () => {
    expect(menuFormValuesOf(item)).toEqual({
      name: 'NASI GORENG',
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
    expect(parsed).toMatchObject({ price: 25000, discountPercent: 10, discountFixed: null });
    expect(menuItemCreate.safeParse(EMPTY_MENU_FORM).success).toBe(false);
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
