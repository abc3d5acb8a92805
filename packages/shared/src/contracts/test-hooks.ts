/* The browser tests' hooks on the e2e server (scripts/e2e-server.mjs), refused in production. */
import { z } from 'zod';
import { PACKAGES } from '../plans';

/**
 * POST /api/v1/test/tenants (browser tests only, TEST_SEED_HOOK): a fresh restaurant per spec, so
 * specs run in parallel without sharing the demo tenant. `menu` picks which demo menu it gets:
 * warung-demo's dishes, ingredients and recipes, kopi-demo's drinks, or nothing.
 */
export const TEST_TENANT_MENUS = ['warung', 'kopi', 'none'] as const;

export const testTenantRequest = z
  .object({
    /** Part of the slug, so a failing spec's tenant is recognisable in the logs. */
    label: z
      .string()
      .regex(/^[a-z0-9]{1,16}$/)
      .optional(),
    package: z.enum(PACKAGES).default('PRO'),
    menu: z.enum(TEST_TENANT_MENUS).default('warung'),
    /** Puts the restaurant in a new group of its own, with a group manager. */
    group: z.boolean().default(false),
  })
  .strict();
export type TestTenantRequest = z.input<typeof testTenantRequest>;

export const testTenant = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  package: z.enum(PACKAGES),
  /** Every account of the tenant (and its group manager) logs in with this password. */
  password: z.string(),
  staff: z.object({
    admin: z.string(),
    cashier: z.string(),
    kitchen: z.string(),
    inventory: z.string(),
  }),
  group: z.object({ slug: z.string(), manager: z.string() }).nullable(),
  menu: z.array(z.object({ _id: z.string(), name: z.string(), price: z.number(), category: z.string() })),
  ingredients: z.array(z.object({ _id: z.string(), name: z.string(), sku: z.string(), unit: z.string() })),
});
export type TestTenant = z.infer<typeof testTenant>;

/** GET /api/v1/test/mail?to= (TEST_MAIL_HOOK): the mail the server sent to an address, newest first. */
export const testMailList = z.object({
  items: z.array(
    z.object({ to: z.string(), subject: z.string(), text: z.string(), html: z.string(), sentAt: z.string() }),
  ),
});

/**
 * POST /api/v1/test/clock (TEST_CLOCK_HOOK): the offset from real time in days, or back to real time.
 * Ten years either way is more than any trial, period or link a browser test needs to reach.
 */
export const testClockRequest = z.union([
  z.object({ offsetDays: z.number().min(-3650).max(3650) }).strict(),
  z.object({ reset: z.literal(true) }).strict(),
]);
export const testClockAnswer = z.object({ now: z.string(), offsetDays: z.number() });

/** POST /api/v1/test/jobs/run (TEST_CLOCK_HOOK): every background job run now, on the moved clock. */
export const testJobsAnswer = z.object({
  runs: z.array(z.object({ name: z.string(), ran: z.boolean(), error: z.string().nullable() })),
});
export type TestJobsAnswer = z.infer<typeof testJobsAnswer>;
