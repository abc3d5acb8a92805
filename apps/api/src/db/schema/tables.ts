import { sql } from 'drizzle-orm';
import {
  check,
  foreignKey,
  index,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { CALL_KINDS } from '@meja/shared/table-states';
import { createdAt, tenantId, tenantIsolationPolicy, tenantRowId } from './columns';
import { tenants } from './platform';

/**
 * The restaurant's tables (issue 20): names as on the QR cards ('A1'), an optional area ('Lantai 2')
 * and their order on the floor plan. Orders keep naming their table by text, as diners type it; a
 * table's state is derived from them (shared/table-states.ts), never stored.
 */
export const diningTables = pgTable(
  'dining_tables',
  {
    tenantId: tenantId(),
    id: tenantRowId(),
    name: text('name').notNull(),
    area: text('area').notNull().default(''),
    position: smallint('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId], foreignColumns: [tenants.id] }).onDelete('cascade'),
    uniqueIndex('dining_tables_tenant_name_unique').on(t.tenantId, t.name),
    tenantIsolationPolicy('dining_tables'),
  ],
).enableRLS();

export type DiningTableRow = typeof diningTables.$inferSelect;

/** One open call per table and kind: a second tap while the first waits is the same call. */
export const ONE_OPEN_CALL = 'table_calls_one_open_per_table_kind';

/** A diner's 'Panggil pelayan' or 'Minta bill' from an order's tracking page, until staff answer it. */
export const tableCalls = pgTable(
  'table_calls',
  {
    tenantId: tenantId(),
    id: tenantRowId(),
    /** The order's table when the call was made. */
    tableName: text('table_name').notNull(),
    kind: text('kind', { enum: CALL_KINDS }).notNull(),
    orderId: uuid('order_id').notNull(),
    createdAt: createdAt(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    answeredBy: uuid('answered_by'),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId], foreignColumns: [tenants.id] }).onDelete('cascade'),
    check('table_calls_kind', sql`${t.kind} in ('WAITER', 'BILL')`),
    uniqueIndex(ONE_OPEN_CALL)
      .on(t.tenantId, t.tableName, t.kind)
      .where(sql`${t.answeredAt} is null`),
    // The last answered call of a table and kind (asking again too soon is refused).
    index('table_calls_tenant_table_kind_idx').on(t.tenantId, t.tableName, t.kind, t.answeredAt),
    tenantIsolationPolicy('table_calls'),
  ],
).enableRLS();

export type TableCallRow = typeof tableCalls.$inferSelect;
