import { z } from 'zod';
import { ADMIN_SECTIONS } from '../access';
import { PACKAGES } from '../plans';

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
  }),
  standing: z.enum(['ok', 'inactive', 'trial-expired']),
  sections: z.array(z.enum(ADMIN_SECTIONS)),
});
export type TenantContext = z.infer<typeof tenantContext>;

export const groupContext = z.object({
  group: z.object({ _id: z.string(), slug: z.string(), name: z.string() }),
});
export type GroupContext = z.infer<typeof groupContext>;

/**
 * GET/PATCH /api/v1/tenant/{slug}/settings — the restaurant's settings (restaurant admin). Issue 12
 * brings the floor's two: whether POS sales go to the kitchen screen, and what a sale does when a
 * recipe ingredient runs out. (The SPEC §2 fields join them with the settings screen's issue.)
 */
export const tenantSettings = z.object({
  posToKitchen: z.boolean(),
  stockPolicy: z.enum(STOCK_POLICIES),
  /** Whether the package has a kitchen at all (POS_ONLY has none: posToKitchen then does nothing). */
  kitchenAvailable: z.boolean(),
});
export type TenantSettings = z.infer<typeof tenantSettings>;

export const tenantSettingsUpdate = z
  .object({
    posToKitchen: z.boolean().optional(),
    stockPolicy: z.enum(STOCK_POLICIES, { error: 'Pilih kebijakan stok yang tersedia' }).optional(),
  })
  .strict();
export type TenantSettingsUpdate = z.input<typeof tenantSettingsUpdate>;
