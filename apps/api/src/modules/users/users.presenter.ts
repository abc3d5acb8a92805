import type { StaffUser } from '@meja/shared/contracts/users';
import type { StaffRow } from './users.repo';

export function presentStaffUser(row: StaffRow): StaffUser {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
    mustChangePassword: row.mustChangePassword,
    createdAt: row.createdAt.toISOString(),
  };
}
