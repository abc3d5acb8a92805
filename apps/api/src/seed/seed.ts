import { and, eq } from 'drizzle-orm';
import type { Package } from '@meja/shared/plans';
import type { Role } from '@meja/shared/roles';
import type { Database } from '../db/client';
import { groups, platformSettings, tenants, users } from '../db/schema/platform';
import { hashPassword } from '../platform/auth/passwords';
import { inAppTx, type Tx } from '../platform/db-scope';
import { readPlatformSettings } from '../modules/platform-settings/settings.service';
import type { FileStorage } from '../platform/storage';
import { seedDemoMenus } from './seed-menu';

export const DEMO_PASSWORD = 'demo1234';
/** Every demo restaurant admin's discount PIN (issue 20: approves a cashier's discount above the limit). */
export const DEMO_DISCOUNT_PIN = '123456';

/**
 * The static QRIS of the demo restaurants: the fictional merchant of reference/integrations.md §8.2
 * (fake NMID/PAN), so the POS's dynamic QRIS can be checked against its published test vector.
 */
export const DEMO_QRIS_STATIC =
  '00020101021126700020ID.CO.BANKCONTOH.WWW011993600999000000123450212MID0000123450303UMI' +
  '51440014ID.CO.QRIS.WWW0215ID10230000123450303UMI5204581253033605802ID5922WARUNG MAKAN SEDERHANA' +
  '6007JAKARTA61051219062110707KASIR0163043BB2';

/**
 * Clearly fake bank-transfer details and WhatsApp number, so the invoice page and the landing's chat
 * button show something under `npm start`. A fresh install without the demo keeps them blank.
 */
export const DEMO_PLATFORM_SETTINGS = {
  bankName: 'BCA',
  bankAccountNumber: '0000000000',
  bankAccountName: 'PT Meja Demo (contoh)',
  bankTransferNote:
    'Tulis nomor invoice di berita transfer, lalu kirim bukti transfer ke WhatsApp kami. Rekening ini hanya contoh.',
  whatsappNumber: '081200000000',
} as const;

/** A restaurant with its staff, as the demo seed and the browser tests' fresh tenants create it. */
export interface SeedTenant {
  slug: string;
  name: string;
  package: Package;
  inGroup: boolean;
  city: string;
  address: string;
  staff: { email: string; role: Role; name: string }[];
}

const DEMO_GROUP = { slug: 'grup-demo', name: 'GRUP DEMO' };

/** warung-demo: the browser tests' fresh restaurants copy it under a slug of their own. */
export const WARUNG_DEMO: SeedTenant = {
  slug: 'warung-demo',
  name: 'WARUNG DEMO',
  package: 'PRO',
  inGroup: true,
  city: 'JAKARTA',
  address: 'Jl. Sabang No. 12, Jakarta Pusat',
  staff: [
    { email: 'admin@warung-demo.test', role: 'RESTAURANT_ADMIN', name: 'ADMIN WARUNG' },
    { email: 'kasir@warung-demo.test', role: 'CASHIER', name: 'KASIR WARUNG' },
    { email: 'dapur@warung-demo.test', role: 'KITCHEN', name: 'DAPUR WARUNG' },
    { email: 'gudang@warung-demo.test', role: 'INVENTORY', name: 'GUDANG WARUNG' },
  ],
};

const DEMO_TENANTS: SeedTenant[] = [
  WARUNG_DEMO,
  {
    slug: 'kopi-demo',
    name: 'KOPI DEMO',
    package: 'POS_ONLY',
    inGroup: false,
    city: 'BANDUNG',
    address: 'Jl. Braga No. 8, Bandung',
    staff: [
      { email: 'admin@kopi-demo.test', role: 'RESTAURANT_ADMIN', name: 'ADMIN KOPI' },
      { email: 'kasir@kopi-demo.test', role: 'CASHIER', name: 'KASIR KOPI' },
    ],
  },
];

export const DEMO_LOGINS: { email: string; role: Role }[] = [
  { email: 'super@meja.test', role: 'SUPER_ADMIN' },
  { email: 'gm@meja.test', role: 'GROUP_MANAGER' },
  ...DEMO_TENANTS.flatMap((t) => t.staff.map(({ email, role }) => ({ email, role }))),
];

/**
 * The demo data of issue 2 §7. Idempotent: rows are created when missing and never overwritten,
 * so a second start keeps whatever the demo users changed.
 */
export async function seedDemoData(
  db: Database,
  storage: FileStorage,
  now: () => Date = () => new Date(),
): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await inAppTx(db, async (tx) => {
    await readPlatformSettings(tx);
    await fillBlankPlatformSettings(tx);
    const groupId = await ensureGroup(tx);
    await ensureUser(tx, {
      email: 'super@meja.test',
      role: 'SUPER_ADMIN',
      name: 'SUPER ADMIN',
      passwordHash,
    });
    await ensureUser(tx, {
      email: 'gm@meja.test',
      role: 'GROUP_MANAGER',
      name: 'GROUP MANAGER',
      passwordHash,
      groupId,
    });
    for (const demo of DEMO_TENANTS)
      await ensureTenantWithStaff(tx, demo, demo.inGroup ? groupId : null, passwordHash);
  });
  await seedDemoMenus(db, storage, now);
}

/** The restaurant and its staff accounts (verified), each created when missing; returns its id. */
export async function ensureTenantWithStaff(
  tx: Tx,
  tenant: SeedTenant,
  groupId: string | null,
  passwordHash: string,
  trialEndsAt: Date | null = null,
): Promise<string> {
  const tenantId = await ensureTenant(tx, tenant, groupId, trialEndsAt);
  const pinHash = await hashPassword(DEMO_DISCOUNT_PIN);
  for (const member of tenant.staff) {
    const discountPinHash = member.role === 'RESTAURANT_ADMIN' ? pinHash : null;
    await ensureUser(tx, { ...member, passwordHash, tenantId, discountPinHash });
  }
  return tenantId;
}

/** Fills only what is blank: bank details the super admin has entered, or a number, are kept. */
async function fillBlankPlatformSettings(tx: Tx): Promise<void> {
  const { whatsappNumber, ...bank } = DEMO_PLATFORM_SETTINGS;
  await tx
    .update(platformSettings)
    .set(bank)
    .where(
      and(
        eq(platformSettings.bankName, ''),
        eq(platformSettings.bankAccountNumber, ''),
        eq(platformSettings.bankAccountName, ''),
      ),
    );
  await tx.update(platformSettings).set({ whatsappNumber }).where(eq(platformSettings.whatsappNumber, ''));
}

async function ensureGroup(tx: Tx): Promise<string> {
  await tx.insert(groups).values(DEMO_GROUP).onConflictDoNothing();
  const [row] = await tx.select({ id: groups.id }).from(groups).where(eq(groups.slug, DEMO_GROUP.slug));
  if (!row) throw new Error('demo group missing after insert');
  return row.id;
}

async function ensureTenant(
  tx: Tx,
  demo: SeedTenant,
  groupId: string | null,
  trialEndsAt: Date | null,
): Promise<string> {
  await tx
    .insert(tenants)
    .values({
      slug: demo.slug,
      name: demo.name,
      package: demo.package,
      city: demo.city,
      address: demo.address,
      phone: '081234567890',
      reservationWhatsApp: '+62 812-3456-7890',
      qrisStaticPayload: DEMO_QRIS_STATIC,
      groupId,
      trialEndsAt,
    })
    .onConflictDoNothing();
  const [row] = await tx.select({ id: tenants.id }).from(tenants).where(eq(tenants.slug, demo.slug));
  if (!row) throw new Error(`demo tenant ${demo.slug} missing after insert`);
  return row.id;
}

export async function ensureUser(
  tx: Tx,
  user: {
    email: string;
    role: Role;
    name: string;
    passwordHash: string;
    tenantId?: string;
    groupId?: string;
    discountPinHash?: string | null;
  },
): Promise<void> {
  await tx
    .insert(users)
    .values({ ...user, emailVerifiedAt: new Date() })
    .onConflictDoNothing();
}
