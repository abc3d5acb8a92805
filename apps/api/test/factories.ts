import { randomUUID } from 'node:crypto';
import type { Package } from '@meja/shared/plans';
import type { Role } from '@meja/shared/roles';
import type { Database } from '../src/db/client';
import { groups, sessions, tenants, users } from '../src/db/schema/platform';
import { hashPassword } from '../src/platform/auth/passwords';
import { hashToken, newSecretToken } from '../src/platform/auth/tokens';
import { inAppTx } from '../src/platform/db-scope';

export const FACTORY_PASSWORD = 'rahasia-123';
let passwordHash: Promise<string> | undefined;
const factoryHash = () => (passwordHash ??= hashPassword(FACTORY_PASSWORD));

export const unique = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}`;

export interface TestUser {
  id: string;
  email: string;
  role: Role;
  token: string;
}

export async function createUser(
  db: Database,
  values: { role: Role; tenantId?: string; groupId?: string; verified?: boolean; email?: string },
): Promise<TestUser> {
  const email = values.email ?? `${unique(values.role.toLowerCase())}@meja.test`;
  const token = newSecretToken();
  const hash = await factoryHash();
  const id = await inAppTx(db, async (tx) => {
    const [row] = await tx
      .insert(users)
      .values({
        email,
        passwordHash: hash,
        name: `USER ${values.role}`,
        role: values.role,
        tenantId: values.tenantId,
        groupId: values.groupId,
        emailVerifiedAt: values.verified === false ? null : new Date(),
      })
      .returning({ id: users.id });
    if (!row) throw new Error('user not created');
    await tx.insert(sessions).values({
      userId: row.id,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + 3600_000),
    });
    return row.id;
  });
  return { id, email, role: values.role, token };
}

export async function createGroup(db: Database) {
  const slug = unique('grup');
  const [row] = await inAppTx(db, (tx) =>
    tx.insert(groups).values({ slug, name: slug.toUpperCase() }).returning(),
  );
  if (!row) throw new Error('group not created');
  const manager = await createUser(db, { role: 'GROUP_MANAGER', groupId: row.id });
  return { group: row, manager };
}

export interface TenantGraphOptions {
  package?: Package;
  trialEndsAt?: Date | null;
  active?: boolean;
  groupId?: string | null;
}

/** A fresh tenant with one verified user (and a live session) per staff role. */
export async function createTenantGraph(db: Database, options: TenantGraphOptions = {}) {
  const slug = unique('resto');
  const [tenant] = await inAppTx(db, (tx) =>
    tx
      .insert(tenants)
      .values({
        slug,
        name: slug.toUpperCase(),
        package: options.package ?? 'PRO',
        trialEndsAt: options.trialEndsAt ?? null,
        active: options.active ?? true,
        groupId: options.groupId ?? null,
      })
      .returning(),
  );
  if (!tenant) throw new Error('tenant not created');
  const staff = async (role: Role) => createUser(db, { role, tenantId: tenant.id });
  return {
    tenant,
    admin: await staff('RESTAURANT_ADMIN'),
    cashier: await staff('CASHIER'),
    kitchen: await staff('KITCHEN'),
    inventory: await staff('INVENTORY'),
  };
}

export type TenantGraph = Awaited<ReturnType<typeof createTenantGraph>>;
