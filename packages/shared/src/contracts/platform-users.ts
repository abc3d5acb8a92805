import { z } from 'zod';
import { PLATFORM_ACCOUNT_MESSAGES, roleScope } from '../platform-accounts';
import { ROLES } from '../roles';
import { SLUG_PATTERN } from '../slug';

/* SPEC §7 Super admin: /api/v1/super-admin/users, every account of the platform (issue 15). */

const platformRole = z.enum(ROLES, { error: 'Pilih peran user' });

export const platformUser = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  /** The tenant of a restaurant's staff; null for others. */
  tenantSlug: z.string().nullable(),
  /** The group of a group manager (or of the user's tenant); null when none. */
  groupSlug: z.string().nullable(),
  /** A temporary password is still waiting to be changed at the first login. */
  mustChangePassword: z.boolean(),
  createdAt: z.string(),
});
export type PlatformUser = z.infer<typeof platformUser>;
export const platformUserList = z.object({ items: z.array(platformUser) });

/**
 * POST /users: `slug` names the tenant for a tenant role, the group for GROUP_MANAGER, and is
 * ignored for SUPER_ADMIN.
 */
export const platformUserCreate = z
  .object({
    name: z.string().trim().min(1, 'Nama wajib diisi').max(120, 'Nama maksimal 120 karakter'),
    email: z.string().trim().max(254, 'Email terlalu panjang').pipe(z.email('Email tidak valid')),
    role: platformRole,
    slug: z
      .string()
      .trim()
      .max(80, 'Slug maksimal 80 karakter')
      .refine((value) => value === '' || SLUG_PATTERN.test(value), 'Slug tidak valid')
      .optional(),
  })
  .superRefine((value, context) => {
    const scope = roleScope(value.role);
    if (scope === 'platform' || (value.slug ?? '') !== '') return;
    context.addIssue({
      code: 'custom',
      path: ['slug'],
      message:
        scope === 'tenant' ? PLATFORM_ACCOUNT_MESSAGES.needsTenant : PLATFORM_ACCOUNT_MESSAGES.needsGroup,
    });
  });
export type PlatformUserCreate = z.input<typeof platformUserCreate>;

export const platformRoleUpdate = z.object({ role: platformRole });
export type PlatformRoleUpdate = z.input<typeof platformRoleUpdate>;

/** POST /users: the new account and its temporary password (shown once, changed at the first login). */
export const platformUserCreated = z.object({ user: platformUser, tempPassword: z.string() });
export type PlatformUserCreated = z.infer<typeof platformUserCreated>;

/** POST /users/{id}/reset-password. */
export const platformPasswordReset = z.object({ tempPassword: z.string() });
export type PlatformPasswordReset = z.infer<typeof platformPasswordReset>;
