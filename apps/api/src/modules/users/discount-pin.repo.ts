import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { users } from '../../db/schema/platform';
import type { Tx } from '../../platform/db-scope';

/* SQL of the admins' discount PINs (issue 20), always within the tenant. */

export async function adminPasswordHash(tx: Tx, tenantId: string, userId: string) {
  const [row] = await tx
    .select({ passwordHash: users.passwordHash, pinHash: users.discountPinHash })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.id, userId), eq(users.role, 'RESTAURANT_ADMIN')));
  return row;
}

export async function setDiscountPinHash(tx: Tx, tenantId: string, userId: string, pinHash: string) {
  await tx
    .update(users)
    .set({ discountPinHash: pinHash })
    .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)));
}

/** The tenant's admins who have a PIN, oldest first. */
export function adminsWithPin(tx: Tx, tenantId: string) {
  return tx
    .select({ id: users.id, name: users.name, pinHash: users.discountPinHash })
    .from(users)
    .where(
      and(eq(users.tenantId, tenantId), eq(users.role, 'RESTAURANT_ADMIN'), isNotNull(users.discountPinHash)),
    )
    .orderBy(asc(users.createdAt), asc(users.id));
}
