import { MENU_DESCRIPTION_MAX, type AdminMenuItem } from '@meja/shared/contracts/menu';

/** The menu form as typed; the shared `menuItemCreate` schema turns it into the request. */
export interface MenuFormValues {
  name: string;
  /** What the dish is, plain text; '' for none. */
  description: string;
  price: string;
  category: string;
  discountPercent: string;
  discountFixed: string;
  isActive: boolean;
  isSpecialToday: boolean;
  isFavorite: boolean;
  imageUrl: string;
}

export const EMPTY_MENU_FORM: MenuFormValues = {
  name: '',
  description: '',
  price: '',
  category: '',
  discountPercent: '',
  discountFixed: '',
  isActive: true,
  isSpecialToday: false,
  isFavorite: false,
  imageUrl: '',
};

export function menuFormValuesOf(item: AdminMenuItem): MenuFormValues {
  return {
    name: item.name,
    description: item.description,
    price: String(item.price),
    category: item.category,
    discountPercent: item.discountPercent ? String(item.discountPercent) : '',
    discountFixed: item.discountFixed ? String(item.discountFixed) : '',
    isActive: item.isActive,
    isSpecialToday: item.isSpecialToday,
    isFavorite: item.isFavorite,
    imageUrl: item.imageUrl,
  };
}

/** The characters of a description that count: the server trims it before its 300-character limit. */
export function descriptionLength(text: string): number {
  return text.trim().length;
}

/** Whether the typed description is longer than the server takes. */
export function descriptionTooLong(text: string): boolean {
  return descriptionLength(text) > MENU_DESCRIPTION_MAX;
}

/** A typed number, or null when blank or not a number ('12,5' reads as 12.5). */
export function numberOrNull(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const value = Number(trimmed.replace(',', '.'));
  return Number.isFinite(value) ? value : null;
}

/** The live price preview of the form, read the way the server reads it. */
export function previewPricing(values: Pick<MenuFormValues, 'price' | 'discountPercent' | 'discountFixed'>): {
  price: number;
  discountPercent: number | null;
  discountFixed: number | null;
} {
  return {
    price: Math.max(0, Math.round(numberOrNull(values.price) ?? 0)),
    discountPercent: numberOrNull(values.discountPercent),
    discountFixed: numberOrNull(values.discountFixed),
  };
}

/** A form value as text (the shared schema types number inputs as unknown). */
export function textOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}
