import { z } from 'zod';
import { MAX_PRICE } from '../limits';
import { clearableNumberInput, numberInput } from './input';
import { menuOptionGroup, optionGroupIds } from './menu-options';
import { adminBomLine, bomInput, BOM_QTY_MESSAGE } from './recipe';

export { adminBomLine, bomInput, bomLineInput } from './recipe';

export const MENU_LIMIT_MESSAGES = {
  bomQty: BOM_QTY_MESSAGE,
  price: 'Harga maksimal Rp 1.000.000.000',
  discountFixed: 'Diskon nominal maksimal Rp 1.000.000.000',
  description: 'Deskripsi maksimal 300 karakter',
} as const;

export const MENU_DESCRIPTION_MAX = 300;

/** Our own uploads ('/uploads/…') or an http(s) address; never javascript: or data:. */
const imageUrl = z
  .string()
  .trim()
  .max(500)
  .refine((url) => url === '' || url.startsWith('/uploads/') || /^https?:\/\//i.test(url), {
    message: 'URL gambar tidak valid',
  });

const price = numberInput(
  z
    .number({ error: 'Harga wajib diisi dan berupa angka' })
    .int('Harga harus bilangan bulat')
    .min(0, 'Harga tidak boleh negatif')
    .max(MAX_PRICE, MENU_LIMIT_MESSAGES.price),
);

/** A dish's description (issue 20): plain text, shown whole on the item page and shortened on its card. */
const description = z.string().trim().max(MENU_DESCRIPTION_MAX, MENU_LIMIT_MESSAGES.description);

export const menuItemCreate = z.object({
  name: z.string().trim().min(1, 'Nama menu wajib diisi').max(120),
  description: description.optional().default(''),
  price,
  category: z.string().max(60).optional(),
  isActive: z.boolean().optional().default(true),
  imageUrl: imageUrl.optional().default(''),
  isSpecialToday: z.boolean().optional().default(false),
  isFavorite: z.boolean().optional().default(false),
  bom: bomInput.optional().default([]),
  /** Its option groups (issue 20), in the order the diner sees them. */
  optionGroupIds: optionGroupIds.optional().default([]),
  discountPercent: clearableNumberInput(
    z.number().min(0, 'Diskon persen 0-100').max(100, 'Diskon persen 0-100'),
  ).optional(),
  discountFixed: clearableNumberInput(
    z
      .number()
      .int('Diskon nominal harus bilangan bulat')
      .min(0, 'Diskon nominal tidak boleh negatif')
      .max(MAX_PRICE, MENU_LIMIT_MESSAGES.discountFixed),
  ).optional(),
});
export type MenuItemCreate = z.input<typeof menuItemCreate>;

/** PUT: every field optional; percent is clamped to 0-100 and fixed to ≥ 0 (SPEC §5), '' clears. */
export const menuItemUpdate = z.object({
  name: z.string().trim().min(1, 'Nama menu wajib diisi').max(120).optional(),
  description: description.optional(),
  price: price.optional(),
  category: z.string().max(60).optional(),
  isActive: z.boolean().optional(),
  imageUrl: imageUrl.optional(),
  isSpecialToday: z.boolean().optional(),
  isFavorite: z.boolean().optional(),
  bom: bomInput.optional(),
  optionGroupIds: optionGroupIds.optional(),
  /** 'Habis hari ini': true marks it sold out until the restaurant's day ends; false lifts it. */
  soldOutToday: z.boolean().optional(),
  discountPercent: clearableNumberInput(z.number())
    .transform((v) => (v === null ? null : Math.min(100, Math.max(0, v))))
    .optional(),
  // Clamped at 0 as SPEC §5 says; above the largest price it is refused, not stored as a wrong number.
  discountFixed: clearableNumberInput(z.number().max(MAX_PRICE, MENU_LIMIT_MESSAGES.discountFixed))
    .transform((v) => (v === null ? null : Math.max(0, Math.round(v))))
    .optional(),
});
export type MenuItemUpdate = z.input<typeof menuItemUpdate>;

export const publicMenuItem = z.object({
  _id: z.string(),
  name: z.string(),
  /** What the dish is; '' when the restaurant wrote none, or in a menu cached before it was sent. */
  description: z.string().default(''),
  price: z.number(),
  effectivePrice: z.number(),
  discountPercent: z.number().nullable(),
  discountFixed: z.number().nullable(),
  imageUrl: z.string(),
  category: z.string(),
  isSpecialToday: z.boolean(),
  isFavorite: z.boolean(),
  /**
   * 'Habis' (issue 12): marked sold out for today by hand, or — under the tenant's BLOCK stock
   * policy — a recipe ingredient has less than one portion needs. Diners cannot order it; the POS
   * greys its tile.
   */
  soldOut: z.boolean(),
  /** Issue 20: what is chosen with it ('Level pedas'); [] without, or in a menu cached before. */
  optionGroups: z.array(menuOptionGroup).default([]),
});
export type PublicMenuItem = z.infer<typeof publicMenuItem>;

export const adminMenuItem = publicMenuItem.extend({
  isActive: z.boolean(),
  /** Marked 'Habis hari ini' by hand (for today in the restaurant's time zone). */
  soldOutToday: z.boolean(),
  /** A recipe ingredient has less stock than one portion needs (sold out only under BLOCK). */
  stockOut: z.boolean(),
  bom: z.array(adminBomLine),
  /** Σ BOM qty × latest unit purchase price, in rupiah. */
  foodCost: z.number(),
  /** (effective price − food cost) / effective price, in percent; null at price 0. */
  marginPercent: z.number().nullable(),
});
export type AdminMenuItem = z.infer<typeof adminMenuItem>;

export const adminMenuList = z.object({ items: z.array(adminMenuItem) });
export const publicMenuList = z.object({ items: z.array(publicMenuItem) });

export const menuDeleteResponse = z.object({
  ok: z.literal(true),
  /** True when past orders refer to the item: it was deactivated and hidden instead of destroyed. */
  archived: z.boolean(),
});

export const menuCopyRequest = z.object({
  sourceSlug: z.string().trim().max(80).optional().default(''),
  overwrite: z.boolean().optional().default(false),
});
export const menuCopyResponse = z.object({ copied: z.number().int() });

export const bomUpdate = z.object({ bom: bomInput });

export const uploadResponse = z.object({ url: z.string() });
