import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { tenants } from './platform';

/**
 * What the platform console did (issue 15): who, what, on which object, the object before and
 * after, when. Kept when the actor or the object is deleted (no foreign keys); the actor's email
 * is copied for that reason. `actorUserId` null is the platform itself (the lifecycle job).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorUserId: uuid('actor_user_id'),
    actorEmail: text('actor_email').notNull().default(''),
    /** Dotted verb, e.g. `tenant.create`, `tenant.package`, `invoice.pay`, `user.role`. */
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull().default(''),
    /** A readable name of the target when it was acted on (a slug, an email, an invoice number). */
    targetLabel: text('target_label').notNull().default(''),
    before: jsonb('before').$type<Record<string, unknown> | null>(),
    after: jsonb('after').$type<Record<string, unknown> | null>(),
  },
  (t) => [index('audit_log_at_idx').on(t.at), index('audit_log_target_idx').on(t.targetType, t.targetId)],
);

export type AuditRow = typeof auditLog.$inferSelect;

/**
 * One subscription notice sent to a tenant: a reminder `daysBefore` days before the end of its
 * trial or paid period (`periodEnd`), or the notices at the end (0) and at the block (negative:
 * the grace days after the end). The key makes each notice happen once per (tenant, period, day),
 * whatever restarts or instances run the lifecycle job.
 */
export const lifecycleNotices = pgTable(
  'lifecycle_notices',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    /** 'trial' or 'paid'. */
    periodKind: text('period_kind').notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    daysBefore: integer('days_before').notNull(),
    /** The channels it went out on: ['email'] or ['email', 'whatsapp']. */
    channels: jsonb('channels').$type<string[]>().notNull().default([]),
    sentAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.periodKind, t.periodEnd, t.daysBefore] })],
);

export type LifecycleNoticeRow = typeof lifecycleNotices.$inferSelect;

/** When each background job last ran to the end (the job runner's own record; one row per job). */
export const jobRuns = pgTable('job_runs', {
  name: text('name').primaryKey(),
  lastStartedAt: timestamp('last_started_at', { withTimezone: true }),
  lastFinishedAt: timestamp('last_finished_at', { withTimezone: true }),
  lastError: text('last_error'),
});
