/** Seeded demo data (scripts/e2e-server.mjs starts the API with it). */
export const DEMO_PASSWORD = 'demo1234';

export const DEMO = {
  superAdmin: 'super@meja.test',
  groupManager: 'gm@meja.test',
  warungAdmin: 'admin@warung-demo.test',
  warungCashier: 'kasir@warung-demo.test',
  warungKitchen: 'dapur@warung-demo.test',
  warungInventory: 'gudang@warung-demo.test',
  kopiAdmin: 'admin@kopi-demo.test',
  kopiCashier: 'kasir@kopi-demo.test',
} as const;
