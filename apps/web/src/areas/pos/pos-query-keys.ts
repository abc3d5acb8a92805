/* TanStack Query keys of the POS, all under ['pos', slug] so a logout can drop them together. */

export const posKeys = {
  all: (slug: string) => ['pos', slug] as const,
  menu: (slug: string) => ['pos', slug, 'menu'] as const,
  transactions: (slug: string, date: string | null) =>
    ['pos', slug, 'transactions', date ?? 'today'] as const,
  localSales: (slug: string) => ['pos', slug, 'local-sales'] as const,
  currentShift: (slug: string) => ['pos', slug, 'shift', 'current'] as const,
  daily: (slug: string, date: string) => ['pos', slug, 'reports', 'daily', date] as const,
  trend: (slug: string) => ['pos', slug, 'reports', 'trend'] as const,
};
