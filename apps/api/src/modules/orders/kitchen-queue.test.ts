import { randomUUID } from 'node:crypto';
import { compareKitchenCards } from '@meja/shared/kitchen-sort';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Ctx } from '../../../test/catalog';
import { createTenantGraph } from '../../../test/factories';
import { openTestContext } from '../../../test/harness';
import { orders } from '../../db/schema/orders';
import { inTenantTx } from '../../platform/db-scope';
import { kitchenQueue } from './orders.repo';

/**
 * The kitchen's queue sorted by PostgreSQL (issue 19) is the order the kitchen screen sorts its
 * cards in (compareKitchenCards): priority by flag or by the note's words, oldest first to the
 * millisecond, then by id; READY, cancelled and unconfirmed orders are not in it.
 */
let ctx: Ctx;

beforeAll(async () => {
  ctx = await openTestContext();
});
afterAll(() => ctx.close());

interface Card {
  priority: boolean | null;
  note: string;
  at: string;
  confirmed?: boolean;
  ready?: boolean;
  status?: 'PENDING' | 'CANCELLED' | 'PAID';
  /** Microseconds added in the database: below what the kitchen screen sees. */
  micros?: number;
}

describe('kitchenQueue', () => {
  it('matches compareKitchenCards over flags, note words, equal milliseconds and ids', async () => {
    const t = await createTenantGraph(ctx.db);
    const cards: Card[] = [
      { priority: null, note: '', at: '2026-05-01T10:00:00.000Z' },
      { priority: null, note: 'tolong PRIORITAS ya', at: '2026-05-01T10:05:00.000Z' },
      { priority: false, note: 'urgent!', at: '2026-05-01T09:00:00.000Z' },
      { priority: true, note: '', at: '2026-05-01T10:10:00.000Z' },
      { priority: null, note: 'Priority table', at: '2026-05-01T10:01:00.000Z' },
      { priority: null, note: 'pedas', at: '2026-05-01T10:02:00.123Z' },
      { priority: null, note: '', at: '2026-05-01T10:02:00.123Z', micros: 900 },
      { priority: null, note: '', at: '2026-05-01T10:02:00.123Z', micros: 1 },
      { priority: null, note: '', at: '2026-05-01T08:00:00.000Z', ready: true },
      { priority: true, note: '', at: '2026-05-01T07:00:00.000Z', status: 'CANCELLED' },
      { priority: true, note: '', at: '2026-05-01T07:00:00.000Z', confirmed: false },
      { priority: null, note: '', at: '2026-05-01T10:03:00.000Z', status: 'PAID' },
    ];
    const rows = cards.map((card) => ({
      id: randomUUID(),
      tenantId: t.tenant.id,
      tableNumber: 'K1',
      note: card.note,
      priority: card.priority,
      status: card.status ?? 'PENDING',
      confirmed: card.confirmed ?? true,
      ready: card.ready ?? false,
      source: 'CUSTOMER' as const,
      subtotal: 1000,
      tax: 0,
      total: 1000,
      taxPercent: 0,
      createdAt: new Date(card.at),
    }));
    const queue = await inTenantTx(ctx.db, t.tenant.id, async (tx) => {
      await tx.insert(orders).values(rows);
      for (const [index, card] of cards.entries()) {
        if (card.micros === undefined) continue;
        await tx.execute(
          sql`update orders set created_at = created_at + make_interval(secs => ${card.micros / 1_000_000}) where id = ${rows[index]?.id ?? ''}`,
        );
      }
      return kitchenQueue(tx, t.tenant.id);
    });

    const expected = rows
      .filter((row) => row.confirmed && !row.ready && row.status !== 'CANCELLED')
      .sort(compareKitchenCards)
      .map((row) => row.id);
    expect(queue).toEqual(expected);
    expect(queue).toHaveLength(9);
    // The flagged one and the three whose notes ask for it come first, oldest first.
    expect(queue.slice(0, 3)).toEqual([rows[4]?.id, rows[1]?.id, rows[3]?.id]);
  });

  it('is empty for a kitchen with nothing to cook, and never shows another tenant’s cards', async () => {
    const t = await createTenantGraph(ctx.db);
    const other = await createTenantGraph(ctx.db);
    await inTenantTx(ctx.db, other.tenant.id, (tx) =>
      tx.insert(orders).values({
        tenantId: other.tenant.id,
        tableNumber: 'X',
        source: 'CUSTOMER',
        confirmed: true,
        subtotal: 1,
        tax: 0,
        total: 1,
        taxPercent: 0,
      }),
    );
    expect(await inTenantTx(ctx.db, t.tenant.id, (tx) => kitchenQueue(tx, t.tenant.id))).toEqual([]);
    expect(await inTenantTx(ctx.db, other.tenant.id, (tx) => kitchenQueue(tx, other.tenant.id))).toHaveLength(
      1,
    );
  });
});
