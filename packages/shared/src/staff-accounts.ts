import type { TenantStaffRole } from './roles';

/* The rules of a restaurant's staff accounts (issue 14; SPEC §2 Admin users, §6), for the API and the screen. */

/** A temporary password works for 72 hours, and only until it is changed at the first login. */
export const TEMP_PASSWORD_HOURS = 72;
/** SPEC §9: the screen shows a temporary password for 60 s. */
export const TEMP_PASSWORD_VISIBLE_MS = 60_000;

export const STAFF_ACCOUNT_MESSAGES = {
  selfDelete: 'Anda tidak dapat menghapus akun Anda sendiri.',
  selfDemote: 'Anda tidak dapat menurunkan peran akun Anda sendiri.',
  lastAdmin: 'Restoran harus tetap memiliki minimal satu Admin Resto.',
  emailTaken: 'Email sudah terdaftar di Meja. Gunakan email lain.',
  notFound: 'User tidak ditemukan.',
  tempPasswordExpired: `Password sementara sudah kedaluwarsa (berlaku ${TEMP_PASSWORD_HOURS} jam). Minta admin restoran untuk mereset password Anda.`,
  passwordChangeRequired: 'Silakan ganti password sementara Anda terlebih dahulu.',
  wrongCurrentPassword: 'Password saat ini salah.',
  samePassword: 'Password baru harus berbeda dari password saat ini.',
} as const;

/**
 * SPEC §6: the screen shows a temporary password only for cashier, kitchen and inventory accounts;
 * a restaurant admin's password is set through the password-reset email instead.
 */
export function getsTempPassword(role: TenantStaffRole): boolean {
  return role !== 'RESTAURANT_ADMIN';
}

/** When a temporary password made at `now` stops working. */
export function tempPasswordExpiry(now: Date): Date {
  return new Date(now.getTime() + TEMP_PASSWORD_HOURS * 60 * 60 * 1000);
}

/** Whether a temporary password (expiring at `expiresAt`; null: none) can no longer log in at `now`. */
export function isTempPasswordExpired(expiresAt: Date | null, now: Date): boolean {
  return expiresAt !== null && expiresAt.getTime() <= now.getTime();
}

export type StaffChangeRefusal = 'SELF_DELETE' | 'SELF_DEMOTE' | 'LAST_ADMIN';

export interface StaffChange {
  /** Who asks (an admin of the tenant, or a super admin, who has no account there). */
  actorId: string;
  target: { id: string; role: TenantStaffRole };
  /** The new role, or null to delete the account. */
  newRole: TenantStaffRole | null;
  /** How many restaurant admins the tenant has now, the target included. */
  adminCount: number;
}

/**
 * Why a delete or role change is refused (SPEC §6 issue 14): an admin never deletes or demotes
 * themselves, and the tenant always keeps an admin. Keeping the same role changes nothing.
 */
export function staffChangeRefusal({
  actorId,
  target,
  newRole,
  adminCount,
}: StaffChange): StaffChangeRefusal | null {
  if (newRole === target.role) return null;
  if (target.id === actorId) return newRole === null ? 'SELF_DELETE' : 'SELF_DEMOTE';
  if (target.role === 'RESTAURANT_ADMIN' && adminCount <= 1) return 'LAST_ADMIN';
  return null;
}
