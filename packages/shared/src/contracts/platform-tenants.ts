import { z } from 'zod';
import { PACKAGES } from '../plans';
import { RESERVED_SLUGS, SLUG_PATTERN } from '../slug';
import { clearableNumberInput } from './input';

export const PLATFORM_TENANT_MESSAGES = {
  name: 'Nama tenant wajib diisi (maks. 120 karakter)',
  slug: 'Slug hanya huruf kecil, angka dan tanda hubung (2–60 karakter)',
  slugReserved: 'Slug ini dipakai oleh aplikasi. Pilih slug lain.',
  quota: 'Kuota harus bilangan bulat non-negatif atau kosong untuk tanpa batas',
  nothingToChange: 'Tidak ada perubahan yang dikirim.',
} as const;

/** A restaurant's address name (SPEC §5 as registration: a-z, 0-9 and single hyphens, not an app path). */
export const tenantSlugInput = z
  .string()
  .trim()
  .toLowerCase()
  .min(2, PLATFORM_TENANT_MESSAGES.slug)
  .max(60, PLATFORM_TENANT_MESSAGES.slug)
  .regex(SLUG_PATTERN, PLATFORM_TENANT_MESSAGES.slug)
  .refine((slug) => !RESERVED_SLUGS.has(slug), PLATFORM_TENANT_MESSAGES.slugReserved);

const tenantNameInput = z
  .string()
  .trim()
  .min(1, PLATFORM_TENANT_MESSAGES.name)
  .max(120, PLATFORM_TENANT_MESSAGES.name);

/** Blank or null is unlimited; otherwise a non-negative whole number (SPEC §5 tenant quota). */
export const quotaLimitInput = clearableNumberInput(
  z
    .number(PLATFORM_TENANT_MESSAGES.quota)
    .int(PLATFORM_TENANT_MESSAGES.quota)
    .min(0, PLATFORM_TENANT_MESSAGES.quota)
    .max(100_000_000, PLATFORM_TENANT_MESSAGES.quota),
);

/** A tenant as the super admin sees it (SPEC §3 'Tenant (super admin)' and its standing). */
export const platformTenant = z.object({
  _id: z.string(),
  name: z.string(),
  slug: z.string(),
  package: z.enum(PACKAGES),
  /** ENTERPRISE needs a group manager: true when the tenant's group has a GROUP_MANAGER account. */
  hasGroupManager: z.boolean(),
  /** Orders of this calendar month (Asia/Jakarta). */
  usage: z.number().int(),
  /** Null is unlimited. Shown and edited; not enforced yet. */
  quotaLimit: z.number().int().nullable(),
  adsEnabled: z.boolean(),
  active: z.boolean(),
  createdAt: z.string(),
  groupSlug: z.string().nullable(),
  paidUntil: z.string().nullable(),
  trialEndsAt: z.string().nullable(),
  /** Set while the tenant is deleted and restorable; it is purged after `purgeAfter`. */
  deletedAt: z.string().nullable(),
  purgeAfter: z.string().nullable(),
});
export type PlatformTenant = z.infer<typeof platformTenant>;

export const platformTenantList = z.object({ items: z.array(platformTenant) });
export type PlatformTenantList = z.infer<typeof platformTenantList>;

export const platformTenantReply = z.object({ data: platformTenant });
export type PlatformTenantReply = z.infer<typeof platformTenantReply>;

/** POST /api/v1/super-admin/tenants */
export const platformTenantCreate = z.object({ name: tenantNameInput, slug: tenantSlugInput });
export type PlatformTenantCreate = z.infer<typeof platformTenantCreate>;

/** PUT /api/v1/super-admin/tenants/{id}: any of the fields, at least one. */
export const platformTenantUpdate = z
  .object({
    name: tenantNameInput.optional(),
    slug: tenantSlugInput.optional(),
    package: z.enum(PACKAGES).optional(),
    active: z.boolean().optional(),
    quotaLimit: quotaLimitInput.optional(),
    adsEnabled: z.boolean().optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    message: PLATFORM_TENANT_MESSAGES.nothingToChange,
  });
export type PlatformTenantUpdate = z.infer<typeof platformTenantUpdate>;
/** What a client sends (the quota may be text from a field: blank is unlimited). */
export type PlatformTenantChanges = z.input<typeof platformTenantUpdate>;

/** DELETE /api/v1/super-admin/tenants/{id}: the operator types the slug to confirm. */
export const platformTenantDelete = z.object({ confirmSlug: z.string().trim().max(80) });
export type PlatformTenantDelete = z.infer<typeof platformTenantDelete>;

export const platformTenantIdParam = z.object({ id: z.uuid() });

/** How long a deleted tenant stays restorable before the purge. */
export const TENANT_RESTORE_DAYS = 30;
