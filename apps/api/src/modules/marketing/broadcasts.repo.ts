import { and, count, desc, eq, inArray, isNull, lt, lte, min, or, sql, type SQL } from 'drizzle-orm';
import {
  broadcastRecipients,
  broadcasts,
  type BroadcastRecipientRow,
  type BroadcastRow,
} from '../../db/schema/marketing';
import { waLeads } from '../../db/schema/orders';
import type { Tx } from '../../platform/db-scope';

/** SQL of the WhatsApp broadcasts (issue 18) and their recipients' messages. */

export type { BroadcastRecipientRow, BroadcastRow };

export async function countReachableLeads(tx: Tx, tenantId: string): Promise<number> {
  const [row] = await tx
    .select({ reachable: count() })
    .from(waLeads)
    .where(and(eq(waLeads.tenantId, tenantId), isNull(waLeads.optedOutAt)));
  return row?.reachable ?? 0;
}

export async function insertBroadcast(tx: Tx, values: typeof broadcasts.$inferInsert): Promise<BroadcastRow> {
  const [row] = await tx.insert(broadcasts).values(values).returning();
  if (!row) throw new Error('insert broadcasts returned no row');
  return row;
}

/** One queued message per lead not opted out now; how many. */
export async function insertRecipientsFromLeads(
  tx: Tx,
  tenantId: string,
  broadcastId: string,
): Promise<number> {
  const inserted = await tx
    .insert(broadcastRecipients)
    .select(
      tx
        .select({
          tenantId: waLeads.tenantId,
          id: sql<string>`gen_random_uuid()`.as('id'),
          broadcastId: sql<string>`${broadcastId}::uuid`.as('broadcast_id'),
          phone: waLeads.phone,
          status: sql<string>`'queued'`.as('status'),
          attempts: sql<number>`0`.as('attempts'),
          nextAttemptAt: sql<Date>`now()`.as('next_attempt_at'),
          claimedAt: sql<Date | null>`null`.as('claimed_at'),
          messageId: sql<string | null>`null`.as('message_id'),
          errorCode: sql<number | null>`null`.as('error_code'),
          error: sql<string | null>`null`.as('error'),
          updatedAt: sql<Date>`now()`.as('updated_at'),
        })
        .from(waLeads)
        .where(and(eq(waLeads.tenantId, tenantId), isNull(waLeads.optedOutAt))),
    )
    .returning({ id: broadcastRecipients.id });
  return inserted.length;
}

export async function updateBroadcast(
  tx: Tx,
  tenantId: string,
  broadcastId: string,
  values: Partial<typeof broadcasts.$inferInsert>,
  onlyIn?: SQL,
): Promise<BroadcastRow | undefined> {
  const [row] = await tx
    .update(broadcasts)
    .set(values)
    .where(and(eq(broadcasts.tenantId, tenantId), eq(broadcasts.id, broadcastId), onlyIn))
    .returning();
  return row;
}

export async function findBroadcast(
  tx: Tx,
  tenantId: string,
  broadcastId: string,
  options: { forUpdate?: boolean } = {},
): Promise<BroadcastRow | undefined> {
  const query = tx
    .select()
    .from(broadcasts)
    .where(and(eq(broadcasts.tenantId, tenantId), eq(broadcasts.id, broadcastId)));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row;
}

/** A paid broadcast invoice: its broadcast is queued for the senders (once). */
export async function queuePaidBroadcast(tx: Tx, tenantId: string, invoiceId: string, now: Date) {
  return tx
    .update(broadcasts)
    .set({ status: 'QUEUED', paidAt: now, paymentUrl: null })
    .where(
      and(
        eq(broadcasts.tenantId, tenantId),
        eq(broadcasts.invoiceId, invoiceId),
        eq(broadcasts.status, 'AWAITING_PAYMENT'),
      ),
    )
    .returning({ id: broadcasts.id });
}

export async function listBroadcasts(tx: Tx, tenantId: string, limit: number): Promise<BroadcastRow[]> {
  return tx
    .select()
    .from(broadcasts)
    .where(eq(broadcasts.tenantId, tenantId))
    .orderBy(desc(broadcasts.createdAt), desc(broadcasts.id))
    .limit(limit);
}

export interface RecipientCounts {
  sent: number;
  delivered: number;
  read: number;
  failed: number;
  skipped: number;
  pending: number;
}

const countWhere = (statuses: string[]) =>
  sql<number>`count(*) filter (where ${inArray(broadcastRecipients.status, statuses)})`.mapWith(Number);

/** Each broadcast's recipients by status ('sent' counts every message that went: sent, delivered, read). */
export async function recipientCounts(
  tx: Tx,
  tenantId: string,
  broadcastIds: readonly string[],
): Promise<Map<string, RecipientCounts>> {
  if (broadcastIds.length === 0) return new Map();
  const rows = await tx
    .select({
      broadcastId: broadcastRecipients.broadcastId,
      sent: countWhere(['sent', 'delivered', 'read']),
      delivered: countWhere(['delivered', 'read']),
      read: countWhere(['read']),
      failed: countWhere(['failed']),
      skipped: countWhere(['skipped']),
      pending: countWhere(['queued', 'sending']),
    })
    .from(broadcastRecipients)
    .where(
      and(
        eq(broadcastRecipients.tenantId, tenantId),
        inArray(broadcastRecipients.broadcastId, [...broadcastIds]),
      ),
    )
    .groupBy(broadcastRecipients.broadcastId);
  return new Map(rows.map(({ broadcastId, ...counts }) => [broadcastId, counts]));
}

/* ---- The senders' side ---- */

/** Work for a sender: queued and due, or claimed by a sender that has not answered for too long. */
function dueWork(now: Date, inDoubtBefore: Date): SQL | undefined {
  return or(
    and(eq(broadcastRecipients.status, 'queued'), lte(broadcastRecipients.nextAttemptAt, now)),
    and(eq(broadcastRecipients.status, 'sending'), lt(broadcastRecipients.claimedAt, inDoubtBefore)),
  );
}

const sendingBroadcast = inArray(broadcasts.status, ['QUEUED', 'SENDING']);
const ofItsBroadcast = and(
  eq(broadcasts.tenantId, broadcastRecipients.tenantId),
  eq(broadcasts.id, broadcastRecipients.broadcastId),
);

/** UNSAFE (needs unsafePlatformReadTx): the broadcasts of every tenant with messages due now. */
export async function unsafeBroadcastsWithDueWork(tx: Tx, now: Date, inDoubtBefore: Date, limit: number) {
  return tx
    .selectDistinct({ tenantId: broadcastRecipients.tenantId, broadcastId: broadcastRecipients.broadcastId })
    .from(broadcastRecipients)
    .innerJoin(broadcasts, ofItsBroadcast)
    .where(and(sendingBroadcast, dueWork(now, inDoubtBefore)))
    .limit(limit);
}

/** UNSAFE (needs unsafePlatformReadTx): when the next queued message falls due, or null. */
export async function unsafeNextDueAt(tx: Tx): Promise<Date | null> {
  const [row] = await tx
    .select({ at: min(broadcastRecipients.nextAttemptAt) })
    .from(broadcastRecipients)
    .innerJoin(broadcasts, ofItsBroadcast)
    .where(and(sendingBroadcast, eq(broadcastRecipients.status, 'queued')));
  return row?.at ?? null;
}

/** The broadcast's queued messages to numbers opted out since it was made: skipped, never sent. */
export async function skipOptedOut(
  tx: Tx,
  tenantId: string,
  broadcastId: string,
  now: Date,
): Promise<number> {
  const skipped = await tx
    .update(broadcastRecipients)
    .set({ status: 'skipped', error: 'opted_out', updatedAt: now })
    .where(
      and(
        eq(broadcastRecipients.tenantId, tenantId),
        eq(broadcastRecipients.broadcastId, broadcastId),
        eq(broadcastRecipients.status, 'queued'),
        sql`exists (select 1 from ${waLeads} where ${waLeads.tenantId} = ${broadcastRecipients.tenantId} and ${waLeads.phone} = ${broadcastRecipients.phone} and ${waLeads.optedOutAt} is not null)`,
      ),
    )
    .returning({ id: broadcastRecipients.id });
  return skipped.length;
}

/**
 * Takes up to `limit` due messages of the broadcast for this sender: 'sending', committed before
 * the provider is asked. SKIP LOCKED: two senders never take the same message.
 */
export async function claimRecipients(
  tx: Tx,
  tenantId: string,
  broadcastId: string,
  window: { now: Date; inDoubtBefore: Date; limit: number },
): Promise<BroadcastRecipientRow[]> {
  const due = tx
    .select({ id: broadcastRecipients.id })
    .from(broadcastRecipients)
    .where(
      and(
        eq(broadcastRecipients.tenantId, tenantId),
        eq(broadcastRecipients.broadcastId, broadcastId),
        dueWork(window.now, window.inDoubtBefore),
      ),
    )
    .orderBy(broadcastRecipients.id)
    .limit(window.limit)
    .for('update', { skipLocked: true });
  return tx
    .update(broadcastRecipients)
    .set({ status: 'sending', claimedAt: window.now, updatedAt: window.now })
    .where(and(eq(broadcastRecipients.tenantId, tenantId), inArray(broadcastRecipients.id, due)))
    .returning();
}

/** What became of one claimed message. */
export type SendOutcome =
  | { kind: 'sent'; messageId: string }
  | { kind: 'failed'; error: string; errorCode: number | null }
  /** `counted`: a failure that counts towards the limit (5xx); a 429 is the provider's pace, not a failure. */
  | { kind: 'retry'; at: Date; error: string; errorCode: number | null; counted: boolean }
  /** Not sent (the sender stopped before it): back in the queue as it was. */
  | { kind: 'released' };

const stillSending = eq(broadcastRecipients.status, 'sending');

/**
 * A sender's outcome of a claimed message. Only a message still 'sending' changes status: a
 * status webhook that found it first (by its reference) has already moved it on.
 */
export async function recordOutcome(
  tx: Tx,
  recipient: Pick<BroadcastRecipientRow, 'tenantId' | 'id' | 'attempts'>,
  outcome: SendOutcome,
  now: Date,
): Promise<void> {
  const row = and(
    eq(broadcastRecipients.tenantId, recipient.tenantId),
    eq(broadcastRecipients.id, recipient.id),
  );
  const tried = { attempts: recipient.attempts + 1, updatedAt: now };
  switch (outcome.kind) {
    case 'sent':
      await tx
        .update(broadcastRecipients)
        .set({
          ...tried,
          status: sql`case when ${stillSending} then 'sent' else ${broadcastRecipients.status} end`,
          messageId: sql`coalesce(${broadcastRecipients.messageId}, ${outcome.messageId})`,
        })
        .where(row);
      return;
    case 'failed':
      await tx
        .update(broadcastRecipients)
        .set({ ...tried, status: 'failed', error: outcome.error, errorCode: outcome.errorCode })
        .where(and(row, stillSending));
      return;
    case 'retry':
      await tx
        .update(broadcastRecipients)
        .set({
          ...(outcome.counted ? tried : { updatedAt: now }),
          status: 'queued',
          claimedAt: null,
          nextAttemptAt: outcome.at,
          error: outcome.error,
          errorCode: outcome.errorCode,
        })
        .where(and(row, stillSending));
      return;
    case 'released':
      await tx
        .update(broadcastRecipients)
        .set({ status: 'queued', claimedAt: null, updatedAt: now })
        .where(and(row, stillSending));
      return;
  }
}

/** SENDING → DONE once none of its messages is queued or being sent. */
export async function finishIfDone(tx: Tx, tenantId: string, broadcastId: string, now: Date) {
  await tx
    .update(broadcasts)
    .set({ status: 'DONE', finishedAt: now })
    .where(
      and(
        eq(broadcasts.tenantId, tenantId),
        eq(broadcasts.id, broadcastId),
        eq(broadcasts.status, 'SENDING'),
        sql`not exists (select 1 from ${broadcastRecipients} where ${broadcastRecipients.tenantId} = ${tenantId} and ${broadcastRecipients.broadcastId} = ${broadcastId} and ${broadcastRecipients.status} in ('queued', 'sending'))`,
      ),
    );
}

/* ---- Status webhooks ---- */

/** UNSAFE (needs unsafePlatformReadTx): the message a status webhook names, by its id or Meja's reference. */
export async function unsafeRecipientOfMessage(
  tx: Tx,
  messageId: string,
  reference: string | null,
): Promise<Pick<BroadcastRecipientRow, 'tenantId' | 'id'> | undefined> {
  const [row] = await tx
    .select({ tenantId: broadcastRecipients.tenantId, id: broadcastRecipients.id })
    .from(broadcastRecipients)
    .where(
      or(
        eq(broadcastRecipients.messageId, messageId),
        reference ? eq(broadcastRecipients.id, reference) : undefined,
      ),
    )
    .limit(1);
  return row;
}

/** The rank of each status: a webhook moves a message only forward (late and repeated ones change nothing). */
const rankOf = sql`(case ${broadcastRecipients.status} when 'queued' then 0 when 'sending' then 0 when 'sent' then 1 when 'failed' then 2 when 'delivered' then 3 when 'read' then 4 else 9 end)`;

export async function advanceRecipient(
  tx: Tx,
  recipient: Pick<BroadcastRecipientRow, 'tenantId' | 'id'>,
  update: {
    status: 'sent' | 'delivered' | 'read' | 'failed';
    rank: number;
    messageId: string;
    errorCode: number | null;
  },
  now: Date,
): Promise<boolean> {
  const changed = await tx
    .update(broadcastRecipients)
    .set({
      status: update.status,
      messageId: sql`coalesce(${broadcastRecipients.messageId}, ${update.messageId})`,
      ...(update.status === 'failed' ? { errorCode: update.errorCode, error: 'provider' } : {}),
      updatedAt: now,
    })
    .where(
      and(
        eq(broadcastRecipients.tenantId, recipient.tenantId),
        eq(broadcastRecipients.id, recipient.id),
        sql`${rankOf} < ${update.rank}`,
      ),
    )
    .returning({ id: broadcastRecipients.id });
  return changed.length > 0;
}
