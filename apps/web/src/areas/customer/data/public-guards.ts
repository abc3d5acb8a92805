import type { PublicMenuItem } from '@meja/shared/contracts/menu';
import type { PublicTenant } from '@meja/shared/contracts/tenant';
import { fieldsOf, flag, numberOrNull, oneOf, text } from '../../../lib/json-fields';

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
  };
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
