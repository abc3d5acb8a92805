import { z } from 'zod';
import { PACKAGES } from '../plans';
import { SLUG_PATTERN } from '../slug';

/* SPEC §7 Super admin: /api/v1/super-admin/groups (issue 15). */

export const GROUP_SLUG_MAX = 80;

export const groupSlugField = z
  .string()
  .trim()
  .min(1, 'Slug wajib diisi')
  .max(GROUP_SLUG_MAX, `Slug maksimal ${GROUP_SLUG_MAX} karakter`)
  .regex(SLUG_PATTERN, 'Slug hanya huruf kecil, angka dan tanda hubung (-)');

export const consoleGroup = z.object({
  _id: z.string(),
  name: z.string(),
  slug: z.string(),
  /** Tenants (branches) linked to the group. */
  tenantCount: z.number().int(),
  /** GROUP_MANAGER accounts of the group. */
  managerCount: z.number().int(),
  createdAt: z.string(),
});
export type ConsoleGroup = z.infer<typeof consoleGroup>;
export const consoleGroupList = z.object({ items: z.array(consoleGroup) });

/** POST /groups and PUT /groups/{id}. */
export const groupSave = z.object({
  name: z.string().trim().min(1, 'Nama grup wajib diisi').max(120, 'Nama maksimal 120 karakter'),
  slug: groupSlugField,
});
export type GroupSave = z.input<typeof groupSave>;

/** POST /groups/{slug}/assign-membership: the tenant that becomes a branch of the group. */
export const membershipAssign = z.object({
  ownerSlug: z
    .string()
    .trim()
    .min(1, 'Slug tenant wajib diisi')
    .max(80, 'Slug maksimal 80 karakter')
    .regex(SLUG_PATTERN, 'Slug tenant tidak valid'),
});
export type MembershipAssign = z.input<typeof membershipAssign>;

export const membershipAssigned = z.object({
  /** SPEC §8: 'Owner berhasil di-link ke group dan di-set ENTERPRISE. Cek Dashboard GM.' */
  message: z.string(),
  group: consoleGroup,
  tenant: z.object({ _id: z.string(), slug: z.string(), package: z.enum(PACKAGES) }),
});
export type MembershipAssigned = z.infer<typeof membershipAssigned>;
