import type { PublicMenuItem } from '@meja/shared/contracts/menu';
import type { MenuOptionGroup } from '@meja/shared/contracts/menu-options';
import type { PublicTenant } from '@meja/shared/contracts/tenant';
import { fieldsOf, flag, numberOrNull, oneOf, text, type Fields } from '../../../lib/json-fields';

/*
 * Hand-written checks of the public tenant and menu (SPEC §3) for the zod-free menu chunk.
 * public-guards.test.ts keeps them in step with the shared zod contracts.
 */

export const CUSTOMER_THEMES = ['classic', 'dark', 'emerald', 'sunset', 'ocean'] as const;
const PACKAGE_NAMES = ['BASIC', 'POS_ONLY', 'PRO', 'ENTERPRISE'] as const;
const OPTIN_MODES = ['CHAT', 'FORM'] as const;
/** @meja/shared/charges TAX_TYPES (a test holds them equal), without that module in the first load. */
export const DINER_TAX_TYPES = ['PPN', 'PB1'] as const;

export function toPublicMenuItem(value: unknown): PublicMenuItem | null {
  const f = fieldsOf(value);
  if (!f) return null;
  const _id = text(f, '_id');
  const name = text(f, 'name');
  // A menu cached on the phone before descriptions existed has none: no description, as it was.
  const description = f.has('description') ? text(f, 'description') : '';
  const imageUrl = text(f, 'imageUrl');
  const category = text(f, 'category');
  const price = numberOrNull(f, 'price');
  const effectivePrice = numberOrNull(f, 'effectivePrice');
  const discountPercent = numberOrNull(f, 'discountPercent');
  const discountFixed = numberOrNull(f, 'discountFixed');
  const isSpecialToday = flag(f, 'isSpecialToday');
  const isFavorite = flag(f, 'isFavorite');
  // A menu cached on the phone before 'Habis' existed has no soldOut: orderable, as it was.
  const soldOut = flag(f, 'soldOut') ?? false;
  const optionGroups = toOptionGroups(f.get('optionGroups'));
  if (optionGroups === null) return null;
  if (_id === null || name === null || description === null || imageUrl === null || category === null)
    return null;
  if (typeof price !== 'number' || typeof effectivePrice !== 'number') return null;
  if (discountPercent === undefined || discountFixed === undefined) return null;
  if (isSpecialToday === null || isFavorite === null) return null;
  return {
    _id,
    name,
    description,
    price,
    effectivePrice,
    discountPercent,
    discountFixed,
    imageUrl,
    category,
    isSpecialToday,
    isFavorite,
    soldOut,
    optionGroups,
  };
}

/** A finite whole number, or null. */
function whole(f: Fields, name: string): number | null {
  const value = numberOrNull(f, name);
  return typeof value === 'number' && Number.isInteger(value) ? value : null;
}

/** Each entry read by `read`; null when the value is no array or one entry is malformed. */
function listOf<T>(value: unknown, read: (f: Fields) => T | null): T[] | null {
  if (!Array.isArray(value)) return null;
  const list: T[] = [];
  for (const entry of value) {
    const fields = fieldsOf(entry);
    const item = fields && read(fields);
    if (!item) return null;
    list.push(item);
  }
  return list;
}

/** Issue 20: a dish's option groups; a menu cached on the phone before them has none. */
function toOptionGroups(value: unknown): MenuOptionGroup[] | null {
  if (value === undefined) return [];
  return listOf(value, (g) => {
    const id = text(g, 'id');
    const name = text(g, 'name');
    const minChoices = whole(g, 'minChoices');
    const maxChoices = whole(g, 'maxChoices');
    const options = listOf(g.get('options'), (o) => {
      const optionId = text(o, 'id');
      const optionName = text(o, 'name');
      const priceDelta = numberOrNull(o, 'priceDelta');
      if (optionId === null || optionName === null || typeof priceDelta !== 'number') return null;
      return { id: optionId, name: optionName, priceDelta };
    });
    if (id === null || name === null || minChoices === null || maxChoices === null || !options) return null;
    return { id, name, minChoices, maxChoices, options };
  });
}

/** `{items: PublicMenuItem[]}`; one malformed item rejects the list (as the zod contract does). */
export function toPublicMenuItems(value: unknown): PublicMenuItem[] | null {
  const items = fieldsOf(value)?.get('items');
  if (!Array.isArray(items)) return null;
  const parsed: PublicMenuItem[] = [];
  for (const entry of items) {
    const item = toPublicMenuItem(entry);
    if (!item) return null;
    parsed.push(item);
  }
  return parsed;
}

export function toPublicTenant(value: unknown): PublicTenant | null {
  const f = fieldsOf(value);
  if (!f) return null;
  const strings = [
    '_id',
    'tenantSlug',
    'name',
    'address',
    'phone',
    'reservationWhatsApp',
    'waOptinText',
    'timezone',
  ];
  const [_id, tenantSlug, name, address, phone, reservationWhatsApp, waOptinText, timezone] = strings.map(
    (key) => text(f, key),
  );
  const theme = oneOf(CUSTOMER_THEMES, text(f, 'theme'));
  const plan = oneOf(PACKAGE_NAMES, text(f, 'package'));
  const waOptinMode = oneOf(OPTIN_MODES, text(f, 'waOptinMode'));
  const taxPercent = numberOrNull(f, 'taxPercent');
  // Issue 20: absent from a tenant cached before it (the contract's defaults: none, PPN).
  const serviceChargePercent = numberOrNull(f, 'serviceChargePercent') ?? 0;
  const taxType = oneOf(DINER_TAX_TYPES, text(f, 'taxType')) ?? 'PPN';
  const adsEnabled = flag(f, 'adsEnabled');
  const waOptinEnabled = flag(f, 'waOptinEnabled');
  const acceptingOrders = flag(f, 'acceptingOrders');
  if (
    _id == null ||
    tenantSlug == null ||
    name == null ||
    address == null ||
    phone == null ||
    reservationWhatsApp == null ||
    waOptinText == null ||
    timezone == null ||
    theme === null ||
    plan === null ||
    waOptinMode === null ||
    typeof taxPercent !== 'number' ||
    !Number.isInteger(taxPercent) ||
    !Number.isInteger(serviceChargePercent) ||
    adsEnabled === null ||
    waOptinEnabled === null ||
    acceptingOrders === null
  ) {
    return null;
  }
  return {
    _id,
    tenantSlug,
    name,
    address,
    theme,
    package: plan,
    phone,
    reservationWhatsApp,
    adsEnabled,
    waOptinEnabled,
    waOptinText,
    waOptinMode,
    taxPercent,
    serviceChargePercent,
    taxType,
    timezone,
    acceptingOrders,
  };
}
