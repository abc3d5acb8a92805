import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Ctx } from '../../../test/catalog';
import { openTestContext } from '../../../test/harness';
import { rowsOf } from '../../db/client';

let ctx: Ctx;

beforeAll(async () => {
  ctx = await openTestContext();
});
afterAll(() => ctx.close());

describe('the order stock rows are locked in', () => {
  // A sale locks its ingredients in PostgreSQL's uuid order (takeSaleStock, one statement); a
  // reversal, a purchase or a count locks them one by one in the ledger's own sort (localeCompare).
  // Both must be one order, or a sale and a reversal sharing ingredients could deadlock.
  it("is the same in the ledger's sort and in PostgreSQL's uuid order", async () => {
    const ids = [
      ...Array.from({ length: 150 }, () => randomUUID()),
      ...Array.from({ length: 150 }, () => uuidv7()),
      '00000000-0000-0000-0000-000000000000',
      'ffffffff-ffff-ffff-ffff-ffffffffffff',
    ];
    const sorted = [...ids].sort((a, b) => a.localeCompare(b));
    const rows = rowsOf(
      await ctx.db.execute(
        sql`select u.id::text as id from unnest(string_to_array(${ids.join(',')}, ',')::uuid[]) as u(id) order by u.id`,
      ),
    );
    expect(rows.map((row) => row['id'])).toEqual(sorted);
  });
});
