import { PLATFORM_ACCOUNT_MESSAGES } from '@meja/shared/platform-accounts';
import { STAFF_ACCOUNT_MESSAGES } from '@meja/shared/staff-accounts';
import type { ErrorArea } from './entry';

/** Accounts (staff and platform users, registration), tenants and groups. */
export const ACCOUNT_ERRORS = {
  CONFIRM_SLUG_MISMATCH: {
    status: 400,
    message: 'Slug konfirmasi tidak sama dengan slug tenant.',
    meaning: "Deleting a tenant whose typed confirmation is not the tenant's slug.",
  },
  ROLE_NEEDS_LINK: {
    status: 400,
    message: PLATFORM_ACCOUNT_MESSAGES.userLacksTenant,
    meaning:
      'A role change to a tenant role for an account without a tenant, or to GROUP_MANAGER for one without a group.',
  },

  TENANT_INACTIVE: {
    status: 403,
    message: 'Restoran ini sedang dinonaktifkan. Hubungi admin platform.',
    meaning: 'The platform switched this tenant off.',
  },

  EMAIL_TAKEN: {
    status: 409,
    message: 'Email sudah terdaftar. Gunakan email lain untuk kasir ini.',
    meaning:
      'Creating an account (admin users screen, POS cashier, super admin users console) with an email any account of the platform already has.',
  },
  REGISTRATION_RACE: {
    status: 409,
    message: 'Pendaftaran bersamaan dengan pendaftaran lain. Silakan coba lagi.',
    meaning: 'A registration lost a race with a simultaneous one: retry.',
  },
  USER_ID_TAKEN: {
    status: 409,
    message: 'User dengan id ini sudah ada.',
    meaning: 'A client-made user id that another user already has.',
  },
  SELF_ACCOUNT: {
    status: 409,
    message: STAFF_ACCOUNT_MESSAGES.selfDelete,
    meaning: 'An admin, or a super admin in the users console, deleting or demoting their own account.',
  },
  LAST_ADMIN: {
    status: 409,
    message: STAFF_ACCOUNT_MESSAGES.lastAdmin,
    meaning: "Deleting or demoting the restaurant's only RESTAURANT_ADMIN.",
  },
  LAST_SUPER_ADMIN: {
    status: 409,
    message: PLATFORM_ACCOUNT_MESSAGES.lastSuperAdmin,
    meaning: "Deleting or demoting the platform's only SUPER_ADMIN.",
  },
  GROUP_SLUG_TAKEN: {
    status: 409,
    message: PLATFORM_ACCOUNT_MESSAGES.groupSlugTaken,
    meaning: 'Creating or renaming a group to a slug another group has.',
  },
  GROUP_HAS_TENANTS: {
    status: 409,
    message: PLATFORM_ACCOUNT_MESSAGES.groupHasTenants,
    meaning: 'Deleting a group that still has tenants linked to it.',
  },
  TENANT_IN_OTHER_GROUP: {
    status: 409,
    message: PLATFORM_ACCOUNT_MESSAGES.tenantInOtherGroup,
    meaning: 'Assigning to a group a tenant that is already a branch of another group.',
  },
  SLUG_TAKEN: {
    status: 409,
    message: 'Slug sudah digunakan. Pilih slug lain.',
    meaning:
      'Creating or renaming a tenant to a slug another tenant has now or had before (its old menu address still redirects).',
  },
  TENANT_DELETED: {
    status: 409,
    message: 'Tenant ini sudah dihapus. Pulihkan dahulu untuk mengubahnya.',
    meaning: 'Changing or deleting again a tenant that is deleted and waiting for its purge.',
  },
  TENANT_NOT_DELETED: {
    status: 409,
    message: 'Tenant ini tidak sedang dihapus.',
    meaning: 'Restoring a tenant that is not deleted.',
  },
  RESTORE_EXPIRED: {
    status: 409,
    message: 'Masa pemulihan 30 hari sudah lewat; tenant ini akan dihapus permanen.',
    meaning: 'Restoring a deleted tenant after its purge date.',
  },
} as const satisfies ErrorArea;
