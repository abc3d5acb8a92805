import { z } from 'zod';
import { PACKAGES } from '../plans';
import { RESERVED_SLUGS, SLUG_PATTERN } from '../slug';
import { newPassword } from './auth';
import { dashboardTopItem } from './dashboard';
import { reportTopOption } from './reports';

/*
 * The group area's API, /api/v1/group/{groupSlug} (SPEC §2 Group area, §7 Group; issue 16). The
 * group's GROUP_MANAGER and SUPER_ADMIN only. Money is whole rupiah; each branch's days are its own
 * time zone's. A branch of another group is never named in an answer and is refused (404) wherever
 * a request names it: path, body or copy source.
 */

export const GROUP_MESSAGES = {
  nameSlugRequired: 'Nama dan slug wajib diisi',
  slugInvalid: 'Slug hanya boleh huruf kecil, angka dan tanda hubung',
  sourceRequired: 'Mohon isi slug resto sumber',
  sourceSelf: 'Resto sumber tidak boleh sama dengan resto tujuan.',
  branchNotFound: 'Resto tidak ditemukan di grup ini.',
  noAdmin: 'Resto ini belum punya admin.',
  adminRequired: 'Restoran, email dan password wajib diisi',
  lastAdmin: 'Resto harus punya minimal satu admin.',
  userNotFound: 'User tidak ditemukan di grup ini.',
  editOneThing: 'Ubah password, atau nama dan email, satu per satu.',
  /** The platform's own text (PLATFORM_TENANT_MESSAGES.slugReserved): an app path is never a branch. */
  slugReserved: 'Slug ini dipakai oleh aplikasi. Pilih slug lain.',
  /** SPEC §8 summary failure prefix, on the screen. */
  summaryFailed: 'Gagal memuat ringkasan:',
} as const;

const name = z
  .string({ error: GROUP_MESSAGES.nameSlugRequired })
  .trim()
  .min(1, GROUP_MESSAGES.nameSlugRequired)
  .max(120, 'Nama maksimal 120 karakter');
const slug = z
  .string({ error: GROUP_MESSAGES.nameSlugRequired })
  .trim()
  .min(1, GROUP_MESSAGES.nameSlugRequired)
  .max(80, 'Slug maksimal 80 karakter')
  .regex(SLUG_PATTERN, GROUP_MESSAGES.slugInvalid)
  .refine((value) => !RESERVED_SLUGS.has(value), GROUP_MESSAGES.slugReserved);
const email = z.string().trim().max(254, 'Email terlalu panjang').pipe(z.email('Email tidak valid'));
const optionalText = (max: number) => z.string().trim().max(max).optional().default('');
const phone = z
  .string()
  .trim()
  .max(30, 'Nomor maksimal 30 karakter')
  .regex(/^[\d\s+()-]*$/, 'Nomor hanya boleh berisi angka, spasi, +, - dan tanda kurung')
  .optional()
  .default('');

/** A branch as the group sees it (SPEC §3 Branch: name, slug, city, phone, package). */
export const groupBranch = z.object({
  _id: z.string(),
  name: z.string(),
  slug: z.string(),
  city: z.string(),
  phone: z.string(),
  package: z.enum(PACKAGES),
  active: z.boolean(),
  /** How many restaurant admins the branch has (0: the screen offers to add one). */
  adminCount: z.number().int(),
  createdAt: z.string(),
});
export type GroupBranch = z.infer<typeof groupBranch>;

/** GET /tenants and GET /branches: the group's branches, oldest first. */
export const groupBranchList = z.object({ items: z.array(groupBranch) });
export type GroupBranchList = z.infer<typeof groupBranchList>;

/**
 * POST /branches. `copySettings` / `copyMenu` copy from `sourceSlug`, or from the group's oldest
 * branch when it is blank. With an admin email the branch gets its RESTAURANT_ADMIN, whose
 * temporary password is answered once. All in one transaction.
 */
export const groupBranchCreate = z.object({
  name,
  slug,
  city: optionalText(80),
  phone,
  copySettings: z.boolean().optional().default(false),
  copyMenu: z.boolean().optional().default(false),
  sourceSlug: optionalText(80),
  adminName: optionalText(120),
  adminEmail: z
    .union([z.literal(''), email])
    .optional()
    .default(''),
});
export type GroupBranchCreate = z.input<typeof groupBranchCreate>;

/** A password issued to a branch admin: shown once, to be changed at the first login. */
export const issuedAdmin = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  tempPassword: z.string(),
});

/**
 * What a menu copy did: dishes copied, dishes skipped because the target already had them (same
 * name; only without overwrite), ingredients created (at zero stock) for their recipes.
 */
export const menuCopyResult = z.object({
  copied: z.number().int(),
  skipped: z.number().int(),
  ingredientsCreated: z.number().int(),
});
export type MenuCopyResult = z.infer<typeof menuCopyResult>;

export const groupBranchCreated = z.object({
  branch: groupBranch,
  admin: issuedAdmin.nullable(),
  /** Dishes copied (0 when copyMenu was off). */
  copiedMenu: z.number().int(),
});
export type GroupBranchCreated = z.infer<typeof groupBranchCreated>;

/** POST /branches/{slug}/copy-settings: the settings of SPEC §2 Admin settings, but name and slug. */
export const copySettingsRequest = z.object({
  sourceSlug: z
    .string({ error: GROUP_MESSAGES.sourceRequired })
    .trim()
    .min(1, GROUP_MESSAGES.sourceRequired)
    .max(80),
});
export type CopySettingsRequest = z.input<typeof copySettingsRequest>;
export const copySettingsResult = z.object({ branch: groupBranch });

/**
 * POST /branches/{slug}/copy-menu: categories, dishes, prices, pictures and recipes, the recipes
 * mapped to the target's ingredients by SKU, then by name; a missing ingredient is created with
 * zero stock. `overwrite` archives the target's menu first.
 */
export const copyMenuRequest = copySettingsRequest.extend({
  overwrite: z.boolean().optional().default(false),
});
export type CopyMenuRequest = z.input<typeof copyMenuRequest>;

/** POST /branches/{slug}/reset-admin-password: the branch's (oldest) restaurant admin. */
export const adminPasswordReset = z.object({ email: z.string(), tempPassword: z.string() });
export type AdminPasswordReset = z.infer<typeof adminPasswordReset>;

/** A branch admin (SPEC §3 Group user: id, name, email, tenantName, tenantSlug). */
export const groupUser = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  tenantName: z.string(),
  tenantSlug: z.string(),
  /** The password was set by someone else and waits to be changed at the first login. */
  mustChangePassword: z.boolean(),
  createdAt: z.string(),
});
export type GroupUser = z.infer<typeof groupUser>;
export const groupUserList = z.object({ items: z.array(groupUser) });

/** POST /users: a restaurant admin of one branch, with the password the manager chose. */
export const groupUserCreate = z.object({
  tenantSlug: z
    .string({ error: GROUP_MESSAGES.adminRequired })
    .trim()
    .min(1, GROUP_MESSAGES.adminRequired)
    .max(80),
  email,
  name: z.string().trim().max(120, 'Nama maksimal 120 karakter').optional().default(''),
  password: newPassword,
});
export type GroupUserCreate = z.input<typeof groupUserCreate>;

/** PUT /users/{id}: either a new password, or a new name and email (both, or neither: editOneThing). */
export const groupUserUpdate = z.union(
  [
    z.object({ password: newPassword }).strict(),
    z.object({ name: z.string().trim().min(1, 'Nama wajib diisi').max(120), email }).strict(),
  ],
  { error: GROUP_MESSAGES.editOneThing },
);
export type GroupUserUpdate = z.input<typeof groupUserUpdate>;

/** One branch on the overview: today and this month, in the branch's own time zone. */
export const groupOverviewBranch = z.object({
  slug: z.string(),
  name: z.string(),
  active: z.boolean(),
  revenueToday: z.number(),
  revenueMonth: z.number(),
  ordersToday: z.number().int(),
  /** revenueMonth per paid order this month; 0 when none. */
  avgTicketMonth: z.number(),
  /** Orders neither CANCELLED nor closed (closed = PAID, confirmed and ready: SPEC §4), of any age. */
  openOrders: z.number().int(),
  /** Ingredients under their minimum stock (the inventory screen's `belowMin`: at the minimum is not flagged). */
  stockAlerts: z.number().int(),
});
export type GroupOverviewBranch = z.infer<typeof groupOverviewBranch>;

/** GET /overview: every branch, and the group's totals. */
export const groupOverview = z.object({
  branches: z.array(groupOverviewBranch),
  totals: groupOverviewBranch.omit({ slug: true, name: true, active: true }),
});
export type GroupOverview = z.infer<typeof groupOverview>;

/** One branch over the period of GET /reports. */
export const groupReportFigures = z.object({
  /** COMPLETED payments taken in the period (tax included), as the dashboard counts them. */
  revenue: z.number(),
  /** Paid orders in the period. */
  orders: z.number().int(),
  /** revenue / orders, rounded; 0 when none. */
  avgTicket: z.number(),
  /** Ingredient purchases dated in the period (the P&L's purchases). */
  purchases: z.number(),
  /** purchases / revenue × 100, one decimal; null without revenue. */
  foodCostPercent: z.number().nullable(),
  /** (revenue − purchases) / revenue × 100, one decimal; null without revenue. */
  grossMarginPercent: z.number().nullable(),
});
export type GroupReportFigures = z.infer<typeof groupReportFigures>;

export const groupReportBranch = groupReportFigures.extend({
  slug: z.string(),
  name: z.string(),
  /** At most 5, most portions first. */
  topItems: z.array(dashboardTopItem),
  /** Issue 20: the options chosen most on the period's paid orders, at most 5, most portions first (the reports' rule). */
  topOptions: z.array(reportTopOption),
});
export type GroupReportBranch = z.infer<typeof groupReportBranch>;

/** GET /reports?start&end (default the last 7 days): each branch side by side and the group total. */
export const groupReport = z.object({
  start: z.string(),
  end: z.string(),
  branches: z.array(groupReportBranch),
  total: groupReportFigures,
});
export type GroupReport = z.infer<typeof groupReport>;

/** What the group's event stream (GET /events) says: a branch's figures changed; read again. */
export const groupEvent = z.object({ type: z.literal('branch-changed'), slug: z.string() });
export type GroupEvent = z.infer<typeof groupEvent>;
