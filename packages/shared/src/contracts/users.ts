import { z } from 'zod';
import { TENANT_STAFF_ROLES } from '../roles';

/* SPEC §7 tenant users: /api/v1/tenant/{slug}/users (issue 14). */

const emailField = z.string().trim().max(254, 'Email terlalu panjang').pipe(z.email('Email tidak valid'));
const staffRole = z.enum(TENANT_STAFF_ROLES, { error: 'Pilih peran user' });

export const staffUser = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(TENANT_STAFF_ROLES),
  /** ISO time of the last login, null when never. */
  lastLoginAt: z.string().nullable(),
  /** A temporary password is still waiting to be changed at the first login. */
  mustChangePassword: z.boolean(),
  createdAt: z.string(),
});
export type StaffUser = z.infer<typeof staffUser>;
export const staffUserList = z.object({ items: z.array(staffUser) });

export const staffUserCreate = z.object({
  name: z.string().trim().min(1, 'Nama wajib diisi').max(120, 'Nama maksimal 120 karakter'),
  email: emailField,
  role: staffRole,
});
export type StaffUserCreate = z.input<typeof staffUserCreate>;

export const staffRoleUpdate = z.object({ role: staffRole });
export type StaffRoleUpdate = z.input<typeof staffRoleUpdate>;

/**
 * How the account's new password reaches its owner: a temporary password in this answer (cashier,
 * kitchen, inventory), or a password-reset email (a restaurant admin; SPEC §6).
 */
export const passwordDelivery = z.enum(['TEMP_PASSWORD', 'EMAIL']);

/** POST /users and POST /users/{id}/reset-password. */
export const staffPasswordIssued = z.object({
  user: staffUser,
  delivery: passwordDelivery,
  /** Only with delivery TEMP_PASSWORD: shown once, valid 72 h, to be changed at the first login. */
  tempPassword: z.string().optional(),
});
export type StaffPasswordIssued = z.infer<typeof staffPasswordIssued>;
