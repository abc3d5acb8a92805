export const DEMO_PASSWORD = 'demo1234';

export const DEMO_LOGIN = { email: 'admin@warung-demo.test', password: DEMO_PASSWORD };

/**
 * The seeded demo accounts (all with password demo1234). Shown only when the server says the demo
 * data is on (useDemoLogins): never in production.
 */
export const DEMO_ACCOUNTS = [
  { email: 'super@meja.test', role: 'Super Admin' },
  { email: 'gm@meja.test', role: 'Group Manager' },
  { email: 'admin@warung-demo.test', role: 'Admin Resto' },
  { email: 'kasir@warung-demo.test', role: 'Kasir' },
  { email: 'dapur@warung-demo.test', role: 'Dapur' },
  { email: 'gudang@warung-demo.test', role: 'Inventory' },
  { email: 'admin@kopi-demo.test', role: 'Admin Resto' },
  { email: 'kasir@kopi-demo.test', role: 'Kasir' },
] as const;

export type DemoAccount = (typeof DEMO_ACCOUNTS)[number];

/** The demo accounts that can sell at this restaurant's POS (its admin and cashier), if it is a demo one. */
export function demoAccountsForPos(tenantSlug: string): DemoAccount[] {
  return DEMO_ACCOUNTS.filter(
    (account) =>
      account.email.endsWith(`@${tenantSlug}.test`) &&
      (account.role === 'Admin Resto' || account.role === 'Kasir'),
  );
}
