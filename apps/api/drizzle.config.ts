import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: [
    './src/db/schema/platform.ts',
    './src/db/schema/idempotency.ts',
    './src/db/schema/inventory.ts',
    './src/db/schema/menu.ts',
    './src/db/schema/orders.ts',
    './src/db/schema/payments.ts',
    './src/db/schema/tables.ts',
    './src/db/schema/shifts.ts',
    './src/db/schema/billing.ts',
    './src/db/schema/expenses.ts',
    './src/db/schema/console.ts',
    './src/db/schema/sales-rollup.ts',
    './src/db/schema/tenant-gateways.ts',
    './src/db/schema/marketing.ts',
  ],
  out: process.env.MIGRATIONS_OUT ?? './src/db/migrations',
});
