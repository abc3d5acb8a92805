export const DEMO_PASSWORD = 'demo1234';

export const DEMO_LOGIN = { email: 'admin@warung-demo.test', password: DEMO_PASSWORD };

/** The seeded demo accounts (all with password demo1234). */
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
