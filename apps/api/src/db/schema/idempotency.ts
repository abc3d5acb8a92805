import {
  foreignKey,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { createdAt, tenantId, tenantIsolationPolicy, tenantRowId } from './columns';
import { tenants } from './platform';

/**
 * Replayable writes (DESIGN §4 "Offline writes"): the key a client sent, the hash of its request
 * and the response given, per tenant. The first tenant-owned table; the pattern every later one follows.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    tenantId: tenantId(),
    id: tenantRowId(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    responseStatus: integer('response_status'),
    responseBody: jsonb('response_body'),
    createdAt: createdAt(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    unique('idempotency_keys_tenant_key_unique').on(t.tenantId, t.key),
    foreignKey({
      columns: [t.tenantId],
      foreignColumns: [tenants.id],
    }).onDelete('cascade'),
    tenantIsolationPolicy('idempotency_keys'),
  ],
).enableRLS();
