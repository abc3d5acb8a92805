import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { trialEndsAt } from '@meja/shared/plans';
import type { Role } from '@meja/shared/roles';
import { testTenant, testTenantRequest, type TestTenant } from '@meja/shared/contracts/test-hooks';
import type { z } from 'zod';
import { groups } from '../db/schema/platform';
import { DEMO_PASSWORD, ensureTenantWithStaff, ensureUser, WARUNG_DEMO, type SeedTenant } from './seed';
import { adminScope, seedKopiMenu, seedWarungMenu, type SeededMenu } from './seed-menu';
import type { Database } from '../db/client';
import { hashPassword } from '../platform/auth/passwords';
import { inAppTx } from '../platform/db-scope';
import { tagRoutes } from '../platform/openapi/openapi';
import type { FileStorage } from '../platform/storage';
import { readPlatformSettings } from '../modules/platform-settings/settings.service';

export interface TestTenantDeps {
  db: Database;
  storage: FileStorage;
  now: () => Date;
}

type ParsedRequest = z.output<typeof testTenantRequest>;

/** A slug no run has used: the label, then random letters and digits. */
function freshSlug(label: string | undefined): string {
  return `${label ?? 'e2e'}-${randomBytes(6).toString('hex')}`;
}

/** 'kasir@warung-demo.test' → 'kasir@{slug}.test'. */
function emailIn(slug: string, demoEmail: string): string {
  return `${demoEmail.split('@')[0] ?? 'staf'}@${slug}.test`;
}

function staffEmail(tenant: SeedTenant, role: Role): string {
  const member = tenant.staff.find((candidate) => candidate.role === role);
  if (!member) throw new Error(`${tenant.slug} has no ${role}`);
  return member.email;
}

/**
 * A new restaurant like the demo's (the demo seed's own code: its staff, QRIS, and warung-demo's or
 * kopi-demo's menu), under a slug of its own, every account with the demo password.
 */
export async function createTestTenant(deps: TestTenantDeps, request: ParsedRequest): Promise<TestTenant> {
  const slug = freshSlug(request.label);
  // warung-demo's address and staff names (receipts and the ledger show them), its own slug and emails.
  const tenant: SeedTenant = {
    ...WARUNG_DEMO,
    slug,
    name: slug.toUpperCase().replaceAll('-', ' '),
    package: request.package,
    inGroup: request.group,
    staff: WARUNG_DEMO.staff.map((member) => ({ ...member, email: emailIn(slug, member.email) })),
  };
  const manager = `gm@${slug}.test`;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await inAppTx(deps.db, async (tx) => {
    const settings = await readPlatformSettings(tx);
    const trialEnd = request.package === 'BASIC' ? trialEndsAt(deps.now(), settings.trialDays) : null;
    let groupId: string | null = null;
    if (request.group) {
      const [group] = await tx
        .insert(groups)
        .values({ slug: `${slug}-grup`, name: `GRUP ${tenant.name}` })
        .returning({ id: groups.id });
      groupId = group?.id ?? null;
      if (groupId)
        await ensureUser(tx, {
          email: manager,
          role: 'GROUP_MANAGER',
          name: 'GM UJI',
          passwordHash,
          groupId,
        });
    }
    await ensureTenantWithStaff(tx, tenant, groupId, passwordHash, trialEnd);
  });
  const admin = await adminScope(deps.db, slug, staffEmail(tenant, 'RESTAURANT_ADMIN'));
  if (!admin) throw new Error(`test tenant ${slug} missing after insert`);
  const scope = { tenantId: admin.tenantId, userId: admin.userId };
  const seeded: SeededMenu =
    request.menu === 'warung'
      ? await seedWarungMenu(deps, scope, admin.timezone)
      : request.menu === 'kopi'
        ? await seedKopiMenu(deps, scope)
        : { menu: [], ingredients: [] };
  return {
    id: admin.tenantId,
    slug,
    name: tenant.name,
    package: request.package,
    password: DEMO_PASSWORD,
    staff: {
      admin: staffEmail(tenant, 'RESTAURANT_ADMIN'),
      cashier: staffEmail(tenant, 'CASHIER'),
      kitchen: staffEmail(tenant, 'KITCHEN'),
      inventory: staffEmail(tenant, 'INVENTORY'),
    },
    group: request.group ? { slug: `${slug}-grup`, manager } : null,
    ...seeded,
  };
}

/**
 * POST /api/v1/test/tenants — registered only with TEST_SEED_HOOK, which env.ts refuses in
 * production. Public like the other test hooks: the flag, not a login, is what guards it, and a
 * browser test must not need the demo's accounts to make its own restaurant.
 */
export function testTenantRoutes(deps: TestTenantDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRoute', tagRoutes('test'));
    app.post(
      '/tenants',
      {
        config: { access: { kind: 'public' } },
        schema: {
          summary: 'Create a fresh restaurant with staff and a demo menu (browser tests only)',
          body: testTenantRequest,
          response: { 201: testTenant },
        },
      },
      async (request, reply) => reply.status(201).send(await createTestTenant(deps, request.body)),
    );
  };
}
