import { z } from 'zod';
import { DEFAULT_DISCOUNT_LIMIT_PERCENT, DISCOUNT_MESSAGES } from '../discounts';
import { KITCHEN_ALARM_DEFAULTS, KITCHEN_ALARM_MAX_MINUTES, KITCHEN_ALARM_MESSAGES } from '../kitchen-alarms';
import { ADMIN_SECTIONS, TENANT_STANDINGS } from '../access';
import { SERVICE_CHARGE_MAX_PERCENT, TAX_TYPES } from '../charges';
import { PACKAGES } from '../plans';
import { numberInput } from './input';

export const THEMES = ['classic', 'dark', 'emerald', 'sunset', 'ocean'] as const;
export type Theme = (typeof THEMES)[number];
export const WA_OPTIN_MODES = ['CHAT', 'FORM'] as const;
export const DEFAULT_WA_OPTIN_TEXT = 'Kirim WA untuk dapatkan souvenir menarik';
/**
 * What a sale does when a recipe ingredient would go below zero: ALLOW records it (the stock goes
 * negative and is flagged), BLOCK refuses it and shows the dish as sold out (issue 12).
 */
export const STOCK_POLICIES = ['ALLOW', 'BLOCK'] as const;
export type StockPolicy = (typeof STOCK_POLICIES)[number];

/** GET /api/v1/public/resolve/{tenantSlug} — the public tenant of SPEC §3. */
export const publicTenant = z.object({
  _id: z.string(),
  tenantSlug: z.string(),
  name: z.string(),
  address: z.string(),
  theme: z.enum(THEMES),
  package: z.enum(PACKAGES),
  phone: z.string(),
  reservationWhatsApp: z.string(),
  adsEnabled: z.boolean(),
  waOptinEnabled: z.boolean(),
  waOptinText: z.string(),
  waOptinMode: z.enum(WA_OPTIN_MODES),
  taxPercent: z.number().int(),
  /** Issue 20 (defaults: a payload cached before it had neither). */
  serviceChargePercent: z.number().int().default(0),
  taxType: z.enum(TAX_TYPES).default('PPN'),
  timezone: z.string(),
  /** False when the restaurant cannot take orders now (trial over or deactivated). */
  acceptingOrders: z.boolean(),
});
export type PublicTenant = z.infer<typeof publicTenant>;

/** GET /api/v1/tenant/{slug}/context — what the admin layout needs to draw itself. */
export const tenantContext = z.object({
  tenant: z.object({
    _id: z.string(),
    slug: z.string(),
    name: z.string(),
    /** For the receipts the staff print (issue 12). */
    address: z.string(),
    package: z.enum(PACKAGES),
    theme: z.enum(THEMES),
    trialEndsAt: z.string().nullable(),
    /** Whole days of BASIC trial left (rounded up, 0 once over); null without a trial or on a paid plan. */
    trialDaysLeft: z.number().int().nullable(),
    /** End of the period paid by invoices (ISO), null when nothing was paid yet. */
    paidUntil: z.string().nullable(),
    active: z.boolean(),
    /**
     * When the trial or paid period's grace days end and the staff are blocked (ISO): the grace
     * banner's date. Null when no period blocks this tenant (ENTERPRISE, a plan set by hand).
     */
    blockedFrom: z.string().nullable(),
    /**
     * Issue 21: a kitchen card turns amber, then red, this many minutes after its confirmation
     * (defaults: a context cached before them).
     */
    kitchenAmberMinutes: z.number().int().default(KITCHEN_ALARM_DEFAULTS.amberMinutes),
    kitchenRedMinutes: z.number().int().default(KITCHEN_ALARM_DEFAULTS.redMinutes),
    /** Issue 20: what a cashier may discount without an admin's PIN (% of the dishes). */
    discountLimitPercent: z.number().int().default(DEFAULT_DISCOUNT_LIMIT_PERCENT),
  }),
  /** 'grace': the period ended, the staff still work (with a banner) until `blockedFrom`. */
  standing: z.enum(TENANT_STANDINGS),
  sections: z.array(z.enum(ADMIN_SECTIONS)),
});
export type TenantContext = z.infer<typeof tenantContext>;

export const groupContext = z.object({
  group: z.object({ _id: z.string(), slug: z.string(), name: z.string() }),
});
export type GroupContext = z.infer<typeof groupContext>;

/** Indonesia's three time zones (WIB, WITA, WIT): 'today' and report days are counted in one of them. */
export const TENANT_TIMEZONES = ['Asia/Jakarta', 'Asia/Makassar', 'Asia/Jayapura'] as const;
export type TenantTimezone = (typeof TENANT_TIMEZONES)[number];

/** A stored time zone as one of TENANT_TIMEZONES (WIB for anything else). */
export function knownTimezone(zone: string): TenantTimezone {
  return TENANT_TIMEZONES.find((known) => known === zone) ?? 'Asia/Jakarta';
}

/** SPEC §5 'Tax percent: integer clamped 0-110': the words of every refusal of it. */
export const TAX_PERCENT_MESSAGE = 'PPN harus bilangan bulat 0–110 (110 = harga sudah termasuk PPN 10%)';
export const TAX_PERCENT_MIN = 0;
export const TAX_PERCENT_MAX = 110;

/** SPEC §5: the form clamps what is typed into 0-110 (whole numbers); the API refuses the rest. */
export function clampTaxPercent(value: number): number {
  if (!Number.isFinite(value)) return 11;
  return Math.min(TAX_PERCENT_MAX, Math.max(TAX_PERCENT_MIN, Math.round(value)));
}

/** Issue 20: the service charge and the tax type (PPN or the regional PB1). */
export const CHARGE_MESSAGES = {
  serviceChargePercent: `Biaya layanan harus bilangan bulat 0–${SERVICE_CHARGE_MAX_PERCENT}%`,
  taxType: 'Pilih PPN atau PB1',
} as const;

export const SETTINGS_MESSAGES = {
  nameRequired: 'Nama restoran wajib diisi',
  nameTooLong: 'Nama restoran maksimal 120 karakter',
  theme: 'Pilih tema yang tersedia',
  phone: 'Nomor hanya boleh berisi angka, spasi, +, - dan tanda kurung',
  phoneTooLong: 'Nomor maksimal 30 karakter',
  addressTooLong: 'Alamat maksimal 300 karakter',
  waOptinTextRequired: 'Teks ajakan WhatsApp wajib diisi',
  waOptinTextTooLong: 'Teks ajakan WhatsApp maksimal 200 karakter',
  waOptinMode: 'Pilih CHAT atau FORM',
  waReadyNotice: 'Pilih aktif atau tidak',
  timezone: 'Pilih zona waktu WIB, WITA atau WIT',
} as const;

const restaurantName = z
  .string({ error: SETTINGS_MESSAGES.nameRequired })
  .trim()
  .min(1, SETTINGS_MESSAGES.nameRequired)
  .max(120, SETTINGS_MESSAGES.nameTooLong);
const phoneNumber = z
  .string({ error: SETTINGS_MESSAGES.phone })
  .trim()
  .max(30, SETTINGS_MESSAGES.phoneTooLong)
  .regex(/^[\d\s+()-]*$/, SETTINGS_MESSAGES.phone);
const address = z.string().trim().max(300, SETTINGS_MESSAGES.addressTooLong);
const taxPercent = numberInput(
  z
    .number({ error: TAX_PERCENT_MESSAGE })
    .int(TAX_PERCENT_MESSAGE)
    .min(TAX_PERCENT_MIN, TAX_PERCENT_MESSAGE)
    .max(TAX_PERCENT_MAX, TAX_PERCENT_MESSAGE),
);
const serviceChargePercent = numberInput(
  z
    .number({ error: CHARGE_MESSAGES.serviceChargePercent })
    .int(CHARGE_MESSAGES.serviceChargePercent)
    .min(0, CHARGE_MESSAGES.serviceChargePercent)
    .max(SERVICE_CHARGE_MAX_PERCENT, CHARGE_MESSAGES.serviceChargePercent),
);
const taxType = z.enum(TAX_TYPES, { error: CHARGE_MESSAGES.taxType });
const kitchenMinutes = numberInput(
  z
    .number({ error: KITCHEN_ALARM_MESSAGES.minutesRange })
    .int(KITCHEN_ALARM_MESSAGES.minutesRange)
    .min(1, KITCHEN_ALARM_MESSAGES.minutesRange)
    .max(KITCHEN_ALARM_MAX_MINUTES, KITCHEN_ALARM_MESSAGES.minutesRange),
);
const discountLimitPercent = numberInput(
  z
    .number({ error: DISCOUNT_MESSAGES.limitRange })
    .int(DISCOUNT_MESSAGES.limitRange)
    .min(0, DISCOUNT_MESSAGES.limitRange)
    .max(100, DISCOUNT_MESSAGES.limitRange),
);

/**
 * GET/PATCH /api/v1/tenant/{slug}/settings — the restaurant's settings (restaurant admin): the
 * fields of SPEC §2 Admin settings and the time zone (DESIGN §4), and the floor's two of issue 12:
 * whether POS sales go to the kitchen screen, and what a sale does when an ingredient runs out.
 */
export const tenantSettings = z.object({
  name: z.string(),
  theme: z.enum(THEMES),
  phone: z.string(),
  reservationWhatsApp: z.string(),
  taxPercent: z.number().int(),
  serviceChargePercent: z.number().int(),
  taxType: z.enum(TAX_TYPES),
  /** Issue 20: the share of the dishes (%) a cashier may discount without an admin's PIN. */
  discountLimitPercent: z.number().int(),
  /** Issue 21: a kitchen card turns amber, then red, after these minutes (amber < red). */
  kitchenAmberMinutes: z.number().int(),
  kitchenRedMinutes: z.number().int(),
  address: z.string(),
  waOptinEnabled: z.boolean(),
  waOptinText: z.string(),
  waOptinMode: z.enum(WA_OPTIN_MODES),
  /**
   * Issue 18: 'Pesanan Anda siap' by WhatsApp when the kitchen marks an order READY, to the diner
   * who left their number on that order's page (off by default).
   */
  waReadyNotice: z.boolean(),
  timezone: z.string(),
  posToKitchen: z.boolean(),
  stockPolicy: z.enum(STOCK_POLICIES),
  /** Whether the package has a kitchen at all (POS_ONLY has none: posToKitchen then does nothing). */
  kitchenAvailable: z.boolean(),
});
export type TenantSettings = z.infer<typeof tenantSettings>;

/** Every field optional: a card of the settings page sends its own fields only. */
export const tenantSettingsUpdate = z
  .object({
    name: restaurantName.optional(),
    theme: z.enum(THEMES, { error: SETTINGS_MESSAGES.theme }).optional(),
    phone: phoneNumber.optional(),
    reservationWhatsApp: phoneNumber.optional(),
    taxPercent: taxPercent.optional(),
    serviceChargePercent: serviceChargePercent.optional(),
    taxType: taxType.optional(),
    discountLimitPercent: discountLimitPercent.optional(),
    kitchenAmberMinutes: kitchenMinutes.optional(),
    kitchenRedMinutes: kitchenMinutes.optional(),
    address: address.optional(),
    waOptinEnabled: z.boolean().optional(),
    waOptinText: z
      .string({ error: SETTINGS_MESSAGES.waOptinTextRequired })
      .trim()
      .min(1, SETTINGS_MESSAGES.waOptinTextRequired)
      .max(200, SETTINGS_MESSAGES.waOptinTextTooLong)
      .optional(),
    waOptinMode: z.enum(WA_OPTIN_MODES, { error: SETTINGS_MESSAGES.waOptinMode }).optional(),
    waReadyNotice: z.boolean({ error: SETTINGS_MESSAGES.waReadyNotice }).optional(),
    timezone: z.enum(TENANT_TIMEZONES, { error: SETTINGS_MESSAGES.timezone }).optional(),
    posToKitchen: z.boolean().optional(),
    stockPolicy: z.enum(STOCK_POLICIES, { error: 'Pilih kebijakan stok yang tersedia' }).optional(),
  })
  .strict();
export type TenantSettingsUpdate = z.input<typeof tenantSettingsUpdate>;

/**
 * GET/PATCH /api/v1/tenant/{slug}/payments/profile — what every restaurant must set even without the
 * Settings section (KASIR_SAJA has none, SPEC §1): the name and address on receipts, and the tax.
 */
export const tenantProfile = z.object({
  name: z.string(),
  address: z.string(),
  taxPercent: z.number().int(),
  serviceChargePercent: z.number().int(),
  taxType: z.enum(TAX_TYPES),
  discountLimitPercent: z.number().int(),
});
export type TenantProfile = z.infer<typeof tenantProfile>;

export const tenantProfileUpdate = z
  .object({
    name: restaurantName.optional(),
    address: address.optional(),
    taxPercent: taxPercent.optional(),
    serviceChargePercent: serviceChargePercent.optional(),
    taxType: taxType.optional(),
    discountLimitPercent: discountLimitPercent.optional(),
  })
  .strict();
export type TenantProfileUpdate = z.input<typeof tenantProfileUpdate>;
