import type { users } from '../../db/schema/platform';
import type { Tx } from '../../platform/db-scope';
import * as authRepo from './auth.repo';

/* Accounts as another module makes them, inside its transaction (the POS adds a cashier). */

/** Whether any account has this email, in any case. */
export function emailTaken(tx: Tx, email: string): Promise<boolean> {
  return authRepo.emailTaken(tx, email);
}

/** A new account; answers its id. */
export function insertUser(tx: Tx, values: typeof users.$inferInsert): Promise<string> {
  return authRepo.insertUser(tx, values);
}
