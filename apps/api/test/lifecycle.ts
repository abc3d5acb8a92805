import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { tenantContext, type TenantContext } from '@meja/shared/contracts/tenant';
import type { Database } from '../src/db/client';
import { lifecycleNotices, type LifecycleNoticeRow } from '../src/db/schema/console';
import { sessions } from '../src/db/schema/platform';
import { inAppTx } from '../src/platform/db-scope';
import type { MailMessage } from '../src/platform/mail';
import { bearer, type CapturingMailer } from './harness';
import type { TestUser } from './factories';

export const DAY_MS = 24 * 60 * 60 * 1000;
export const HOUR_MS = 60 * 60 * 1000;

interface Ctx {
  app: FastifyInstance;
  db: Database;
}

/** Factory sessions last an hour of real time; a test that moves the clock by days keeps them open. */
export async function keepSessionsOpen(ctx: Ctx, users: readonly TestUser[]): Promise<void> {
  await inAppTx(ctx.db, (tx) =>
    tx
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() + 3650 * DAY_MS) })
      .where(
        inArray(
          sessions.userId,
          users.map((user) => user.id),
        ),
      ),
  );
}

/** The tenant's standing as its admin's layout reads it. */
export async function standingOf(ctx: Ctx, slug: string, token: string): Promise<TenantContext> {
  const response = await ctx.app.inject({ url: `/api/v1/tenant/${slug}/context`, headers: bearer(token) });
  expect(response.statusCode, response.body).toBe(200);
  return tenantContext.parse(response.json());
}

/** The notices recorded for a tenant, oldest first. */
export async function noticesOf(ctx: Ctx, tenantId: string): Promise<LifecycleNoticeRow[]> {
  const rows = await inAppTx(ctx.db, (tx) =>
    tx.select().from(lifecycleNotices).where(eq(lifecycleNotices.tenantId, tenantId)),
  );
  return rows.sort((a, b) => b.daysBefore - a.daysBefore);
}

/** Mail to any of `addresses` that arrived since `from` (an index into the capturing mailer's list). */
export function mailSince(
  mailer: CapturingMailer,
  from: number,
  addresses: readonly string[],
): MailMessage[] {
  const wanted = new Set(addresses.map((a) => a.toLowerCase()));
  return mailer.sent.slice(from).filter((message) => wanted.has(message.to.toLowerCase()));
}
