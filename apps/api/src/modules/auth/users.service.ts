import type { Role } from '@meja/shared/roles';
import type { Tx } from '../../platform/db-scope';
import { AppError } from '../../platform/errors';
import { uniqueViolationConstraint } from '../../platform/pg-errors';
import * as authRepo from './auth.repo';

/* Accounts as another module makes them, inside its transaction (the POS adds a cashier, the admin users screen any staff). */

/** The unique index that keeps an email to one account across the platform (any case). */
const EMAIL_UNIQUE = 'users_email_lower_unique';

export interface StaffAccount {
  /** A client-made id (the POS offline), else a new one. */
  id?: string;
  /** The restaurant of a staff account; null for a group manager or a super admin (the console). */
  tenantId: string | null;
  /** The group of a group manager made by the console. */
  groupId?: string | null;
  /** Stored lower-cased. */
  email: string;
  name: string;
  role: Role;
  passwordHash: string;
  /** A temporary password's end (issue 14): it must then be changed at the first login. Null: a chosen one. */
  tempPasswordExpiresAt: Date | null;
  /** Staff an admin makes are verified at once; null waits for the mailed link. */
  emailVerifiedAt: Date | null;
  /** The refusal when the email is taken; the catalogue's EMAIL_TAKEN when absent. */
  emailTakenRefusal?: AppError;
}

/**
 * The one way an account is made by someone else (the POS's quick-add cashier, the admin users
 * screen, the super admin's users console): the email must be free on the whole platform, in any
 * case. Answers the new id.
 */
export async function createStaffAccount(tx: Tx, account: StaffAccount): Promise<string> {
  const email = account.email.trim().toLowerCase();
  if (await authRepo.emailTaken(tx, email)) throw account.emailTakenRefusal ?? new AppError('EMAIL_TAKEN');
  return authRepo.insertUser(tx, {
    ...(account.id && { id: account.id }),
    email,
    passwordHash: account.passwordHash,
    name: account.name,
    role: account.role,
    tenantId: account.tenantId,
    groupId: account.groupId ?? null,
    emailVerifiedAt: account.emailVerifiedAt,
    mustChangePassword: account.tempPasswordExpiresAt !== null,
    tempPasswordExpiresAt: account.tempPasswordExpiresAt,
  });
}

/** Whether a failed insert lost the race for an email to a simultaneous one. */
export function isEmailRace(error: unknown): boolean {
  return uniqueViolationConstraint(error) === EMAIL_UNIQUE;
}
