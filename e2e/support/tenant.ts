import path from 'node:path';
import { test as base, expect, type APIRequestContext } from '@playwright/test';
import { testTenant, type TestTenant, type TestTenantRequest } from '@meja/shared/contracts/test-hooks';
import { guardConsole } from './console-guard';

/*
 * A fresh restaurant for each spec file, so specs run in parallel without sharing warung-demo
 * (README.md in this folder). A spec imports `test` from here (and `expect` from '@playwright/test').
 */

/** Makes a restaurant through the e2e server's POST /api/v1/test/tenants (TEST_SEED_HOOK). */
export async function seedTenant(
  request: APIRequestContext,
  options: TestTenantRequest = {},
): Promise<TestTenant> {
  const response = await request.post('/api/v1/test/tenants', { data: options });
  expect(response.status(), await response.text()).toBe(201);
  return testTenant.parse(await response.json());
}

/** The spec file's name as a slug label: 'admin-menu.spec.ts' → 'adminmenu'. */
function labelOf(file: string): string {
  return path
    .basename(file)
    .replace(/\.spec\.ts$/, '')
    .replace(/[^a-z0-9]/g, '')
    .slice(0, 16);
}

/** One per spec file and options in this worker process: its tests share it, one after another. */
const seeded = new Map<string, Promise<TestTenant>>();

interface TenantFixtures {
  tenant: TestTenant;
  tenantOptions: TestTenantRequest;
  /** `test.use({ failOnConsoleErrors: true })`: a test fails when its page logs an error or throws. */
  failOnConsoleErrors: boolean;
  consoleGuard: undefined;
}

export const test = base.extend<TenantFixtures>({
  /** What the spec's restaurant is: `test.use({ tenantOptions: { package: 'POS_ONLY', menu: 'kopi' } })`. */
  tenantOptions: [{}, { option: true }],
  failOnConsoleErrors: [false, { option: true }],
  consoleGuard: [
    async ({ context, failOnConsoleErrors }, use) => {
      const faults = guardConsole(context);
      await use(undefined);
      if (failOnConsoleErrors) expect(faults(), 'errors in the browser console').toEqual([]);
    },
    { auto: true },
  ],
  tenant: async ({ request, tenantOptions }, use, testInfo) => {
    const key = `${testInfo.file}\n${JSON.stringify(tenantOptions)}`;
    let tenant = seeded.get(key);
    if (!tenant) {
      tenant = seedTenant(request, { label: labelOf(testInfo.file), ...tenantOptions });
      seeded.set(key, tenant);
      tenant.catch(() => seeded.delete(key));
    }
    await use(await tenant);
  },
});

/** The group of a tenant made with `group: true`, and its manager's email. */
export function groupOf(tenant: TestTenant): { slug: string; manager: string } {
  if (!tenant.group) throw new Error(`${tenant.slug} has no group: seed it with { group: true }`);
  return tenant.group;
}
