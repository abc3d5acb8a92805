import { z } from 'zod';
import { REVENUE_MONTHS_DEFAULT, REVENUE_MONTHS_MAX } from '../revenue-months';

/** GET /api/v1/super-admin/reports/revenue-monthly?months=12 */
export const revenueMonthlyQuery = z.object({
  months: z.coerce
    .number('Jumlah bulan harus angka')
    .int('Jumlah bulan harus bilangan bulat')
    .min(1, 'Minimal 1 bulan')
    .max(REVENUE_MONTHS_MAX, `Maksimal ${REVENUE_MONTHS_MAX} bulan`)
    .default(REVENUE_MONTHS_DEFAULT),
});
export type RevenueMonthlyQuery = z.infer<typeof revenueMonthlyQuery>;

/**
 * SPEC §3 'Revenue monthly': paid invoices per Jakarta month (by paidAt) over the range, every month
 * present (0 when nothing was paid), `grandTotal` their sum; `perTenant` the top 10 tenants by the
 * totals of their paid orders over the same range.
 */
export const revenueMonthly = z.object({
  range: z.object({ start: z.string(), end: z.string() }),
  months: z.array(z.object({ month: z.string(), total: z.number(), count: z.number().int() })),
  total: z.number(),
  grandTotal: z.number(),
  perTenant: z.array(
    z.object({ tenantId: z.string(), name: z.string(), slug: z.string(), total: z.number() }),
  ),
});
export type RevenueMonthly = z.infer<typeof revenueMonthly>;

const count = z.number().int();

export const TENANT_STATES = ['active', 'inactive', 'deleted', 'trial', 'trialExpired', 'paid'] as const;
export type TenantState = (typeof TENANT_STATES)[number];

/**
 * GET /api/v1/super-admin/stats. Tenant states (deleted tenants count only as deleted): active or
 * inactive; trial = BASIC with its trial running, trialExpired = BASIC past it; paid = a paid
 * period still running.
 */
export const platformStats = z.object({
  at: z.string(),
  tenants: z.object({
    total: z.number().int(),
    byPackage: z.object({ BASIC: count, POS_ONLY: count, PRO: count, ENTERPRISE: count }),
    byState: z.object({
      active: count,
      inactive: count,
      deleted: count,
      trial: count,
      trialExpired: count,
      paid: count,
    }),
  }),
  users: z.object({
    total: count,
    byRole: z.object({
      SUPER_ADMIN: count,
      GROUP_MANAGER: count,
      RESTAURANT_ADMIN: count,
      CASHIER: count,
      KITCHEN: count,
      INVENTORY: count,
    }),
  }),
  orders: z.object({ today: z.number().int(), paidToday: z.number().int(), revenueToday: z.number() }),
});
export type PlatformStats = z.infer<typeof platformStats>;
