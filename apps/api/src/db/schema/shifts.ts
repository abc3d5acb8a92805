import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  foreignKey,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { SHIFT_STATUSES } from '@meja/shared/contracts/pos';
import { tenantId, tenantIsolationPolicy, tenantRowId } from './columns';
import { tenants } from './platform';

export const shiftStatusEnum = pgEnum('shift_status', SHIFT_STATUSES);

/**
 * A cashier's shift at the POS (SPEC §3): opened with the cash in the drawer, closed with the cash
 * counted. Payments taken while it is open carry its id, so the expected cash does not depend on
 * when an offline payment reached the server. At most one open shift per cashier, enforced here.
 */
export const shifts = pgTable(
  'shifts',
  {
    tenantId: tenantId(),
    id: tenantRowId(),
    userId: uuid('user_id').notNull(),
    status: shiftStatusEnum('status').notNull().default('OPEN'),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    openingCash: bigint('opening_cash', { mode: 'number' }).notNull(),
    closingCash: bigint('closing_cash', { mode: 'number' }),
    /** Fixed when the shift closes: opening cash + cash payments of the shift. */
    expectedCash: bigint('expected_cash', { mode: 'number' }),
    /** Card and QRIS totals counted at close (the terminal's settlement, the QRIS app), if given. */
    countedCard: bigint('counted_card', { mode: 'number' }),
    countedQris: bigint('counted_qris', { mode: 'number' }),
    /** Fixed when the shift closes: the card and QRIS payments of the shift. */
    expectedCard: bigint('expected_card', { mode: 'number' }),
    expectedQris: bigint('expected_qris', { mode: 'number' }),
    orderCount: integer('order_count'),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId], foreignColumns: [tenants.id] }).onDelete('cascade'),
    check(
      'shifts_cash_non_negative',
      sql`${t.openingCash} >= 0 and (${t.closingCash} is null or ${t.closingCash} >= 0)`,
    ),
    uniqueIndex('shifts_one_open_per_user')
      .on(t.tenantId, t.userId)
      .where(sql`${t.status} = 'OPEN'`),
    index('shifts_tenant_opened_idx').on(t.tenantId, t.openedAt),
    tenantIsolationPolicy('shifts'),
  ],
).enableRLS();
