import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Ctx } from '../../../test/catalog';
import { createTenantGraph } from '../../../test/factories';
import { openTestContext } from '../../../test/harness';
import { shifts } from '../../db/schema/shifts';
import { inTenantTx } from '../../platform/db-scope';
import { findOpenShift } from './pos-shifts.repo';

/*
 * findOpenShift's lock modes (a hot statement per mode, issue 19), seen from a second connection
 * while the lock is held: which row locks are still granted at once. Only a real server has a
 * second connection.
 */
let ctx: Ctx;

beforeAll(async () => {
  ctx = await openTestContext();
});
afterAll(() => ctx.close());

describe('the open shift, locked as asked', () => {
  it('for share lets another share lock in but not an update lock; for update lets neither', async () => {
    const t = await createTenantGraph(ctx.db);
    const [shift] = await inTenantTx(ctx.db, t.tenant.id, (tx) =>
      tx.insert(shifts).values({ tenantId: t.tenant.id, userId: t.cashier.id, openingCash: 0 }).returning(),
    );
    if (!shift) throw new Error('shift expected');
    const granted = (strength: 'share' | 'update') =>
      inTenantTx(ctx.db, t.tenant.id, (other) =>
        other
          .select({ id: shifts.id })
          .from(shifts)
          .where(eq(shifts.id, shift.id))
          .for(strength, { noWait: true }),
      ).then(
        () => true,
        () => false,
      );
    for (const [lock, share, update] of [
      ['share', true, false],
      ['update', false, false],
    ] as const) {
      const seen = await inTenantTx(ctx.db, t.tenant.id, async (tx) => {
        await findOpenShift(tx, t.tenant.id, t.cashier.id, { lock });
        return { share: await granted('share'), update: await granted('update') };
      });
      expect(seen).toEqual({ share, update });
    }
    // Without a lock, both are granted.
    const unlocked = await inTenantTx(ctx.db, t.tenant.id, async (tx) => {
      await findOpenShift(tx, t.tenant.id, t.cashier.id);
      return { share: await granted('share'), update: await granted('update') };
    });
    expect(unlocked).toEqual({ share: true, update: true });
  });
});
