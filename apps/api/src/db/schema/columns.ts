import { sql } from 'drizzle-orm';
import { pgPolicy, timestamp, uuid } from 'drizzle-orm/pg-core';
import { v7 as uuidv7 } from 'uuid';

export const id = () =>
  uuid('id')
    .primaryKey()
    .$defaultFn(() => uuidv7());

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** Tenant tables: `(tenant_id, id)` keys, ids created by clients or the server (UUIDv7). */
export const tenantId = () => uuid('tenant_id').notNull();
export const tenantRowId = () =>
  uuid('id')
    .notNull()
    .$defaultFn(() => uuidv7());

/**
 * The second wall behind the tenant filter in every query (DESIGN §3): a row is visible and
 * writable only while `app.tenant_id` names its tenant. An unset setting reads as '' once used.
 */
const currentTenantMatches = sql`tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid`;

export const tenantIsolationPolicy = (table: string) =>
  pgPolicy(`${table}_tenant_isolation`, {
    as: 'permissive',
    for: 'all',
    using: currentTenantMatches,
    withCheck: currentTenantMatches,
  });

/**
 * Read-only access across tenants for the platform console (DESIGN §3: queries that must span
 * tenants go through named `unsafe…` functions). Only `unsafePlatformReadTx` turns the setting on;
 * writes still need the row's own tenant in `app.tenant_id`.
 */
const platformReading = sql`current_setting('app.platform_read', true) = 'on'`;

export const platformReadPolicy = (table: string) =>
  pgPolicy(`${table}_platform_read`, { as: 'permissive', for: 'select', using: platformReading });

/**
 * Read-only access to the branches of one group (issue 16: the group's reports side by side in
 * one query): rows whose tenant belongs to the group `app.group_id` names. Only `inGroupReadTx`
 * sets it, after the access guard has checked the group's manager; writes still need the row's own
 * tenant in `app.tenant_id`.
 */
const groupReading = sql`tenant_id in (select t.id from tenants t where t.group_id = nullif(current_setting('app.group_id', true), '')::uuid)`;

export const groupReadPolicy = (table: string) =>
  pgPolicy(`${table}_group_read`, { as: 'permissive', for: 'select', using: groupReading });
